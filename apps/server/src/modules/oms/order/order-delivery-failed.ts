import { and, eq } from 'drizzle-orm';
import { fromCents } from '@tradewind/contract/common/money';
import { ORDER_STATUS } from '@tradewind/contract/oms/order.schema';
import { actorOf } from '@/core/documents/document-log';
import { requireState, transition } from '@/core/documents/transition';
import { conflict } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { orderPricing } from './order-pricing';
import { addDeliveredToNeedPay, deliveredAmountCents, lockSubOrders, returnPaidToBalance, settlePaidOnDelivery } from './order-actions';
import { ORDERS, orderStatusName, SUB_ORDERS } from './order.document';
import { findOrder, type OrderRecord } from './order.service';
import { notifyOrderClosed } from './shipment-listener';
import { notifyOrderCancelled } from './order-facts';
import { orderItems, orders } from './order.table';

const S = ORDER_STATUS;

/**
 * A delivery that failed at the customer's door (拒收 / 配送失败, called by logistics on a failed sign-in,
 * after the goods came back through a customer-return warehousing entry): the unit out for delivery —
 * the order, or with `warehouseId` its sub-order of that warehouse — is closed as cancelled (5 → 0) with the
 * reason, and its lines' shipped quantities go back to 0 (nothing of it was delivered, so nothing of it can
 * be refunded or billed). A mature wholesale system does this rather than leave the order "out for
 * delivery" forever: a new delivery is a new order. When the whole order is closed, what was paid (balance at audit,
 * receipt notes in advance) goes back to the balance (as a cancel does, `returnPaidToBalance`). When other sub-orders remain, the order follows the least advanced
 * of them; if they are all delivered, the order is delivered now and an account-period order adds what was
 * delivered to `need_pay` and an order paid beyond what was delivered gives the excess back (what `markOrderDelivered` would have done on the last of them). 409 when the unit is not out for delivery.
 */
export async function markOrderDeliveryFailed(ctx: RequestContext, orderId: number, options: { warehouseId?: number; reason: string }): Promise<{ id: number; status: number }> {
  const done = await closeFailedUnit(ctx, orderId, options);
  // the failed unit is cancelled: a delivery of it still waiting (another logistics order of it) closes too
  await notifyOrderClosed(ctx, { orderId, warehouseIds: options.warehouseId === undefined ? null : [options.warehouseId], status: S.cancelled, remark: options.reason.slice(0, 200) });
  return done;
}

async function closeFailedUnit(ctx: RequestContext, orderId: number, options: { warehouseId?: number; reason: string }): Promise<{ id: number; status: number }> {
  const order = await findOrder(ctx, orderId, true);
  const now = new Date();
  const by = actorOf(ctx);
  const remark = options.reason.slice(0, 200);
  if (order.isSplit !== 1) {
    // an order not split is its own unit of fulfilment: out for delivery (SUB_ORDER_STATES), else 409
    requireState(ctx, SUB_ORDERS, 'delivery_failed', order.status);
    await ctx.db.update(orderItems).set({ shippedBaseQty: '0' }).where(eq(orderItems.orderId, order.id));
    await closeOrder(ctx, order, remark, now);
    return { id: order.id, status: S.cancelled };
  }
  const subs = await lockSubOrders(ctx, order.id);
  const target = subs.find((s) => s.warehouseId === options.warehouseId && s.status === S.shipping);
  if (!target) throw conflict('oms.order_status_changed', { status: orderStatusName(ctx.locale, order.status) });
  await transition(ctx, SUB_ORDERS, 'delivery_failed', target, { remark, by });
  await ctx.db.update(orderItems).set({ shippedBaseQty: '0' }).where(and(eq(orderItems.orderId, order.id), eq(orderItems.subOrderId, target.id)));
  const live = subs.filter((s) => s.id !== target.id && s.status !== S.cancelled);
  if (live.length === 0) {
    await closeOrder(ctx, order, remark, now);
    return { id: order.id, status: S.cancelled };
  }
  const next = Math.min(...live.map((s) => s.status));
  if (next === S.delivered || next === S.completed) {
    const delivered = await deliveredAmountCents(ctx, order);
    await addDeliveredToNeedPay(ctx, order, delivered, remark, by);
    const paid = await settlePaidOnDelivery(ctx, order, delivered, remark, by);
    await ctx.db.update(orders).set({ deliveredAt: now, deliveredAmount: fromCents(delivered), ...paid }).where(eq(orders.id, order.id));
    await transition(ctx, ORDERS, 'delivery_failed', order, { to: S.delivered, remark: `${target.number} ${remark}`, by });
    return { id: order.id, status: S.delivered };
  }
  await transition(ctx, ORDERS, 'delivery_failed', order, { to: order.status, remark: `${target.number} ${remark}`, by });
  return { id: order.id, status: order.status };
}

async function closeOrder(ctx: RequestContext, order: OrderRecord, reason: string, now: Date): Promise<void> {
  const changes: Partial<typeof orders.$inferInsert> = { cancelledBy: ctx.staffId, cancelledAt: now, cancelReason: reason };
  Object.assign(changes, await returnPaidToBalance(ctx, order, reason));
  // nothing was sold: the coupon it used is given back, as a cancel gives it back
  await orderPricing()?.cancelled(ctx, order.id);
  await ctx.db.update(orders).set(changes).where(eq(orders.id, order.id));
  await transition(ctx, ORDERS, 'delivery_failed', order, { to: S.cancelled, remark: reason });
  // nothing was sold: the rollups take the sale back on its audit day, as for a cancel
  await notifyOrderCancelled(ctx, order);
}
