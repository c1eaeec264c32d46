import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Message } from '@tradewind/contract/common/message.schema';
import { CustomerAccountHistoryType as T, type BalanceHistoryRow, type FinanceAdjustResult } from '@tradewind/contract/fms/balance-history.schema';
import { queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { downloadExport } from '@/test/test-exports';
import { postCustomerAccount } from '../ledger/posting';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let phone = 13600000000;

const ADJUST = 'fms:customer_account:finance_adjust';
const DETAIL = 'fms:customer_account:detail';
const EXPORT = 'fms:customer_account:export';

beforeAll(async () => {
  const staff = (key: string, roles: string[], scope: 'all' | string[] = 'all') => ({ key, account: `${key}${Math.random().toString(36).slice(2, 8)}`, name: key, password: TEST_PASSWORD, roles, stores: scope });
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'finance', name: '财务', permissions: [DETAIL, ADJUST] },
      { key: 'reader', name: '只读', permissions: [DETAIL] },
      { key: 'exporter', name: '导出', permissions: [DETAIL, EXPORT] },
      { key: 'own', name: '本人', permissions: [DETAIL, ADJUST], dataScope: 4 },
    ],
    staff: [staff('admin', ['admin']), staff('finance', ['finance']), staff('reader', ['reader']), staff('exporter', ['exporter']), staff('own', ['own'], ['a']), staff('nobody', [])],
  });
  other = await t.tenant({});
});

async function createCustomer(owner: TestTenant = tenant): Promise<number> {
  phone += 1;
  const res = await t.call<{ id: number }>('POST', '/crm/customer', { token: owner.tokens.admin, storeId: owner.stores.a, body: { name: `余额客户${phone}`, phone: String(phone) } });
  if (res.code !== 200) throw new Error(`${res.code} ${res.message}`);
  return res.data.id;
}

const histories = (query: Record<string, unknown>, token = tenant.tokens.admin, headers?: Record<string, string>) =>
  t.call<ListData<BalanceHistoryRow>>('GET', '/fms/customer_account/balance_histories', { token, storeId: tenant.stores.a, query, headers });
const adjust = (body: Record<string, unknown>, token = tenant.tokens.admin) =>
  t.call<FinanceAdjustResult>('POST', '/fms/customer_account/finance_adjust', { token, storeId: tenant.stores.a, body });
const historyCount = async (customerId: number) =>
  (await withTenant(t.app.database.db, tenant.tenantId, (tx) => queryRows(tx, sql`SELECT 1 FROM fms_balance_histories WHERE customer_id = ${customerId}::int`))).length;

describe('POST /fms/customer_account/finance_adjust', () => {
  it('changes the field with a history row, logs the action and tells the other finance managers', async () => {
    const customer = await createCustomer();
    const res = await adjust({ customer_id: customer, type: 'balance', amount: '150.5', reason: '线下转账补录' });
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ id: expect.any(Number), customer_id: customer, field: 'balance', before_amount: '0.00', after_amount: '150.50', balance: '150.50', need_pay: '0.00', total_prepay_amount: '0.00' });
    const owed = await adjust({ customer_id: customer, type: 'need_pay', amount: 20, reason: '漏记运费' }, tenant.tokens.finance);
    expect(owed.data).toMatchObject({ field: 'need_pay', before_amount: '0.00', after_amount: '20.00', balance: '150.50', need_pay: '20.00' });
    const account = await t.call('GET', '/fms/customer_account', { token: tenant.tokens.admin, storeId: tenant.stores.a, query: { customer_id: customer } });
    expect(account.data).toMatchObject({ customer_id: customer, balance: '150.50', need_pay: '20.00', total_prepay_amount: '0.00', customer_name: `余额客户${phone}` });

    const logs = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      queryRows<{ action: string; target_type: string; target_id: string; staff_id: number }>(tx, sql`SELECT action, target_type, target_id, staff_id FROM action_logs WHERE path LIKE '%finance_adjust%' ORDER BY id`),
    );
    expect(logs).toEqual([
      { action: ADJUST, target_type: 'fms_customer_account', target_id: String(customer), staff_id: tenant.staff.admin },
      { action: ADJUST, target_type: 'fms_customer_account', target_id: String(customer), staff_id: tenant.staff.finance },
    ]);

    // the finance role heard of the admin's change, the admin of the finance role's; the reader of neither
    const inbox = (token: string) => t.call<ListData<Message>>('GET', '/messages', { token, query: { type: 'finance', page_size: 50 } });
    const financeInbox = (await inbox(tenant.tokens.finance)).data.list;
    expect(financeInbox).toHaveLength(1);
    expect(financeInbox[0]).toMatchObject({ title: '客户账户财务调整', from_user_name: 'admin', params: { target_type: 'customer_account', target_id: customer } });
    expect(financeInbox[0].content).toBe(`admin 调整了客户「余额客户${phone}」的余额：+150.50（0.00 → 150.50），原因：线下转账补录`);
    expect((await inbox(tenant.tokens.admin)).data.list.map((m) => m.content)).toEqual([`finance 调整了客户「余额客户${phone}」的应收：+20.00（0.00 → 20.00），原因：漏记运费`]);
    expect((await inbox(tenant.tokens.reader)).data.list).toEqual([]);
  });

  it('adds up exactly under 25 concurrent +1.00 adjustments', async () => {
    const customer = await createCustomer();
    const results = await Promise.all(Array.from({ length: 25 }, () => adjust({ customer_id: customer, type: 'balance', amount: '1.00', reason: '并发' })));
    expect(results.map((r) => r.code)).toEqual(Array.from({ length: 25 }, () => 200));
    expect(results.map((r) => r.data.after_amount).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 25 }, (_, i) => (i + 1).toFixed(2)));
    const account = await t.call<{ balance: string }>('GET', '/fms/customer_account', { token: tenant.tokens.admin, storeId: tenant.stores.a, query: { customer_id: customer } });
    expect(account.data.balance).toBe('25.00');
    expect(await historyCount(customer)).toBe(25);
  });

  it('refuses taking more than the balance or the receivable holds (409 with the figures) and writes nothing', async () => {
    const customer = await createCustomer();
    await adjust({ customer_id: customer, type: 'balance', amount: '10', reason: '补录' });
    const short = await adjust({ customer_id: customer, type: 'balance', amount: '-10.5', reason: '冲正' });
    expect(short).toMatchObject({ code: 409, message: '客户余额不足：余额 10.00，本次扣减 10.50，还差 0.50', data: { field: 'balance', before: '10.00', amount: '10.50', shortfall: '0.50' } });
    const owed = await adjust({ customer_id: customer, type: 'need_pay', amount: '-1', reason: '冲正' });
    expect(owed).toMatchObject({ code: 409, data: { field: 'need_pay', before: '0.00', amount: '1.00', shortfall: '1.00' } });
    expect(await historyCount(customer)).toBe(1);
    const back = await adjust({ customer_id: customer, type: 'balance', amount: '-10', reason: '冲正' });
    expect(back.data).toMatchObject({ before_amount: '10.00', after_amount: '0.00' });
  });

  it('refuses bad input with 422 on its field and writes nothing', async () => {
    const customer = await createCustomer();
    const good = { customer_id: customer, type: 'balance', amount: '5', reason: '原因' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ amount: '0' }, 'amount', '金额不能为 0'],
      [{ amount: '0.00' }, 'amount', '金额不能为 0'],
      [{ amount: '1.234' }, 'amount', '金额须为数字，最多两位小数'],
      [{ amount: 'abc' }, 'amount', '金额须为数字，最多两位小数'],
      [{ amount: undefined }, 'amount', '金额须为数字，最多两位小数'],
      [{ type: 'cash' }, 'type', '请选择调整类型（余额或应收）'],
      [{ reason: '' }, 'reason', '请输入调整原因'],
      [{ reason: '  ' }, 'reason', '请输入调整原因'],
      [{ reason: 'x'.repeat(201) }, 'reason', expect.any(String)],
      [{ customer_id: 'x' }, 'customer_id', expect.any(String)],
    ];
    for (const [change, field, message] of cases) {
      const res = await adjust({ ...good, ...change });
      expect({ change, code: res.code, errors: (res.data as unknown as { errors: unknown[] }).errors }).toEqual({ change, code: 422, errors: [{ field, message }] });
    }
    expect((await adjust({ ...good, amount: '999999999999.99' })).code).toBe(200);
    expect(await adjust({ ...good, amount: '0.01' })).toMatchObject({ code: 422, data: { errors: [{ field: 'amount', message: '变动后金额超出上限' }] } });
    expect(await historyCount(customer)).toBe(1);
  });

  it('finds no customer of another tenant or outside the caller’s data scope (404)', async () => {
    const foreign = await createCustomer(other);
    expect((await adjust({ customer_id: foreign, type: 'balance', amount: '5', reason: '原因' })).code).toBe(404);
    const mine = await createCustomer();
    expect((await adjust({ customer_id: mine, type: 'balance', amount: '5', reason: '原因' }, tenant.tokens.own)).code).toBe(404);
    expect(await historyCount(mine)).toBe(0);
  });

  it('needs its own permission (402 without it)', async () => {
    const customer = await createCustomer();
    expect((await adjust({ customer_id: customer, type: 'balance', amount: '5', reason: '原因' }, tenant.tokens.reader)).code).toBe(402);
    expect((await adjust({ customer_id: customer, type: 'balance', amount: '5', reason: '原因' }, tenant.tokens.nobody)).code).toBe(402);
    expect(await historyCount(customer)).toBe(0);
  });
});

describe('GET /fms/customer_account/balance_histories', () => {
  let customer: number;
  beforeAll(async () => {
    customer = await createCustomer();
    await withTenant(t.app.database.db, tenant.tenantId, async (tx) => {
      await postCustomerAccount(tx, { customerId: customer, field: 'balance', amount: '300', type: T.prepay, docType: 'receipt_note', docId: 1, docNo: 'SK0001', staffId: tenant.staff.finance });
      await postCustomerAccount(tx, { customerId: customer, field: 'balance', amount: '-45.60', type: T.orderBalancePay, docType: 'order', docId: 2, docNo: 'DD0002', staffId: null });
      await postCustomerAccount(tx, { customerId: customer, field: 'need_pay', amount: '88', type: T.orderDelivered, docType: 'order', docId: 3, docNo: 'DD0003', staffId: null });
    });
    await adjust({ customer_id: customer, type: 'balance', amount: '-4.40', reason: '抹零' });
  });

  it('lists a customer’s movements newest first with names in the caller’s language', async () => {
    const res = await histories({ customer_id: customer });
    expect(res.code).toBe(200);
    expect(res.data.pagination).toEqual({ total: 4, page: 1, size: 20 });
    expect(res.data.list.map((r) => [r.field_name, r.type_name, r.amount, r.before_amount, r.after_amount, r.doc_no, r.remark, r.staff_name])).toEqual([
      ['余额', '财务调整', '-4.40', '254.40', '250.00', null, '抹零', 'admin'],
      ['应收', '订单签收挂账', '88.00', '0.00', '88.00', 'DD0003', null, null],
      ['余额', '订单余额支付', '-45.60', '300.00', '254.40', 'DD0002', null, null],
      ['余额', '预存收款', '300.00', '0.00', '300.00', 'SK0001', null, 'finance'],
    ]);
    expect(res.data.list[3]).toMatchObject({ customer_id: customer, field: 'balance', type: T.prepay, doc_type: 'receipt_note', doc_id: 1, staff_id: tenant.staff.finance });
    expect(res.data.list[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const english = await histories({ customer_id: customer, page_size: 1 }, tenant.tokens.admin, { 'accept-language': 'en-US' });
    expect(english.data.list.map((r) => [r.field_name, r.type_name])).toEqual([['Balance', 'Finance adjustment']]);
    expect(english.data.pagination).toEqual({ total: 4, page: 1, size: 1 });
  });

  it('filters by field, type, document number and date', async () => {
    const amounts = async (query: Record<string, unknown>) => (await histories({ customer_id: customer, ...query })).data.list.map((r) => r.amount);
    expect(await amounts({ field: 'need_pay' })).toEqual(['88.00']);
    expect(await amounts({ field: 'balance', type: T.orderBalancePay })).toEqual(['-45.60']);
    expect(await amounts({ doc_no: 'SK0001' })).toEqual(['300.00']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect(await amounts({ start_date: today, end_date: today })).toHaveLength(4);
    expect(await amounts({ start_date: '2020-01-01', end_date: '2020-01-31' })).toEqual([]);
    expect(await amounts({ page: 2, page_size: 3 })).toEqual(['300.00']);
  });

  it('refuses bad filters (422), another tenant’s or an unseen customer (404) and callers without the permission', async () => {
    const field = async (query: Record<string, unknown>) => {
      const res = await histories(query);
      return [res.code, (res.data as unknown as { errors: Array<{ field: string }> }).errors[0].field];
    };
    expect(await field({})).toEqual([422, 'customer_id']);
    expect(await field({ customer_id: customer, field: 'cash' })).toEqual([422, 'field']);
    expect(await field({ customer_id: customer, type: 42 })).toEqual([422, 'type']);
    expect(await field({ customer_id: customer, start_date: '2026-02-30' })).toEqual([422, 'start_date']);
    expect(await field({ customer_id: customer, start_date: '2026-03-02', end_date: '2026-03-01' })).toEqual([422, 'end_date']);
    expect((await histories({ customer_id: await createCustomer(other) })).code).toBe(404);
    expect((await histories({ customer_id: customer }, tenant.tokens.own)).code).toBe(404);
    expect((await histories({ customer_id: customer }, tenant.tokens.reader)).code).toBe(200);
    // a view permission: the no-auth answer (401 in the body)
    expect((await histories({ customer_id: customer }, tenant.tokens.nobody)).code).toBe(401);
  });
});

describe('GET /fms/customer_account/balance_histories/export', () => {
  it('exports one customer’s movements with the list’s filters, each with the remark of what made it, amounts as numbers', async () => {
    const customer = await createCustomer();
    await adjust({ customer_id: customer, type: 'balance', amount: '150.5', reason: '线下转账补录' });
    await adjust({ customer_id: customer, type: 'need_pay', amount: '20', reason: '漏记运费' });
    await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      postCustomerAccount(tx, { customerId: customer, field: 'balance', amount: '-50', type: T.orderBalancePay, docType: 'order', docId: 1, docNo: 'SO-EX1', remark: '周末配送', staffId: tenant.staff.admin }),
    );
    const exported = async (query: Record<string, unknown>, token = tenant.tokens.exporter) => {
      const task = await t.call<{ id: number }>('GET', '/fms/customer_account/balance_histories/export', { token, storeId: tenant.stores.a, query: { customer_id: customer, ...query } });
      expect(task.code).toBe(200);
      const [header, ...rows] = await downloadExport(t, token, task.data.id);
      const at = (name: string) => header.indexOf(name);
      return rows.map((r) => [r[at('账户')], r[at('金额')], r[at('变动后')], r[at('单号')] ?? null, r[at('备注')]]);
    };
    expect(await exported({})).toEqual([
      ['余额', -50, 100.5, 'SO-EX1', '周末配送'],
      ['应收', 20, 20, null, '漏记运费'],
      ['余额', 150.5, 150.5, null, '线下转账补录'],
    ]);
    expect(await exported({ field: 'need_pay' })).toEqual([['应收', 20, 20, null, '漏记运费']]);
    expect(await exported({ doc_no: 'SO-EX1' })).toEqual([['余额', -50, 100.5, 'SO-EX1', '周末配送']]);
    // the export needs its own permission beside the detail's
    const refused = await t.call('GET', '/fms/customer_account/balance_histories/export', { token: tenant.tokens.reader, storeId: tenant.stores.a, query: { customer_id: customer } });
    expect(refused.code).toBe(402);
  });
});
