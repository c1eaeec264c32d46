import { sql } from 'drizzle-orm';
import { formatDate } from '@tradewind/contract/common/time';
import { toCents } from '@tradewind/contract/common/money';
import { queryOne } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { registerReceiptNoteListener, type AuditedReceiptNote } from '@/modules/fms';
import { registerOrderFactsListener, type OrderFacts } from '@/modules/oms';
import { tenants } from '@/modules/system/tenant';
import { addFacts, addOrdersFacts, type RollupContext } from './rollup-writer';
import { PAYMENT_KIND_BALANCE } from './rollup-derive';

/** Quantity text (three decimals at most) in thousandths, exactly. */
export const milliOf = (qty: string): number => {
  const negative = qty.startsWith('-');
  const [whole, frac = ''] = qty.replace('-', '').split('.');
  const n = Number(whole) * 1000 + Number(frac.padEnd(3, '0').slice(0, 3));
  return negative ? -n : n;
};

/**
 * The tenant's time zone: the session's (the tenant's own, read at sign-in), else the tenant row (a context
 * made without a session: the demo seed, a job). The day of a fact is its time's date in it.
 */
async function timeZoneOf(ctx: RequestContext): Promise<string> {
  const zone = (ctx.session as Partial<RequestContext['session']> | undefined)?.timeZone;
  if (zone) return zone;
  const row = await queryOne<{ time_zone: string }>(ctx.db, sql`SELECT ${tenants.timeZone} AS time_zone FROM ${tenants} WHERE ${tenants.id} = ${ctx.tenantId}::int`);
  return row?.time_zone ?? 'Asia/Shanghai';
}

const dayOf = (at: Date, timeZone: string): string => formatDate(at, timeZone) as string;

/**
 * An order's facts into the rollups (README "Rollups"): an audit adds its lines to `bi_sales_daily` and the order
 * to `bi_orders_daily` on the audit day; a cancel after audit adds the same with the sign turned; a carry fee
 * charged later adds to the audit day's fee and total; a refund adds its lines' quantity, amount and cost and
 * its money on the refund's day. One statement (`addFacts`), in the fact's transaction.
 */
export async function feedOrderFacts(ctx: RequestContext, facts: OrderFacts): Promise<void> {
  const rollup: RollupContext = { db: ctx.db, tenantId: ctx.tenantId };
  const zone = await timeZoneOf(ctx);
  if (facts.kind === 'refunded') {
    const { refund } = facts;
    const key = { storeId: refund.storeId, day: dayOf(refund.refundedAt, zone), customerId: refund.customerId, repId: refund.repId };
    await addFacts(
      rollup,
      facts.lines.map((l) => ({ ...key, skuId: l.skuId, refundQtyMilli: milliOf(l.baseQty), refundAmountCents: toCents(l.amount), refundCostCents: toCents(l.costAmount) })),
      [{ ...key, refunds: 1, refundAmountCents: toCents(refund.refundAmount) }],
    );
    return;
  }
  const { order } = facts;
  const key = { storeId: order.storeId, day: dayOf(order.auditedAt, zone), customerId: order.customerId, repId: order.repId };
  if (facts.kind === 'carry_fee') {
    const fee = toCents(facts.carryFee);
    await addOrdersFacts(rollup, [{ ...key, carryFeeCents: fee, totalAmountCents: fee }]);
    return;
  }
  const sign = facts.kind === 'audited' ? 1 : -1;
  await addFacts(
    rollup,
    facts.lines.map((l) => ({ ...key, skuId: l.skuId, lines: sign, qtyMilli: sign * milliOf(l.baseQty), amountCents: sign * toCents(l.amount), costCents: sign * toCents(l.costAmount) })),
    [
      {
        ...key,
        orders: sign,
        goodsAmountCents: sign * toCents(order.goodsAmount),
        freightAmountCents: sign * toCents(order.freightAmount),
        carryFeeCents: sign * toCents(order.carryFee),
        totalAmountCents: sign * toCents(order.totalAmount),
      },
    ],
  );
}

/** A receipt note's audit into `bi_orders_daily` on its audit day; a note paid from the balance brought no money in and is not a receipt. */
export async function feedReceiptNote(ctx: RequestContext, note: AuditedReceiptNote): Promise<void> {
  if (note.paymentKind === PAYMENT_KIND_BALANCE) return;
  const zone = await timeZoneOf(ctx);
  await addOrdersFacts({ db: ctx.db, tenantId: ctx.tenantId }, [
    { storeId: note.storeId, day: dayOf(note.auditedAt, zone), customerId: note.customerId, repId: note.repId, receipts: 1, receiptAmountCents: toCents(note.amount) },
  ]);
}

/** `registerBiModule` calls this at start: the rollups hear of orders, refunds and receipt notes from here on. */
export function registerRollupFeed(): void {
  registerOrderFactsListener(feedOrderFacts);
  registerReceiptNoteListener(feedReceiptNote);
}
