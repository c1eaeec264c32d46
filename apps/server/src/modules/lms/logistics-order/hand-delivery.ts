import { sql } from 'drizzle-orm';
import { LOGISTICS_ORDER_STATUS } from '@tradewind/contract/lms/lms.schema';
import { transitionAll } from '@/core/documents/transition';
import { queryRows } from '@/core/db/database';
import { conflict } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { LOGISTICS_ORDERS } from './logistics-order.document';

/**
 * Staff mark an order delivered by hand (oms `registerHandDeliveryListener`, before the order moves):
 * its waiting logistics orders are closed as signed (no sign-in row: nobody signed on a line), so planning
 * never offers them again. One already on a line — planned or departed — refuses the hand delivery with
 * 409: it is taken off its planned line first, or signed for on its departed line.
 */
export async function closeForHandDelivery(ctx: RequestContext, order: { orderId: number; remark: string | null }): Promise<void> {
  const open = await queryRows<{ id: number; number: string; status: number; line_no: string | null }>(
    ctx.db,
    sql`SELECT lo.id, lo.number, lo.status, l.number AS line_no FROM lms_logistics_orders AS lo LEFT JOIN lms_lines AS l ON l.id = lo.line_id
         WHERE lo.order_id = ${order.orderId} AND lo.status IN (${LOGISTICS_ORDER_STATUS.waiting}, ${LOGISTICS_ORDER_STATUS.onLine}, ${LOGISTICS_ORDER_STATUS.departed})
         ORDER BY lo.id FOR UPDATE OF lo`,
  );
  const onLine = open.find((lo) => lo.status !== LOGISTICS_ORDER_STATUS.waiting);
  if (onLine) throw conflict('lms.hand_delivery_on_line', { number: onLine.number, line: onLine.line_no ?? '' });
  await transitionAll(ctx, LOGISTICS_ORDERS, 'deliver_by_hand', open, { set: sql`signed_at = now()`, remark: order.remark });
}
