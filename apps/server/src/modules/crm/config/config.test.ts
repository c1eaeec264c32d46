import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerCategory, CustomerConfig } from '@tradewind/contract/crm/config.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { crmTenantSpec } from '@/test/fixtures/crm/crm-test-tenant';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
type Errors = { errors: Array<{ field: string; message: string }> };

beforeAll(async () => {
  tenant = await t.tenant(crmTenantSpec());
  other = await t.tenant(crmTenantSpec());
});

describe('customer config', () => {
  it('answers the six config lists in the caller’s locale, with the tenant’s own types and levels', async () => {
    await t.call('POST', '/crm/level', { token: tenant.tokens.manager, body: { name: '普通', sort: 1 } });
    await t.call('POST', '/crm/level', { token: tenant.tokens.manager, body: { name: '重要', sort: 9 } });
    await t.call('POST', '/crm/type', { token: tenant.tokens.manager, body: { name: '零售' } });
    const zh = await t.call<CustomerConfig>('GET', '/crm/config/customer', { token: tenant.tokens.rep1 });
    expect(Object.keys(zh.data).sort()).toEqual(['customer_level', 'customer_rules', 'customer_sales_type', 'customer_sex', 'customer_source', 'customer_type', 'customer_visit_type']);
    expect(zh.data.customer_sex).toEqual([
      { value: 0, label: '未知' },
      { value: 1, label: '男' },
      { value: 2, label: '女' },
    ]);
    expect(zh.data.customer_sales_type.map((o) => o.label)).toEqual(['公海', '私海', '团队公海']);
    expect(zh.data.customer_source).toHaveLength(7);
    expect(zh.data.customer_visit_type).toHaveLength(5);
    expect(zh.data.customer_level.map((o) => o.label)).toEqual(['普通', '重要']);
    expect(zh.data.customer_type.map((o) => o.label)).toEqual(['零售']);
    const en = await t.call<CustomerConfig>('GET', '/crm/config/customer', { token: tenant.tokens.rep1, headers: { 'accept-language': 'en-US' } });
    expect(en.data.customer_sales_type.map((o) => o.label)).toEqual(['Public pool', 'Private', 'Team pool']);
    // another tenant sees its own (empty) lists
    const foreign = await t.call<CustomerConfig>('GET', '/crm/config/customer', { token: other.tokens.rep1 });
    expect(foreign.data.customer_level).toEqual([]);
    expect((await t.call('GET', '/crm/config/customer')).code).toBe(401);
  });

  for (const kind of ['type', 'level'] as const) {
    it(`creates, reads, renames and deletes a ${kind}, refusing duplicates, bad input and deleting one in use`, async () => {
      const token = tenant.tokens.manager;
      const created = await t.call<CustomerCategory>('POST', `/crm/${kind}`, { token, body: { name: `${kind}-A`, sort: 3 } });
      expect(created.code).toBe(200);
      expect(created.data).toMatchObject({ name: `${kind}-A`, sort: 3, customer_num: 0 });
      const id = created.data.id;
      const dup = await t.call<Errors>('POST', `/crm/${kind}`, { token, body: { name: `${kind}-A` } });
      expect(dup.code).toBe(422);
      expect(dup.data.errors).toEqual([{ field: 'name', message: '名称已存在' }]);
      // the same name in another tenant is fine
      expect((await t.call('POST', `/crm/${kind}`, { token: other.tokens.manager, body: { name: `${kind}-A` } })).code).toBe(200);
      expect((await t.call('POST', `/crm/${kind}`, { token, body: { name: '' } })).message).toBe('请输入名称');
      expect((await t.call('POST', `/crm/${kind}`, { token, body: { name: 'x'.repeat(31) } })).code).toBe(422);
      expect((await t.call('POST', `/crm/${kind}`, { token, body: { name: 'ok', sort: -1 } })).code).toBe(422);
      const b = await t.call<CustomerCategory>('POST', `/crm/${kind}`, { token, body: { name: `${kind}-B` } });
      expect((await t.call('PUT', `/crm/${kind}`, { token, body: { id: b.data.id, name: `${kind}-A` } })).code).toBe(422);
      const renamed = await t.call<CustomerCategory>('PUT', `/crm/${kind}`, { token, body: { id, name: `${kind}-A2`, sort: 5 } });
      expect(renamed.data).toMatchObject({ id, name: `${kind}-A2`, sort: 5 });
      expect((await t.call('PUT', `/crm/${kind}`, { token, body: { id, name: `${kind}-A2`, sort: 5 } })).code).toBe(200);
      expect((await t.call('PUT', `/crm/${kind}`, { token, body: { id: 99999999, name: 'zz' } })).code).toBe(404);
      expect((await t.call<CustomerCategory>('GET', `/crm/${kind}/${id}`, { token: tenant.tokens.rep1 })).data.name).toBe(`${kind}-A2`);
      expect((await t.call('GET', `/crm/${kind}/${id}`, { token: other.tokens.manager })).code).toBe(404);
      expect((await t.call('GET', `/crm/${kind}/abc`, { token })).code).toBe(422);
      // in use by a customer: refused with a clear message
      const customer = await t.call<{ id: number }>('POST', '/crm/customer', { token: tenant.tokens.rep1, body: { name: `${kind}客户`, phone: kind === 'type' ? '13700000001' : '13700000002', [`${kind}_id`]: id } });
      expect(customer.code).toBe(200);
      const listed = await t.call<CustomerCategory[]>('GET', `/crm/${kind}s`, { token: tenant.tokens.rep1 });
      expect(listed.data.find((c) => c.id === id)?.customer_num).toBe(1);
      const inUse = await t.call('DELETE', `/crm/${kind}/${id}`, { token });
      expect(inUse.code).toBe(409);
      expect(inUse.message).toBe('仍有客户使用，无法删除');
      const gone = await t.call('DELETE', `/crm/${kind}/${b.data.id}`, { token });
      expect(gone.code).toBe(200);
      expect((await t.call('DELETE', `/crm/${kind}/${b.data.id}`, { token })).code).toBe(404);
      expect((await t.call('DELETE', `/crm/${kind}/${id}`, { token: other.tokens.manager })).code).toBe(404);
    });

    it(`guards the ${kind} calls with crm:setting:index and crm:${kind}:*`, async () => {
      expect((await t.call('GET', `/crm/${kind}s`, { token: tenant.tokens.clerk })).code).toBe(401);
      expect((await t.call('GET', `/crm/${kind}/1`, { token: tenant.tokens.clerk })).code).toBe(401);
      expect((await t.call('POST', `/crm/${kind}`, { token: tenant.tokens.rep1, body: { name: 'no' } })).code).toBe(402);
      expect((await t.call('PUT', `/crm/${kind}`, { token: tenant.tokens.rep1, body: { id: 1, name: 'no' } })).code).toBe(402);
      expect((await t.call('DELETE', `/crm/${kind}/1`, { token: tenant.tokens.rep1 })).code).toBe(402);
    });
  }
});
