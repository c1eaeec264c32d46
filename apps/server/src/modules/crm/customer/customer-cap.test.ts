import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import { queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { customerLogRows, customerRow, ownershipRows, savePoolRules, seedCustomer } from '@/test/fixtures/crm/pool-fixtures';
import { crmTenantSpec } from '@/test/fixtures/crm/crm-test-tenant';

// Issue 13 finding 6: the private-customer cap holds on every way a staff member comes to own a customer
// (create, grab, reassign), through the one assertUnderCap under the staff member's ownership lock.

const t = useTestApp();
let phone = 15800000000 + Math.floor(Math.random() * 9000) * 10000;
const nextPhone = () => String((phone += 1));
const CAP_2 = '您的私海客户已达上限 2 个';

/** A crm tenant whose cap is 2 and whose rep1 already owns `owned` customers. */
async function cappedTenant(owned: number): Promise<TestTenant> {
  const tenant = await t.tenant(crmTenantSpec());
  await savePoolRules(t, tenant, { enabled: 0, max_customers: 2 });
  for (let i = 0; i < owned; i += 1) await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1 });
  return tenant;
}

const create = (tenant: TestTenant, token: string, body: Record<string, unknown> = {}) =>
  t.call<Customer>('POST', '/crm/customer', { token, body: { name: '上限客户', phone: nextPhone(), ...body } });
const grab = (token: string, id: number) => t.call('PUT', `/crm/customer/${id}/sales_type`, { token, body: { sales_type: 1 } });
const changeSales = (tenant: TestTenant, id: number, body: Record<string, unknown>) => t.call<Customer>('PUT', `/crm/customer/${id}/sales`, { token: tenant.tokens.manager, body });
const owned = async (staffId: number) => {
  const [{ n }] = await withSystem(t.app.database.db, (tx) => queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM crm_customers WHERE sales_type = 1 AND sales_id = ${staffId}`));
  return n;
};

describe('the private-customer cap on every path', () => {
  it('refuses creating a customer one would own at the cap (also for a manager creating it for them without confirmation)', async () => {
    const tenant = await cappedTenant(1);
    expect((await create(tenant, tenant.tokens.rep1)).code).toBe(200);
    expect(await create(tenant, tenant.tokens.rep1)).toMatchObject({ code: 409, message: CAP_2 });
    // a rep cannot confirm their own way over it
    expect(await create(tenant, tenant.tokens.rep1, { confirm_over_limit: 1 })).toMatchObject({ code: 409, message: CAP_2 });
    expect(await create(tenant, tenant.tokens.manager, { sales_id: tenant.staff.rep1 })).toMatchObject({ code: 409, message: CAP_2 });
    expect(await owned(tenant.staff.rep1)).toBe(2);
    // into the pool is no ownership: allowed
    expect((await create(tenant, tenant.tokens.rep1, { sales_type: 0 })).code).toBe(200);
    // a manager who confirms goes over it, and the customer log says so
    const over = await create(tenant, tenant.tokens.manager, { sales_id: tenant.staff.rep1, confirm_over_limit: 1 });
    expect(over.code).toBe(200);
    expect(await owned(tenant.staff.rep1)).toBe(3);
    expect((await customerLogRows(t, over.data.id)).map((l) => l.action)).toContain('ownership.over_limit');
  });

  it('refuses grabbing at the cap', async () => {
    const tenant = await cappedTenant(2);
    const id = await seedCustomer(t, tenant);
    expect(await grab(tenant.tokens.rep1, id)).toMatchObject({ code: 409, message: CAP_2 });
    expect((await customerRow(t, id)).salesType).toBe(0);
  });

  it('refuses a manager giving a customer to a rep at the cap unless confirmed, and logs the confirmation', async () => {
    const tenant = await cappedTenant(2);
    const id = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep2 });
    expect(await changeSales(tenant, id, { sales_id: tenant.staff.rep1 })).toMatchObject({ code: 409, message: CAP_2 });
    expect(await changeSales(tenant, id, { sales_id: tenant.staff.rep1, confirm_over_limit: 0 })).toMatchObject({ code: 409, message: CAP_2 });
    expect((await customerRow(t, id)).salesId).toBe(tenant.staff.rep2);
    const ok = await changeSales(tenant, id, { sales_id: tenant.staff.rep1, confirm_over_limit: 1 });
    expect(ok).toMatchObject({ code: 200, data: { sales_id: tenant.staff.rep1 } });
    expect(await owned(tenant.staff.rep1)).toBe(3);
    const logs = await customerLogRows(t, id);
    expect(logs.find((l) => l.action === 'ownership.over_limit')).toMatchObject({ content: '超出私海上限 2 个，经操作人确认后分配', staff_id: tenant.staff.manager });
    // a pool customer given to a rep at the cap: the same rule
    const pool = await seedCustomer(t, tenant);
    expect(await changeSales(tenant, pool, { sales_id: tenant.staff.rep1 })).toMatchObject({ code: 409, message: CAP_2 });
    // under the cap no confirmation is needed and nothing extra is logged
    expect((await changeSales(tenant, pool, { sales_id: tenant.staff.rep2 })).code).toBe(200);
    expect((await customerLogRows(t, pool)).map((l) => l.action)).not.toContain('ownership.over_limit');
  });
});

describe('the cap and grabs under concurrency', () => {
  it('lets one of two concurrent grabs by a rep with one slot left through', async () => {
    for (let round = 0; round < 3; round += 1) {
      const tenant = await cappedTenant(1);
      const [a, b] = [await seedCustomer(t, tenant), await seedCustomer(t, tenant)];
      const results = await Promise.all([grab(tenant.tokens.rep1, a), grab(tenant.tokens.rep1, b)]);
      expect(results.map((r) => r.code).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.code === 409)!.message).toBe(CAP_2);
      expect(await owned(tenant.staff.rep1)).toBe(2);
    }
  });

  it('lets a concurrent grab and create by a rep with one slot left not both through', async () => {
    const tenant = await cappedTenant(1);
    const id = await seedCustomer(t, tenant);
    const results = await Promise.all([grab(tenant.tokens.rep1, id), create(tenant, tenant.tokens.rep1)]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(await owned(tenant.staff.rep1)).toBe(2);
  });

  it('answers the loser of two reps grabbing one customer 409 "not in the pool", never 404', async () => {
    const tenant = await t.tenant(crmTenantSpec());
    for (let round = 0; round < 4; round += 1) {
      const id = await seedCustomer(t, tenant);
      const results = await Promise.all([grab(tenant.tokens.rep1, id), grab(tenant.tokens.rep2, id)]);
      expect(results.map((r) => r.code).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.code === 409)!.message).toBe('该客户不在公海中');
      expect((await ownershipRows(t, id)).filter((o) => o.reason === 'grab')).toHaveLength(1);
    }
    // arriving after the winner committed: the same 409
    const id = await seedCustomer(t, tenant);
    expect((await grab(tenant.tokens.rep1, id)).code).toBe(200);
    expect(await grab(tenant.tokens.rep2, id)).toMatchObject({ code: 409, message: '该客户不在公海中' });
    // another rep's customer that never was in a pool stays 404 (data scope)
    const mine = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1 });
    expect((await grab(tenant.tokens.rep2, mine)).code).toBe(404);
  });
});
