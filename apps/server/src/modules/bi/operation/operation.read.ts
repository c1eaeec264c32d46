import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromCents } from '@tradewind/contract/common/money';
import type { OperationFigures, OperationQuery, OperationRepRow, OperationReport, OperationStoreRow, OperationTrendPoint } from '@tradewind/contract/bi/operation.schema';
import { queryOne, queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { customers } from '@/modules/crm/customer';
import { customerAccounts } from '@/modules/fms/customer-account';
import { staff } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import { ordersRepDaily, salesRepDaily } from '../rollup/rollup.table';
import { bucketsOf, centsOf, customerOrdersOf, dashboardStores, daysOf, lastYearOf, rollupWhere } from '../period/period';

type Sums = { salesCents: number; orders: number; customers: number; receiptCents: number };
const ZERO: Sums = { salesCents: 0, orders: 0, customers: 0, receiptCents: 0 };

/** The API's figures of sums: the average order is net sales ÷ orders, to the cent. */
export function figuresOf(s: Sums): OperationFigures {
  return {
    sales_amount: fromCents(s.salesCents),
    orders: s.orders,
    customers: s.customers,
    avg_order_amount: fromCents(s.orders === 0 ? 0 : Math.round(s.salesCents / s.orders)),
    receipt_amount: fromCents(s.receiptCents),
  };
}

type Grouping = 'whole' | 'store' | 'rep';
type SumsByGroup = Record<Grouping, Map<number, Sums>>;

/**
 * How a statement groups: whole only, or `GROUPING SETS ((), (store_id), (rep_id))` — and each row's grouping
 * and key (whole: key 0).
 */
const groupingOf = (wholeOnly: boolean) =>
  wholeOnly
    ? { select: sql`'whole' AS g, 0 AS k`, groupBy: sql`` }
    : {
        select: sql`CASE WHEN grouping(r.store_id) = 0 THEN 'store' WHEN grouping(r.rep_id) = 0 THEN 'rep' ELSE 'whole' END AS g, coalesce(r.store_id, r.rep_id, 0)::int AS k`,
        groupBy: sql`GROUP BY GROUPING SETS ((), (r.store_id), (r.rep_id))`,
      };

/**
 * The period's sums whole (key 0), by store and by rep (or whole only): net sales (amount − refund_amount) from
 * the sales by store, day and rep; orders and receipts from the orders by store, day and rep — one statement per
 * table, the groupings as grouping sets. The customers ordering come from `customersOrdering`.
 */
async function sumsBy(ctx: RequestContext, storeList: string, start: string, end: string, wholeOnly = false): Promise<SumsByGroup> {
  const where = rollupWhere(ctx, storeList, start, end);
  const { select, groupBy } = groupingOf(wholeOnly);
  const [sales, orders] = await Promise.all([
    queryRows<{ g: Grouping; k: number; sales: string }>(ctx.db, sql`SELECT ${select}, sum(r.amount - r.refund_amount)::text AS sales FROM ${salesRepDaily} r WHERE ${where} ${groupBy}`),
    queryRows<{ g: Grouping; k: number; orders: number; receipts: string }>(
      ctx.db,
      sql`SELECT ${select}, sum(r.orders)::int AS orders, sum(r.receipt_amount)::text AS receipts FROM ${ordersRepDaily} r WHERE ${where} ${groupBy}`,
    ),
  ]);
  const out: SumsByGroup = { whole: new Map(), store: new Map(), rep: new Map() };
  const at = (g: Grouping, k: number) => out[g].get(Number(k)) ?? (out[g].set(Number(k), { ...ZERO }).get(Number(k)) as Sums);
  for (const row of sales) at(row.g, row.k).salesCents += centsOf(row.sales);
  for (const row of orders) Object.assign(at(row.g, row.k), { orders: Number(row.orders), receiptCents: centsOf(row.receipts) });
  return out;
}

type Buyers = Record<'whole' | 'store' | 'rep', Map<number, number>>;

/**
 * The customers whose orders in the period add up to more than none — whole (key 0), by store and by rep (or
 * whole only) — from the orders rollups at the customer grain, the period's whole months by month and its
 * other days by day (`customerOrdersOf`; the indexes hold every column it reads), in one pass over those
 * rows (grouping sets).
 */
async function customersOrdering(ctx: RequestContext, storeList: string, start: string, end: string, wholeOnly = false): Promise<Buyers> {
  const source = sql`(${customerOrdersOf(ctx.tenantId, sql`${storeList}::int[]`, start, end)})`;
  // each store, rep and customer with orders first (a row's orders are never below 0, so a customer orders in a
  // store, for a rep or at all exactly when one of its rows there does), then the distinct customers of each
  // grouping over those few rows — not three groupings of every month's and day's row
  const { select, groupBy } = groupingOf(wholeOnly);
  const rows = await queryRows<{ g: 'whole' | 'store' | 'rep'; k: number; n: number }>(
    ctx.db,
    sql`SELECT ${select}, count(DISTINCT r.customer_id)::int AS n
          FROM (SELECT r.store_id, r.rep_id, r.customer_id FROM ${source} r GROUP BY 1, 2, 3 HAVING sum(r.orders) > 0) r
         ${groupBy}`,
  );
  const out: Buyers = { whole: new Map(), store: new Map(), rep: new Map() };
  for (const row of rows) out[row.g].set(Number(row.k), Number(row.n));
  return out;
}

/** The customers ordering into sums of the same grouping. */
function withCustomers(sums: Map<number, Sums>, customers: Map<number, number>): Map<number, Sums> {
  for (const [k, n] of customers) {
    const s = sums.get(k);
    if (s) s.customers = n;
  }
  return sums;
}

/** Net sales and orders of each day of a period (days without facts left out), from the rollups by store, day and rep. */
async function dailySums(ctx: RequestContext, storeList: string, start: string, end: string): Promise<Map<string, { salesCents: number; orders: number }>> {
  const rows = await queryRows<{ day: string; sales: string; orders: number }>(
    ctx.db,
    sql`SELECT day::text AS day, sum(sales)::text AS sales, sum(orders)::int AS orders FROM (
          SELECT r.day, r.amount - r.refund_amount AS sales, 0 AS orders FROM ${salesRepDaily} r WHERE ${rollupWhere(ctx, storeList, start, end)}
          UNION ALL
          SELECT r.day, 0, r.orders FROM ${ordersRepDaily} r WHERE ${rollupWhere(ctx, storeList, start, end)}) d
        GROUP BY day`,
  );
  return new Map(rows.map((r) => [String(r.day).slice(0, 10), { salesCents: centsOf(r.sales), orders: Number(r.orders) }]));
}

/** The trend: each bucket of the period beside the same days a year before. */
async function trendOf(ctx: RequestContext, storeList: string, q: OperationQuery, lyStart: string, lyEnd: string): Promise<OperationTrendPoint[]> {
  const [now, before] = await Promise.all([dailySums(ctx, storeList, q.start_date, q.end_date), dailySums(ctx, storeList, lyStart, lyEnd)]);
  const sum = (days: Map<string, { salesCents: number; orders: number }>, list: string[]) =>
    list.reduce((acc, day) => ({ salesCents: acc.salesCents + (days.get(day)?.salesCents ?? 0), orders: acc.orders + (days.get(day)?.orders ?? 0) }), { salesCents: 0, orders: 0 });
  return bucketsOf(q.start_date, q.end_date, q.granularity).map((b) => {
    const current = sum(now, daysOf(b.start, b.end));
    // the same days a year before (28 February stands for a leap day, counted once)
    const lastYear = sum(before, [...new Set(daysOf(b.start, b.end).map(lastYearOf))]);
    return {
      start_date: b.start,
      end_date: b.end,
      sales_amount: fromCents(current.salesCents),
      orders: current.orders,
      last_year_sales_amount: fromCents(lastYear.salesCents),
      last_year_orders: lastYear.orders,
    };
  });
}

/** What the stores' customers owe now: the sum of finance's need_pay (fms customer accounts). */
async function receivableCents(ctx: RequestContext, storeList: string): Promise<number> {
  const a = alias(customerAccounts, 'a');
  const c = alias(customers, 'c');
  const row = await queryOne<{ amount: string }>(
    ctx.db,
    sql`SELECT coalesce(sum(${a.needPay}), 0)::text AS amount FROM ${customerAccounts} AS ${a} JOIN ${customers} AS ${c} ON ${c.id} = ${a.customerId}
         WHERE ${c.storeId} = ANY(${storeList}::int[])`,
  );
  return centsOf(row?.amount);
}

async function namesOf(ctx: RequestContext, table: 'store' | 'staff', ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const t = table === 'store' ? alias(stores, 's') : alias(staff, 's');
  const rows = await queryRows<{ id: number; name: string }>(ctx.db, sql`SELECT ${t.id} AS id, ${t.name} AS name FROM ${table === 'store' ? stores : staff} AS ${t} WHERE ${t.id} = ANY(${`{${ids.join(',')}}`}::int[])`);
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

const bySales = <T extends { sales_amount: string }>(a: T, b: T) => centsOf(b.sales_amount) - centsOf(a.sales_amount);

/** `GET /bi/operation`: the period's figures beside last year's, the trend, the stores' and the reps' figures. */
export async function readOperation(ctx: RequestContext, q: OperationQuery): Promise<OperationReport> {
  const storeList = dashboardStores(ctx, q.store_id);
  const lyStart = lastYearOf(q.start_date);
  const lyEnd = lastYearOf(q.end_date);
  const [sums, lastYearSums, buyers, lastYearBuyers, trend, receivable] = await Promise.all([
    sumsBy(ctx, storeList, q.start_date, q.end_date),
    sumsBy(ctx, storeList, lyStart, lyEnd, true),
    customersOrdering(ctx, storeList, q.start_date, q.end_date),
    customersOrdering(ctx, storeList, lyStart, lyEnd, true),
    trendOf(ctx, storeList, q, lyStart, lyEnd),
    receivableCents(ctx, storeList),
  ]);
  const whole = withCustomers(sums.whole, buyers.whole);
  const lastYear = withCustomers(lastYearSums.whole, lastYearBuyers.whole);
  const byStore = withCustomers(sums.store, buyers.store);
  const byRep = withCustomers(sums.rep, buyers.rep);
  const [storeNames, repNames] = await Promise.all([namesOf(ctx, 'store', [...byStore.keys()]), namesOf(ctx, 'staff', [...byRep.keys()].filter((id) => id !== 0))]);
  const storeRows: OperationStoreRow[] = [...byStore].map(([id, s]) => ({ store_id: id, store_name: storeNames.get(id) ?? `#${id}`, ...figuresOf(s) }));
  const repRows: OperationRepRow[] = [...byRep].map(([id, s]) => ({ rep_id: id, rep_name: id === 0 ? null : (repNames.get(id) ?? `#${id}`), ...figuresOf(s) }));
  return {
    start_date: q.start_date,
    end_date: q.end_date,
    last_year_start_date: lyStart,
    last_year_end_date: lyEnd,
    granularity: q.granularity,
    figures: figuresOf(whole.get(0) ?? ZERO),
    last_year: figuresOf(lastYear.get(0) ?? ZERO),
    receivable_amount: fromCents(receivable),
    trend,
    stores: storeRows.sort(bySales),
    reps: repRows.sort(bySales),
  };
}

