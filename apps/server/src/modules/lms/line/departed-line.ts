import { sql } from 'drizzle-orm';
import type { LineDetail, TakeOffStopInput } from '@tradewind/contract/lms/line.schema';
import { LINE_STATUS, LOGISTICS_ORDER_STATUS, STOP_STATUS } from '@tradewind/contract/lms/lms.schema';
import { ORDER_STATUS } from '@tradewind/contract/oms/order.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { actorOf, writeDocumentLog } from '@/core/documents/document-log';
import { requireState, transition, transitionAll } from '@/core/documents/transition';
import { conflict, invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { recordLineEarnings } from '../delivery-earning/delivery-earning';
import { closeWaitingOfClosedOrders } from '../logistics-order/hand-delivery';
import { LOGISTICS_ORDERS } from '../logistics-order/logistics-order.document';
import { isClosedUnit, unitStatusOf } from '../logistics-order/order-unit';
import { getLine } from './line.read';
import { LINES, appendStops, lockLine, lockOrders, reseq, retimeLine, stopOrderIds } from './line.service';

/**
 * A departed line always finishes (lms README "A line always finishes"): its last stop signed or failed
 * completes it (the sign-in's transaction), a dispatcher takes a stop off it — back to waiting, onto another
 * line of its day, or closed when its order was already delivered — or closes the line by hand with a
 * reason, its pending stops taken off. Every way records the crew's earnings once, when the line completes.
 * Locks in the sign-in's order: the line(s), then the logistics order, then the stop.
 */

const S = LINE_STATUS;
const LO = LOGISTICS_ORDER_STATUS;

type FinishingLine = { id: number; number: string | null; store_id: number; status: number; driver_id: number | null; helper_ids: number[] | null };

/** A departed line with no pending stop left completes (2 → 3, logged with `remark`) and pays its crew. Answers whether it did. */
export async function completeLineIfDone(ctx: RequestContext, line: FinishingLine, remark: string | null, action: 'complete' | 'close' = 'complete'): Promise<boolean> {
  if (Number(line.status) !== S.departed) return false;
  const pending = await queryOne<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM lms_line_stops WHERE line_id = ${line.id}::int AND status = ${STOP_STATUS.pending}::int`);
  if (Number(pending?.n ?? 0) > 0) return false;
  await transition(ctx, LINES, action, { id: Number(line.id), status: Number(line.status) }, { set: sql`completed_at = now()`, remark });
  await recordLineEarnings(ctx, { id: line.id, number: line.number, store_id: line.store_id, driver_id: line.driver_id, helper_ids: line.helper_ids ?? [] });
  return true;
}

/**
 * One pending stop off a departed line (the line and its stop locked by the caller): the stop is deleted;
 * its logistics order goes back to waiting (`take_off`), or closes as signed when its order was delivered
 * meanwhile (`close_delivered`), or as failed when it was cancelled. Answers whether it went back to waiting.
 */
async function takeOffLocked(ctx: RequestContext, lineId: number, lo: { id: number; status: number }, reason: string): Promise<boolean> {
  const unit = await unitStatusOf(ctx.db, lo.id);
  await ctx.db.execute(sql`DELETE FROM lms_line_stops WHERE line_id = ${lineId}::int AND logistics_order_id = ${lo.id}::int`);
  if (unit === ORDER_STATUS.delivered || unit === ORDER_STATUS.completed) {
    await transition(ctx, LOGISTICS_ORDERS, 'close_delivered', lo, { set: sql`signed_at = now()`, remark: reason });
    return false;
  }
  await transition(ctx, LOGISTICS_ORDERS, 'take_off', lo, { set: sql`line_id = NULL`, remark: reason });
  await closeWaitingOfClosedOrders(ctx, [lo.id]);
  return unit !== ORDER_STATUS.cancelled;
}

/** The stop's logistics order and the stop itself, locked in that order; 409 unless it is a pending stop of this line, out with it. */
async function lockPendingStop(ctx: RequestContext, lineId: number, orderId: number): Promise<{ id: number; status: number; number: string | null }> {
  const [lo] = await lockOrders(ctx.db, [orderId]);
  const stop = await queryOne<{ status: number }>(ctx.db, sql`SELECT status FROM lms_line_stops WHERE line_id = ${lineId}::int AND logistics_order_id = ${orderId}::int FOR UPDATE`);
  if (!lo || !stop) throw conflict('lms.stop_not_on_line');
  if (Number(stop.status) !== STOP_STATUS.pending || lo.status !== LO.departed) throw conflict('lms.stop_not_pending');
  const no = await queryOne<{ number: string | null }>(ctx.db, sql`SELECT number FROM lms_logistics_orders WHERE id = ${orderId}::int`);
  return { id: lo.id, status: lo.status, number: no?.number ?? null };
}

/**
 * `PUT /lms/line/:id/take_off_stop` (`lms:line:take_off`): a pending stop off a departed line with the
 * reason; with `to_line_id` onto another planned or departed line of the same store and day (out with it
 * when that one has left). Its order already delivered: closed instead (a move is 409). The line completes
 * when no pending stop is left.
 */
export async function takeOffStop(ctx: RequestContext, id: number, input: TakeOffStopInput): Promise<LineDetail> {
  const toId = input.to_line_id;
  if (toId === id) throw invalidField('to_line_id', 'lms.move_same_line');
  const [first, second] = toId === null ? [id, null] : id < toId ? [id, toId] : [toId, id];
  const a = await lockLine(ctx, first);
  const b = second === null ? null : await lockLine(ctx, second);
  const [line, to] = a.id === id ? [a, b] : [b!, a];
  if (line.status !== S.departed) throw conflict('lms.line_not_departed');
  if (to) {
    if (to.status !== S.planned && to.status !== S.departed) throw conflict('lms.move_target_not_open');
    if (to.store_id !== line.store_id || to.line_date !== line.line_date) throw invalidField('to_line_id', 'lms.move_target_other_day');
  }
  const lo = await lockPendingStop(ctx, id, input.logistics_order_id);
  if (to && isClosedUnit(await unitStatusOf(ctx.db, lo.id))) throw conflict('lms.stop_order_closed', { number: lo.number ?? '' });
  const waiting = await takeOffLocked(ctx, id, lo, input.reason);
  if (to && waiting) {
    await appendStops(ctx, to.id, [lo.id]);
    if (to.status === S.departed) await transitionAll(ctx, LOGISTICS_ORDERS, 'depart', await lockOrders(ctx.db, [lo.id]), { remark: input.reason });
    await retimeLine(ctx, to.id);
    await writeDocumentLog(ctx.db, { type: 'line', id: to.id, action: 'take_on_stop', from: to.status, to: to.status, remark: `${lo.number ?? ''} ${input.reason}`, by: actorOf(ctx) });
  }
  await reseq(ctx, id, await stopOrderIds(ctx, id));
  await retimeLine(ctx, id);
  await writeDocumentLog(ctx.db, { type: 'line', id, action: to ? 'move_off_stop' : 'take_off_stop', from: line.status, to: line.status, remark: `${lo.number ?? ''} ${input.reason}`, by: actorOf(ctx) });
  await completeLineIfDone(ctx, { ...line, status: S.departed }, input.reason);
  return getLine(ctx, id);
}

/**
 * `PUT /lms/line/:id/close` (`lms:line:close`, 2 → 3): a departed line finished by hand with the reason
 * (logged): each pending stop taken off as `takeOffStop` does, then the line completes and pays its crew
 * for the stops it visited.
 */
export async function closeLine(ctx: RequestContext, id: number, reason: string): Promise<LineDetail> {
  const line = await lockLine(ctx, id);
  requireState(ctx, LINES, 'close', line.status);
  const pending = await queryRows<{ id: number }>(
    ctx.db,
    sql`SELECT logistics_order_id AS id FROM lms_line_stops WHERE line_id = ${id}::int AND status = ${STOP_STATUS.pending}::int ORDER BY logistics_order_id`,
  );
  for (const p of pending) {
    const lo = await lockPendingStop(ctx, id, p.id);
    await takeOffLocked(ctx, id, lo, reason);
    await writeDocumentLog(ctx.db, { type: 'line', id, action: 'take_off_stop', from: line.status, to: line.status, remark: `${lo.number ?? ''} ${reason}`, by: actorOf(ctx) });
  }
  if (pending.length > 0) {
    await reseq(ctx, id, await stopOrderIds(ctx, id));
    await retimeLine(ctx, id);
  }
  await completeLineIfDone(ctx, line, reason, 'close');
  return getLine(ctx, id);
}
