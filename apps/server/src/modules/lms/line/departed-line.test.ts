import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LineDetail } from '@tradewind/contract/lms/line.schema';
import type { LogisticsOrderDetail, SignInResult } from '@tradewind/contract/lms/logistics.schema';
import type { OrderDetail } from '@tradewind/contract/oms/order.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { markOrderDelivered, markOrderDeliveryFailed } from '@/modules/oms';
import { useTestApp } from '@/test/test-app';
import { logisticsFixture, type LogisticsFixture } from '@/test/fixtures/lms/logistics-test-fixture';
import { uploadTestImage } from '@/test/test-uploads';

/**
 * A line always finishes (lms README): an order closed by any path closes its waiting logistics orders; a
 * closed one is never routed; a departed line's stuck stop is signed for, taken off or moved, or the line
 * closed by hand, and its crew is paid; a collection that differs from the amount to collect says why.
 */
const t = useTestApp();
let f: LogisticsFixture;
/** a delivery photo: one of the tenant's uploads */
let PHOTO: string;
const signIn = (body: Record<string, unknown>) => f.call<SignInResult>('POST', '/lms/sign_in', { body });
const loOf = (id: number) => f.ok<LogisticsOrderDetail>('GET', `/lms/logistics_order/${id}`);
const fieldsOf = (reply: { data: unknown }) => (reply.data as { errors: Array<{ field: string }> }).errors.map((e) => e.field);
/** what happens outside the API: the demo seed and a failed delivery call oms directly */
const asAdmin = <T>(fn: (ctx: ReturnType<LogisticsFixture['ctx']>) => Promise<T>) => f.inTenant((tx) => fn(f.ctx(tx)));

beforeAll(async () => {
  f = await logisticsFixture(t);
  PHOTO = await uploadTestImage(t, f.tenant.tokens.admin);
  await f.inTenant((tx) => tx.execute(sql`INSERT INTO lms_settings (tenant_id, delivery_earning_basis, driver_rate, helper_rate) VALUES (${f.tenant.tenantId}, 1, 5.00, 3.00)`));
});

describe('an order closed by any path', () => {
  it('closes its waiting logistics order (delivered by hand, by the seed, completed, a failed delivery) and such an order is never routed', async () => {
    const orders = [];
    for (let n = 0; n < 6; n += 1) orders.push(await f.auditedOrder());
    const [byHand, bySeed, legacy, failed, other, done] = orders;
    await f.ship(orders);
    const [a, b, c, d, e, g] = await Promise.all(orders.map((o) => f.logisticsOrderOf(o)));
    expect([a, b, c, d, e, g].map((lo) => lo.status)).toEqual([0, 0, 0, 0, 0, 0]);

    // delivered by hand on the order page
    expect((await f.call('PUT', `/oms/order/${byHand}/deliver`, { body: { remark: '客户自提' }, who: 'manager' })).code).toBe(200);
    expect(await loOf(a.id)).toMatchObject({ status: 3 });
    expect((await loOf(a.id)).logs.at(-1)).toMatchObject({ action: 'deliver_by_hand', remark: '客户自提', to_status: 3 });
    // delivered through oms directly, as the demo seed does
    await asAdmin((ctx) => markOrderDelivered(ctx, bySeed, { remark: '司机已送达，客户签收' }));
    expect((await loOf(b.id)).status).toBe(3);
    // orders delivered before this rule, still waiting: not routable; migration 0042 closes them, completing one closes it
    await f.inTenant((tx) => tx.execute(sql`UPDATE oms_orders SET status = 6 WHERE id = ANY(${`{${legacy},${done}}`}::int[])`));
    const waiting = await f.ok<{ list: Array<{ logistics_order_id: number }> }>('GET', `/lms/line/waiting_orders?date=${(await loOf(c.id)).delivery_date}`);
    expect(waiting.list.map((w) => w.logistics_order_id)).toContain(e.id);
    expect(waiting.list.map((w) => w.logistics_order_id)).not.toContain(c.id);
    const planned = await f.departLine([e.id], 1);
    const refused = await f.call('POST', `/lms/line/${planned.lineId}/stops`, { body: { logistics_order_ids: [c.id] } });
    expect(refused.code).toBe(409);
    expect(refused.message).toContain((await loOf(c.id)).number);
    expect((await f.call('PUT', `/oms/order/${done}/complete`, { body: {}, who: 'admin' })).code).toBe(200);
    expect((await loOf(g.id)).logs.map((l) => l.action)).toEqual(['create', 'deliver_by_hand']);
    const migration = readFileSync(new URL('../../../../migrations/0042_lms_sign_in_amount_reason.sql', import.meta.url), 'utf8');
    await f.inTenant((tx) => tx.execute(sql.raw(migration.slice(migration.indexOf('WITH stuck')))));
    expect(await loOf(c.id)).toMatchObject({ status: 3 });
    expect((await loOf(c.id)).logs.map((l) => [l.action, l.to_status])).toEqual([['create', 0], ['deliver_by_hand', 3]]);
    expect((await loOf(e.id)).status).toBe(1);
    // on a planned line when its order was delivered elsewhere: taken off, it closes instead of waiting for nothing
    await asAdmin((ctx) => markOrderDelivered(ctx, other, { remark: '客户自提' }));
    expect((await loOf(e.id)).status).toBe(1);
    await f.ok('PUT', `/lms/line/${planned.lineId}/remove_stop`, { logistics_order_id: e.id });
    expect((await loOf(e.id)).logs.slice(-2).map((l) => [l.action, l.to_status])).toEqual([['unplan', 0], ['deliver_by_hand', 3]]);
    // a failed delivery closes the unit: its waiting delivery closes as failed
    await asAdmin((ctx) => markOrderDeliveryFailed(ctx, failed, { reason: '客户取消' }));
    expect(await loOf(d.id)).toMatchObject({ status: 4, fail_reason: '客户取消' });
    expect((await loOf(d.id)).logs.map((l) => l.action)).toEqual(['create', 'close_cancelled']);
  });
});

describe('a departed line always finishes', () => {
  it('signs a stop whose order was delivered meanwhile, takes one off, closes the line by hand with the reason, and pays the crew', async () => {
    const [p, q, r] = [await f.auditedOrder(), await f.auditedOrder(), await f.auditedOrder()];
    await f.ship([p, q, r]);
    const [lp, lq, lr] = await Promise.all([p, q, r].map((o) => f.logisticsOrderOf(o)));
    const line = await f.departLine([lp.id, lq.id, lr.id]);
    // the order delivered by hand while out (the demo did this): the stop can no longer fail, but it can be signed
    await asAdmin((ctx) => markOrderDelivered(ctx, p, { remark: '已人工送达' }));
    const due = (await loOf(lp.id)).collect_amount;
    expect(Number(due)).toBeGreaterThan(1);
    const failed = await signIn({ stop_id: line.stopIds[0], result: 2, fail_reason: '拒收' });
    expect(failed.code).toBe(409);
    expect(failed.message).toContain('签收');

    // short cash: refused without the reason, stored with it
    const short = (Number(due) - 1).toFixed(2);
    const body = { stop_id: line.stopIds[0], result: 1, signer: '王老板', photos: [PHOTO], collected_amount: short };
    const noReason = await signIn(body);
    expect(noReason.code).toBe(422);
    expect(fieldsOf(noReason)).toEqual(['amount_reason']);
    expect(noReason.message).toContain(due);
    const signed = await signIn({ ...body, amount_reason: '客户少付1元，下次补' });
    expect(signed.code, signed.message).toBe(200);
    expect((await f.ok<OrderDetail>('GET', `/oms/order/${p}`)).status).toBe(6);

    // taking a stop off: permission, bad input, then back to waiting with the reason in both logs
    const url = `/lms/line/${line.lineId}/take_off_stop`;
    expect((await f.call('PUT', url, { body: { logistics_order_id: lq.id, reason: '车坏了' }, who: 'manager' })).code).toBe(402);
    expect(fieldsOf(await f.call('PUT', url, { body: { logistics_order_id: lq.id, reason: ' ' } }))).toEqual(['reason']);
    expect(fieldsOf(await f.call('PUT', url, { body: { logistics_order_id: 'x', reason: 'x' } }))).toEqual(['logistics_order_id']);
    expect((await f.call('PUT', url, { body: { logistics_order_id: lp.id, reason: '已签收' } })).code).toBe(409);
    expect((await f.call('PUT', '/lms/line/999999/take_off_stop', { body: { logistics_order_id: lq.id, reason: 'x' } })).code).toBe(404);
    const off = await f.ok<LineDetail>('PUT', url, { logistics_order_id: lq.id, reason: '客户改期' });
    expect(off.stops.map((s) => s.logistics_order_id)).toEqual([lp.id, lr.id]);
    expect(off.status).toBe(2);
    expect(await loOf(lq.id)).toMatchObject({ status: 0, line_id: null });
    expect((await loOf(lq.id)).logs.at(-1)).toMatchObject({ action: 'take_off', remark: '客户改期' });

    // closing by hand: permission and reason, then the last pending stop off, the line completed, the crew paid
    const close = `/lms/line/${line.lineId}/close`;
    expect((await f.call('PUT', close, { body: { reason: '收车' }, who: 'manager' })).code).toBe(402);
    expect(fieldsOf(await f.call('PUT', close, { body: {} }))).toEqual(['reason']);
    const closed = await f.ok<LineDetail>('PUT', close, { reason: '司机下班，余下改天送' });
    expect(closed).toMatchObject({ status: 3, total_collected: short, total_difference: '-1.00' });
    expect(closed.stops).toHaveLength(1);
    expect(closed.stops[0]).toMatchObject({ collected_amount: short, amount_reason: '客户少付1元，下次补' });
    expect(closed.logs.slice(-2).map((l) => [l.action, l.remark])).toEqual([['take_off_stop', `${(await loOf(lr.id)).number} 司机下班，余下改天送`], ['close', '司机下班，余下改天送']]);
    expect((await loOf(lr.id)).status).toBe(0);
    expect((await f.call('PUT', close, { body: { reason: 'again' } })).code).toBe(409);
    const earnings = await f.inTenant((tx) =>
      queryRows<{ target_id: number; amount: string }>(tx, sql`SELECT target_id, amount::text FROM fms_worker_earnings WHERE source_type = 'delivery' AND source_id = ${line.lineId} ORDER BY target_id`),
    );
    // one stop visited: 5.00 to the driver, 3.00 to the helper
    expect(earnings.map((x) => [x.target_id, x.amount])).toEqual([[line.driverId, '5.00'], [line.helperId, '3.00']]);
    const note = await f.inTenant((tx) => queryOne<{ amount: string }>(tx, sql`SELECT amount::text FROM fms_receipt_notes WHERE sign_in_id = ${signed.data.id}`));
    expect(note?.amount).toBe(short);
    // the receipt note form shows the driver's pending note beside the order, so it is not collected twice
    const targets = await f.ok<{ list: Array<{ target_type: string; target_id: number; pending_notes: Array<{ amount: string; source: number }> }> }>('GET', `/fms/receipt_note/targets?customer_id=${f.customer}`);
    expect(targets.list.find((x) => x.target_type === 'order' && x.target_id === p)?.pending_notes).toEqual([expect.objectContaining({ amount: short, source: 3 })]);
  });

  it('moves a stop to another line and closes one whose order is already delivered; the emptied line completes', async () => {
    const [s, u] = [await f.auditedOrder(), await f.auditedOrder()];
    await f.ship([s, u]);
    const [ls, lu] = await Promise.all([s, u].map((o) => f.logisticsOrderOf(o)));
    const line = await f.departLine([ls.id, lu.id]);
    const target = await f.departLine([], 1);
    await asAdmin((ctx) => markOrderDelivered(ctx, u, { remark: '已人工送达' }));
    const url = `/lms/line/${line.lineId}/take_off_stop`;
    expect((await f.call('PUT', url, { body: { logistics_order_id: lu.id, reason: '移走', to_line_id: target.lineId } })).code).toBe(409);
    expect((await f.call('PUT', url, { body: { logistics_order_id: ls.id, reason: 'x', to_line_id: line.lineId } })).code).toBe(422);
    await f.ok('PUT', url, { logistics_order_id: lu.id, reason: '订单已人工送达' });
    expect((await loOf(lu.id)).logs.at(-1)).toMatchObject({ action: 'close_delivered', to_status: 3 });
    const moved = await f.ok<LineDetail>('PUT', url, { logistics_order_id: ls.id, reason: '换车', to_line_id: target.lineId });
    expect(moved).toMatchObject({ status: 3, stops: [] });
    expect(await loOf(ls.id)).toMatchObject({ status: 1, line_id: target.lineId });
    expect((await f.ok<LineDetail>('GET', `/lms/line/${target.lineId}`)).stops.map((x) => x.logistics_order_id)).toEqual([ls.id]);
  });
});
