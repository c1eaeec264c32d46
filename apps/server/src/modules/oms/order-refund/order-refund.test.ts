import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@tradewind/contract/oms/order.schema';
import type { RefundDetail, RefundList, Refundable } from '@tradewind/contract/oms/order-refund.schema';
import { queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp } from '@/test/test-app';
import { orderFixture, type OrderFixture, type Who } from '@/test/fixtures/oms/order-test-fixture';
import { deliveredOrders } from '@/test/fixtures/oms/refund-test-fixture';
import { uploadTestImage } from '@/test/test-uploads';

/** Order refunds over real orders (made, audited, shipped through the sale order source, delivered through the API). */
const t = useTestApp();
let f: OrderFixture;
/** a photo of the damage: one of the tenant's uploads */
let PHOTO: string;

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods);
  PHOTO = await uploadTestImage(t, f.tenant.tokens.admin);
});

const { inTenant, detailOf, deliveredOrder } = deliveredOrders(t, () => f);
const refundOf = (id: number) => f.ok<RefundDetail>('GET', `/oms/order_refund/${id}`);
const act = (id: number, action: string, body: Record<string, unknown> = {}, who: Who = 'admin') => f.call<{ id: number; status: number }>('PUT', `/oms/order_refund/${id}/${action}`, { body, who });
const account = (customerId: number) =>
  inTenant(async (tx) => (await queryRows<{ balance: string; need_pay: string }>(tx, sql`SELECT balance::text, need_pay::text FROM fms_customer_accounts WHERE customer_id = ${customerId}`))[0] ?? { balance: '0.00', need_pay: '0.00' });

const body = (order: OrderDetail, lines: Array<[number, number | string]>, extra: Record<string, unknown> = {}) => ({
  order_id: order.id,
  type: 2,
  reason: '包装破损',
  photos: [PHOTO],
  lines: lines.map(([i, qty]) => ({ order_item_id: order.items[i].id, qty })),
  ...extra,
});

describe('order refunds', () => {
  it('return and refund: two boxes audited, received into stock through a customer-return entry, refunded to the balance; the order shows it', async () => {
    const order = await deliveredOrder();
    expect(order.status).toBe(6);
    const refundable = await f.ok<Refundable>('GET', `/oms/order_refund/refundable?order_id=${order.id}`);
    expect(refundable.lines.map((l) => [l.delivered_qty, l.refundable_qty, l.price])).toEqual([
      ['3.000', '3.000', '120.00'],
      ['7.000', '7.000', '2.50'],
    ]);
    const made = await f.ok<RefundDetail>('POST', '/oms/order_refund', body(order, [[0, 2]], { remark: '司机带回' }));
    expect(made).toMatchObject({ status: 1, type: 2, goods_amount: '240.00', refund_amount: '240.00', order_number: order.number, customer_name: '海鲜酒楼', line_count: 1 });
    expect(made.number).toMatch(/^RF\d{8}-\d{4}$/);
    expect(made.lines[0]).toMatchObject({ qty: '2.000', base_qty: '24.000', price: '120.00', amount: '240.00' });
    // what the other refunds take is counted at once: a second refund of 2 boxes is refused (only 1 left),
    // the message naming the 1 the form shows as refundable; nothing is saved
    const { sku_code: sku, unit_name: unit } = refundable.lines[0];
    const refundsOfOrder = () => inTenant(async (tx) => (await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM oms_order_refunds WHERE order_id = ${order.id}`))[0].n);
    const over = await f.call<{ errors: Array<{ field: string; message: string }> }>('POST', '/oms/order_refund', { body: body(order, [[0, 2]]) });
    expect(over).toMatchObject({ code: 422, message: `${sku} 最多可退 1${unit}`, data: { errors: [{ field: 'lines.0.qty', message: `${sku} 最多可退 1${unit}` }] } });
    const overEn = await t.call('POST', '/oms/order_refund', { ...f.as('admin'), headers: { 'accept-language': 'en-US' }, body: body(order, [[0, 2]]) });
    expect(overEn.message).toBe(`At most 1 ${unit} of ${sku} may be refunded`);
    expect(await refundsOfOrder()).toBe(1);
    expect((await f.ok<Refundable>('GET', `/oms/order_refund/refundable?order_id=${order.id}`)).lines[0].refundable_qty).toBe('1.000');

    const before = await f.stockOf(f.goods.skuIds[0], f.w1);
    const balanceBefore = await account(f.customer);
    expect((await act(made.id, 'refund')).code).toBe(409); // not audited yet
    expect((await act(made.id, 'audit')).data).toEqual({ id: made.id, status: 2 });
    expect((await act(made.id, 'audit')).code).toBe(409);
    expect((await act(made.id, 'refund')).code).toBe(409); // goods not received yet
    expect((await detailOf(order.id)).items[0].refunded_base_qty).toBe('24.000');
    expect((await act(made.id, 'receive', { warehouse_id: f.w1 })).data).toEqual({ id: made.id, status: 3 });
    expect(await f.stockOf(f.goods.skuIds[0], f.w1)).toMatchObject({ on_hand: before.on_hand + 24 });
    const received = await refundOf(made.id);
    expect(received.entry_no).toMatch(/^WE\d{8}-\d{4}$/);
    const entry = await f.ok<{ type: number; status: number; lines: Array<{ base_qty: string }> }>('GET', `/wms/warehousing_entry/${received.entry_id}`);
    expect(entry).toMatchObject({ type: 2, status: 1 });
    expect((await act(made.id, 'refund')).data).toEqual({ id: made.id, status: 4 });
    const after = await account(f.customer);
    expect(Number(after.balance) - Number(balanceBefore.balance)).toBeCloseTo(240, 2);
    expect(await refundOf(made.id)).toMatchObject({ credited_balance: '240.00', credited_need_pay: '0.00' });
    const o = await detailOf(order.id);
    expect(o.refunded_amount).toBe('240.00');
    const logs = (await refundOf(made.id)).logs.map((l) => [l.action, l.from_status, l.to_status]);
    expect(logs).toEqual([
      ['create', null, 1],
      ['audit', 1, 2],
      ['receive', 2, 3],
      ['refund', 3, 4],
    ]);
    const history = await inTenant((tx) =>
      queryRows<{ type: number; amount: string; doc_no: string; remark: string | null }>(tx, sql`SELECT type, amount::text, doc_no, remark FROM fms_balance_histories WHERE doc_type = 'order_refund' AND doc_id = ${made.id}`),
    );
    // the row names the order it refunds and carries the refund's remark
    expect(history).toEqual([{ type: 5, amount: '240.00', doc_no: made.number, remark: `${order.number} · 司机带回` }]);
  });

  it('refund only goes 2 → 4; an account-period customer’s receivable is reduced first, never below 0, the rest to the balance', async () => {
    const order = await deliveredOrder({ customer_id: f.periodCustomer, customer_user_id: null, address_id: f.periodAddress, pay_type: 2, items: [{ sku_id: f.goods.skuIds[1], qty: 4 }] });
    const needPay = await account(f.periodCustomer);
    expect(needPay.need_pay).toBe(order.delivered_amount);
    // the receivable is 14.50 (10.00 + fees − discounts); refund 4 × 2.50 = 10.00, all from need_pay
    const r = await f.ok<RefundDetail>('POST', '/oms/order_refund', body(order, [[0, 4]], { type: 1 }));
    expect((await act(r.id, 'receive')).code).toBe(409);
    await act(r.id, 'audit');
    expect((await act(r.id, 'refund')).data.status).toBe(4);
    expect(await refundOf(r.id)).toMatchObject({ credited_need_pay: '10.00', credited_balance: '0.00' });
    const mid = await account(f.periodCustomer);
    expect(mid.need_pay).toBe('4.50');
    // a second order: 5 of SKU 1 (12.50) delivered → need_pay 4.50 + 20.00; a refund of 20.00 on 4.50 + 20.00 … all need_pay again;
    // but once the receivable is below the refund, the rest goes to the balance
    await f.ok('POST', '/fms/customer_account/finance_adjust', { customer_id: f.periodCustomer, type: 'need_pay', amount: '-4.50', reason: '收款' });
    const second = await deliveredOrder({ customer_id: f.periodCustomer, customer_user_id: null, address_id: f.periodAddress, pay_type: 2, items: [{ sku_id: f.goods.skuIds[1], qty: 5 }], freight_amount: 0, carry_fee: 0, coupon_amount: 0, activity_amount: 0 });
    await f.ok('POST', '/fms/customer_account/finance_adjust', { customer_id: f.periodCustomer, type: 'need_pay', amount: '-10.00', reason: '收款' });
    const r2 = await f.ok<RefundDetail>('POST', '/oms/order_refund', body(second, [[0, 5]], { type: 1 }));
    await act(r2.id, 'audit');
    await act(r2.id, 'refund');
    expect(await refundOf(r2.id)).toMatchObject({ refund_amount: '12.50', credited_need_pay: '2.50', credited_balance: '10.00' });
    expect((await account(f.periodCustomer)).need_pay).toBe('0.00');
  });

  it('refuses an undelivered order, bad lines, quantities, decimals and amounts (422/409) and changes nothing', async () => {
    const shipping = await deliveredOrder({}, false);
    expect(shipping.status).toBe(5);
    const notDelivered = await f.call('POST', '/oms/order_refund', { body: body(shipping, [[0, 1]]) });
    expect(notDelivered.code).toBe(409);
    const order = await deliveredOrder();
    const cases: Array<[Record<string, unknown>, string]> = [
      [body(order, [[0, 4]]), 'lines.0.qty'],
      [body(order, [[0, '1.5']]), 'lines.0.qty'],
      [body(order, [[0, '1.0001']]), 'lines.0.qty'],
      [body(order, [[0, 0]]), 'lines.0.qty'],
      [body(order, [[0, -1]]), 'lines.0.qty'],
      [body(order, [[0, 1], [0, 1]]), 'lines.1.order_item_id'],
      [{ ...body(order, [[0, 1]]), lines: [{ order_item_id: 999999, qty: 1 }] }, 'lines.0.order_item_id'],
      [body(order, []), 'lines'],
      [body(order, [[0, 1]], { reason: '' }), 'reason'],
      [body(order, [[0, 1]], { type: 3 }), 'type'],
      [body(order, [[0, 1]], { refund_amount: '120.01' }), 'refund_amount'],
      [body(order, [[0, 1]], { refund_amount: '1.234' }), 'refund_amount'],
      [body(order, [[0, 1]], { refund_amount: '100.00' }), 'deduct_reason'],
      [{ ...body(order, [[0, 1]]), order_id: 999999 }, 'order_id'],
    ];
    for (const [b, field] of cases) {
      const reply = await f.call<{ errors: Array<{ field: string }> }>('POST', '/oms/order_refund', { body: b });
      expect({ field, code: reply.code }).toEqual({ field, code: 422 });
      expect(reply.data.errors[0].field).toBe(field);
    }
    // a lower amount with its reason is a deduction
    const lower = await f.ok<RefundDetail>('POST', '/oms/order_refund', body(order, [[0, 1]], { refund_amount: '100.00', deduct_reason: '拆箱损耗' }));
    expect(lower).toMatchObject({ goods_amount: '120.00', refund_amount: '100.00', deduct_reason: '拆箱损耗' });
    // edit while pending, then reject with a reason; a rejected refund frees its quantities
    const edited = await f.ok<RefundDetail>('PUT', '/oms/order_refund', { ...body(order, [[0, 3]], { type: 1 }), order_id: undefined, id: lower.id });
    expect(edited).toMatchObject({ type: 1, goods_amount: '360.00', refund_amount: '360.00', deduct_reason: null });
    expect((await act(lower.id, 'reject', { reason: '' })).code).toBe(422);
    expect((await act(lower.id, 'reject', { reason: '照片不清楚' })).data.status).toBe(0);
    expect((await f.call('PUT', '/oms/order_refund', { body: { ...body(order, [[0, 1]]), order_id: undefined, id: lower.id } })).code).toBe(409);
    expect((await f.call('DELETE', `/oms/order_refund/${lower.id}`)).code).toBe(409);
    const again = await f.ok<RefundDetail>('POST', '/oms/order_refund', body(order, [[0, 3]]));
    expect((await f.call('DELETE', `/oms/order_refund/${again.id}`)).code).toBe(200);
    expect((await f.call('GET', `/oms/order_refund/${again.id}`)).code).toBe(404);
    expect((await detailOf(order.id)).items[0].refunded_base_qty).toBe('0.000');
  });

  it('never exceeds what was delivered: creates counted under the order’s lock, audits at once add up exactly, an audit re-checks', async () => {
    const order = await deliveredOrder();
    // two creates at once for 2 of 3 boxes each: exactly one is made
    const creates = await Promise.all([0, 1].map(() => f.call<RefundDetail>('POST', '/oms/order_refund', { body: body(order, [[0, 2]]) })));
    expect(creates.map((c) => c.code).sort()).toEqual([200, 422]);
    const first = creates.find((c) => c.code === 200)!.data;
    const second = await f.ok<RefundDetail>('POST', '/oms/order_refund', body(order, [[0, 1]]));
    // two audits at once: both pass and the order's line counts both
    const audits = await Promise.all([first.id, second.id].map((id) => act(id, 'audit')));
    expect(audits.map((a) => a.code)).toEqual([200, 200]);
    expect((await detailOf(order.id)).items[0].refunded_base_qty).toBe('36.000');
    // a pending refund that would pass what was delivered (made past the form, e.g. by an older version) is refused at audit
    const third = await f.ok<RefundDetail>('POST', '/oms/order_refund', body(order, [[1, 7]]));
    await withSystem(t.app.database.db, (tx) => tx.execute(sql`UPDATE oms_order_items SET refunded_base_qty = 1 WHERE id = ${order.items[1].id}`));
    const refused = await act(third.id, 'audit');
    expect(refused.code).toBe(409);
    expect((await refundOf(third.id)).status).toBe(1);
    expect((await detailOf(order.id)).items[1].refunded_base_qty).toBe('1.000');
    await withSystem(t.app.database.db, (tx) => tx.execute(sql`UPDATE oms_order_items SET refunded_base_qty = 0 WHERE id = ${order.items[1].id}`));
    // racing audits of one refund: one passes, one 409
    const racing = await Promise.all([0, 1].map(() => act(third.id, 'audit')));
    expect(racing.map((a) => a.code).sort()).toEqual([200, 409]);
    expect((await detailOf(order.id)).items[1].refunded_base_qty).toBe('7.000');
  });

  it('lists with status counts and filters, checks permissions, and hides other stores’ and tenants’ refunds', async () => {
    const all = await f.ok<RefundList>('GET', '/oms/order_refunds?page_size=100');
    expect(all.pagination.total).toBeGreaterThan(3);
    expect(all.counts.all).toBe(all.pagination.total);
    const refunded = await f.ok<RefundList>('GET', '/oms/order_refunds?status=4');
    expect(refunded.list.every((r) => r.status === 4)).toBe(true);
    expect(refunded.pagination.total).toBe(all.counts['4']);
    const byNumber = await f.ok<RefundList>(`GET`, `/oms/order_refunds?keyword=${all.list[0].number}`);
    expect(byNumber.list.map((r) => r.id)).toEqual([all.list[0].id]);
    expect((await f.ok<RefundList>('GET', `/oms/order_refunds?customer_id=${f.periodCustomer}`)).list.every((r) => r.customer_id === f.periodCustomer)).toBe(true);
    expect((await f.call('GET', '/oms/order_refunds', { query: { start_date: '2026-02-02', end_date: '2026-02-01' } })).code).toBe(422);
    // store B sees none of store A's
    const storeB = await t.call<RefundList>('GET', '/oms/order_refunds', { ...f.as('admin', 'b') });
    expect(storeB.data.pagination.total).toBe(0);
    expect((await t.call('GET', `/oms/order_refund/${all.list[0].id}`, { ...f.as('admin', 'b') })).code).toBe(404);
    const id = all.list[0].id;
    for (const [method, url] of [
      ['GET', '/oms/order_refunds'],
      ['GET', `/oms/order_refund/${id}`],
      ['POST', '/oms/order_refund'],
      ['PUT', '/oms/order_refund'],
      ['DELETE', `/oms/order_refund/${id}`],
      ['PUT', `/oms/order_refund/${id}/audit`],
      ['PUT', `/oms/order_refund/${id}/reject`],
      ['PUT', `/oms/order_refund/${id}/receive`],
      ['PUT', `/oms/order_refund/${id}/refund`],
      ['GET', `/oms/order_refund/refundable`],
    ] as const) {
      // reading without the permission is 401 (no view permission), acting 402
      expect({ url, method, code: (await f.call(method, url, { who: 'rep', body: {} })).code }).toEqual({ url, method, code: method === 'GET' && !url.endsWith('refundable') ? 401 : 402 });
    }
    const other = await t.tenant({});
    const reply = await t.call('GET', `/oms/order_refund/${id}`, { token: other.tokens.admin });
    expect(reply.code).toBe(404);
    expect((await t.call('PUT', `/oms/order_refund/${id}/audit`, { token: other.tokens.admin, body: {} })).code).toBe(404);
  });
});
