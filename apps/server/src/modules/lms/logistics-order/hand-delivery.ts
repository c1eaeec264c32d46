import { sql } from 'drizzle-orm';
import { LOGISTICS_ORDER_STATUS } from '@tradewind/contract/lms/lms.schema';
import { ORDER_STATUS } from '@tradewind/contract/oms/order.schema';
import { transitionAll } from '@/core/documents/transition';
import { queryRows } from '@/core/db/database';
import { conflict } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { intArray } from '@/core/http/store-scope';
import type { OrderClosed } from '@/modules/oms';
import { LOGISTICS_ORDERS } from './logistics-order.document';
import { unitStatusSql } from './order-unit';

const LO = LOGISTICS_ORDER_STATUS;

/**
 * Staff mark an order delivered by hand (oms `registerHandDeliveryListener`, before the order moves): one
 * of its logistics orders already on a line — planned or departed — refuses the hand delivery with 409:
 * it is taken off its line first, or signed for on it. Its waiting ones close after the order moved
 * (`closeWaitingOfOrder`).
 */
export async function refuseHandDeliveryOnLine(ctx: RequestContext, order: { orderId: number }): Promise<void> {
  const onLine = await queryRows<{ number: string; line_no: string | null }>(
    ctx.db,
    sql`SELECT lo.number, l.number AS line_no FROM lms_logistics_orders AS lo LEFT JOIN lms_lines AS l ON l.id = lo.line_id
         WHERE lo.order_id = ${order.orderId} AND lo.status IN (${LO.onLine}, ${LO.departed}) ORDER BY lo.id LIMIT 1`,
  );
  if (onLine[0]) throw conflict('lms.hand_delivery_on_line', { number: onLine[0].number, line: onLine[0].line_no ?? '' });
}

/**
 * Logistics orders just back to waiting (taken off a planned line, the line called off) whose order was
 * delivered, completed or cancelled meanwhile close at once, as the order-closed listener would have closed
 * them: a waiting delivery of a closed order would never go anywhere.
 */
export async function closeWaitingOfClosedOrders(ctx: RequestContext, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await queryRows<{ id: number; status: number; unit: number }>(
    ctx.db,
    sql`SELECT o.id, o.status, ${unitStatusSql()} AS unit FROM lms_logistics_orders AS o
         WHERE o.id = ANY(${intArray(ids)}::int[]) AND o.status = ${LO.waiting} ORDER BY o.id FOR UPDATE OF o`,
  );
  const cancelled = rows.filter((r) => Number(r.unit) === ORDER_STATUS.cancelled);
  const delivered = rows.filter((r) => Number(r.unit) === ORDER_STATUS.delivered || Number(r.unit) === ORDER_STATUS.completed);
  await transitionAll(ctx, LOGISTICS_ORDERS, 'close_cancelled', cancelled);
  await transitionAll(ctx, LOGISTICS_ORDERS, 'deliver_by_hand', delivered, { set: sql`signed_at = now()` });
}

/**
 * An order (or some units of it) delivered, completed or cancelled by any path (oms
 * `registerOrderClosedListener`, in that transaction): its waiting logistics orders close — as signed when
 * the goods were delivered (`deliver_by_hand`, no sign-in row: nobody signed on a line), as failed when the
 * order was cancelled (`close_cancelled`) — each with a line in its log, so planning never offers them.
 * Those on a line are the line's: signed for there, or taken off by a dispatcher.
 */
export async function closeWaitingOfOrder(ctx: RequestContext, closed: OrderClosed): Promise<void> {
  const units = closed.warehouseIds === null ? sql`` : sql` AND warehouse_id = ANY(${intArray(closed.warehouseIds)}::int[])`;
  const waiting = await queryRows<{ id: number; status: number }>(
    ctx.db,
    sql`SELECT id, status FROM lms_logistics_orders WHERE order_id = ${closed.orderId}::int AND status = ${LO.waiting}${units} ORDER BY id FOR UPDATE`,
  );
  if (closed.status === ORDER_STATUS.cancelled) {
    await transitionAll(ctx, LOGISTICS_ORDERS, 'close_cancelled', waiting, { set: sql`fail_reason = ${(closed.remark ?? '').slice(0, 200) || null}`, remark: closed.remark });
  } else {
    await transitionAll(ctx, LOGISTICS_ORDERS, 'deliver_by_hand', waiting, { set: sql`signed_at = now()`, remark: closed.remark });
  }
}
