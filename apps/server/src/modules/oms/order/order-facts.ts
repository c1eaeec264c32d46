import { asc, eq } from 'drizzle-orm';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { toMilli } from '@/modules/wms';
import type { RequestContext } from '@/core/http/request-context';
import type { OrderRecord } from './order.service';
import { orderItems } from './order.table';

/**
 * What an audited order counts for (README "Facts for the rollups"): its store, customer, the rep frozen at
 * audit and the audit's time; its head amounts as they are now (a carry fee charged later is in them).
 */
export type OrderFactsHead = {
  orderId: number;
  storeId: number;
  customerId: number;
  repId: number;
  auditedAt: Date;
  goodsAmount: string;
  freightAmount: string;
  carryFee: string;
  totalAmount: string;
};

/** A line as sold: base quantity (decimal text), what it pays (amount less its discount shares) and its cost frozen at audit. */
export type OrderFactsLine = { skuId: number; baseQty: string; amount: string; costAmount: string };

/** A refunded line: base quantity, its amount (the order line's payable share) and the cost of what came back (0 for a refund only). */
export type RefundFactsLine = { skuId: number; baseQty: string; amount: string; costAmount: string };

/**
 * - `audited`: the order's audit (its lines and head counted on its audit day);
 * - `cancelled`: an audited order closed as cancelled (staff's cancel from 2–4, a failed delivery closing the
 *   whole order): the same lines and head taken back, on the audit day;
 * - `carry_fee`: logistics' carry fee charged on the order after audit (`carryFee`: what it added);
 * - `refunded`: a refund reached 4 refunded (its lines and money, on the refund's day, with the rep then).
 */
export type OrderFacts =
  | { kind: 'audited' | 'cancelled'; order: OrderFactsHead; lines: OrderFactsLine[] }
  | { kind: 'carry_fee'; order: OrderFactsHead; carryFee: string }
  | { kind: 'refunded'; refund: { refundId: number; storeId: number; customerId: number; repId: number; refundedAt: Date; refundAmount: string }; lines: RefundFactsLine[] };

export type OrderFactsListener = (ctx: RequestContext, facts: OrderFacts) => Promise<void>;

const listeners: OrderFactsListener[] = [];

/** The modules above orders (bi's rollups) register at start; told in the fact's transaction, in order — one that throws rolls the change back. */
export function registerOrderFactsListener(listener: OrderFactsListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

/** Stops telling a listener (the audit bench measures an audit with and without bi's). */
export function unregisterOrderFactsListener(listener: OrderFactsListener): void {
  const at = listeners.indexOf(listener);
  if (at >= 0) listeners.splice(at, 1);
}

/** Whether anyone listens: the callers skip reading what only listeners need. */
export const hasOrderFactsListeners = (): boolean => listeners.length > 0;

export async function notifyOrderFacts(ctx: RequestContext, facts: OrderFacts): Promise<void> {
  for (const listener of listeners) await listener(ctx, facts);
}

/** The head of an audited order as the facts carry it. */
export function orderFactsHead(order: OrderRecord, overrides: Partial<OrderFactsHead> = {}): OrderFactsHead {
  return {
    orderId: order.id,
    storeId: order.storeId,
    customerId: order.customerId,
    repId: order.repId,
    auditedAt: order.auditedAt ?? new Date(),
    goodsAmount: order.goodsAmount,
    freightAmount: order.freightAmount,
    carryFee: order.carryFee,
    totalAmount: order.totalAmount,
    ...overrides,
  };
}

/** What a line pays: its amount less its activity and coupon shares, never below 0 (as `linePayableShare` counts it). */
export const linePaysCents = (line: { amount: string; activityAmount: string; couponAmount: string }): number =>
  Math.max(0, toCents(line.amount) - toCents(line.activityAmount) - toCents(line.couponAmount));

type FactLineSource = { skuId: number; baseQty: string; amount: string; activityAmount: string; couponAmount: string; costAmount: string };

export const orderFactsLines = (items: readonly FactLineSource[]): OrderFactsLine[] =>
  items.map((i) => ({ skuId: i.skuId, baseQty: i.baseQty, amount: fromCents(linePaysCents(i)), costAmount: i.costAmount }));

/** An audited order closed as cancelled: its lines taken back on the audit day (only when an audited order is told). */
export async function notifyOrderCancelled(ctx: RequestContext, order: OrderRecord): Promise<void> {
  if (!hasOrderFactsListeners() || order.auditedAt === null || order.status < 2) return;
  const items = await ctx.db
    .select({ skuId: orderItems.skuId, baseQty: orderItems.baseQty, amount: orderItems.amount, activityAmount: orderItems.activityAmount, couponAmount: orderItems.couponAmount, costAmount: orderItems.costAmount })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  await notifyOrderFacts(ctx, { kind: 'cancelled', order: orderFactsHead(order), lines: orderFactsLines(items) });
}

/** round(base quantity × cost per base unit) in cents, half up, exactly: thousandths × ten-thousandths = 10⁻⁷ units. */
export function costCents(baseQty: string, costPrice: string): number {
  const [whole, frac = ''] = costPrice.replace('-', '').split('.');
  const sign = costPrice.startsWith('-') ? -1n : 1n;
  const price = sign * BigInt(`${whole}${frac.padEnd(4, '0').slice(0, 4)}`);
  const product = toMilli(baseQty) * price;
  const half = product >= 0n ? 50_000n : -50_000n;
  return Number((product + half) / 100_000n);
}
