import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import type { CustomerSetting } from '@tradewind/contract/crm/setting.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { crmTenantSpec } from '@/test/fixtures/crm/crm-test-tenant';

const t = useTestApp();
let tenant: TestTenant;
let phone = 13500000000 + Math.floor(Math.random() * 9000) * 10000;
type Errors = { errors: Array<{ field: string; message: string }> };

beforeAll(async () => {
  const spec = crmTenantSpec();
  tenant = await t.tenant({
    ...spec,
    roles: spec.roles!.map((r) => (r.key === 'manager' ? { ...r, permissions: [...(r.permissions ?? []), 'crm:customer_setting:index', 'crm:customer_setting:update'] } : r.key === 'rep' ? { ...r, permissions: [...(r.permissions ?? []), 'crm:customer_setting:index'] } : r)),
  });
});

const save = (body: Record<string, unknown>, token = tenant.tokens.manager) => t.call<CustomerSetting>('PUT', '/crm/customer_setting', { token, body });
const read = async () => (await t.call<CustomerSetting>('GET', '/crm/customer_setting', { token: tenant.tokens.manager })).data;
const newCustomer = (token: string, body: Record<string, unknown> = {}) => t.call<Customer>('POST', '/crm/customer', { token, body: { name: `设置客户${phone}`, phone: String((phone += 1)), ...body } });
const RULES = { default_sales_type: 1, require_type_level: 0, cert_required_to_order: 0 };

describe('the tenant customer settings', () => {
  it('starts from the defaults, saves and reads back', async () => {
    expect(await read()).toEqual(RULES);
    const saved = await save({ default_sales_type: 0, require_type_level: '1', cert_required_to_order: true });
    expect(saved.code, saved.message).toBe(200);
    expect(saved.data).toEqual({ default_sales_type: 0, require_type_level: 1, cert_required_to_order: 1 });
    expect(await read()).toEqual(saved.data);
    await save(RULES);
  });

  it('refuses bad input with the field named and nothing saved', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...RULES, default_sales_type: 3 }, 'default_sales_type'],
      [{ ...RULES, default_sales_type: 'x' }, 'default_sales_type'],
      [{ ...RULES, require_type_level: 2 }, 'require_type_level'],
      [{ default_sales_type: 1, require_type_level: 0 }, 'cert_required_to_order'],
    ];
    for (const [body, field] of cases) {
      const res = await save(body);
      expect(res.code, JSON.stringify(body)).toBe(422);
      expect((res.data as unknown as Errors).errors[0].field).toBe(field);
    }
    expect(await read()).toEqual(RULES);
  });

  it('needs its permissions', async () => {
    expect((await t.call('GET', '/crm/customer_setting', { token: tenant.tokens.clerk })).code).toBe(401);
    expect((await t.call('GET', '/crm/customer_setting', { token: tenant.tokens.rep1 })).code).toBe(200);
    expect((await save(RULES, tenant.tokens.rep1)).code).toBe(402);
    expect((await t.call('GET', '/crm/customer_setting', { token: null })).status).toBe(401);
  });

  it('default_sales_type: a new customer without one goes where the setting says; one that says keeps it', async () => {
    expect((await newCustomer(tenant.tokens.rep1)).data).toMatchObject({ sales_type: 1, sales_id: tenant.staff.rep1 });
    await save({ ...RULES, default_sales_type: 0 });
    expect((await newCustomer(tenant.tokens.rep1)).data).toMatchObject({ sales_type: 0, sales_id: null });
    expect((await newCustomer(tenant.tokens.rep1, { sales_type: 1 })).data).toMatchObject({ sales_type: 1, sales_id: tenant.staff.rep1 });
    await save({ ...RULES, default_sales_type: 2 });
    expect((await newCustomer(tenant.tokens.rep1)).data).toMatchObject({ sales_type: 2, sales_id: null });
    await save(RULES);
  });

  it('require_type_level: the customer form must name a type and a level (create and edit)', async () => {
    const type = (await t.call<{ id: number }>('POST', '/crm/type', { token: tenant.tokens.manager, body: { name: '餐饮' } })).data.id;
    const level = (await t.call<{ id: number }>('POST', '/crm/level', { token: tenant.tokens.manager, body: { name: 'A 重点客户' } })).data.id;
    const loose = (await newCustomer(tenant.tokens.rep1)).data;
    await save({ ...RULES, require_type_level: 1 });
    const noType = await newCustomer(tenant.tokens.rep1, { level_id: level });
    expect(noType.code).toBe(422);
    expect((noType.data as unknown as Errors).errors[0]).toEqual({ field: 'type_id', message: '请选择客户类型' });
    const noLevel = await newCustomer(tenant.tokens.rep1, { type_id: type });
    expect((noLevel.data as unknown as Errors).errors[0]).toEqual({ field: 'level_id', message: '请选择客户等级' });
    expect((await newCustomer(tenant.tokens.rep1, { type_id: type, level_id: level })).code).toBe(200);
    // an existing customer without them is asked for them on its next edit
    const edit = await t.call('PUT', '/crm/customer', { token: tenant.tokens.rep1, body: { id: loose.id, name: loose.name, phone: loose.phone } });
    expect(edit.code).toBe(422);
    expect((await t.call('PUT', '/crm/customer', { token: tenant.tokens.rep1, body: { id: loose.id, name: loose.name, phone: loose.phone, type_id: type, level_id: level } })).code).toBe(200);
    await save(RULES);
  });
});
