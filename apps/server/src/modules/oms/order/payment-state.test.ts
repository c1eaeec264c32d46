import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@tradewind/contract/common/money';
import type { CreateOrderResult } from '@tradewind/contract/oms/order.schema';
import type { RefundDetail } from '@tradewind/contract/oms/order-refund.schema';
import type { StatementDetail, StatementList } from '@tradewind/contract/oms/statement.schema';
import { queryRows } from '@/core/db/database';
import { AppError } from '@/core/http/errors';
import { checkMoneyLedger, CustomerAccountHistoryType, postCustomerAccount } from '@/modules/fms';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp } from '@/test/test-app';
import { markOrderDeliveryFailed } from '../index';
import { deliveredOrders } from '@/test/fixtures/oms/refund-test-fixture';
import { statementSettlementSource as statements } from '../statement/statement-settlement-source';
import { addDays } from '../statement/statement-period';
import { orderSettlementSource as orders } from './order-settlement-source';
import { orderBody, orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';

/** Orders and statements as what receipt notes pay (README "Payment state"): the two settlement sources called directly, as fms calls them. */
const t = useTestApp();
let f: OrderFixture;

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods);
});

const { inTenant, detailOf, deliveredOrder } = deliveredOrders(t, () => f);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const create = async (overrides: Record<string, unknown> = {}, audit = true) => {
  const made = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f, overrides), 'manager');
  if (audit) await f.ok('PUT', `/oms/order/${made.id}/audit`, {}, 'manager');
  return detailOf(made.id);
};
/** 4 × 2.50 of SKU 1, no fees: 10.00 */
const plain = (overrides: Record<string, unknown> = {}) => ({ items: [{ sku_id: f.goods.skuIds[1], qty: 4 }], freight_amount: 0, carry_fee: 0, coupon_amount: 0, activity_amount: 0, ...overrides });
const period = (overrides: Record<string, unknown> = {}) => plain({ customer_id: f.periodCustomer, customer_user_id: null, address_id: f.periodAddress, pay_type: 2, ...overrides });
const read = async (id: number) => (await inTenant((tx) => orders.read(f.ctx(tx), [id]))).get(id)!;
const apply = (source: typeof orders, id: number, cents: number, no = 'RN-T') => inTenant((tx) => source.apply(f.ctx(tx), id, cents, { id: 1, no }));
const refusalOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (e) {
    return e instanceof AppError ? [e.code, e.message] : String(e);
  }
};
const account = (customerId: number) =>
  inTenant(async (tx) => (await queryRows<{ balance: string }>(tx, sql`SELECT balance::text FROM fms_customer_accounts WHERE customer_id = ${customerId}`))[0]?.balance ?? '0.00');

describe('the order as a settlement target', () => {
  it('is due its total until delivered, then its delivered amount less refunds; refuses what may not be paid', async () => {
    const pending = await create(plain(), false);
    expect(await read(pending.id)).toMatchObject({ no: pending.number, customerId: f.customer, open: 1000, receivable: false, refusal: 'oms.receipt_order_not_audited', dueAmount: '10.00', paidAmount: '0.00', stateName: '未支付', date: today() });
    const audited = await create(plain({ pay_type: 4 }));
    expect(await read(audited.id)).toMatchObject({ open: 1000, receivable: false, refusal: null });
    const cancelled = await create(plain());
    await f.ok('PUT', `/oms/order/${cancelled.id}/cancel`, { remark: '不要了' }, 'manager');
    expect((await read(cancelled.id)).refusal).toBe('oms.receipt_order_cancelled');
    await inTenant((tx) => postCustomerAccount(tx, { customerId: f.customer, field: 'balance', amount: '100', type: CustomerAccountHistoryType.prepay, staffId: null }));
    const balance = await create(plain({ pay_type: 3 }));
    expect(await read(balance.id)).toMatchObject({ open: 0, refusal: 'oms.receipt_order_balance_paid' });
    const periodAudited = await create(period());
    expect(await read(periodAudited.id)).toMatchObject({ open: 1000, receivable: true, refusal: 'oms.receipt_order_not_delivered' });

    // delivered: the delivered amount, less what a refund already credited
    const delivered = await deliveredOrder(period());
    expect(await read(delivered.id)).toMatchObject({ open: 1000, receivable: true, refusal: null });
    const refund = await f.ok<RefundDetail>('POST', '/oms/order_refund', { order_id: delivered.id, type: 1, reason: '少送', lines: [{ order_item_id: delivered.items[0].id, qty: 1 }] });
    await f.ok('PUT', `/oms/order_refund/${refund.id}/audit`, {});
    expect((await read(delivered.id)).open).toBe(1000); // audited, not yet credited
    await f.ok('PUT', `/oms/order_refund/${refund.id}/refund`, {});
    expect((await read(delivered.id)).open).toBe(750);
    // once on a statement it is paid through the statement
    await f.ok<StatementDetail>('POST', '/oms/statement', { customer_id: f.periodCustomer, start_date: addDays(today(), -30), end_date: today() });
    expect((await read(delivered.id)).refusal).toBe('oms.receipt_order_on_statement');

    // apply refuses the refused and more than is open, changing nothing
    expect(await refusalOf(apply(orders, pending.id, 100))).toEqual([409, 'oms.receipt_order_not_audited']);
    expect(await refusalOf(apply(orders, audited.id, 1001))).toEqual([409, 'oms.receipt_over_open']);
    expect(await refusalOf(apply(orders, 999999, 1))).toEqual([404, 'oms.order_not_found']);
    expect((await detailOf(audited.id)).paid_amount).toBe('0.00');
  });

  it('apply: partly paid, then paid; each receipt in the order’s log; openFor lists the customer’s payable ones newest first', async () => {
    const a = await create(plain());
    const b = await create(plain({ pay_type: 4 }));
    await create(plain(), false); // pending audit: not offered
    const open = await inTenant((tx) => orders.openFor(f.ctx(tx), f.customer, 50));
    expect(open.slice(0, 2).map((o) => o.id)).toEqual([b.id, a.id]);
    expect(open.every((o) => o.refusal === null && o.open > 0 && o.customerId === f.customer)).toBe(true);
    expect(await inTenant((tx) => orders.openFor(f.ctx(tx), f.customer, 1))).toHaveLength(1);

    await apply(orders, a.id, 400, 'RN-A1');
    expect(await detailOf(a.id)).toMatchObject({ paid_amount: '4.00', pay_status: 1 });
    expect(await read(a.id)).toMatchObject({ open: 600, paidAmount: '4.00', stateName: '部分支付' });
    await apply(orders, a.id, 600, 'RN-A2');
    const paid = await detailOf(a.id);
    expect(paid).toMatchObject({ paid_amount: '10.00', pay_status: 2 });
    expect(paid.logs.filter((l) => l.action === 'receipt').map((l) => l.remark)).toEqual(['RN-A1 4.00', 'RN-A2 6.00']);
    expect((await inTenant((tx) => orders.openFor(f.ctx(tx), f.customer, 50))).map((o) => o.id)).not.toContain(a.id);
    expect(await refusalOf(apply(orders, a.id, 1))).toEqual([409, 'oms.receipt_over_open']);
    expect(paid).toMatchObject({ open_amount: '0.00', payable: false, receipts: [] });
    expect(await detailOf(b.id)).toMatchObject({ open_amount: '10.00', payable: true });
  });

  it('the detail lists the receipt note items that name it (pending ones too)', async () => {
    const a = await create(plain());
    const note = await inTenant(async (tx) => {
      const [n] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO fms_receipt_notes (tenant_id, number, store_id, customer_id, amount, allocated_amount, receipt_date) VALUES (${f.tenant.tenantId}, 'RN-PENDING', ${f.tenant.stores.a}, ${f.customer}, 3, 3, '2026-11-20') RETURNING id`,
      );
      await tx.execute(sql`INSERT INTO fms_receipt_note_items (tenant_id, note_id, target_type, target_id, target_no, amount) VALUES (${f.tenant.tenantId}, ${n.id}, 'order', ${a.id}, ${a.number}, 3)`);
      return n.id;
    });
    expect((await detailOf(a.id)).receipts).toEqual([{ note_id: note, number: 'RN-PENDING', amount: '3.00', status: 0, receipt_date: '2026-11-20' }]);
    await inTenant((tx) => tx.execute(sql`DELETE FROM fms_receipt_notes WHERE id = ${note}`));
  });

  it('lock: in ascending id order whatever the order asked, missing ids left out; two audits over the same orders in opposite order both finish', async () => {
    const a = await create(plain());
    const b = await create(plain());
    const locked = await inTenant((tx) => orders.lock(tx, [b.id, 999999, a.id, b.id]));
    expect([...locked.keys()]).toEqual([a.id, b.id]);
    expect(locked.get(a.id)).toMatchObject({ id: a.id, no: a.number, open: 1000, refusal: null, receivable: false });
    const audit = (ids: number[]) =>
      inTenant(async (tx) => {
        const got = await orders.lock(tx, ids);
        for (const id of got.keys()) await orders.apply(f.ctx(tx), id, 100, { id: 1, no: 'RN-L' });
      });
    await Promise.all([audit([a.id, b.id]), audit([b.id, a.id]), audit([a.id, b.id])]);
    expect((await detailOf(a.id)).paid_amount).toBe('3.00');
    expect((await detailOf(b.id)).paid_amount).toBe('3.00');
  });

  it('a cancelled or failed order gives what receipt notes paid back to the balance', async () => {
    const before = Number(await account(f.customer));
    const a = await create(plain());
    await apply(orders, a.id, 700);
    await f.ok('PUT', `/oms/order/${a.id}/cancel`, { remark: '客户取消' }, 'manager');
    expect(await detailOf(a.id)).toMatchObject({ status: 0, paid_amount: '0.00', pay_status: 0 });
    expect(Number(await account(f.customer))).toBeCloseTo(before + 7, 2);

    const shipped = await deliveredOrder(plain({ pay_type: 4 }), false);
    await apply(orders, shipped.id, 1000);
    await inTenant((tx) => markOrderDeliveryFailed(f.ctx(tx), shipped.id, { reason: '拒收' }));
    expect(await detailOf(shipped.id)).toMatchObject({ status: 0, paid_amount: '0.00', pay_status: 0 });
    expect(Number(await account(f.customer))).toBeCloseTo(before + 17, 2);
    const history = await inTenant((tx) =>
      queryRows<{ doc_id: number; amount: string; remark: string | null }>(
        tx,
        sql`SELECT doc_id, amount::text, remark FROM fms_balance_histories WHERE type = ${CustomerAccountHistoryType.orderCancel} AND doc_id IN (${a.id}, ${shipped.id}) ORDER BY id`,
      ),
    );
    // each row carries the order's remark and the cancellation's (or the failed delivery's reason)
    expect(history.map((h) => [h.doc_id, Number(h.amount), h.remark])).toEqual([
      [a.id, 7, '后门卸货 · 客户取消'],
      [shipped.id, 10, '后门卸货 · 拒收'],
    ]);
  });
});

describe('an order paid before delivery and delivered short', () => {
  it('keeps what was delivered as paid; the excess goes back to the balance (type 9), a smaller payment stays as it is', async () => {
    const quarter = (k: number) => (base: string) => ((Number(base) * k) / 4).toFixed(3);
    await inTenant((tx) => postCustomerAccount(tx, { customerId: f.customer, field: 'balance', amount: '100', type: CustomerAccountHistoryType.prepay, staffId: null }));
    const before = toCents(await account(f.customer));

    // balance order: 10.00 taken at audit, 3 of 4 delivered → 7.50 paid, 2.50 back
    const balance = await deliveredOrder(plain({ pay_type: 3 }), true, quarter(3));
    expect(await detailOf(balance.id)).toMatchObject({ status: 6, delivered_amount: '7.50', paid_amount: '7.50', pay_status: 2 });
    expect(toCents(await account(f.customer))).toBe(before - 750);

    // cash on delivery paid 7.00 in advance, 2 of 4 delivered (5.00) → 5.00 paid, 2.00 back
    const advance = await deliveredOrder(plain(), false, quarter(2));
    await apply(orders, advance.id, 700);
    await f.ok('PUT', `/oms/order/${advance.id}/deliver`, {}, 'manager');
    expect(await detailOf(advance.id)).toMatchObject({ delivered_amount: '5.00', paid_amount: '5.00', pay_status: 2 });
    expect((await read(advance.id)).open).toBe(0);

    // paid 3.00 of what becomes 7.50: nothing back, still partly paid with 4.50 open
    const less = await deliveredOrder(plain(), false, quarter(3));
    await apply(orders, less.id, 300);
    await f.ok('PUT', `/oms/order/${less.id}/deliver`, {}, 'manager');
    expect(await detailOf(less.id)).toMatchObject({ delivered_amount: '7.50', paid_amount: '3.00', pay_status: 1 });
    expect((await read(less.id)).open).toBe(450);

    expect(toCents(await account(f.customer))).toBe(before - 750 + 200);
    const back = await inTenant((tx) =>
      queryRows<{ doc_id: number; amount: string }>(tx, sql`SELECT doc_id, amount::text FROM fms_balance_histories WHERE type = ${CustomerAccountHistoryType.orderShortDelivered} ORDER BY id`),
    );
    expect(back.map((h) => [h.doc_id, h.amount])).toEqual([
      [balance.id, '2.50'],
      [advance.id, '2.00'],
    ]);
    // the balance taken at audit carries the order's remark
    const taken = await inTenant((tx) =>
      queryRows<{ amount: string; remark: string | null }>(tx, sql`SELECT amount::text, remark FROM fms_balance_histories WHERE type = ${CustomerAccountHistoryType.orderBalancePay} AND doc_id = ${balance.id}::int`),
    );
    expect(taken).toEqual([{ amount: '-10.00', remark: '后门卸货' }]);
  });
});

describe('the statement as a settlement target', () => {
  it('payable once sent: partly received, then received in full and settled with its orders paid; orders paid on their own stay off statements', async () => {
    const x = await deliveredOrder(period({ items: [{ sku_id: f.goods.skuIds[1], qty: 8 }] }));
    const own = await deliveredOrder(period());
    await apply(orders, own.id, 100); // paid in part on its own: not on the statement
    const made = await f.ok<StatementDetail>('POST', '/oms/statement', { customer_id: f.periodCustomer, start_date: addDays(today(), -1), end_date: today() });
    expect(made.items.map((i) => i.order_id)).toEqual([x.id]);
    const readSt = async () => (await inTenant((tx) => statements.read(f.ctx(tx), [made.id]))).get(made.id)!;
    expect(await readSt()).toMatchObject({ no: made.number, open: 2000, receivable: true, refusal: 'oms.receipt_statement_draft', dueAmount: '20.00', paidAmount: '0.00', stateName: '草稿', date: today() });
    expect(await refusalOf(apply(statements, made.id, 100))).toEqual([409, 'oms.receipt_statement_draft']);
    await f.ok('PUT', `/oms/statement/${made.id}/send`, {});
    expect((await inTenant((tx) => statements.openFor(f.ctx(tx), f.periodCustomer, 10))).map((s) => s.id)).toContain(made.id);
    expect([...(await inTenant((tx) => statements.lock(tx, [made.id, 999999]))).keys()]).toEqual([made.id]);

    await apply(statements, made.id, 500, 'RN-S1');
    expect(await readSt()).toMatchObject({ open: 1500, paidAmount: '5.00', stateName: '已发送', refusal: null });
    expect(await f.ok<StatementDetail>('GET', `/oms/statement/${made.id}`)).toMatchObject({ received_amount: '5.00', open_amount: '15.00', payable: true, receipts: [] });
    expect((await f.ok<StatementList>('GET', `/oms/statements?keyword=${made.number}`)).list[0]).toMatchObject({ received_amount: '5.00', open_amount: '15.00' });
    expect((await f.call('PUT', `/oms/statement/${made.id}/settle`, { body: {} })).code).toBe(409);
    expect(await refusalOf(apply(statements, made.id, 1501))).toEqual([409, 'oms.receipt_over_open']);
    await apply(statements, made.id, 1500, 'RN-S2');
    expect(await readSt()).toMatchObject({ open: 0, refusal: 'oms.receipt_statement_settled', stateName: '已结算' });
    const settled = await f.ok<StatementDetail>('GET', `/oms/statement/${made.id}`);
    expect(settled).toMatchObject({ status: 4, settle_remark: 'RN-S2' });
    expect(settled.logs.map((l) => [l.action, l.remark])).toEqual([
      ['create', null],
      ['send', null],
      ['receipt', 'RN-S1 5.00'],
      ['receipt', 'RN-S2 15.00'],
      ['settle', 'RN-S2'],
    ]);
    expect(await detailOf(x.id)).toMatchObject({ pay_status: 2, paid_amount: '20.00' });
    expect((await inTenant((tx) => statements.openFor(f.ctx(tx), f.periodCustomer, 10))).map((s) => s.id)).not.toContain(made.id);
  });

  it('leaves the money ledger clean', async () => {
    expect(await inTenant((tx) => checkMoneyLedger(tx, f.tenant.tenantId))).toEqual([]);
  });
});
