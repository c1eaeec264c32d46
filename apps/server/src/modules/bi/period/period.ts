import { sql, type SQL } from 'drizzle-orm';
import { toCents } from '@tradewind/contract/common/money';
import type { Granularity } from '@tradewind/contract/bi/operation.schema';
import { ALL_STORES, type StoreChoice } from '@tradewind/contract/bi/period.schema';
import type { RequestContext } from '@/core/http/request-context';
import { intArray, listStores, ownStores } from '@/core/http/store-scope';

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** A day plus n days (YYYY-MM-DD). */
export const addDays = (day: string, n: number): string => toDay(msOf(day) + n * DAY_MS);

/** The same day a year before: 29 February becomes 28 February. */
export function lastYearOf(day: string): string {
  const year = Number(day.slice(0, 4)) - 1;
  const md = day.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-${md === '02-29' && !leap ? '02-28' : md}`;
}

/** Every day of a period, in order. */
export function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let ms = msOf(start); ms <= msOf(end); ms += DAY_MS) days.push(toDay(ms));
  return days;
}

/** The first day of a day's bucket: itself, its ISO week's Monday, or its month's first. */
function bucketStart(day: string, granularity: Granularity): string {
  if (granularity === 'month') return `${day.slice(0, 8)}01`;
  if (granularity === 'week') return addDays(day, -((new Date(msOf(day)).getUTCDay() + 6) % 7));
  return day;
}

/** The period cut into buckets, each clipped to the period: [first, last] day. */
export function bucketsOf(start: string, end: string, granularity: Granularity): Array<{ start: string; end: string }> {
  const buckets: Array<{ start: string; end: string }> = [];
  for (const day of daysOf(start, end)) {
    const last = buckets[buckets.length - 1];
    if (last && bucketStart(day, granularity) === bucketStart(last.start, granularity)) last.end = day;
    else buckets.push({ start: day, end: day });
  }
  return buckets;
}

/**
 * The stores a dashboard counts (a PostgreSQL array literal): without `store_id`, the caller's as the
 * orders' list has them (the CurrStoreId store when sent, else every store of theirs); `all`, every store of
 * theirs whichever the shell has chosen; a store id, that store when it is one of theirs — a store that is
 * not theirs counts nothing.
 */
export function dashboardStores(ctx: RequestContext, storeId: StoreChoice | null | undefined): string {
  if (storeId === null || storeId === undefined) return listStores(ctx);
  if (storeId === ALL_STORES) return ownStores(ctx);
  return intArray(ctx.session.storeIds.includes(storeId) ? [storeId] : [0]);
}

/** The rows of a rollup table (its alias `r`) of the caller's tenant and stores in a period. */
export function rollupWhere(ctx: RequestContext, stores: string, start: string, end: string): SQL {
  return sql`r.tenant_id = ${ctx.tenantId}::int AND r.day BETWEEN ${start}::date AND ${end}::date AND r.store_id = ANY(${stores}::int[])`;
}

/** Cents of a numeric text ('-12.30' → -1230). */
export const centsOf = (text: string | null | undefined): number => toCents(text ?? '0');

/** Percent with 2 decimals of part ÷ whole (cents), null when whole is 0. */
export function percentOf(part: number, whole: number): string | null {
  if (whole === 0) return null;
  return ((part * 100) / whole).toFixed(2);
}

/** The last day of a day's month. */
export const monthEndOf = (day: string): string => toDay(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0));

/**
 * The period cut for the SKU rollups: the months it holds whole (first days, null: none) and the days at its
 * ends outside them (both included; null: none).
 */
export function periodMonths(start: string, end: string): { months: [string, string] | null; days: Array<[string, string]> } {
  const first = start.endsWith('-01') ? start : addDays(monthEndOf(start), 1);
  const last = monthEndOf(end) === end ? end : addDays(`${end.slice(0, 8)}01`, -1);
  if (first > last) return { months: null, days: [[start, end]] };
  const days: Array<[string, string]> = [];
  if (start < first) days.push([start, addDays(first, -1)]);
  if (last < end) days.push([addDays(last, 1), end]);
  return { months: [first, `${last.slice(0, 8)}01`], days };
}

/**
 * A period's rows of a rollup kept by day and by month: the months the period holds whole from the monthly
 * table, the days at its ends from the daily one (`columns` of both, or `dailyColumns` of the daily one;
 * `stores`: an int[] expression).
 */
function monthsAndDays(tenantId: number, stores: SQL, start: string, end: string, tables: { monthly: string; daily: string; columns: string; dailyColumns?: string }): SQL {
  const cut = periodMonths(start, end);
  const columns = sql.raw(tables.columns);
  const dailyColumns = sql.raw(tables.dailyColumns ?? tables.columns);
  const parts: SQL[] = [];
  if (cut.months) {
    parts.push(sql`SELECT ${columns} FROM ${sql.raw(tables.monthly)}
                    WHERE tenant_id = ${tenantId}::int AND store_id = ANY(${stores}) AND month BETWEEN ${cut.months[0]}::date AND ${cut.months[1]}::date`);
  }
  for (const [from, to] of cut.days) {
    parts.push(sql`SELECT ${dailyColumns} FROM ${sql.raw(tables.daily)}
                    WHERE tenant_id = ${tenantId}::int AND store_id = ANY(${stores}) AND day BETWEEN ${from}::date AND ${to}::date`);
  }
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * The sales of a period per store and SKU as rows (`store_id`, `sku_id` and the sales measures) of the SKU
 * rollups: the period's whole months from `bi_sales_sku_monthly`, the days at its ends from
 * `bi_sales_sku_daily` — a year is about twelve rows per store and SKU instead of 365 (README "Rollups").
 */
export const skuSalesOf = (tenantId: number, stores: SQL, start: string, end: string): SQL =>
  monthsAndDays(tenantId, stores, start, end, {
    monthly: 'bi_sales_sku_monthly',
    daily: 'bi_sales_sku_daily',
    columns: 'store_id, sku_id, lines, qty, amount, cost, refund_qty, refund_amount, refund_cost',
  });

/**
 * The orders of a period per store, customer and rep as rows (`store_id`, `customer_id`, `rep_id`, `orders`):
 * the period's whole months from `bi_orders_customer_monthly`, the days at its ends from `bi_orders_daily`.
 */
export const customerOrdersOf = (tenantId: number, stores: SQL, start: string, end: string): SQL =>
  monthsAndDays(tenantId, stores, start, end, { monthly: 'bi_orders_customer_monthly', daily: 'bi_orders_daily', columns: 'store_id, customer_id, rep_id, orders' });

/**
 * The sales of a period per store, customer and rep as rows (`store_id`, `customer_id`, `rep_id` and the sales
 * measures): the whole months from `bi_sales_customer_monthly`, the days at the period's ends from
 * `bi_sales_customer_daily` — a year is about twelve rows per store, customer and rep instead of one per order.
 */
export const customerSalesOf = (tenantId: number, stores: SQL, start: string, end: string): SQL =>
  monthsAndDays(tenantId, stores, start, end, {
    monthly: 'bi_sales_customer_monthly',
    daily: 'bi_sales_customer_daily',
    columns: 'store_id, customer_id, rep_id, lines, qty, amount, cost, refund_qty, refund_amount, refund_cost',
  });
