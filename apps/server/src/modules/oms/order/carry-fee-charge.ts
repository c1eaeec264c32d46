import { eq } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { ORDER_STATUS, PAY_STATUS, PAY_TYPE } from '@tradewind/contract/oms/order.schema';
import { actorOf, writeDocumentLog } from '@/core/documents/document-log';
import { conflict, invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { CustomerAccountHistoryType, postCustomerAccount } from '@/modules/fms';
import { findOrder } from './order.service';
import { orders } from './order.table';
import { hasOrderFactsListeners, notifyOrderFacts, orderFactsHead } from './order-facts';

export type CarryFeeCharge = {
  /** > 0, two decimals */
  amount: string;
  /** the carry-fee record that charges it (the account history and the order's log name it) */
  docType: string;
  docId: number;
  docNo: string | null;
};

export type ChargedCarryFee = { orderId: number; carryFee: string; totalAmount: string; payStatus: number; /** need_pay or balance moved now */ posted: 'need_pay' | 'balance' | null };

/**
 * Logistics' carry fee charged on an order out for delivery (5) or delivered (6): adds it to the order's
 * carry_fee and total_amount (total = goods + freight + carry fee − coupon − activity), in the caller's
 * transaction, under the order's row lock. By pay type (oms README "Carry fees"):
 * - 2 account period: delivered → the extra need_pay is posted now (fms postCustomerAccount, type order
 *   delivered); out for delivery → nothing yet, the delivery posts the whole total with it.
 * - 3 balance: the order was paid from the balance at audit, so the fee is taken from it too (409
 *   fms.balance_short when the balance cannot cover it); paid_amount follows.
 * - 1 cash on delivery, 4 online: the fee is owed on the order (a paid order becomes partly paid) and is
 *   collected with the rest — by the driver or a receipt note.
 * 409 oms.order_status_changed in any other state; 404 when the order is not the caller's to see.
 */
export async function chargeCarryFee(ctx: RequestContext, orderId: number, charge: CarryFeeCharge): Promise<ChargedCarryFee> {
  const cents = toCents(charge.amount);
  if (!(cents > 0)) throw invalidField('amount', 'fms.amount_zero');
  const order = await findOrder(ctx, orderId, true);
  if (order.status !== ORDER_STATUS.shipping && order.status !== ORDER_STATUS.delivered)
    throw conflict('oms.order_status_changed', { status: translate(`oms.order_status.${order.status}`, ctx.locale) });
  const delivered = order.status === ORDER_STATUS.delivered;
  const total = toCents(order.totalAmount) + cents;
  let paid = toCents(order.paidAmount);
  let posted: ChargedCarryFee['posted'] = null;
  const doc = { docType: charge.docType, docId: charge.docId, docNo: charge.docNo, staffId: ctx.staffId, remark: order.number };
  if (order.payType === PAY_TYPE.accountPeriod && delivered) {
    await postCustomerAccount(ctx.db, { customerId: order.customerId, field: 'need_pay', amount: fromCents(cents), type: CustomerAccountHistoryType.orderDelivered, ...doc });
    posted = 'need_pay';
  } else if (order.payType === PAY_TYPE.balance) {
    await postCustomerAccount(ctx.db, { customerId: order.customerId, field: 'balance', amount: fromCents(-cents), type: CustomerAccountHistoryType.orderBalancePay, ...doc });
    paid += cents;
    posted = 'balance';
  }
  const payStatus = paid <= 0 ? PAY_STATUS.unpaid : paid >= total ? PAY_STATUS.paid : PAY_STATUS.partlyPaid;
  const now = new Date();
  await ctx.db
    .update(orders)
    .set({
      carryFee: fromCents(toCents(order.carryFee) + cents),
      totalAmount: fromCents(total),
      paidAmount: fromCents(paid),
      payStatus,
      // a delivered order's delivered amount includes its fees (as the delivery computed it)
      ...(delivered ? { deliveredAmount: fromCents(toCents(order.deliveredAmount) + cents) } : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  // the order's audit-day figures grow by the fee (bi's rollups; README "Facts for the rollups")
  if (hasOrderFactsListeners()) await notifyOrderFacts(ctx, { kind: 'carry_fee', order: orderFactsHead(order), carryFee: fromCents(cents) });
  await writeDocumentLog(ctx.db, { type: 'order', id: order.id, action: 'carry_fee', from: order.status, to: order.status, remark: `${charge.docNo ?? charge.docId} +${fromCents(cents)}`, by: actorOf(ctx) });
  return { orderId: order.id, carryFee: fromCents(toCents(order.carryFee) + cents), totalAmount: fromCents(total), payStatus, posted };
}
