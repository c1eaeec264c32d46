import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { ORDER_STATUS, PAY_STATUS, PAY_TYPE, type OrderAction } from '@tradewind/contract/oms/order.schema';
import { actorOf, type DocumentActor } from '@/core/documents/document-log';
import { requireState, transition, transitionAll } from '@/core/documents/transition';
import { queryOne } from '@/core/db/database';
import { AppError, conflict } from '@/core/http/errors';
import { notifyListChanged } from '@/core/realtime/list-changed';
import type { RequestContext } from '@/core/http/request-context';
import { customerOwnerId, inviteeOrderCompleted } from '@/modules/crm';
import { customers } from '@/modules/crm/customer';
import { CustomerAccountHistoryType, openCustomerAccount, postCustomerAccount, postingRemark } from '@/modules/fms';
import { costKey, fromMilli, movingAverageCosts, releaseReservation, reserveStock, toMilli, type StockContext } from '@/modules/wms';
import { fromMicro, linePayableShare, toMicro } from './order-lines';
import { orderPricing } from './order-pricing';
import { ORDERS, orderStatusName, SUB_ORDERS } from './order.document';
import { findOrder, setAutoAudit, type OrderRecord } from './order.service';
import { orderItems, orders, subOrders } from './order.table';
import { notifyHandDelivery, notifyOrderClosed } from './shipment-listener';
import { costCents, hasOrderFactsListeners, notifyOrderCancelled, notifyOrderFacts, orderFactsHead, orderFactsLines } from './order-facts';

const S = ORDER_STATUS;
/** Reservations of an order name it so (wms `reserveStock`, the sale outbound consumes them by the same reference). */
export const orderReservation = (orderId: number) => ({ sourceType: 'order', sourceId: orderId });

/** 409 naming the state the order is in, unless the action starts from it (`findOrder` locks the row in the caller's scope). */
const requireFrom = (ctx: RequestContext, order: OrderRecord, action: OrderAction): void => requireState(ctx, ORDERS, action, order.status);

/** A split order's sub-orders, locked in id order after the order (none when it is not split). */
export const lockSubOrders = (ctx: RequestContext, orderId: number) =>
  ctx.db.select().from(subOrders).where(eq(subOrders.orderId, orderId)).orderBy(asc(subOrders.id)).for('update');

/**
 * An account-period order's credit check (docs/trading-model.md §4): the customer's receivable, plus its audited
 * account-period orders not yet delivered, plus this one must stay within its credit limit
 * (crm's `payment_amount`); 409 with the figures otherwise. The customer's account row is locked
 * first (fms `openCustomerAccount`), so two audits of one customer's orders check one after the other.
 */
async function checkCreditLimit(ctx: RequestContext, order: OrderRecord): Promise<void> {
  const customer = await queryOne<{ is_open_payment_day: number; payment_amount: string }>(
    ctx.db,
    sql`SELECT ${customers.isOpenPaymentDay} AS is_open_payment_day, ${customers.paymentAmount}::text AS payment_amount FROM ${customers} WHERE ${customers.id} = ${order.customerId}::int`,
  );
  if (!customer || Number(customer.is_open_payment_day) !== 1) throw conflict('oms.pay_type_no_account_period');
  const account = await openCustomerAccount(ctx.db, order.customerId);
  const open = await queryOne<{ total: string }>(
    ctx.db,
    sql`SELECT coalesce(sum(total_amount), 0)::text AS total FROM oms_orders
         WHERE customer_id = ${order.customerId}::int AND pay_type = ${PAY_TYPE.accountPeriod} AND status BETWEEN 2 AND 5 AND id <> ${order.id}::int`,
  );
  const limit = toCents(customer.payment_amount);
  const needPay = toCents(account.needPay);
  const openCents = toCents(open?.total ?? '0');
  const amount = toCents(order.totalAmount);
  if (needPay + openCents + amount > limit) {
    const figures = { limit: fromCents(limit), need_pay: fromCents(needPay), open: fromCents(openCents), amount: fromCents(amount), over: fromCents(needPay + openCents + amount - limit) };
    throw new AppError(ErrorCode.conflict, 'oms.credit_limit_exceeded', 200, figures, figures);
  }
}

/**
 * Audits an order already locked and pending audit: credit check for account-period orders, every line
 * reserved in its warehouse (409 `wms.stock_short` with the shortfall, nothing kept), a balance order paid
 * from the balance (409 `fms.balance_short` with the figures), sub-orders made when the lines ship from
 * several warehouses; then state 2 and the log.
 */
async function auditLocked(ctx: RequestContext, order: OrderRecord, remark: string | null): Promise<void> {
  requireFrom(ctx, order, 'audit');
  if (order.payType === PAY_TYPE.accountPeriod) await checkCreditLimit(ctx, order);
  const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.sort), asc(orderItems.id));
  await reserveStock(
    ctx,
    orderReservation(order.id),
    items.map((i) => ({ lineId: i.id, skuId: i.skuId, warehouseId: i.warehouseId, qty: i.baseQty })),
    'items',
  );
  const costs = await freezeLineCosts(ctx, items);
  const now = new Date();
  const repId = await customerOwnerId(ctx.db, order.customerId);
  const changes: Partial<typeof orders.$inferInsert> = { auditedBy: ctx.staffId, auditedAt: now, repId };
  if (order.payType === PAY_TYPE.balance) {
    if (toCents(order.totalAmount) > 0) {
      await postCustomerAccount(ctx.db, {
        customerId: order.customerId,
        field: 'balance',
        amount: `-${order.totalAmount}`,
        type: CustomerAccountHistoryType.orderBalancePay,
        docType: 'order',
        docId: order.id,
        docNo: order.number,
        // the order's remark and the audit's ride on the account history (and its export)
        remark: postingRemark(order.remark, remark),
        staffId: ctx.staffId,
      });
    }
    Object.assign(changes, { paidAmount: order.totalAmount, payStatus: PAY_STATUS.paid });
  }
  const warehouses = [...new Set(items.map((i) => i.warehouseId))].sort((a, b) => a - b);
  if (warehouses.length > 1) {
    for (const [n, warehouseId] of warehouses.entries()) {
      const lines = items.filter((i) => i.warehouseId === warehouseId);
      const goods = lines.reduce((s, i) => s + toCents(i.amount), 0);
      const [sub] = await ctx.db
        .insert(subOrders)
        .values({
          tenantId: ctx.tenantId,
          orderId: order.id,
          number: `${order.number}-${n + 1}`,
          warehouseId,
          status: S.audited,
          goodsAmount: fromCents(goods),
          lineCount: lines.length,
          totalWeight: fromMilli(lines.reduce((s, i) => s + toMilli(i.weight), 0n)),
          totalVolume: fromMicro(lines.reduce((s, i) => s + toMicro(i.volume), 0n)),
        })
        .returning({ id: subOrders.id });
      await ctx.db.update(orderItems).set({ subOrderId: sub.id }).where(and(eq(orderItems.orderId, order.id), eq(orderItems.warehouseId, warehouseId)));
    }
    changes.isSplit = 1;
  }
  // the coupon it holds is used now (marketing counts it once)
  if (order.customerCouponId !== null) await orderPricing()?.audited(ctx, order.id);
  await ctx.db.update(orders).set(changes).where(eq(orders.id, order.id));
  await transition(ctx, ORDERS, 'audit', order, { remark });
  // the modules above (bi's rollups) count the sale in this transaction (README "Facts for the rollups")
  if (hasOrderFactsListeners()) {
    const lines = orderFactsLines(items.map((i, n) => ({ ...i, costAmount: costs[n] })));
    await notifyOrderFacts(ctx, { kind: 'audited', order: orderFactsHead(order, { repId, auditedAt: now }), lines });
  }
}

/**
 * Each line's cost frozen at audit (README "Cost at audit"): the moving average cost per base unit of its SKU
 * in its warehouse now (wms `movingAverageCosts`, one query, after `reserveStock` locked those rows) and
 * round(base_qty × it) to the cent, half up, in exact integers; one UPDATE for the lines. Returns each line's
 * cost amount, in the lines' order.
 */
async function freezeLineCosts(ctx: RequestContext, items: ReadonlyArray<typeof orderItems.$inferSelect>): Promise<string[]> {
  if (items.length === 0) return [];
  const prices = await movingAverageCosts(ctx.db, items.map((i) => ({ skuId: i.skuId, warehouseId: i.warehouseId })));
  const rows = items.map((i) => {
    const price = prices.get(costKey(i.skuId, i.warehouseId)) ?? '0';
    return { id: i.id, price, amount: fromCents(costCents(i.baseQty, price)) };
  });
  const values = rows.map((r) => sql`(${r.id}::bigint, ${r.price}::numeric, ${r.amount}::numeric)`);
  await ctx.db.execute(sql`UPDATE oms_order_items AS i SET cost_price = v.price, cost_amount = v.amount
                             FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, price, amount) WHERE i.id = v.id`);
  return rows.map((r) => r.amount);
}

/** `PUT /oms/order/:id/audit` (and auto-audit on create). */
export async function auditOrder(ctx: RequestContext, id: number, remark: string | null = null): Promise<{ id: number; status: 2 }> {
  const order = await findOrder(ctx, id, true);
  await auditLocked(ctx, order, remark);
  await notifyListChanged(ctx, 'oms.order', [id]);
  return { id, status: S.audited };
}
setAutoAudit((ctx, id) => auditOrder(ctx, id).then(() => undefined));

/**
 * What an order closed without delivery (cancel, a failed delivery) had been paid goes to the customer's
 * balance (history type 6 `orderCancel`): a balance payment taken at audit, and what receipt notes paid on a
 * cash-on-delivery or online order in advance (README "Payment state"). An account-period order is never
 * paid before delivery. Returns the order's changes (paid 0, unpaid), none when nothing was paid.
 */
export async function returnPaidToBalance(ctx: RequestContext, order: OrderRecord, remark: string | null): Promise<Partial<typeof orders.$inferInsert>> {
  const paid = toCents(order.paidAmount);
  if (paid <= 0) return {};
  await postCustomerAccount(ctx.db, {
    customerId: order.customerId,
    field: 'balance',
    amount: fromCents(paid),
    type: CustomerAccountHistoryType.orderCancel,
    docType: 'order',
    docId: order.id,
    docNo: order.number,
    remark: postingRemark(order.remark, remark),
    staffId: ctx.staffId,
  });
  return { paidAmount: '0.00', payStatus: PAY_STATUS.unpaid };
}

/**
 * An order paid before delivery (balance at audit, receipt notes in advance) that is delivered short keeps
 * only what was delivered: the excess goes to the customer's balance (history type 9
 * `orderShortDelivered`) and the paid amount becomes the delivered amount; an order whose payment now
 * covers what was delivered is paid. An account-period order is never paid before delivery. Returns the
 * order's changes, none when nothing was paid.
 */
export async function settlePaidOnDelivery(ctx: RequestContext, order: OrderRecord, delivered: number, remark: string | null, by: DocumentActor): Promise<Partial<typeof orders.$inferInsert>> {
  const paid = toCents(order.paidAmount);
  if (paid <= 0) return {};
  const excess = paid - delivered;
  if (excess > 0) {
    await postCustomerAccount(ctx.db, {
      customerId: order.customerId,
      field: 'balance',
      amount: fromCents(excess),
      type: CustomerAccountHistoryType.orderShortDelivered,
      docType: 'order',
      docId: order.id,
      docNo: order.number,
      remark: postingRemark(order.remark, remark),
      staffId: by?.id ?? null,
    });
  }
  if (excess < 0) return {};
  return { paidAmount: fromCents(delivered), payStatus: delivered > 0 ? PAY_STATUS.paid : PAY_STATUS.unpaid };
}

/** An account-period order's delivered amount joins what the customer owes (`need_pay`, history type `orderDelivered`). */
export async function addDeliveredToNeedPay(ctx: RequestContext, order: OrderRecord, delivered: number, remark: string | null, by: DocumentActor): Promise<void> {
  if (order.payType !== PAY_TYPE.accountPeriod || delivered <= 0) return;
  await postCustomerAccount(ctx.db, {
    customerId: order.customerId,
    field: 'need_pay',
    amount: fromCents(delivered),
    type: CustomerAccountHistoryType.orderDelivered,
    docType: 'order',
    docId: order.id,
    docNo: order.number,
    remark: postingRemark(order.remark, remark),
    staffId: by?.id ?? null,
  });
}

/**
 * `PUT /oms/order/:id/cancel` (states 1–4): releases exactly what is still reserved for the order,
 * gives what was paid back to the balance (`returnPaidToBalance`), and cancels the sub-orders with it.
 */
export async function cancelOrder(ctx: RequestContext, id: number, remark: string | null): Promise<{ id: number; status: 0 }> {
  const order = await findOrder(ctx, id, true);
  requireFrom(ctx, order, 'cancel');
  await releaseReservation(ctx, orderReservation(id));
  const now = new Date();
  const changes: Partial<typeof orders.$inferInsert> = { cancelledBy: ctx.staffId, cancelledAt: now, cancelReason: remark };
  Object.assign(changes, await returnPaidToBalance(ctx, order, remark));
  // a held coupon is released, a used one given back (marketing)
  if (order.customerCouponId !== null) await orderPricing()?.cancelled(ctx, id);
  const subs = await lockSubOrders(ctx, id);
  await transitionAll(ctx, SUB_ORDERS, 'cancel', subs.filter((s) => s.status !== S.cancelled), { remark });
  await ctx.db.update(orders).set(changes).where(eq(orders.id, id));
  await transition(ctx, ORDERS, 'cancel', order, { remark });
  await notifyOrderClosed(ctx, { orderId: id, warehouseIds: null, status: S.cancelled, remark });
  // an audited order's sale is taken back on its audit day (README "Facts for the rollups")
  await notifyOrderCancelled(ctx, order);
  await notifyListChanged(ctx, 'oms.order', [id]);
  return { id, status: S.cancelled };
}

/**
 * The amount of what was shipped: each line's shipped share of what it pays (its amount less its shares of
 * the rules' and the typed discounts, `linePayableShare`), plus the fees, less what of the order's discounts
 * its lines do not hold (only an order saved before typed discounts were shared onto lines has any), never below 0.
 */
export async function deliveredAmountCents(ctx: StockContext, order: OrderRecord): Promise<number> {
  const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  let goods = 0n;
  let lineDiscounts = 0;
  for (const i of items) {
    goods += BigInt(linePayableShare(i, toMilli(i.shippedBaseQty)));
    lineDiscounts += toCents(i.activityAmount) + toCents(i.couponAmount);
  }
  const typed = toCents(order.couponAmount) + toCents(order.activityAmount) - lineDiscounts;
  const total = goods + BigInt(toCents(order.freightAmount) + toCents(order.carryFee) - typed);
  return Number(total > 0n ? total : 0n);
}

/**
 * An order (or, with `warehouseId`, one warehouse's part of a split order) out for delivery is delivered:
 * the part moves 5 → 6, the order with it once every part is delivered; then an account-period order
 * adds what was delivered to the customer's receivable (`need_pay`, fms `postCustomerAccount`).
 * Logistics calls this on sign-in; until it exists staff do (`PUT /oms/order/:id/deliver`).
 * 409 when the order (or the part) is not out for delivery.
 */
export async function markOrderDelivered(ctx: RequestContext, orderId: number, options: { warehouseId?: number; remark?: string | null } = {}): Promise<{ id: number; status: number }> {
  const order = await findOrder(ctx, orderId, true);
  return deliverLocked(ctx, order, actorOf(ctx), options);
}

async function deliverLocked(ctx: RequestContext, order: OrderRecord, by: DocumentActor, options: { warehouseId?: number; remark?: string | null }): Promise<{ id: number; status: number }> {
  const now = new Date();
  if (order.isSplit === 1) {
    const subs = await lockSubOrders(ctx, order.id);
    const targets = subs.filter((s) => (options.warehouseId === undefined || s.warehouseId === options.warehouseId) && s.status === S.shipping);
    if (targets.length === 0) throw conflict('oms.order_status_changed', { status: orderStatusName(ctx.locale, options.warehouseId === undefined ? order.status : (subs.find((s) => s.warehouseId === options.warehouseId)?.status ?? order.status)) });
    await transitionAll(ctx, SUB_ORDERS, 'deliver', targets, { set: sql`delivered_at = now()`, remark: options.remark ?? null, by });
    await notifyOrderClosed(ctx, { orderId: order.id, warehouseIds: targets.map((s) => s.warehouseId), status: S.delivered, remark: options.remark ?? null });
    // a sub-order closed by a failed delivery (order-delivery-failed.ts) no longer holds the order back
    const next = Math.min(...subs.filter((s) => s.status !== S.cancelled).map((s) => (targets.includes(s) ? S.delivered : s.status)));
    if (next !== S.delivered) {
      await transition(ctx, ORDERS, 'deliver_part', order, { to: order.status, remark: targets.map((s) => s.number).join(', '), by });
      return { id: order.id, status: order.status };
    }
  } else {
    requireFrom(ctx, order, 'deliver');
  }
  const changes: Partial<typeof orders.$inferInsert> = { deliveredBy: by?.id ?? null, deliveredAt: now };
  const delivered = await deliveredAmountCents(ctx, order);
  changes.deliveredAmount = fromCents(delivered);
  Object.assign(changes, await settlePaidOnDelivery(ctx, order, delivered, options.remark ?? null, by));
  await addDeliveredToNeedPay(ctx, order, delivered, options.remark ?? null, by);
  await ctx.db.update(orders).set(changes).where(eq(orders.id, order.id));
  await transition(ctx, ORDERS, 'deliver', order, { remark: options.remark ?? null, by });
  if (order.isSplit !== 1) await notifyOrderClosed(ctx, { orderId: order.id, warehouseIds: null, status: S.delivered, remark: options.remark ?? null });
  return { id: order.id, status: S.delivered };
}

/** `PUT /oms/order/:id/complete` (6 → 7). */
export async function completeOrder(ctx: RequestContext, id: number, remark: string | null): Promise<{ id: number; status: 7 }> {
  const order = await findOrder(ctx, id, true);
  requireFrom(ctx, order, 'complete');
  // its delivered parts; a part closed by a failed delivery stays cancelled
  const subs = await lockSubOrders(ctx, id);
  await transitionAll(ctx, SUB_ORDERS, 'complete', subs.filter((s) => s.status === S.delivered), { remark });
  await transition(ctx, ORDERS, 'complete', order, { set: sql`completed_by = ${ctx.staffId}::int, completed_at = now()`, remark });
  await notifyOrderClosed(ctx, { orderId: id, warehouseIds: null, status: S.completed, remark });
  // crm's invite reward for a first order: the customer's first completed order
  const [earlier] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, order.customerId), eq(orders.status, S.completed), ne(orders.id, id)))
    .limit(1);
  await inviteeOrderCompleted(ctx, order.customerId, id, !earlier);
  return { id, status: S.completed };
}

/** One action by name, as the routes call it. */
export async function transitionOrder(ctx: RequestContext, id: number, action: OrderAction, remark: string | null): Promise<{ id: number; status: number }> {
  switch (action) {
    case 'audit':
      return auditOrder(ctx, id, remark);
    case 'cancel':
      return cancelOrder(ctx, id, remark);
    case 'deliver':
      await notifyHandDelivery(ctx, { orderId: id, remark });
      return markOrderDelivered(ctx, id, { remark });
    case 'complete':
      return completeOrder(ctx, id, remark);
  }
}
