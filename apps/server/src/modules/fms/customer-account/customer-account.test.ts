import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestTenant } from '@/test/test-app';
import { withTenant } from '@/core/db/tenancy';
import { openCustomerAccount } from './customer-account.service';

let t: TestApp;
let one: TestTenant;
let two: TestTenant;

beforeAll(async () => {
  t = await buildTestApp();
  one = await t.tenant();
  two = await t.tenant();
});
afterAll(() => t.close());

const createCustomer = async (tenant: TestTenant, phone: string) => {
  const res = await t.call<{ id: number }>('POST', '/crm/customer', { token: tenant.tokens.admin, storeId: tenant.stores.a, body: { name: '账户客户', phone } });
  expect(res.code).toBe(200);
  return res.data.id;
};
const balances = (tenant: TestTenant, id: number) =>
  t.call<Record<string, string>>('GET', '/fms/customer_account', { token: tenant.tokens.admin, storeId: tenant.stores.a, query: { customer_id: id } });

describe('customer accounts (fms opens them on first use)', () => {
  it('shows zeros before the account exists, opens it once, and the same row after', async () => {
    const id = await createCustomer(one, '13900000101');
    expect((await balances(one, id)).data).toEqual({
      customer_id: id,
      balance: '0.00',
      need_pay: '0.00',
      total_prepay_amount: '0.00',
      customer_name: '账户客户',
      customer_phone: '13900000101',
      store_name: expect.any(String),
      sales_name: expect.any(String),
      is_open_payment_day: 0,
      payment_amount: '0.00',
      updated_at: null,
    });
    const first = await withTenant(t.app.database.db, one.tenantId, (tx) => openCustomerAccount(tx, id));
    const again = await withTenant(t.app.database.db, one.tenantId, (tx) => openCustomerAccount(tx, id));
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ tenantId: one.tenantId, customerId: id, balance: '0.00' });
    expect((await balances(one, id)).data.balance).toBe('0.00');
  });

  it('opens nothing for another tenant’s customer', async () => {
    const id = await createCustomer(two, '13900000102');
    await expect(withTenant(t.app.database.db, one.tenantId, (tx) => openCustomerAccount(tx, id))).rejects.toMatchObject({ code: 404 });
    const mine = await withTenant(t.app.database.db, two.tenantId, (tx) => openCustomerAccount(tx, id));
    expect(mine.tenantId).toBe(two.tenantId);
  });
});
