import { fromCents, toCents } from '@tradewind/contract/common/money';
import { earliestDeliveryDate } from '@tradewind/contract/oms/setting.schema';

/** Quantities as thousandths and prices as cents: the form adds up as the server does (no float sums). */
const milli = (qty: number | null) => (qty === null || !Number.isFinite(qty) ? 0 : Math.round(qty * 1000));
const centsOf = (value: number | string | null | undefined) => (value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? 0 : toCents(Number(value)));

/** qty × price rounded half up to the cent (the server's rule, order-lines.ts `orderAmounts`). */
export function lineCents(line: { qty: number | null; price: number | string | null }): number {
  return Math.floor((milli(line.qty) * centsOf(line.price) + 500) / 1000);
}

export type OrderMoney = { freight_amount?: number | null; carry_fee?: number | null; coupon_amount?: number | null; activity_amount?: number | null };

/** A line of the form: qty × price, or — priced by the pipeline — its amount and its shares of the rules' discounts. */
export type OrderFormLine = { qty: number | null; price: number | string | null; amount?: string | null; activity?: string | null; coupon?: string | null };

/**
 * The form's figures: goods = Σ lines (the pipeline's amounts where it priced them), the rules' discounts
 * = Σ the lines' activity and coupon shares, total = goods + freight + carry fee − those − the discounts
 * typed by hand, never below 0. The server recomputes them (order-lines.ts `orderAmounts`).
 */
export function orderFormTotals(lines: readonly OrderFormLine[], money: OrderMoney): { goods: string; discounts: string; total: string } {
  const goods = lines.reduce((sum, l) => sum + (l.amount ? centsOf(l.amount) : lineCents(l)), 0);
  const discounts = lines.reduce((sum, l) => sum + centsOf(l.activity) + centsOf(l.coupon), 0);
  const total = goods - discounts + centsOf(money.freight_amount) + centsOf(money.carry_fee) - centsOf(money.coupon_amount) - centsOf(money.activity_amount);
  return { goods: fromCents(goods), discounts: fromCents(discounts), total: fromCents(Math.max(0, total)) };
}

/** An order's discount typed by hand: its amount less its lines' shares of the rules' (the edit form starts from it). */
export function typedDiscount(orderAmount: string, lineShares: readonly string[]): number {
  return Math.max(0, centsOf(orderAmount) - lineShares.reduce((sum, v) => sum + centsOf(v), 0)) / 100;
}

/** The first delivery date the rules allow now, in the browser's clock read as the tenant's (Asia/Shanghai) day. */
export function earliestDeliveryFor(now: Date, cutoff: string | null, timeZone = 'Asia/Shanghai'): string {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const p = Object.fromEntries(f.formatToParts(now).map((x) => [x.type, x.value]));
  return earliestDeliveryDate(`${p.year}-${p.month}-${p.day}`, `${p.hour}:${p.minute}`, cutoff);
}
