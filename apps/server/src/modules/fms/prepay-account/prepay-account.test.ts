import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Message } from '@tradewind/contract/common/message.schema';
import { PrepayHistoryType as P, type PrepayAccount, type PrepayAccountList, type PrepayAdjustResult, type PrepayHistoryRow } from '@tradewind/contract/fms/prepay-account.schema';
import { queryRows, type Db } from '@/core/db/database';
import { AppError } from '@/core/http/errors';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { downloadExport } from '@/test/test-exports';
import { checkMoneyLedger } from '../ledger/money-check';
import { failure, refusal } from '@/test/fixtures/fms/test-refusal';
import { postPrepayAccount, type PostPrepayAccountInput } from './prepay-posting';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let code = 0;

const LIST = 'fms:finance_prepay_account:list';
const DETAIL = 'fms:finance_prepay_account:detail';
const ADJUST = 'fms:finance_prepay_account:finance_adjust';
const EXPORT = 'fms:finance_prepay_account:export';

beforeAll(async () => {
  const staff = (key: string, roles: string[]) => ({ key, account: `${key}${Math.random().toString(36).slice(2, 8)}`, name: key, password: TEST_PASSWORD, roles, stores: 'all' as const });
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'finance', name: '财务', permissions: [LIST, DETAIL, ADJUST] },
      { key: 'reader', name: '只读', permissions: [LIST, DETAIL] },
      { key: 'lister', name: '列表', permissions: [LIST] },
      { key: 'exporter', name: '导出', permissions: [DETAIL, EXPORT] },
    ],
    staff: [staff('admin', ['admin']), staff('finance', ['finance']), staff('reader', ['reader']), staff('lister', ['lister']), staff('exporter', ['exporter']), staff('nobody', [])],
  });
  other = await t.tenant({});
});

async function createSupplier(owner: TestTenant = tenant, name?: string): Promise<number> {
  code += 1;
  const res = await t.call<{ id: number }>('POST', '/wms/supplier', { token: owner.tokens.admin, storeId: owner.stores.a, body: { name: name ?? `预付供应商${code}`, code: `PP${code}`, store_ids: [] } });
  if (res.code !== 200) throw new Error(`${res.code} ${res.message}`);
  return res.data.id;
}

/** A logistics worker as a row of lms's table (a fixture written straight to the table, so the test depends on none of lms's calls). */
async function createWorker(owner: TestTenant = tenant, name = '司机老刘'): Promise<number> {
  code += 1;
  const [row] = await withSystem(t.app.database.db, (tx) =>
    queryRows<{ id: number }>(tx, sql`INSERT INTO lms_workers (tenant_id, store_id, name, phone, type) VALUES (${owner.tenantId}::int, ${owner.stores.a}::int, ${name}, ${`1390000${String(code).padStart(4, '0')}`}, 1) RETURNING id`),
  );
  return Number(row.id);
}

const inTenant = <R>(fn: (tx: Db) => Promise<R>, owner: TestTenant = tenant) => withTenant(t.app.database.db, owner.tenantId, fn);
const post = (input: Omit<PostPrepayAccountInput, 'staffId'>) => inTenant((tx) => postPrepayAccount(tx, { staffId: tenant.staff.admin, ...input }));
const call = <T>(method: 'GET' | 'POST', url: string, input: Record<string, unknown>, token = tenant.tokens.admin) =>
  t.call<T>(method, url, method === 'GET' ? { token, storeId: tenant.stores.a, query: input } : { token, storeId: tenant.stores.a, body: input });
const adjust = (body: Record<string, unknown>, token?: string) => call<PrepayAdjustResult>('POST', '/fms/finance_prepay_account/finance_adjust', body, token);
const balanceOf = async (targetType: string, targetId: number) => (await call<PrepayAccount>('GET', '/fms/finance_prepay_account', { target_type: targetType, target_id: targetId })).data.balance;
const historyCount = async (targetType: string, targetId: number) =>
  (await inTenant((tx) => queryRows(tx, sql`SELECT 1 FROM fms_prepay_histories WHERE target_type = ${targetType} AND target_id = ${targetId}::int`))).length;

describe('postPrepayAccount', () => {
  it('opens the account, moves the balance with a history row, adds prepayments to the total, never below zero', async () => {
    const supplier = await createSupplier();
    const paid = await post({ targetType: 'supplier', targetId: supplier, amount: '500', type: P.prepay, docType: 'payment_note', docId: 3, docNo: 'PN001', remark: '预付货款' });
    expect(paid).toMatchObject({ before: '0.00', after: '500.00', balance: '500.00', totalPrepayAmount: '500.00' });
    const spent = await post({ targetType: 'supplier', targetId: supplier, amount: '-120.35', type: P.settlementPay, docType: 'supplier_settlement_order', docId: 9 });
    expect(spent).toMatchObject({ before: '500.00', after: '379.65', totalPrepayAmount: '500.00' });
    const refused = await refusal(post({ targetType: 'supplier', targetId: supplier, amount: '-379.66', type: P.refund }));
    expect(refused).toEqual({ code: 409, message: 'fms.prepay_balance_short', data: { before: '379.65', amount: '379.66', shortfall: '0.01' }, params: { balance: '379.65', amount: '379.66', shortfall: '0.01' } });
    const rows = await inTenant((tx) => queryRows<{ type: number; amount: string; before_amount: string; after_amount: string; doc_no: string | null }>(tx, sql`SELECT type, amount::text, before_amount::text, after_amount::text, doc_no FROM fms_prepay_histories WHERE target_id = ${supplier}::int ORDER BY id`));
    expect(rows).toEqual([
      { type: P.prepay, amount: '500.00', before_amount: '0.00', after_amount: '500.00', doc_no: 'PN001' },
      { type: P.settlementPay, amount: '-120.35', before_amount: '500.00', after_amount: '379.65', doc_no: null },
    ]);
    // a worker's account is its own, even with the same id as a supplier
    const worker = await createWorker();
    expect((await post({ targetType: 'worker', targetId: worker, amount: '80', type: P.financeAdjust })).after).toBe('80.00');
  });

  it('refuses bad input (422 on its field), an unknown or another tenant’s target (404), and writes nothing', async () => {
    const supplier = await createSupplier();
    const cases: Array<[Partial<PostPrepayAccountInput>, string, string]> = [
      [{ amount: '0' }, 'amount', 'fms.amount_zero'],
      [{ amount: '1.001' }, 'amount', 'fms.amount_invalid'],
      [{ amount: '1e2' }, 'amount', 'fms.amount_invalid'],
      [{ targetType: 'customer' as never }, 'target_type', 'fms.prepay_target_invalid'],
      [{ type: 9 as never }, 'type', 'fms.history_type_invalid'],
      [{ remark: 'x'.repeat(201) }, 'remark', 'validation.text_too_long'],
    ];
    for (const [change, field, message] of cases) {
      const refused = await refusal(post({ targetType: 'supplier', targetId: supplier, amount: '1', type: P.prepay, ...change }));
      expect({ change, code: refused.code, data: refused.data }).toEqual({ change, code: 422, data: { errors: [{ field, message }] } });
    }
    expect((await refusal(post({ targetType: 'supplier', targetId: await createSupplier(other), amount: '1', type: P.prepay }))).code).toBe(404);
    expect((await refusal(post({ targetType: 'worker', targetId: 2_000_000_000, amount: '1', type: P.prepay }))).code).toBe(404);
    expect(await historyCount('supplier', supplier)).toBe(0);
    expect(await inTenant((tx) => queryRows(tx, sql`SELECT 1 FROM fms_prepay_accounts WHERE target_type = 'supplier' AND target_id = ${supplier}::int`))).toEqual([]);
  });

  it('is exact under concurrency: 100 × +1.00 → 100.00; then 50 × −10.00 on 100.00 → exactly 10 pass, 0.00', async () => {
    const supplier = await createSupplier();
    const credits = await Promise.all(Array.from({ length: 100 }, () => adjust({ target_type: 'supplier', target_id: supplier, amount: '1.00', reason: '并发' })));
    expect(credits.filter((r) => r.code === 200)).toHaveLength(100);
    expect(await balanceOf('supplier', supplier)).toBe('100.00');
    const debits = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post({ targetType: 'supplier', targetId: supplier, amount: '-10.00', type: P.settlementPay, docType: 'supplier_settlement_order', docId: i + 1 }).then(
          (r) => r.after,
          (e: unknown) => (e instanceof AppError ? e.message : String(e)),
        ),
      ),
    );
    expect(debits.filter((d) => d === 'fms.prepay_balance_short')).toHaveLength(40);
    expect(debits.filter((d) => d !== 'fms.prepay_balance_short').sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 10 }, (_, i) => (i * 10).toFixed(2)));
    expect(await balanceOf('supplier', supplier)).toBe('0.00');
    expect(await historyCount('supplier', supplier)).toBe(110);
    expect(await inTenant((tx) => checkMoneyLedger(tx, tenant.tenantId))).toEqual([]);
  });

  it('the history is append-only and checkMoneyLedger finds an account changed behind the kernel', async () => {
    const supplier = await createSupplier();
    await post({ targetType: 'supplier', targetId: supplier, amount: '40', type: P.prepay });
    expect(await failure(inTenant((tx) => tx.execute(sql`UPDATE fms_prepay_histories SET remark = 'x' WHERE target_id = ${supplier}::int`)))).toMatch(/permission denied/);
    expect(await failure(inTenant((tx) => tx.execute(sql`DELETE FROM fms_prepay_accounts WHERE target_id = ${supplier}::int`)))).toMatch(/permission denied/);
    const found = await withSystem(t.app.database.db, async (tx) => {
      await tx.execute(sql`UPDATE fms_prepay_accounts SET balance = balance + 1 WHERE target_type = 'supplier' AND target_id = ${supplier}::int`);
      const differences = await checkMoneyLedger(tx, tenant.tenantId);
      await tx.execute(sql`UPDATE fms_prepay_accounts SET balance = balance - 1 WHERE target_type = 'supplier' AND target_id = ${supplier}::int`);
      return differences;
    });
    expect(found).toEqual([{ tenant_id: tenant.tenantId, target_type: 'supplier', target_id: supplier, field: 'prepay_balance', stored: '41.00', expected: '40.00' }]);
  });
});

describe('prepay account routes', () => {
  let supplier: number;
  let worker: number;
  beforeAll(async () => {
    supplier = await createSupplier(tenant, '鲜丰蔬菜批发');
    worker = await createWorker(tenant, '搬运工小陈');
  });

  it('adjusts with a reason, logs the action, tells the other finance managers, and shows in the history', async () => {
    const res = await adjust({ target_type: 'supplier', target_id: supplier, amount: '2000', reason: '预付三月货款' });
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ id: expect.any(Number), target_type: 'supplier', target_id: supplier, before_amount: '0.00', after_amount: '2000.00', balance: '2000.00', total_prepay_amount: '0.00' });
    expect((await adjust({ target_type: 'supplier', target_id: supplier, amount: '-500.5', reason: '冲正' }, tenant.tokens.finance)).data.after_amount).toBe('1499.50');
    const detail = await call<PrepayAccount>('GET', '/fms/finance_prepay_account', { target_type: 'supplier', target_id: supplier }, tenant.tokens.reader);
    expect(detail.data).toMatchObject({ target_type: 'supplier', target_type_name: '供应商', target_id: supplier, target_name: '鲜丰蔬菜批发', balance: '1499.50', account_id: expect.any(Number) });
    const history = await call<ListData<PrepayHistoryRow>>('GET', '/fms/finance_prepay_account/histories', { target_type: 'supplier', target_id: supplier }, tenant.tokens.reader);
    expect(history.data.list.map((h) => [h.type_name, h.amount, h.before_amount, h.after_amount, h.remark, h.staff_name])).toEqual([
      ['财务调整', '-500.50', '2000.00', '1499.50', '冲正', 'finance'],
      ['财务调整', '2000.00', '0.00', '2000.00', '预付三月货款', 'admin'],
    ]);
    const filtered = async (query: Record<string, unknown>) => (await call<ListData<PrepayHistoryRow>>('GET', '/fms/finance_prepay_account/histories', { target_type: 'supplier', target_id: supplier, ...query })).data.list.length;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect([await filtered({ type: P.financeAdjust }), await filtered({ type: P.prepay }), await filtered({ start_date: today, end_date: today }), await filtered({ end_date: '2020-01-01' }), await filtered({ page: 2, page_size: 1 })]).toEqual([2, 0, 2, 0, 1]);
    const logs = await inTenant((tx) => queryRows<{ action: string; target_type: string }>(tx, sql`SELECT action, target_type FROM action_logs WHERE path LIKE '%finance_prepay_account/finance_adjust%' AND target_id = ${String(detail.data.account_id)}`));
    expect(logs).toEqual([{ action: ADJUST, target_type: 'fms_prepay_account' }, { action: ADJUST, target_type: 'fms_prepay_account' }]);
    const inbox = await t.call<ListData<Message>>('GET', '/messages', { token: tenant.tokens.finance, query: { type: 'finance', page_size: 100 } });
    expect(inbox.data.list.filter((m) => m.params?.target_id === detail.data.account_id).map((m) => [m.title, m.content, m.params])).toEqual([['预付款账户财务调整', 'admin 调整了供应商「鲜丰蔬菜批发」的预付款：+2000.00（0.00 → 2000.00），原因：预付三月货款', { target_type: 'finance_prepay_account', target_id: detail.data.account_id }]]);
    // the message's target: the detail by the account's id
    expect((await call<PrepayAccount>('GET', '/fms/finance_prepay_account', { account_id: detail.data.account_id! })).data).toMatchObject({ target_type: 'supplier', target_id: supplier, balance: '1499.50' });
    expect((await t.call<ListData<Message>>('GET', '/messages', { token: tenant.tokens.reader, query: { type: 'finance' } })).data.list).toEqual([]);
  });

  it('exports one account’s history with the list’s filters, each row with its remark, amounts as numbers', async () => {
    const target = await createSupplier();
    await adjust({ target_type: 'supplier', target_id: target, amount: '300', reason: '预付四月货款' });
    await post({ targetType: 'supplier', targetId: target, amount: '-120.5', type: P.settlementPay, docType: 'supplier_settlement_order', docId: 7, docNo: 'SS-EX1', remark: 'SS-EX1 · 对公转账' });
    const exported = async (query: Record<string, unknown>, token = tenant.tokens.exporter) => {
      const task = await call<{ id: number }>('GET', '/fms/finance_prepay_account/histories/export', { target_type: 'supplier', target_id: target, ...query }, token);
      expect(task.code).toBe(200);
      const [header, ...rows] = await downloadExport(t, token, task.data.id);
      const at = (name: string) => header.indexOf(name);
      return rows.map((r) => [r[at('类型')], r[at('金额')], r[at('变动后')], r[at('单号')] ?? null, r[at('备注')]]);
    };
    expect(await exported({})).toEqual([
      ['结算抵扣', -120.5, 179.5, 'SS-EX1', 'SS-EX1 · 对公转账'],
      ['财务调整', 300, 300, null, '预付四月货款'],
    ]);
    expect(await exported({ type: P.financeAdjust })).toEqual([['财务调整', 300, 300, null, '预付四月货款']]);
    // the export needs its own permission beside the detail's
    expect((await call('GET', '/fms/finance_prepay_account/histories/export', { target_type: 'supplier', target_id: target }, tenant.tokens.reader)).code).toBe(402);
  });

  it('lists suppliers or workers with their balances, filters and totals', async () => {
    await adjust({ target_type: 'worker', target_id: worker, amount: '66.6', reason: '借支' });
    const list = async (query: Record<string, unknown>) => (await call<PrepayAccountList>('GET', '/fms/finance_prepay_accounts', query, tenant.tokens.lister)).data;
    const suppliers = await list({ has_balance: 1 });
    expect(suppliers.list.map((r) => r.target_id)).toContain(supplier);
    expect(suppliers.list.every((r) => r.target_type === 'supplier' && Number(r.balance) > 0)).toBe(true);
    const workers = await list({ target_type: 'worker', keyword: '小陈' });
    expect(workers.list).toEqual([expect.objectContaining({ id: worker, target_id: worker, target_name: '搬运工小陈', target_type_name: '工人', balance: '66.60', total_prepay_amount: '0.00' })]);
    expect(workers.totals).toEqual({ balance: '66.60', total_prepay_amount: '0.00' });
    expect(workers.pagination).toEqual({ total: 1, page: 1, size: 20 });
    const english = await t.call<PrepayAccountList>('GET', '/fms/finance_prepay_accounts', { token: tenant.tokens.admin, storeId: tenant.stores.a, query: { target_type: 'worker', keyword: '小陈' }, headers: { 'accept-language': 'en-US' } });
    expect(english.data.list[0].target_type_name).toBe('Worker');
    expect((await list({ keyword: '不存在的名字' })).list).toEqual([]);
  });

  it('refuses bad input (422), unknown targets (404) and callers without the permission', async () => {
    const errorField = (res: { code: number; data: unknown }) => [res.code, (res.data as { errors: Array<{ field: string }> }).errors[0].field];
    expect(errorField(await adjust({ target_type: 'customer', target_id: supplier, amount: '1', reason: 'x' }))).toEqual([422, 'target_type']);
    expect(errorField(await adjust({ target_type: 'supplier', target_id: supplier, amount: '0', reason: 'x' }))).toEqual([422, 'amount']);
    expect(errorField(await adjust({ target_type: 'supplier', target_id: supplier, amount: '1', reason: ' ' }))).toEqual([422, 'reason']);
    expect(errorField(await adjust({ target_type: 'supplier', target_id: 'x', amount: '1', reason: 'x' }))).toEqual([422, 'target_id']);
    expect(errorField(await call('GET', '/fms/finance_prepay_accounts', { target_type: 'bank' }))).toEqual([422, 'target_type']);
    expect(errorField(await call('GET', '/fms/finance_prepay_account/histories', { target_type: 'supplier', target_id: supplier, start_date: '2026-03-02', end_date: '2026-03-01' }))).toEqual([422, 'end_date']);
    expect(errorField(await call('GET', '/fms/finance_prepay_account', { target_type: 'supplier' }))).toEqual([422, 'target_id']);
    const before = await balanceOf('supplier', supplier);
    expect(await adjust({ target_type: 'supplier', target_id: supplier, amount: '-99999', reason: '超额' })).toMatchObject({ code: 409, data: { before, shortfall: expect.any(String) } });
    expect((await adjust({ target_type: 'supplier', target_id: await createSupplier(other), amount: '1', reason: 'x' })).code).toBe(404);
    expect((await call('GET', '/fms/finance_prepay_account', { target_type: 'worker', target_id: 2_000_000_000 })).code).toBe(404);
    expect((await call('GET', '/fms/finance_prepay_account', { account_id: 2_000_000_000 })).code).toBe(404);
    expect((await call('GET', '/fms/finance_prepay_account/histories', { target_type: 'worker', target_id: 2_000_000_000 })).code).toBe(404);
    // permissions: adjust 402 without it; views answer 401 (no-auth page) without theirs
    expect((await adjust({ target_type: 'supplier', target_id: supplier, amount: '1', reason: 'x' }, tenant.tokens.reader)).code).toBe(402);
    expect((await call('GET', '/fms/finance_prepay_account', { target_type: 'supplier', target_id: supplier }, tenant.tokens.lister)).code).toBe(401);
    expect((await call('GET', '/fms/finance_prepay_account/histories', { target_type: 'supplier', target_id: supplier }, tenant.tokens.lister)).code).toBe(401);
    expect((await call('GET', '/fms/finance_prepay_accounts', {}, tenant.tokens.nobody)).code).toBe(401);
    expect(await balanceOf('supplier', supplier)).toBe(before);
  });
});
