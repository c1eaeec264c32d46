import { sql } from 'drizzle-orm';
import type { LineDetail, MoveStopInput } from '@tradewind/contract/lms/line.schema';
import { LINE_STATUS } from '@tradewind/contract/lms/lms.schema';
import { queryOne } from '@/core/db/database';
import { conflict, invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { getLine } from './line.read';
import { transitionAll } from '@/core/documents/transition';
import { closeWaitingOfClosedOrders } from '../logistics-order/hand-delivery';
import { LOGISTICS_ORDERS } from '../logistics-order/logistics-order.document';
import { appendStops, cheapestStopOrder, lockLine, lockOrders, logLineEdit, mustBePlanned, orderNumbers, reseq, retimeLine, stopOrderIds, takeWaitingOrders } from './line.service';

/**
 * The stops of a planned line (lms README "Lines, planning and the map"): reordered, added, taken off,
 * moved to another planned line, locked in place; each change times the line again and is written to the
 * line's log. Locks as in line.service.ts: the line row first (two lines in id order), then the stop and
 * the logistics orders.
 */

const S = LINE_STATUS;

/** `PUT /lms/line/:id/stops`: the stops in a new order (exactly the line's stops). */
export async function reorderStops(ctx: RequestContext, id: number, orderIds: readonly number[]): Promise<LineDetail> {
  const line = await lockLine(ctx, id);
  mustBePlanned(line);
  const current = await stopOrderIds(ctx, id);
  if (current.length !== orderIds.length || [...current].sort((a, b) => a - b).join() !== [...orderIds].sort((a, b) => a - b).join()) {
    throw conflict('lms.line_stops_changed');
  }
  await reseq(ctx, id, orderIds);
  await retimeLine(ctx, id);
  await logLineEdit(ctx, line, 'reorder_stops', await orderNumbers(ctx, orderIds));
  return getLine(ctx, id);
}

/**
 * `POST /lms/line/:id/stops` (the line detail's 添加站点, the map's 排入线路): waiting orders of the line's
 * day, each where it adds least — fewest late stops, then the least distance (cheapest insertion,
 * `cheapestStopOrder`) — not at the end.
 */
export async function addStops(ctx: RequestContext, id: number, orderIds: readonly number[]): Promise<LineDetail> {
  const line = await lockLine(ctx, id);
  mustBePlanned(line);
  await takeWaitingOrders(ctx, orderIds, line.store_id, line.line_date);
  const order = await cheapestStopOrder(ctx, id, orderIds);
  await appendStops(ctx, id, orderIds);
  await reseq(ctx, id, order);
  await retimeLine(ctx, id);
  await logLineEdit(ctx, line, 'add_stop', await orderNumbers(ctx, orderIds));
  return getLine(ctx, id);
}

async function lockStop(ctx: RequestContext, lineId: number, orderId: number): Promise<{ locked: number }> {
  const stop = await queryOne<{ locked: number }>(ctx.db, sql`SELECT locked FROM lms_line_stops WHERE line_id = ${lineId} AND logistics_order_id = ${orderId} FOR UPDATE`);
  if (!stop) throw conflict('lms.stop_not_on_line');
  await lockOrders(ctx.db, [orderId]);
  return stop;
}

/** `PUT /lms/line/:id/remove_stop`: the stop off the line, its order waiting again (a locked stop must be unlocked first). */
export async function removeStop(ctx: RequestContext, id: number, orderId: number): Promise<LineDetail> {
  const line = await lockLine(ctx, id);
  mustBePlanned(line);
  const stop = await lockStop(ctx, id, orderId);
  if (stop.locked) throw conflict('lms.stop_locked');
  await ctx.db.execute(sql`DELETE FROM lms_line_stops WHERE line_id = ${id} AND logistics_order_id = ${orderId}`);
  await transitionAll(ctx, LOGISTICS_ORDERS, 'unplan', await lockOrders(ctx.db, [orderId]), { set: sql`line_id = NULL` });
  await closeWaitingOfClosedOrders(ctx, [orderId]);
  await reseq(ctx, id, await stopOrderIds(ctx, id));
  await retimeLine(ctx, id);
  await logLineEdit(ctx, line, 'remove_stop', await orderNumbers(ctx, [orderId]));
  return getLine(ctx, id);
}

/**
 * `PUT /lms/line/:id/move_stop`: a stop onto another planned line of the same store and day, at
 * `position`, else where it adds least there (as an added stop). Both lines are locked in id order; a stop
 * already moved by someone else is 409. Both logs say it.
 */
export async function moveStop(ctx: RequestContext, id: number, input: MoveStopInput): Promise<LineDetail> {
  if (input.to_line_id === id) throw invalidField('to_line_id', 'lms.move_same_line');
  const [first, second] = id < input.to_line_id ? [id, input.to_line_id] : [input.to_line_id, id];
  const a = await lockLine(ctx, first);
  const b = await lockLine(ctx, second);
  const [from, to] = a.id === id ? [a, b] : [b, a];
  mustBePlanned(from);
  if (to.status !== S.planned) throw conflict('lms.move_target_not_planned');
  if (to.store_id !== from.store_id || to.line_date !== from.line_date) throw invalidField('to_line_id', 'lms.move_target_other_day');
  const stop = await lockStop(ctx, id, input.logistics_order_id);
  if (stop.locked) throw conflict('lms.stop_locked');
  await ctx.db.execute(sql`DELETE FROM lms_line_stops WHERE line_id = ${id} AND logistics_order_id = ${input.logistics_order_id}`);
  const cheapest = input.position === undefined ? await cheapestStopOrder(ctx, to.id, [input.logistics_order_id]) : null;
  await appendStops(ctx, to.id, [input.logistics_order_id], input.position);
  if (cheapest) await reseq(ctx, to.id, cheapest);
  await reseq(ctx, id, await stopOrderIds(ctx, id));
  await retimeLine(ctx, id);
  await retimeLine(ctx, to.id);
  const number = await orderNumbers(ctx, [input.logistics_order_id]);
  await logLineEdit(ctx, from, 'move_off_stop', `${number} → ${to.number ?? ''}`);
  await logLineEdit(ctx, to, 'take_on_stop', `${number} ← ${from.number ?? ''}`);
  return getLine(ctx, to.id);
}

/** `PUT /lms/line/:id/lock_stop`: locks (or unlocks) a stop on its line: planning and moves leave it there. */
export async function lockLineStop(ctx: RequestContext, id: number, orderId: number, locked: 0 | 1): Promise<LineDetail> {
  const line = await lockLine(ctx, id);
  mustBePlanned(line);
  await lockStop(ctx, id, orderId);
  await ctx.db.execute(sql`UPDATE lms_line_stops SET locked = ${locked} WHERE line_id = ${id} AND logistics_order_id = ${orderId}`);
  await logLineEdit(ctx, line, locked ? 'lock_stop' : 'unlock_stop', await orderNumbers(ctx, [orderId]));
  return getLine(ctx, id);
}
