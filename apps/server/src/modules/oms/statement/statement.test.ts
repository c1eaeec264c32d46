import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RefundDetail } from '@tradewind/contract/oms/order-refund.schema';
import type { StatementDetail, StatementList } from '@tradewind/contract/oms/statement.schema';
import { queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp } from '@/test/test-app';
import { runStatements } from '../index';
import { orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { deliveredOrders } from '@/test/fixtures/oms/refund-test-fixture';
import { statementSettlementSource } from './statement-settlement-source';
import { addDays, dueDate, isStatementDay, periodEndingBefore } from './statement-period';

const t = useTestApp();
let f: OrderFixture;

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods);
});

const { inTenant, detailOf, deliveredOrder: delivered } = deliveredOrders(t, () => f);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const act = (id: number, action: string, body: Record<string, unknown> = {}) => f.call<{ id: number; status: number }>('PUT', `/oms/statement/${id}/${action}`, { body });

/** An account-period order of `customerId`, delivered today: `qty` of SKU 1 at 2.50, no fees. */
const deliveredOrder = (customerId: number, addressId: number, qty: number) =>
  delivered({ customer_id: customerId, customer_user_id: null, address_id: addressId, pay_type: 2, items: [{ sku_id: f.goods.skuIds[1], qty }], freight_amount: 0, carry_fee: 0, coupon_amount: 0, activity_amount: 0 });

describe('statement dates', () => {
  it('cover the days since the last statement day, clamp to the month, and fall due by the period’s rule', () => {
    expect(periodEndingBefore({ statement_day: 1 }, '2026-12-01')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(periodEndingBefore({ statement_day: 31 }, '2026-03-31')).toEqual({ start: '2026-02-28', end: '2026-03-30' });
    expect(isStatementDay({ statement_day: 31 }, '2026-02-28')).toBe(true);
    expect(isStatementDay({ statement_day: 5 }, '2026-02-28')).toBe(false);
    expect(dueDate({ type: 1, days: 30, month_day: 1, day_before: 0, statement_day: 1 }, '2026-12-01')).toBe('2026-12-31');
    expect(dueDate({ type: 2, days: 0, month_day: 31, day_before: 3, statement_day: 1 }, '2026-01-15')).toBe('2026-02-25');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('statements', () => {
  it('by hand: the period’s delivered orders less refunds, sent, confirmed by a contact, settled (orders paid); an order is on one statement', async () => {
    const a = await deliveredOrder(f.periodCustomer, f.periodAddress, 10);
    const b = await deliveredOrder(f.periodCustomer, f.periodAddress, 4);
    const refund = await f.ok<RefundDetail>('POST', '/oms/order_refund', { order_id: a.id, type: 1, reason: '少送', lines: [{ order_item_id: a.items[0].id, qty: 2 }] });
    await f.ok('PUT', `/oms/order_refund/${refund.id}/audit`, {});
    const start = addDays(today(), -30);
    const made = await f.ok<StatementDetail>('POST', '/oms/statement', { customer_id: f.periodCustomer, start_date: start, end_date: today() });
    expect(made.number).toMatch(/^ST\d{8}-\d{4}$/);
    expect(made).toMatchObject({ status: 1, source: 1, order_count: 2, refund_count: 1, order_amount: '35.00', refund_amount: '5.00', total_amount: '30.00', customer_name: '账期客户' });
    expect(made.due_date).toBe(addDays(today(), 30));
    expect(made.items.map((i) => [i.kind, i.number, i.amount])).toEqual([
      [1, a.number, '25.00'],
      [1, b.number, '10.00'],
      [2, refund.number, '5.00'],
    ]);
    // the same period again: 409; another period with nothing left: 409; the draft deleted frees them
    expect((await f.call('POST', '/oms/statement', { body: { customer_id: f.periodCustomer, start_date: start, end_date: today() } })).code).toBe(409);
    expect((await f.call('POST', '/oms/statement', { body: { customer_id: f.periodCustomer, start_date: addDays(start, 1), end_date: today() } })).code).toBe(409);
    expect((await f.call('DELETE', `/oms/statement/${made.id}`)).code).toBe(200);
    const again = await f.ok<StatementDetail>('POST', '/oms/statement', { customer_id: f.periodCustomer, start_date: addDays(start, 1), end_date: today() });
    expect(again.order_count).toBe(2);

    expect((await act(again.id, 'confirm', { customer_user_id: 1 })).code).toBe(409);
    expect((await act(again.id, 'send')).data).toEqual({ id: again.id, status: 2 });
    expect((await act(again.id, 'send')).code).toBe(409);
    expect((await f.call('DELETE', `/oms/statement/${again.id}`)).code).toBe(409);
    const contacts = await f.ok<{ list: Array<{ id: number; name: string }> }>('GET', `/crm/customer/${f.periodCustomer}/users`);
    const others = await f.ok<{ list: Array<{ id: number }> }>('GET', `/crm/customer/${f.customer}/users`);
    const wrong = await f.call<{ errors: Array<{ field: string }> }>('PUT', `/oms/statement/${again.id}/confirm`, { body: { customer_user_id: others.list[0].id } });
    expect(wrong.code).toBe(422);
    expect(wrong.data.errors[0].field).toBe('customer_user_id');
    expect((await act(again.id, 'confirm', { customer_user_id: contacts.list[0].id })).data.status).toBe(3);
    expect((await f.ok<StatementDetail>('GET', `/oms/statement/${again.id}`)).confirmed_user_name).toBe(contacts.list[0].name);
    // settling by hand needs the total received first (README "Payment state"); a receipt note's audit pays it in full
    const refused = await act(again.id, 'settle', { remark: 'RN-TEST' });
    expect([refused.code, refused.data]).toEqual([409, { total: '30.00', received: '0.00', open: '30.00' }]);
    await inTenant((tx) => statementSettlementSource.apply(f.ctx(tx), again.id, 3000, { id: 1, no: 'RN-TEST' }));
    expect((await act(again.id, 'settle')).code).toBe(409);
    expect((await detailOf(a.id)).pay_status).toBe(2);
    const d = await f.ok<StatementDetail>('GET', `/oms/statement/${again.id}`);
    expect(d.logs.map((l) => [l.action, l.to_status])).toEqual([
      ['create', 1],
      ['send', 2],
      ['confirm', 3],
      ['receipt', 3],
      ['settle', 4],
    ]);
    const list = await f.ok<StatementList>('GET', `/oms/statements?status=4&keyword=${d.number}`);
    expect(list.list.map((s) => s.id)).toEqual([d.id]);
    expect(list.counts['4']).toBe(1);
  });

  it('refuses customers without an account period, bad dates, other tenants and callers without the permission', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ customer_id: f.customer, start_date: '2026-01-01', end_date: '2026-01-31' }, 'customer_id'],
      [{ customer_id: 999999, start_date: '2026-01-01', end_date: '2026-01-31' }, 'customer_id'],
      [{ customer_id: f.periodCustomer, start_date: '2026-01-31', end_date: '2026-01-01' }, 'end_date'],
      [{ customer_id: f.periodCustomer, start_date: '2026-01-01', end_date: '2026-02-30' }, 'end_date'],
      [{ customer_id: f.periodCustomer, start_date: '2026-01-01', end_date: addDays(today(), 2) }, 'end_date'],
    ];
    for (const [b, field] of cases) {
      const reply = await f.call<{ errors: Array<{ field: string }> }>('POST', '/oms/statement', { body: b });
      expect({ field, code: reply.code, got: reply.data.errors?.[0]?.field }).toEqual({ field, code: 422, got: field });
    }
    for (const [method, url] of [
      ['POST', '/oms/statement'],
      ['DELETE', '/oms/statement/1'],
      ['PUT', '/oms/statement/1/send'],
      ['PUT', '/oms/statement/1/confirm'],
      ['PUT', '/oms/statement/1/settle'],
    ] as const) {
      expect({ url, code: (await f.call(method, url, { who: 'rep', body: {} })).code }).toEqual({ url, code: 402 });
    }
    expect((await f.call('GET', '/oms/statements', { who: 'rep' })).code).toBe(401);
    const [mine] = (await f.ok<StatementList>('GET', '/oms/statements')).list;
    const other = await t.tenant({});
    expect((await t.call('GET', `/oms/statement/${mine.id}`, { token: other.tokens.admin })).code).toBe(404);
    expect((await t.call('PUT', `/oms/statement/${mine.id}/send`, { token: other.tokens.admin, body: {} })).code).toBe(404);
    const exported = await f.call<{ id: number }>('GET', '/oms/statements/export');
    expect(exported.code).toBe(200);
  });

  it('the scheduled rule makes one statement per customer and period on the statement day; running it twice makes no second', async () => {
    const tomorrow = addDays(today(), 1);
    const day = Number(tomorrow.slice(8, 10));
    const period = await f.ok<{ id: number }>('POST', '/crm/customer_account_period', { name: `日结${randomBytes(2).toString('hex')}`, type: 1, days: 7, statement_day: day });
    const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const customer = (await f.ok<{ id: number }>('POST', '/crm/customer', { name: '定时对账客户', phone, sales_type: 1, sales_id: f.tenant.staff.rep, contact_name: '赵会计' })).id;
    await f.ok('PUT', `/crm/customer/${customer}/payment_day`, { is_open_payment_day: 1, contract_begin_time: '2020-01-01', contract_end_time: '2099-12-31', account_period_id: period.id, payment_amount: 1000 });
    const [area] = await withSystem(t.app.database.db, (tx) => queryRows<{ id: number }>(tx, sql`SELECT id FROM areas WHERE level = 1 ORDER BY id LIMIT 1`));
    const address = (await f.ok<{ id: number }>('POST', '/crm/address', { customer_id: customer, contact_name: '赵', contact_phone: '13912345678', province_id: area.id, address: '一号路', is_default: 1 })).id;
    await deliveredOrder(customer, address, 6);

    const now = new Date(`${tomorrow}T02:00:00.000Z`); // 10:00 in Shanghai
    const first = await runStatements({ db: t.app.database.db, now });
    expect(first.made).toBeGreaterThanOrEqual(1);
    const rows = () => inTenant((tx) => queryRows<{ source: number; start_date: string; end_date: string; order_amount: string; due_date: string }>(tx, sql`SELECT source, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, order_amount::text, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM oms_statements WHERE customer_id = ${customer}`));
    const expected = periodEndingBefore({ statement_day: day }, tomorrow);
    expect(await rows()).toEqual([{ source: 2, start_date: expected.start, end_date: expected.end, order_amount: '15.00', due_date: addDays(tomorrow, 7) }]);
    await runStatements({ db: t.app.database.db, now });
    await Promise.all([runStatements({ db: t.app.database.db, now }), runStatements({ db: t.app.database.db, now })]);
    expect(await rows()).toHaveLength(1);
    // a day that is not the statement day makes nothing
    await runStatements({ db: t.app.database.db, now: new Date(now.getTime() + 86_400_000) });
    expect(await rows()).toHaveLength(1);
  });
});
