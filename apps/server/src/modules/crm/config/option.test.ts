import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerConfig } from '@tradewind/contract/crm/config.schema';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import type { Lead } from '@tradewind/contract/crm/lead.schema';
import type { ConfigOptionItem } from '@tradewind/contract/crm/setting.schema';
import type { Visit } from '@tradewind/contract/crm/visit.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { crmTenantSpec } from '@/test/fixtures/crm/crm-test-tenant';

const t = useTestApp();
const SETTERS = ['crm:source:create', 'crm:source:update', 'crm:source:delete', 'crm:visit_type:create', 'crm:visit_type:update', 'crm:visit_type:delete', 'crm:leads:create', 'crm:leads:update', 'crm:visit:create'];
let tenant: TestTenant;
let phone = 13600000000 + Math.floor(Math.random() * 9000) * 10000;

beforeAll(async () => {
  const spec = crmTenantSpec();
  tenant = await t.tenant({ ...spec, roles: spec.roles!.map((r) => (r.key === 'manager' ? { ...r, permissions: [...(r.permissions ?? []), ...SETTERS] } : r)) });
});

type Errors = { errors: Array<{ field: string; message: string }> };
const list = async (kind: 'sources' | 'visit_types', token = tenant.tokens.manager) => (await t.call<ConfigOptionItem[]>('GET', `/crm/${kind}`, { token })).data;
const config = async (locale?: string) => (await t.call<CustomerConfig>('GET', '/crm/config/customer', { token: tenant.tokens.rep1, headers: locale ? { 'accept-language': locale } : {} })).data;
const newCustomer = (body: Record<string, unknown>) => t.call<Customer>('POST', '/crm/customer', { token: tenant.tokens.manager, body: { name: `来源客户${phone}`, phone: String((phone += 1)), ...body } });

describe('customer sources and follow-up types', () => {
  it('lists the built-in ones translated, adds, renames, sorts and disables; forms read the enabled ones', async () => {
    const sources = await list('sources');
    expect(sources.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(sources.every((s) => s.builtin === 1 && s.status === 1)).toBe(true);
    const added = await t.call<ConfigOptionItem>('POST', '/crm/source', { token: tenant.tokens.manager, body: { name: '美团优选', sort: 0 } });
    expect(added.code, added.message).toBe(200);
    expect(added.data).toMatchObject({ id: 8, name: '美团优选', sort: 0, status: 1, builtin: 0, use_num: 0 });
    // a built-in one renamed keeps its value; another disabled leaves the forms' list but stays in the settings
    expect((await t.call('PUT', '/crm/source', { token: tenant.tokens.manager, body: { id: 1, name: '老客户介绍', sort: 1 } })).code).toBe(200);
    expect((await t.call('PUT', '/crm/source', { token: tenant.tokens.manager, body: { id: 2, name: (await list('sources')).find((s) => s.id === 3)!.name, sort: 2, status: 0 } })).code).toBe(422);
    const second = (await list('sources')).find((s) => s.id === 2)!;
    expect((await t.call('PUT', '/crm/source', { token: tenant.tokens.manager, body: { id: 2, name: second.name, sort: second.sort, status: 0 } })).code).toBe(200);
    const offered = (await config()).customer_source;
    expect(offered[0]).toEqual({ value: 8, label: '美团优选' });
    expect(offered[1]).toEqual({ value: 1, label: '老客户介绍' });
    expect(offered.map((o) => o.value)).not.toContain(2);
    expect((await list('sources')).find((s) => s.id === 2)).toMatchObject({ status: 0 });
    // the customer form, lead form and follow-up form take the enabled ones and refuse the rest
    const customer = await newCustomer({ source: 8 });
    expect(customer.code, customer.message).toBe(200);
    expect(customer.data).toMatchObject({ source: 8, source_text: '美团优选' });
    const refused = await newCustomer({ source: 2 });
    expect(refused.code).toBe(422);
    expect((refused.data as unknown as Errors).errors[0]).toMatchObject({ field: 'source', message: '请选择有效的客户来源' });
    expect((await newCustomer({ source: 99 })).code).toBe(422);
    const lead = await t.call<Lead>('POST', '/crm/lead', { token: tenant.tokens.manager, body: { name: '赵经理', phone: String((phone += 1)), source: 8 } });
    expect(lead.data).toMatchObject({ source: 8, source_text: '美团优选' });
    const badLead = await t.call('POST', '/crm/lead', { token: tenant.tokens.manager, body: { name: '赵经理', phone: String((phone += 1)), source: 2 } });
    expect((badLead.data as unknown as Errors).errors[0]).toMatchObject({ field: 'source', message: '请选择线索来源' });
    // a record keeps a value disabled since it was chosen: editing it is not refused
    await t.call('PUT', '/crm/source', { token: tenant.tokens.manager, body: { id: 8, name: '美团优选', sort: 0, status: 0 } });
    const edit = await t.call<Customer>('PUT', '/crm/customer', { token: tenant.tokens.manager, body: { id: customer.data.id, name: '来源客户改名', phone: customer.data.phone, source: 8 } });
    expect(edit.code, edit.message).toBe(200);
    expect(edit.data.source_text).toBe('美团优选');
    expect((await list('sources')).find((s) => s.id === 8)).toMatchObject({ use_num: 2, status: 0 });
  });

  it('follow-up types: a new type is offered to the follow-up form and read back by name in both locales', async () => {
    const made = await t.call<ConfigOptionItem>('POST', '/crm/visit_type', { token: tenant.tokens.manager, body: { name: '展会洽谈', sort: 9 } });
    expect(made.data).toMatchObject({ id: 6, name: '展会洽谈' });
    expect((await config()).customer_visit_type.at(-1)).toEqual({ value: 6, label: '展会洽谈' });
    expect((await config('en-US')).customer_visit_type[0].label).toBe('Phone call');
    const customer = (await t.call<{ list: Customer[] }>('GET', '/crm/customers', { token: tenant.tokens.manager })).data.list[0];
    const visit = await t.call<Visit>('POST', '/crm/visit', { token: tenant.tokens.manager, body: { customer_id: customer.id, content: '展会上聊了新品', visit_type: 6 } });
    expect(visit.code, visit.message).toBe(200);
    expect(visit.data.visit_type_text).toBe('展会洽谈');
    await t.call('PUT', '/crm/visit_type', { token: tenant.tokens.manager, body: { id: 6, name: '展会洽谈', sort: 9, status: 0 } });
    const refused = await t.call('POST', '/crm/visit', { token: tenant.tokens.manager, body: { customer_id: customer.id, content: '再聊', visit_type: 6 } });
    expect((refused.data as unknown as Errors).errors[0]).toMatchObject({ field: 'visit_type', message: '请选择跟进方式' });
    // in use: the delete is refused with how many use it, and nothing changes
    const inUse = await t.call('DELETE', '/crm/visit_type/6', { token: tenant.tokens.manager });
    expect([inUse.code, inUse.message]).toEqual([409, '仍有 1 条跟进记录使用该类型，无法删除（可以停用）']);
    expect((await list('visit_types')).map((v) => v.id)).toContain(6);
    // unused ones go, built-in or not, and their values are not reused
    expect((await t.call('DELETE', '/crm/visit_type/5', { token: tenant.tokens.manager })).code).toBe(200);
    expect((await list('visit_types')).map((v) => v.id)).not.toContain(5);
    expect((await t.call<ConfigOptionItem>('POST', '/crm/visit_type', { token: tenant.tokens.manager, body: { name: '门店自提' } })).data.id).toBe(7);
    expect((await t.call('DELETE', '/crm/visit_type/5', { token: tenant.tokens.manager })).code).toBe(404);
    expect((await t.call('DELETE', '/crm/source/8', { token: tenant.tokens.manager })).message).toBe('仍有 2 个客户或线索使用该来源，无法删除（可以停用）');
  });

  it('refuses bad input with the field named and nothing saved', async () => {
    const before = await list('sources');
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['POST', { name: '' }, 'name', '请输入名称'],
      ['POST', { name: 'x'.repeat(31) }, 'name', '名称'],
      ['POST', { name: '抖音', sort: -1 }, 'sort', '排序须为 0 到 9999 的整数'],
      ['POST', { name: '抖音', status: 2 }, 'status', ''],
      ['POST', { name: '美团优选' }, 'name', '名称已存在'],
      ['PUT', { id: 'x', name: '抖音' }, 'id', ''],
    ];
    for (const [method, body, field, message] of cases) {
      const res = await t.call(method as 'POST', '/crm/source', { token: tenant.tokens.manager, body });
      expect(res.code, JSON.stringify(body)).toBe(422);
      expect((res.data as unknown as Errors).errors[0], JSON.stringify(body)).toMatchObject({ field, message: expect.stringContaining(message) });
    }
    expect((await t.call('PUT', '/crm/source', { token: tenant.tokens.manager, body: { id: 400, name: '抖音' } })).code).toBe(404);
    expect(await list('sources')).toEqual(before);
  });

  it('needs its permissions on every route', async () => {
    for (const kind of ['source', 'visit_type']) {
      expect((await t.call('GET', `/crm/${kind}s`, { token: tenant.tokens.clerk })).code).toBe(401);
      expect((await t.call('GET', `/crm/${kind}s`, { token: tenant.tokens.rep1 })).code).toBe(200);
      // a rep reads the settings page but changes nothing
      expect((await t.call('POST', `/crm/${kind}`, { token: tenant.tokens.rep1, body: { name: '抖音' } })).code).toBe(402);
      expect((await t.call('PUT', `/crm/${kind}`, { token: tenant.tokens.rep1, body: { id: 1, name: '抖音' } })).code).toBe(402);
      expect((await t.call('DELETE', `/crm/${kind}/1`, { token: tenant.tokens.rep1 })).code).toBe(402);
      expect((await t.call('GET', `/crm/${kind}s`, { token: null })).status).toBe(401);
    }
  });
});
