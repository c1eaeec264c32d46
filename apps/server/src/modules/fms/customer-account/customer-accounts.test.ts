import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Message } from '@tradewind/contract/common/message.schema';
import type { FinanceAdjustResult } from '@tradewind/contract/fms/balance-history.schema';
import type { CustomerAccount, CustomerAccountList } from '@tradewind/contract/fms/customer-account.schema';
import { downloadExport } from '@/test/test-exports';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let phone = 13500000000;

const LIST = 'fms:customer_account:list';
const DETAIL = 'fms:customer_account:detail';
const ADJUST = 'fms:customer_account:finance_adjust';
const EXPORT = 'fms:customer_account:export';

beforeAll(async () => {
  const staff = (key: string, roles: string[], stores: 'all' | string[] = 'all') => ({ key, account: `${key}${Math.random().toString(36).slice(2, 8)}`, name: key, password: TEST_PASSWORD, roles, stores });
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'finance', name: '财务', permissions: [LIST, DETAIL, ADJUST, EXPORT] },
      { key: 'lister', name: '列表', permissions: [LIST] },
      { key: 'store_b', name: 'B店', permissions: [LIST], dataScope: 2 },
    ],
    staff: [staff('admin', ['admin']), staff('finance', ['finance']), staff('lister', ['lister']), staff('storeb', ['store_b'], ['b']), staff('nobody', [])],
  });
  other = await t.tenant({});
});

async function createCustomer(name: string, owner: TestTenant = tenant, storeId = owner.stores.a): Promise<number> {
  phone += 1;
  const res = await t.call<{ id: number }>('POST', '/crm/customer', { token: owner.tokens.admin, storeId, body: { name, phone: String(phone), store_id: storeId } });
  if (res.code !== 200) throw new Error(`${res.code} ${res.message}`);
  return res.data.id;
}

const adjust = (body: Record<string, unknown>, token = tenant.tokens.admin) => t.call<FinanceAdjustResult>('POST', '/fms/customer_account/finance_adjust', { token, storeId: tenant.stores.a, body });
const accounts = (query: Record<string, unknown>, token = tenant.tokens.admin, storeId = tenant.stores.a) => t.call<CustomerAccountList>('GET', '/fms/customer_accounts', { token, storeId, query });
const account = async (customerId: number) => (await t.call<CustomerAccount>('GET', '/fms/customer_account', { token: tenant.tokens.admin, storeId: tenant.stores.a, query: { customer_id: customerId } })).data;

describe('GET /fms/customer_accounts (+ export)', () => {
  let prepaid: number;
  let owing: number;
  let untouched: number;
  let elsewhere: number;
  beforeAll(async () => {
    prepaid = await createCustomer('账户甲预存');
    owing = await createCustomer('账户乙挂账');
    untouched = await createCustomer('账户丙无账');
    elsewhere = await createCustomer('账户丁分店', tenant, tenant.stores.b);
    await adjust({ customer_id: prepaid, type: 'balance', amount: '1200.50', reason: '线下预存' });
    await adjust({ customer_id: owing, type: 'need_pay', amount: '300', reason: '期初应收' });
    await adjust({ customer_id: elsewhere, type: 'balance', amount: '0.25', reason: '找零' });
  });

  it('lists every visible customer with its account (zeros without one), newest first, with the totals of what matches', async () => {
    const res = await accounts({}, tenant.tokens.lister);
    expect(res.code).toBe(200);
    expect(res.data.list.map((r) => [r.customer_name, r.balance, r.need_pay])).toEqual([
      ['账户丁分店', '0.25', '0.00'],
      ['账户丙无账', '0.00', '0.00'],
      ['账户乙挂账', '0.00', '300.00'],
      ['账户甲预存', '1200.50', '0.00'],
    ]);
    expect(res.data.list[3]).toMatchObject({ id: prepaid, customer_id: prepaid, store_id: tenant.stores.a, store_name: expect.any(String), is_open_payment_day: 0, updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /) });
    expect(res.data.list[1]).toMatchObject({ id: untouched, updated_at: null, total_prepay_amount: '0.00' });
    expect(res.data.totals).toEqual({ balance: '1200.75', need_pay: '300.00', total_prepay_amount: '0.00' });
    expect(res.data.pagination).toEqual({ total: 4, page: 1, size: 20 });
  });

  it('filters by keyword (crm’s search), store, has balance and has receivable; pages', async () => {
    const names = async (query: Record<string, unknown>) => (await accounts(query)).data.list.map((r) => r.customer_name);
    expect(await names({ keyword: '账户乙' })).toEqual(['账户乙挂账']);
    expect(await names({ keyword: String(phone) })).toEqual(['账户丁分店']);
    expect(await names({ store_id: tenant.stores.b })).toEqual(['账户丁分店']);
    expect(await names({ has_balance: 1 })).toEqual(['账户丁分店', '账户甲预存']);
    expect(await names({ has_need_pay: 1 })).toEqual(['账户乙挂账']);
    expect(await names({ has_balance: 1, store_id: tenant.stores.a })).toEqual(['账户甲预存']);
    expect((await accounts({ has_balance: 1 })).data.totals).toEqual({ balance: '1200.75', need_pay: '0.00', total_prepay_amount: '0.00' });
    const second = await accounts({ page: 2, page_size: 3 });
    expect([second.data.list.map((r) => r.customer_name), second.data.pagination]).toEqual([['账户甲预存'], { total: 4, page: 2, size: 3 }]);
    // data scope: a staff member of store b sees that store's customers only
    expect((await accounts({}, tenant.tokens.storeb, tenant.stores.b)).data.list.map((r) => r.customer_name)).toEqual(['账户丁分店']);
    expect((await accounts({}, other.tokens.admin, other.stores.a)).data.list).toEqual([]);
  });

  it('exports the filtered rows through the export centre', async () => {
    const started = await t.call<{ id: number }>('GET', '/fms/customer_accounts/export', { token: tenant.tokens.finance, storeId: tenant.stores.a, query: { has_balance: 1 } });
    expect(started.code).toBe(200);
    const rows = await downloadExport(t, tenant.tokens.finance, started.data.id);
    expect(rows[0]).toEqual(['客户ID', '客户名称', '手机号', '门店', '销售', '授信额度', '余额', '应收', '累计预存', '最近变动']);
    expect(rows.slice(1).map((r) => [r[1], r[6], r[7]])).toEqual([
      ['账户甲预存', 1200.5, 0],
      ['账户丁分店', 0.25, 0],
      // the totals row, as the list shows it
      ['合计', 1200.75, 0],
    ]);
    expect((await t.call('GET', '/fms/customer_accounts/export', { token: tenant.tokens.lister, storeId: tenant.stores.a })).code).toBe(402);
  });

  it('refuses bad filters (422) and callers without the permission', async () => {
    const field = async (query: Record<string, unknown>) => {
      const res = await accounts(query);
      return [res.code, (res.data as unknown as { errors: Array<{ field: string }> }).errors[0].field];
    };
    expect(await field({ store_id: 'x' })).toEqual([422, 'store_id']);
    expect(await field({ keyword: 'x'.repeat(51) })).toEqual([422, 'keyword']);
    expect(await field({ page: 0 })).toEqual([422, 'page']);
    expect((await accounts({}, tenant.tokens.nobody)).code).toBe(401);
  });
});

describe('GET /fms/customer_account and finance_adjust', () => {
  it('shows who the customer is beside the balances; adjusting messages the finance managers with the account as target', async () => {
    const customer = await createCustomer('详情客户');
    const before = await account(customer);
    expect(before).toMatchObject({ customer_id: customer, customer_name: '详情客户', customer_phone: String(phone), balance: '0.00', updated_at: null, is_open_payment_day: 0, payment_amount: '0.00' });
    const res = await adjust({ customer_id: customer, type: 'balance', amount: '88.8', reason: '活动赠送' }, tenant.tokens.finance);
    expect(res.data).toMatchObject({ before_amount: '0.00', after_amount: '88.80' });
    expect((await account(customer)).updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const inbox = await t.call<ListData<Message>>('GET', '/messages', { token: tenant.tokens.admin, query: { type: 'finance', page_size: 100 } });
    expect(inbox.data.list.filter((m) => m.params?.target_id === customer).map((m) => [m.from_user_name, m.params])).toEqual([['finance', { target_type: 'customer_account', target_id: customer }]]);
  });

  it('is exact under concurrency: 100 × +1.00 → +100.00; 50 × −10.00 on 100.00 → exactly 10 pass, 0.00, never negative', async () => {
    const customer = await createCustomer('并发客户');
    const credits = await Promise.all(Array.from({ length: 100 }, () => adjust({ customer_id: customer, type: 'balance', amount: '1.00', reason: '并发加' })));
    expect(credits.filter((r) => r.code === 200)).toHaveLength(100);
    expect((await account(customer)).balance).toBe('100.00');
    const debits = await Promise.all(Array.from({ length: 50 }, () => adjust({ customer_id: customer, type: 'balance', amount: '-10.00', reason: '并发减' })));
    expect(debits.filter((r) => r.code === 200)).toHaveLength(10);
    expect(debits.filter((r) => r.code === 409).map((r) => r.message)).toEqual(Array.from({ length: 40 }, () => expect.stringMatching(/^客户余额不足/)));
    expect(debits.filter((r) => r.code === 200).map((r) => r.data.after_amount).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 10 }, (_, i) => (i * 10).toFixed(2)));
    expect((await account(customer)).balance).toBe('0.00');
    const history = await t.call<ListData<{ amount: string }>>('GET', '/fms/customer_account/balance_histories', { token: tenant.tokens.admin, storeId: tenant.stores.a, query: { customer_id: customer, page_size: 1 } });
    expect(history.data.pagination.total).toBe(110);
  });
});
