import { fromCents, toCents } from '@tradewind/contract/common/money';
import { TYPED_DISCOUNT_KINDS } from '@tradewind/contract/oms/order-discount';
import type { OrderPricingStep } from '@tradewind/contract/oms/order.schema';
import { earliestDeliveryDate } from '@tradewind/contract/oms/setting.schema';

/** Quantities as thousandths and prices as cents: the form adds up as the server does (no float sums). */
const milli = (qty: number | null) => (qty === null || !Number.isFinite(qty) ? 0 : Math.round(qty * 1000));
const centsOf = (value: number | string | null | undefined) => (value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? 0 : toCents(Number(value)));

/** qty × price rounded half up to the cent (the server's rule, order-lines.ts `orderAmounts`). */
export function lineCents(line: { qty: number | null; price: number | string | null }): number {
  return Math.floor((milli(line.qty) * centsOf(line.price) + 500) / 1000);
}

export type OrderMoney = { freight_amount?: number | null; carry_fee?: number | null; coupon_amount?: number | null; activity_amount?: number | null };

/**
 * A line of the form: qty × price, or — priced by the pipeline — its amount, its activity and coupon shares
 * and its steps (the shares of the discounts typed by hand among them).
 */
export type OrderFormLine = { qty: number | null; price: number | string | null; amount?: string | null; activity?: string | null; coupon?: string | null; steps?: readonly OrderPricingStep[] };

const TYPED_KINDS: readonly string[] = Object.values(TYPED_DISCOUNT_KINDS);

/** What of a line's shares the discounts typed by hand took (its manual steps). */
export function typedShareCents(steps: readonly OrderPricingStep[] | undefined): number {
  return (steps ?? []).reduce((sum, s) => sum + (TYPED_KINDS.includes(s.kind) ? centsOf(s.amount) : 0), 0);
}

/**
 * The form's figures: goods = Σ lines (the pipeline's amounts where it priced them), the rules' discounts
 * = Σ the lines' activity and coupon shares less what the typed discounts took of them, total = goods +
 * freight + carry fee − those − the discounts typed by hand as they stand in the form (the preview shares
 * them onto the lines; while it catches up the total already counts them), never below 0. The server
 * recomputes them (order-lines.ts `orderAmounts`).
 */
export function orderFormTotals(lines: readonly OrderFormLine[], money: OrderMoney): { goods: string; discounts: string; total: string } {
  const goods = lines.reduce((sum, l) => sum + (l.amount ? centsOf(l.amount) : lineCents(l)), 0);
  const discounts = lines.reduce((sum, l) => sum + centsOf(l.activity) + centsOf(l.coupon) - typedShareCents(l.steps), 0);
  const total = goods - discounts + centsOf(money.freight_amount) + centsOf(money.carry_fee) - centsOf(money.coupon_amount) - centsOf(money.activity_amount);
  return { goods: fromCents(goods), discounts: fromCents(discounts), total: fromCents(Math.max(0, total)) };
}


/** The first delivery date the rules allow now, in the browser's clock read as the tenant's (Asia/Shanghai) day. */
export function earliestDeliveryFor(now: Date, cutoff: string | null, timeZone = 'Asia/Shanghai'): string {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const p = Object.fromEntries(f.formatToParts(now).map((x) => [x.type, x.value]));
  return earliestDeliveryDate(`${p.year}-${p.month}-${p.day}`, `${p.hour}:${p.minute}`, cutoff);
}
