import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BizGoal } from '@tradewind/contract/crm/biz-goal.schema';
import type { ReceiptNoteDetail, ReceiptNoteList, ReceiptNoteOptions, ReceiptTargets } from '@tradewind/contract/fms/receipt-note.schema';
import type { CreateOrderResult, OrderDetail } from '@tradewind/contract/oms/order.schema';
import type { StatementDetail } from '@tradewind/contract/oms/statement.schema';
import { queryRows, type Db } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { deliveredOrders } from '@/test/fixtures/oms/refund-test-fixture';
import { orderBody, orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { downloadExport } from '@/test/test-exports';
import { createSignInReceiptNote } from '../index';
import { uploadTestImage } from '@/test/test-uploads';

const t = useTestApp();
let f: OrderFixture;
let other: TestTenant;
let cash: number;
let bank: number;
let balance: number;
const tokens: Record<string, string> = {};

const P = 'fms:receipt_note';
const ALL = [`${P}:list`, `${P}:create`, `${P}:update`, `${P}:delete`, `${P}:audit`, `${P}:export`];

/** A role with `permissions` and one staff member holding it in store A, signed in. */
async function staffWith(key: string, permissions: string[]): Promise<string> {
  const role = await f.ok<{ id: number }>('POST', '/role', { name: `rn-${key}`, data_scope: 1, permissions });
  const account = `rn${key}${Math.random().toString(36).slice(2, 7)}`;
  await f.ok('POST', '/staff', { name: key, phone: `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, account, password: TEST_PASSWORD, role_ids: [role.id], store_ids: [f.tenant.stores.a] });
  return t.login(account);
}

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods);
  other = await t.tenant({});
  const method = async (body: Record<string, unknown>) => (await f.ok<{ id: number }>('POST', '/fms/payment_config', body)).id;
  cash = await method({ kind: 1, name: '现金', is_default: 1 });
  bank = await method({ kind: 2, name: '对公账户', bank_name: '招商银行', account_no: '6222000011112222' });
  balance = await method({ kind: 5, name: '客户余额' });
  tokens.finance = await staffWith('finance', ALL);
  tokens.maker = await staffWith('maker', [`${P}:list`, `${P}:create`, `${P}:update`, `${P}:delete`]);
  tokens.auditor = await staffWith('auditor', [`${P}:list`, `${P}:audit`]);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string) => ({ token, storeId: f.tenant.stores.a });
const call = <T>(method: Method, url: string, input?: Record<string, unknown>, token = tokens.finance) =>
  t.call<T>(method, url, method === 'GET' || method === 'DELETE' ? { ...as(token), query: input } : { ...as(token), body: input ?? {} });
const ok = async <T>(method: Method, url: string, input?: Record<string, unknown>, token?: string): Promise<T> => {
  const r = await call<T>(method, url, input, token);
  if (r.code !== 200) throw new Error(`${method} ${url}: ${r.code} ${r.message} ${JSON.stringify(r.data)}`);
  return r.data;
};
const inTenant = <R>(fn: (tx: Db) => Promise<R>) => withTenant(t.app.database.db, f.tenant.tenantId, fn);
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** An audited cash-on-delivery order of the fixture's customer: { id, number, total }. */
async function auditedOrder(overrides: Record<string, unknown> = {}) {
  const made = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f, overrides), 'manager');
  const audited = await f.call('PUT', `/oms/order/${made.id}/audit`, { body: {}, who: 'manager' });
  if (audited.code !== 200) throw new Error(`audit: ${audited.code} ${audited.message}`);
  const d = await order(made.id);
  return { id: made.id, number: made.number, total: d.total_amount };
}
const order = (id: number) => f.ok<OrderDetail>('GET', `/oms/order/${id}`);
/** An account-period order of the fixture's period customer, delivered: `qty` of the second SKU at 2.50, no fees. */
const deliveredPeriodOrder = (qty: number) =>
  deliveredOrders(t, () => f).deliveredOrder({ customer_id: f.periodCustomer, customer_user_id: null, address_id: f.periodAddress, pay_type: 2, items: [{ sku_id: f.goods.skuIds[1], qty }], freight_amount: 0, carry_fee: 0, coupon_amount: 0, activity_amount: 0 });
const account = async (customerId = f.customer) =>
  (await inTenant((tx) => queryRows<{ balance: string; need_pay: string }>(tx, sql`SELECT balance::text, need_pay::text FROM fms_customer_accounts WHERE customer_id = ${customerId}::int`)))[0] ?? {
    balance: '0.00',
    need_pay: '0.00',
  };
const journal = (noteId: number) =>
  inTenant((tx) => queryRows<{ type: number; amount: string; payment_kind: number }>(tx, sql`SELECT type, amount::text, payment_kind FROM fms_money_in_histories WHERE doc_id = ${noteId}::int AND doc_type = 'receipt_note' ORDER BY id`));
const note = (body: Record<string, unknown>, token?: string) =>
  call<ReceiptNoteDetail>('POST', '/fms/receipt_note', { customer_id: f.customer, payment_config_id: cash, receipt_date: today(), ...body }, token);
const cents = (v: string) => Math.round(Number(v) * 100);
const money = (c: number) => (c / 100).toFixed(2);

describe('receipt notes', () => {
  it('saves a pending note with allocations and a prepayment, lists it with counts and totals, audits it: the order paid, the balance up, two journal rows', async () => {
    const o = await auditedOrder();
    const targets = await ok<ReceiptTargets>('GET', '/fms/receipt_note/targets', { customer_id: f.customer });
    const target = targets.list.find((x) => x.target_type === 'order' && x.target_id === o.id)!;
    expect(target).toMatchObject({ target_no: o.number, due_amount: o.total, paid_amount: '0.00', open_amount: o.total, refusal: null });
    const options = await ok<ReceiptNoteOptions>('GET', '/fms/receipt_note/options');
    expect(options.payment_methods[0]).toMatchObject({ id: cash, is_default: 1 });
    expect(options.receipt_audit).toBe(1);

    const total = cents(o.total);
    const attachment = await uploadTestImage(t, f.tenant.tokens.admin);
    const made = await note({ amount: money(total + 5000), remark: '货款', attachments: [attachment], items: [{ target_type: 'order', target_id: o.id, amount: o.total }] });
    expect(made.code).toBe(200);
    const n = made.data;
    expect(n).toMatchObject({ status: 0, source: 1, amount: money(total + 5000), allocated_amount: o.total, unallocated_amount: '50.00', payment_kind: 1, target_nos: [o.number], attachments: [attachment] });
    expect(n.number).toMatch(/^RN\d{8}-\d{4}$/);
    expect(n.items[0].target).toMatchObject({ open_amount: o.total });

    const list = await ok<ReceiptNoteList>('GET', '/fms/receipt_notes', { keyword: n.number });
    expect(list.list.map((r) => r.id)).toEqual([n.id]);
    expect(list.counts).toMatchObject({ all: 1, 0: 1, 1: 0 });
    expect(list.totals).toEqual({ amount: n.amount, allocated_amount: o.total, unallocated_amount: '50.00' });
    expect((await ok<ReceiptNoteList>('GET', '/fms/receipt_notes', { target_no: o.number })).list.map((r) => r.id)).toEqual([n.id]);
    expect((await ok<ReceiptNoteList>('GET', '/fms/receipt_notes', { customer_id: f.customer, status: 1, keyword: n.number })).list).toEqual([]);
    expect((await ok<ReceiptNoteList>('GET', '/fms/receipt_notes', { customer_keyword: '海鲜酒楼', sort: 'amount', order: 'asc' })).list.length).toBeGreaterThan(0);
    // the holders of the audit permission hear of it (a finance message that opens the note); the one who made it does not
    const told = await inTenant((tx) => queryRows<{ title: string; staff_name: string }>(tx, sql`SELECT m.title, s.name AS staff_name FROM messages m JOIN staff s ON s.id = m.staff_id WHERE m.target_type = 'receipt_note' AND m.target_id = ${n.id}::int ORDER BY s.name`));
    expect(told.map((m) => m.staff_name)).toContain('auditor');
    expect(told.map((m) => m.staff_name)).not.toContain('finance');
    expect(told[0].title).toBe('收款单待审核');
    // the export: the filtered rows through the export centre, names in the creator's language
    const task = await ok<{ id: number }>('GET', '/fms/receipt_notes/export', { keyword: n.number });
    const sheet = await downloadExport(t, tokens.finance, task.id);
    expect(sheet[0].slice(0, 3)).toEqual(['单号', '状态', '客户']);
    expect(sheet.slice(1).map((r) => [r[0], r[1], r[5], r[8]])).toEqual([
      [n.number, '待审核', Number(n.amount), o.number],
      ['合计', undefined, Number(n.amount), undefined],
    ]);
    // an English reader gets English headers, states and source
    const english = await staffWith('english', [`${P}:list`, `${P}:export`]);
    expect((await t.call('PUT', '/auth/info', { token: english, body: { language: 'en-US' } })).code).toBe(200);
    const enTask = await ok<{ id: number }>('GET', '/fms/receipt_notes/export', { keyword: n.number }, english);
    const en = await downloadExport(t, english, enTask.id);
    expect(en[0].slice(0, 9)).toEqual(['Number', 'Status', 'Customer', 'Customer phone', 'Method', 'Amount received', 'Allocated', 'Prepaid', 'Allocated to']);
    expect(en.slice(1).map((r) => [r[0], r[1], r[8]])).toEqual([
      [n.number, 'Pending audit', o.number],
      ['Total', undefined, undefined],
    ]);
    const tasks = await t.call<{ list: Array<{ id: number; source: string }> }>('GET', '/task/exports', { token: english });
    expect(tasks.data.list.find((x) => x.id === enTask.id)?.source).toBe('Receipt notes');

    const before = await account();
    const audited = await ok<ReceiptNoteDetail>('PUT', `/fms/receipt_note/${n.id}/audit`, {}, tokens.auditor);
    expect(audited).toMatchObject({ status: 1, audited_by_name: 'auditor' });
    expect(audited.logs.map((l) => l.action)).toEqual(['create', 'audit']);
    expect(audited.items[0].target).toMatchObject({ open_amount: '0.00', paid_amount: o.total });
    const paid = await order(o.id);
    expect(paid).toMatchObject({ paid_amount: o.total, pay_status: 2 });
    expect(cents((await account()).balance) - cents(before.balance)).toBe(5000);
    expect(await journal(n.id)).toEqual([
      { type: 1, amount: o.total, payment_kind: 1 },
      { type: 2, amount: '50.00', payment_kind: 1 },
    ]);

    // audited: no second audit, no edit, no delete
    expect(await call('PUT', `/fms/receipt_note/${n.id}/audit`)).toMatchObject({ code: 409, message: '收款单已是「已审核」状态，不能进行此操作' });
    expect((await call('PUT', '/fms/receipt_note', { id: n.id, customer_id: f.customer, payment_config_id: cash, amount: '1', receipt_date: today() })).code).toBe(409);
    expect((await call('DELETE', `/fms/receipt_note/${n.id}`)).code).toBe(409);
    // the method is used: it cannot be deleted; disabling is refused only while a note is pending
    expect((await call('DELETE', `/fms/payment_config/${bank}`, undefined, f.tenant.tokens.admin)).code).toBe(200);
    expect((await t.call('DELETE', `/fms/payment_config/${cash}`, { ...f.as('admin') })).code).toBe(409);
  });

  it('edits and deletes a pending note; a pending note keeps its method enabled', async () => {
    const method = (await f.ok<{ id: number }>('POST', '/fms/payment_config', { kind: 3, name: '微信收款' })).id;
    const n = (await note({ amount: '80', payment_config_id: method }, tokens.maker)).data;
    expect((await t.call('PUT', `/fms/payment_config/${method}/status`, { ...f.as('admin'), body: { status: 0 } })).code).toBe(409);
    const o = await auditedOrder();
    const edited = await ok<ReceiptNoteDetail>('PUT', '/fms/receipt_note', { id: n.id, customer_id: f.customer, payment_config_id: cash, amount: '100', receipt_date: today(), items: [{ target_type: 'order', target_id: o.id, amount: '60.5' }] }, tokens.maker);
    expect(edited).toMatchObject({ amount: '100.00', allocated_amount: '60.50', unallocated_amount: '39.50', payment_config_id: cash });
    expect(edited.logs.map((l) => l.action)).toEqual(['create', 'update']);
    expect((await t.call('PUT', `/fms/payment_config/${method}/status`, { ...f.as('admin'), body: { status: 0 } })).code).toBe(200);
    expect(await call('DELETE', `/fms/receipt_note/${n.id}`, undefined, tokens.maker)).toMatchObject({ code: 200, data: { id: n.id } });
    expect((await call('GET', `/fms/receipt_note/${n.id}`)).code).toBe(404);
    expect((await call('PUT', `/fms/receipt_note/${n.id}/audit`)).code).toBe(404);
  });

  it('with audit_by_other on, the maker cannot audit their own note (409, nothing posted) even with receipt audit off, nor use quick; another can', async () => {
    const setting = (body: Record<string, unknown>) => f.ok<{ audit_by_other: number }>('PUT', '/fms/setting/pay', { pay_types: [1, 2, 3, 4], rounding: 1, ...body });
    // receipt audit off: the separation wins, the note still waits for someone else
    expect(await setting({ receipt_audit: 0, audit_by_other: 1 })).toMatchObject({ audit_by_other: 1 });
    try {
      const o = await auditedOrder();
      const n = (await note({ amount: '10', items: [{ target_type: 'order', target_id: o.id, amount: '10' }] })).data;
      expect(n.status).toBe(0);
      const own = await call('PUT', `/fms/receipt_note/${n.id}/audit`);
      expect([own.code, own.message]).toEqual([409, '付款设置要求制单人与审核人不同：本单由你制单，须由其他人审核']);
      expect(await journal(n.id)).toEqual([]);
      const quick = await call('POST', '/fms/receipt_note/quick', { target_type: 'order', target_id: o.id, payment_config_id: cash });
      expect(quick.code).toBe(409);
      expect((await call<ReceiptNoteDetail>('PUT', `/fms/receipt_note/${n.id}/audit`, undefined, tokens.auditor)).data.status).toBe(1);
    } finally {
      await setting({ receipt_audit: 1, audit_by_other: 0 });
    }
  });

  it('are filtered by their audit day and their customer’s owner, and to those business goals count (the goal page’s links)', async () => {
    const audit = async (id: number) => expect((await call('PUT', `/fms/receipt_note/${id}/audit`, {}, tokens.auditor)).code).toBe(200);
    const cashNote = (await note({ amount: '1000.00', remark: 'goal-cash' })).data;
    await audit(cashNote.id);
    const pending = (await note({ amount: '5.00', remark: 'goal-pending' })).data;
    const o = await auditedOrder();
    const fromBalance = await note({ payment_config_id: balance, amount: o.total, items: [{ target_type: 'order', target_id: o.id, amount: o.total }] });
    expect(fromBalance.code, fromBalance.message).toBe(200);
    await audit(fromBalance.data.id);
    const mine = [cashNote.id, pending.id, fromBalance.data.id];
    const ids = async (query: Record<string, unknown>) => {
      const res = await call<ReceiptNoteList>('GET', '/fms/receipt_notes', { page_size: 100, ...query });
      expect(res.code, res.message).toBe(200);
      return res.data.list.map((r) => r.id).filter((id) => mine.includes(id));
    };
    const audited = { date_type: 'audited', start_date: today(), end_date: today() };
    expect(await ids(audited)).toEqual([fromBalance.data.id, cashNote.id]);
    // the goal counts audited notes not paid from the customer's balance
    expect(await ids({ ...audited, goal_counted: 1 })).toEqual([cashNote.id]);
    expect(await ids({ goal_counted: 1, sales_id: f.tenant.staff.rep })).toEqual([cashNote.id]);
    expect(await ids({ sales_id: f.tenant.staff.rep2 })).toEqual([]);
    expect(await ids({ dept_id: f.tenant.departments.head })).toEqual([fromBalance.data.id, pending.id, cashNote.id]);
    expect(await ids({ ...audited, start_date: '2000-01-01', end_date: '2000-01-31' })).toEqual([]);
    // the receipt date stays the default range
    expect(await ids({ start_date: today(), end_date: today(), goal_counted: 1 })).toEqual([cashNote.id]);
    for (const bad of [{ date_type: 'created' }, { sales_id: 'x' }, { dept_id: 0 }, { goal_counted: 0 }]) expect((await call('GET', '/fms/receipt_notes', bad)).code, JSON.stringify(bad)).toBe(422);
    // the rep's receipts goal counts this month exactly what its link lists (receipt notes' real goal source)
    const goal = await f.ok<BizGoal>('POST', '/crm/biz_goal', { year: Number(today().slice(0, 4)), kind: 2, scope: 3, scope_id: f.tenant.staff.rep, months: Array.from({ length: 12 }, () => 1) });
    const month = goal.months[Number(today().slice(5, 7)) - 1];
    const linked = await ok<ReceiptNoteList>('GET', '/fms/receipt_notes', { date_type: 'audited', start_date: month.start_date, end_date: month.end_date, goal_counted: 1, sales_id: f.tenant.staff.rep, page_size: 100 });
    expect(linked.list.map((r) => r.id)).toContain(cashNote.id);
    expect(month.actual).toBe(linked.totals.amount);
  });

  it('refuses bad input with the field (422)', async () => {
    const o = await auditedOrder();
    const mine = await auditedOrder();
    const others = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f, { customer_id: f.otherCustomer, customer_user_id: null, address_id: null }), 'admin').catch(() => null);
    const disabled = (await f.ok<{ id: number }>('POST', '/fms/payment_config', { kind: 4, name: '支付宝停用', status: 0 })).id;
    const foreign = await t.call<{ id: number }>('POST', '/crm/customer', { token: other.tokens.admin, storeId: other.stores.a, body: { name: '外租户客户', phone: '13900001111', sales_type: 0 } });
    const field = async (body: Record<string, unknown>, expected: string, message?: string) => {
      const r = await note(body);
      expect(r.code, `${expected} ${JSON.stringify(r.data)}`).toBe(422);
      const errors = (r.data as unknown as { errors: Array<{ field: string; message: string }> }).errors;
      expect(errors[0].field).toBe(expected);
      if (message) expect(r.message).toBe(message);
    };
    const notesBefore = (await ok<ReceiptNoteList>('GET', '/fms/receipt_notes', { customer_id: f.customer })).pagination.total;
    await field({ amount: '0' }, 'amount', '金额须为正数（大于 0）');
    // a negative amount is refused for its sign, not its format — and nothing is saved (the form once made it ¥0.01)
    await field({ amount: '-100' }, 'amount', '金额须为正数（大于 0）');
    await field({ amount: -100 }, 'amount', '金额须为正数（大于 0）');
    await field({ amount: '-0.001' }, 'amount', '金额须为正数（大于 0）');
    await field({ amount: '10', items: [{ target_type: 'order', target_id: o.id, amount: '-1' }] }, 'items.0.amount', '金额须为正数（大于 0）');
    await field({ amount: '1.234' }, 'amount', '金额须为数字，最多两位小数');
    expect((await ok<ReceiptNoteList>('GET', '/fms/receipt_notes', { customer_id: f.customer })).pagination.total).toBe(notesBefore);
    await field({ amount: 'abc' }, 'amount');
    await field({ amount: '10', customer_id: foreign.data.id }, 'customer_id');
    await field({ amount: '10', payment_config_id: disabled }, 'payment_config_id');
    await field({ amount: '10', payment_config_id: 99999999 }, 'payment_config_id');
    await field({ amount: '10', receipt_date: '2999-01-01' }, 'receipt_date', '收款日期不能晚于今天');
    await field({ amount: '10', receipt_date: '2026-02-30' }, 'receipt_date');
    await field({ amount: '10', attachments: Array.from({ length: 10 }, (_, i) => `/uploads/${i}.png`) }, 'attachments');
    await field({ amount: '10', items: [{ target_type: 'invoice', target_id: o.id, amount: '1' }] }, 'items.0.target_type');
    await field({ amount: '10', items: [{ target_type: 'order', target_id: 99999999, amount: '1' }] }, 'items.0.target_id');
    await field({ amount: '10', items: [{ target_type: 'order', target_id: o.id, amount: '1' }, { target_type: 'order', target_id: o.id, amount: '2' }] }, 'items.1.target_id');
    // one cent past what the order has open (what the form once stopped the field at): the message names it; nothing saved, the order unpaid
    const past = money(cents(o.total) + 1);
    await field({ amount: '99999', items: [{ target_type: 'order', target_id: o.id, amount: past }] }, 'items.0.amount', `${o.number} 待收 ${o.total}，本次核销 ${past} 超出`);
    const pastEn = await t.call('POST', '/fms/receipt_note', {
      ...as(tokens.finance),
      headers: { 'accept-language': 'en-US' },
      body: { customer_id: f.customer, payment_config_id: cash, receipt_date: today(), amount: '99999', items: [{ target_type: 'order', target_id: o.id, amount: past }] },
    });
    expect(pastEn.message).toBe(`${o.number} has ${o.total} open; ${past} is more`);
    expect((await ok<ReceiptNoteList>('GET', '/fms/receipt_notes', { customer_id: f.customer })).pagination.total).toBe(notesBefore);
    expect((await order(o.id)).paid_amount).toBe('0.00');
    await field({ amount: '10', items: [{ target_type: 'order', target_id: o.id, amount: '6' }, { target_type: 'order', target_id: mine.id, amount: '5' }] }, 'amount');
    await field({ amount: '10', payment_config_id: balance, items: [{ target_type: 'order', target_id: o.id, amount: '6' }] }, 'amount');
    if (others) await field({ amount: '10', items: [{ target_type: 'order', target_id: others.id, amount: '1' }] }, 'items.0.target_id');
    // an order not yet audited cannot be paid
    const pending = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f), 'manager');
    await field({ amount: '10', items: [{ target_type: 'order', target_id: pending.id, amount: '1' }] }, 'items.0.target_id');
    expect((await call('GET', '/fms/receipt_note/targets', { customer_id: foreign.data.id })).code).toBe(404);
  });

  it('answers 402 for each route without its permission; quick needs create and audit', async () => {
    const n = (await note({ amount: '5' })).data;
    const none = f.tenant.tokens.clerk;
    // views answer 401 without their (list) permission, actions 402 (core/http/route.ts)
    const views: Array<[Method, string]> = [
      ['GET', '/fms/receipt_notes'],
      ['GET', `/fms/receipt_note/${n.id}`],
    ];
    for (const [method, url] of views) expect((await call(method, url, undefined, none)).code, `${method} ${url}`).toBe(401);
    const routes: Array<[Method, string, Record<string, unknown>?]> = [
      ['GET', '/fms/receipt_notes/export'],
      ['GET', '/fms/receipt_note/targets', { customer_id: f.customer }],
      ['GET', '/fms/receipt_note/options'],
      ['POST', '/fms/receipt_note', { customer_id: f.customer, payment_config_id: cash, amount: '1', receipt_date: today() }],
      ['PUT', '/fms/receipt_note', { id: n.id, customer_id: f.customer, payment_config_id: cash, amount: '1', receipt_date: today() }],
      ['DELETE', `/fms/receipt_note/${n.id}`],
      ['PUT', `/fms/receipt_note/${n.id}/audit`],
      ['POST', '/fms/receipt_note/quick', { target_type: 'order', target_id: 1, payment_config_id: cash }],
    ];
    for (const [method, url, input] of routes) expect((await call(method, url, input, none)).code, `${method} ${url}`).toBe(402);
    const quick = { target_type: 'order', target_id: 1, payment_config_id: cash };
    expect((await call('POST', '/fms/receipt_note/quick', quick, tokens.maker)).code).toBe(402);
    expect((await call('POST', '/fms/receipt_note/quick', quick, tokens.auditor)).code).toBe(402);
    expect((await call('PUT', `/fms/receipt_note/${n.id}/audit`, {}, tokens.maker)).code).toBe(402);
    expect((await call('POST', '/fms/receipt_note', { customer_id: f.customer, payment_config_id: cash, amount: '1', receipt_date: today() }, tokens.auditor)).code).toBe(402);
    expect((await call('GET', '/fms/receipt_notes/export', {}, tokens.maker)).code).toBe(402);
    expect((await call('GET', '/fms/receipt_notes/export')).code).toBe(200);
    // 404: none, or another tenant's
    expect((await call('GET', '/fms/receipt_note/99999999')).code).toBe(404);
    expect((await t.call('GET', `/fms/receipt_note/${n.id}`, { token: other.tokens.admin, storeId: other.stores.a })).code).toBe(404);
    expect((await call('DELETE', `/fms/receipt_note/${n.id}`)).code).toBe(200);
  });

  it('two notes on an order’s last ¥100 audited at once: exactly one passes, the order is paid once', async () => {
    const o = await auditedOrder({ items: [{ sku_id: f.goods.skuIds[0], qty: 10 }], freight_amount: 0, carry_fee: 0, coupon_amount: 0, activity_amount: 0 });
    expect(o.total).toBe('100.00');
    const a = (await note({ amount: '100', items: [{ target_type: 'order', target_id: o.id, amount: '100' }] })).data;
    const b = (await note({ amount: '100', items: [{ target_type: 'order', target_id: o.id, amount: '100' }] })).data;
    const results = await Promise.all([a, b].map((n) => call<ReceiptNoteDetail>('PUT', `/fms/receipt_note/${n.id}/audit`)));
    expect(results.map((r) => r.code).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.code === 409)!;
    expect(refused.message).toContain(o.number);
    expect(refused.data).toMatchObject({ number: o.number, open: '0.00', amount: '100.00', over: '100.00' });
    expect(await order(o.id)).toMatchObject({ paid_amount: '100.00', pay_status: 2 });
    const loser = results[0].code === 409 ? a : b;
    expect((await ok<ReceiptNoteDetail>('GET', `/fms/receipt_note/${loser.id}`)).status).toBe(0);
    expect(await journal(loser.id)).toEqual([]);
    // the same note audited twice at once: one audit
    const c = (await note({ amount: '7' })).data;
    const twice = await Promise.all([0, 1].map(() => call('PUT', `/fms/receipt_note/${c.id}/audit`)));
    expect(twice.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(await journal(c.id)).toEqual([{ type: 2, amount: '7.00', payment_kind: 1 }]);
    await call('DELETE', `/fms/receipt_note/${loser.id}`);
  });

  it('pays from the balance (kind 5): fully allocated, the balance down, no cash journal', async () => {
    const topUp = (await note({ amount: '500' })).data;
    await ok('PUT', `/fms/receipt_note/${topUp.id}/audit`);
    const o = await auditedOrder();
    const before = await account();
    const n = (await note({ amount: o.total, payment_config_id: balance, items: [{ target_type: 'order', target_id: o.id, amount: o.total }] })).data;
    const audited = await ok<ReceiptNoteDetail>('PUT', `/fms/receipt_note/${n.id}/audit`);
    expect(audited).toMatchObject({ status: 1, payment_kind: 5, unallocated_amount: '0.00' });
    expect(cents(before.balance) - cents((await account()).balance)).toBe(cents(o.total));
    expect(await journal(n.id)).toEqual([]);
    expect((await order(o.id)).pay_status).toBe(2);
    // more than the balance holds: 409 from the kernel, nothing posted
    const big = await auditedOrder({ items: [{ sku_id: f.goods.skuIds[0], qty: 200 }] });
    const short = (await note({ amount: big.total, payment_config_id: balance, items: [{ target_type: 'order', target_id: big.id, amount: big.total }] })).data;
    expect(await call('PUT', `/fms/receipt_note/${short.id}/audit`)).toMatchObject({ code: 409, message: expect.stringContaining('余额不足') });
    expect((await order(big.id)).pay_status).toBe(0);
    await call('DELETE', `/fms/receipt_note/${short.id}`);
  });

  it('the remark rides on what the audit posts: the account history, the money-in journal and its export', async () => {
    const d = await deliveredPeriodOrder(2);
    const n = (await note({ customer_id: f.periodCustomer, amount: '8', remark: '三月货款 对公转账', items: [{ target_type: 'order', target_id: d.id, amount: '5' }] })).data;
    await ok('PUT', `/fms/receipt_note/${n.id}/audit`);
    const history = await f.ok<{ list: Array<{ doc_no: string | null; field: string; remark: string | null }> }>('GET', `/fms/customer_account/balance_histories?customer_id=${f.periodCustomer}&doc_no=${n.number}`);
    expect(history.list.map((r) => [r.field, r.remark]).sort()).toEqual([['balance', '三月货款 对公转账'], ['need_pay', '三月货款 对公转账']]);
    const rows = await f.ok<{ list: Array<{ amount: string; remark: string | null }> }>('GET', `/fms/money_in_histories?doc_no=${n.number}`);
    expect(rows.list.map((r) => [r.amount, r.remark]).sort()).toEqual([['3.00', '三月货款 对公转账'], ['5.00', '三月货款 对公转账']]);
    const task = await f.ok<{ id: number }>('GET', `/fms/money_in_histories/export?doc_no=${n.number}`);
    const sheet = await downloadExport(t, f.tenant.tokens.admin, task.id);
    const at = sheet[0].indexOf('备注');
    expect(sheet.slice(1, -1).map((r) => r[at])).toEqual(['三月货款 对公转账', '三月货款 对公转账']);
  });

  it('an account-period order: the receipt lowers need_pay', async () => {
    const d = await deliveredPeriodOrder(6);
    const owed = await account(f.periodCustomer);
    const n = (await note({ customer_id: f.periodCustomer, amount: '5', items: [{ target_type: 'order', target_id: d.id, amount: '5' }] })).data;
    await ok('PUT', `/fms/receipt_note/${n.id}/audit`);
    expect(cents(owed.need_pay) - cents((await account(f.periodCustomer)).need_pay)).toBe(500);
    expect(await order(d.id)).toMatchObject({ paid_amount: '5.00', pay_status: 1 });
    expect(cents(d.delivered_amount)).toBe(1500);
  });

  it('a statement: paid in parts (quick, then a note), need_pay down each time, settled when received in full; its orders are not paid on their own', async () => {
    const a = await deliveredPeriodOrder(4);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const start = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const st = await f.ok<StatementDetail>('POST', '/oms/statement', { customer_id: f.periodCustomer, start_date: start, end_date: today });
    expect(st.items.map((i) => i.number)).toContain(a.number);
    // a draft statement is not payable yet; sent, it is
    expect((await note({ customer_id: f.periodCustomer, amount: '1', items: [{ target_type: 'statement', target_id: st.id, amount: '1' }] })).code).toBe(422);
    await f.ok('PUT', `/oms/statement/${st.id}/send`, {});
    const targets = await ok<ReceiptTargets>('GET', '/fms/receipt_note/targets', { customer_id: f.periodCustomer });
    expect(targets.list.find((x) => x.target_type === 'statement' && x.target_id === st.id)).toMatchObject({ target_no: st.number, open_amount: st.total_amount, receivable: true, refusal: null });
    expect(targets.list.some((x) => x.target_type === 'order' && x.target_id === a.id)).toBe(false);
    const onStatement = await note({ customer_id: f.periodCustomer, amount: '1', items: [{ target_type: 'order', target_id: a.id, amount: '1' }] });
    expect(onStatement).toMatchObject({ code: 422, data: { errors: [{ field: 'items.0.target_id' }] } });

    const owed = cents((await account(f.periodCustomer)).need_pay);
    const part = await ok<ReceiptNoteDetail>('POST', '/fms/receipt_note/quick', { target_type: 'statement', target_id: st.id, payment_config_id: cash, amount: '3' });
    expect(part).toMatchObject({ status: 1, source: 2, allocated_amount: '3.00', items: [{ target_type: 'statement', target: { open_amount: money(cents(st.total_amount) - 300) } }] });
    const rest = money(cents(st.total_amount) - 300);
    const n = (await note({ customer_id: f.periodCustomer, amount: rest, items: [{ target_type: 'statement', target_id: st.id, amount: rest }] })).data;
    await ok('PUT', `/fms/receipt_note/${n.id}/audit`);
    expect(owed - cents((await account(f.periodCustomer)).need_pay)).toBe(cents(st.total_amount));
    const settled = await f.ok<StatementDetail>('GET', `/oms/statement/${st.id}`);
    expect(settled).toMatchObject({ status: 4, received_amount: st.total_amount, open_amount: '0.00' });
    expect((await ok<ReceiptNoteList>('GET', '/fms/receipt_notes', { target_no: st.number })).list.map((r) => r.id).sort()).toEqual([part.id, n.id].sort());
  });

  it('quick: made and audited from an order in one step, for its open amount by default', async () => {
    const o = await auditedOrder();
    const quick = await call<ReceiptNoteDetail>('POST', '/fms/receipt_note/quick', { target_type: 'order', target_id: o.id, payment_config_id: cash, remark: '当面收款' });
    expect(quick.code).toBe(200);
    expect(quick.data).toMatchObject({ status: 1, source: 2, amount: o.total, allocated_amount: o.total, remark: '当面收款' });
    expect((await order(o.id)).pay_status).toBe(2);
    expect(await call('POST', '/fms/receipt_note/quick', { target_type: 'order', target_id: o.id, payment_config_id: cash })).toMatchObject({ code: 409, message: `${o.number} 没有待收金额` });
    const part = await auditedOrder();
    const partly = await ok<ReceiptNoteDetail>('POST', '/fms/receipt_note/quick', { target_type: 'order', target_id: part.id, payment_config_id: cash, amount: '10' });
    expect(partly).toMatchObject({ amount: '10.00', allocated_amount: '10.00' });
    expect((await order(part.id)).pay_status).toBe(1);
    expect((await call('POST', '/fms/receipt_note/quick', { target_type: 'order', target_id: 99999999, payment_config_id: cash })).code).toBe(422);
  });

  it('saving audits at once when receipt audit is off in the pay settings', async () => {
    expect((await t.call('PUT', '/fms/setting/pay', { ...f.as('admin'), body: { pay_types: [1, 2, 3, 4], receipt_audit: 0, rounding: 1 } })).code).toBe(200);
    try {
      const o = await auditedOrder();
      const n = await ok<ReceiptNoteDetail>('POST', '/fms/receipt_note', { customer_id: f.customer, payment_config_id: cash, receipt_date: today(), amount: o.total, items: [{ target_type: 'order', target_id: o.id, amount: o.total }] }, tokens.maker);
      expect(n).toMatchObject({ status: 1 });
      expect((await order(o.id)).pay_status).toBe(2);
      expect((await ok<ReceiptNoteOptions>('GET', '/fms/receipt_note/options')).receipt_audit).toBe(0);
    } finally {
      await t.call('PUT', '/fms/setting/pay', { ...f.as('admin'), body: { pay_types: [1, 2, 3, 4], receipt_audit: 1, rounding: 1 } });
    }
  });

  it('cash collected at a sign-in: one pending note per sign-in (source 3, the cash method), its audit pays the order', async () => {
    const o = await auditedOrder();
    const signInId = 700000 + Math.floor(Math.random() * 1000);
    const input = { signInId, orderId: o.id, storeId: f.tenant.stores.a, amount: money(cents(o.total) + 1000) };
    const first = await inTenant((tx) => createSignInReceiptNote(f.ctx(tx), input));
    const again = await inTenant((tx) => createSignInReceiptNote(f.ctx(tx), input));
    expect(first.created).toBe(true);
    expect(again).toEqual({ ...first, created: false });
    const n = await ok<ReceiptNoteDetail>('GET', `/fms/receipt_note/${first.id}`);
    expect(n).toMatchObject({ status: 0, source: 3, sign_in_id: signInId, payment_config_id: cash, allocated_amount: o.total, unallocated_amount: '10.00' });
    await ok('PUT', `/fms/receipt_note/${n.id}/audit`);
    expect((await order(o.id)).pay_status).toBe(2);
  });
});
