import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CHURN_RECENT_DAYS,
  COHORT_MONTHS,
  type CustomerChurnExportQuery,
  type CustomerChurnRow,
  type CustomerCohort,
  type CustomerMonth,
  type CustomerOverview,
  type CustomerPeriodQuery,
  type CustomerTop,
  type CustomerTopRow,
} from '@tradewind/contract/bi/customer.schema';
import { DEFAULT_TIME_ZONE, todayIn } from '@tradewind/contract/common/time';
import { queryOne, queryRows } from '@/core/db/database';
import { invalidField } from '@/core/http/errors';
import { listOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { intArray, listStores } from '@/core/http/store-scope';
import { customerScope, customers } from '@/modules/crm/customer';
import { staff } from '@/modules/system/staff';
import { addDays, customerOrdersOf, customerSalesOf, monthEndOf } from '../period/period';

// Other modules' tables under aliases of our own (docs/architecture.md §16).
const c = alias(customers, 'bc');
const owner = alias(staff, 'bo');

/**
 * The stores a dashboard reads: the `store_id` asked for (one of the caller's stores, else a 422 naming
 * it), else the current store (CurrStoreId), else every store of the caller's — as store-scoped lists do.
 */
export function periodStores(ctx: RequestContext, storeId: number | undefined): string {
  if (storeId === undefined) return listStores(ctx);
  if (!ctx.session.storeIds.includes(storeId)) throw invalidField('store_id', 'validation.ids_unknown', { ids: storeId });
  return intArray([storeId]);
}

/**
 * The facts of the customers the caller reaches: the customer's data scope as crm's customer list applies
 * it (customerScope: the caller's stores, the pools and what the role's data scope allows among owned
 * customers), on the customer's current owner.
 */
function scopedCustomers(ctx: RequestContext): SQL {
  return customerScope(ctx, { store: c.storeId, salesType: c.salesType, owner: c.salesId }) ?? sql`true`;
}

/** The stores of a call as an int[] expression. */
const storesOf = (ctx: RequestContext, q: CustomerPeriodQuery): SQL => sql`${periodStores(ctx, q.store_id)}::int[]`;

/** The first day of a day's month (YYYY-MM-DD). */
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The scoped customers' ids, for `customer_id IN (…)`. */
const scopedIds = (ctx: RequestContext): SQL => sql`SELECT ${c.id} FROM ${customers} AS ${c} WHERE ${scopedCustomers(ctx)}`;

/**
 * The order rows a customer figure reads, in one pass (`customer_id`, `month` — its first day — `day` — null for a
 * whole month — `orders`, and whether the row is history `hist` and inside the period `in_period`):
 * - every month before the end's from `bi_orders_customer_monthly` (history, whole months; inside the period
 *   when the period holds it whole);
 * - the end's month's days up to the end from `bi_orders_daily` (history; inside the period from its start);
 * - with `periodEdge`, the days of the start's month from the start when that month is before the end's and the
 *   period begins inside it (not history — the month's row above is — but inside the period);
 * - with `sinceStart`, no month before the start's (the caller takes the customers' first days from their spans).
 * Only rows with orders: a row's orders count the orders audited on its day and key that are not cancelled (a
 * cancel takes its audit back on the same row), never below 0, so a customer's month (day) has an order exactly
 * when one of its rows has orders > 0. Never all history by day.
 */
function orderRows(ctx: RequestContext, q: CustomerPeriodQuery, periodEdge: boolean, sinceStart = false): SQL {
  const stores = storesOf(ctx, q);
  const endMonth = monthStart(q.end_date);
  const startMonth = monthStart(q.start_date);
  const firstWhole = q.start_date === startMonth ? startMonth : addDays(monthEndOf(q.start_date), 1);
  const own = (t: string) => sql`${sql.raw(t)}.tenant_id = ${ctx.tenantId}::int AND ${sql.raw(t)}.store_id = ANY(${stores}) AND ${sql.raw(t)}.orders > 0`;
  const parts = [
    sql`SELECT m.customer_id, m.month, NULL::date AS day, m.orders, true AS hist, m.month >= ${firstWhole}::date AS in_period
          FROM bi_orders_customer_monthly m WHERE ${own('m')} AND m.month < ${endMonth}::date${sinceStart ? sql` AND m.month >= ${startMonth}::date` : sql``}`,
    sql`SELECT o.customer_id, ${endMonth}::date, o.day, o.orders, true, o.day >= ${q.start_date}::date
          FROM bi_orders_daily o WHERE ${own('o')} AND o.day BETWEEN ${endMonth}::date AND ${q.end_date}::date`,
  ];
  if (periodEdge && startMonth < endMonth && q.start_date !== startMonth) {
    parts.push(sql`SELECT o.customer_id, ${startMonth}::date, o.day, o.orders, false, true
                     FROM bi_orders_daily o WHERE ${own('o')} AND o.day BETWEEN ${q.start_date}::date AND ${monthEndOf(q.start_date)}::date`);
  }
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * Each customer's first and last order day in the call's stores, from their spans (bi_customer_spans: every day
 * of bi_orders_daily with orders). The first day of a customer who ordered in a period is never after it; the
 * last day is the last up to any end on or after today.
 */
function firstDays(ctx: RequestContext, q: CustomerPeriodQuery): SQL {
  return sql`SELECT s.customer_id, min(s.first_day) AS first_day, max(s.last_day) AS last_day FROM bi_customer_spans s
              WHERE s.tenant_id = ${ctx.tenantId}::int AND s.store_id = ANY(${storesOf(ctx, q)}) GROUP BY s.customer_id`;
}

/** Months as their number since year 0 (month arithmetic without intervals): 'YYYY-MM' ↔ n. */
const monthNumber = (text: string) => Number(text.slice(0, 4)) * 12 + Number(text.slice(5, 7)) - 1;
const monthText = (n: number) => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
// date_part, not extract: extract answers numeric, several times dearer per row
const monthOf = (expr: SQL) => sql`(date_part('year', ${expr})::int * 12 + date_part('month', ${expr})::int - 1)`;

/** 0…n−1 mapped */
const ks = <T>(n: number, fn: (k: number) => T): T[] => Array.from({ length: n }, (_v, k) => fn(k));

/** a ÷ b in percent with two decimals, '0.00' when b is 0 */
const percent = (a: number, b: number) => (b === 0 ? '0.00' : ((a * 100) / b).toFixed(2));

/**
 * `GET /bi/customer/overview`. New and repeat customers of each month of the period (new: the month of
 * the customer's first ever order; repeat: a later month it ordered in), the repurchase rate (customers
 * with two or more orders in the period ÷ customers with at least one) and the cohorts of the last 12
 * months of the period (by month of first order, the share ordering 0…11 months later).
 */
export async function customerOverview(ctx: RequestContext, q: CustomerPeriodQuery): Promise<CustomerOverview> {
  const from = monthNumber(q.start_date);
  const to = monthNumber(q.end_date);
  const cohortFrom = Math.max(from, to - (COHORT_MONTHS - 1));

  // one pass over the customers' order rows of the period's months, grouped by customer: the months of the period
  // it ordered in and those of history from the first cohort on (bit k: the period's k-th month; a period holds
  // at most 13 months), its orders in the period; its first month ever from its spans — then the months, the
  // buyers and the cohorts' cells from them
  const bit = sql`(1::bigint << (${monthOf(sql`x.month`)} - ${from}::int))`;
  const rows = await queryRows<{ kind: 'month' | 'buyers' | 'cohort'; a: number; b: number; n: number; r: number }>(
    ctx.db,
    sql`WITH rows AS (
      SELECT x.customer_id,
             coalesce(bit_or(${bit}) FILTER (WHERE x.hist AND x.month >= ${`${monthText(cohortFrom)}-01`}::date), 0) AS hist_bits,
             coalesce(bit_or(${bit}) FILTER (WHERE x.in_period), 0) AS period_bits,
             coalesce(sum(x.orders) FILTER (WHERE x.in_period), 0) AS period_orders
        FROM (${orderRows(ctx, q, true, true)}) x
       GROUP BY x.customer_id),
    facts AS (
      SELECT r.*, ${monthOf(sql`f.first_day`)} AS first_n
        FROM rows r JOIN (${firstDays(ctx, q)}) f ON f.customer_id = r.customer_id
       WHERE r.customer_id IN (${scopedIds(ctx)})),
    -- each month's new and repeat customers, and each cohort's customers k months later: columns of one pass
    -- over the customers (a cohort's row per first month), unnested into rows
    counts AS (
      SELECT ARRAY[${sql.join(ks(to - from + 1, (k) => sql`count(*) FILTER (WHERE (period_bits >> ${k}) & 1 = 1 AND first_n = ${from + k}::int)`), sql`, `)}]::int[] AS news,
             ARRAY[${sql.join(ks(to - from + 1, (k) => sql`count(*) FILTER (WHERE (period_bits >> ${k}) & 1 = 1 AND first_n < ${from + k}::int)`), sql`, `)}]::int[] AS repeats
        FROM facts),
    cohorts AS (
      SELECT first_n, ARRAY[${sql.join(ks(COHORT_MONTHS, (k) => sql`count(*) FILTER (WHERE (hist_bits >> (first_n - ${from}::int + ${k}::int)) & 1 = 1)`), sql`, `)}]::int[] AS cells
        FROM facts WHERE first_n >= ${cohortFrom}::int GROUP BY first_n)
      SELECT 'month' AS kind, ${from}::int + u.k::int - 1 AS a, 0 AS b, u.n, u.r FROM counts, unnest(counts.news, counts.repeats) WITH ORDINALITY AS u(n, r, k)
      UNION ALL
      SELECT 'buyers', 0, 0, count(*) FILTER (WHERE period_orders > 0)::int, count(*) FILTER (WHERE period_orders >= 2)::int FROM facts
      UNION ALL
      SELECT 'cohort', c.first_n, u.k::int - 1, u.n, 0 FROM cohorts c, unnest(c.cells) WITH ORDINALITY AS u(n, k) WHERE u.n > 0`,
  );
  const byMonth = new Map(rows.filter((r) => r.kind === 'month').map((r) => [Number(r.a), { new_customers: r.n, repeat_customers: r.r }]));
  const months: CustomerMonth[] = [];
  for (let m = from; m <= to; m += 1) {
    const row = byMonth.get(m);
    months.push({ month: monthText(m), new_customers: row?.new_customers ?? 0, repeat_customers: row?.repeat_customers ?? 0 });
  }
  const total = rows.find((r) => r.kind === 'buyers');
  const b = { buyers: total?.n ?? 0, repeat_buyers: total?.r ?? 0 };
  const cells = rows.filter((r) => r.kind === 'cohort').map((r) => ({ cohort: Number(r.a), k: Number(r.b), n: r.n }));
  const counts = new Map(cells.map((r) => [`${Number(r.cohort)}|${Number(r.k)}`, r.n]));
  const cohorts: CustomerCohort[] = [];
  for (let m = cohortFrom; m <= to; m += 1) {
    const size = counts.get(`${m}|0`) ?? 0;
    cohorts.push({
      month: monthText(m),
      size,
      // a month after the period's end is not reached yet, and a month without new customers has no share: null, not 0 %
      cells: Array.from({ length: COHORT_MONTHS }, (_v, k) => (size === 0 || m + k > to ? null : percent(counts.get(`${m}|${k}`) ?? 0, size))),
    });
  }

  return { months, buyers: b.buyers, repeat_buyers: b.repeat_buyers, repurchase_rate: percent(b.repeat_buyers, b.buyers), cohorts };
}

const CHURN_ORDER: Record<CustomerChurnExportQuery['sort'], string> = {
  last_order_day: 'last_day',
  days_since: 'days_since',
  recent_orders: 'recent_orders',
  recent_amount: 'recent_amount',
};

/**
 * The churn-risk customers: ordered before, but not in the last `days` days up to the period's end (their
 * last order day at least `days` days before it), with their orders and net amount in the 90 days up to the
 * end, their owner; in the order asked, then by customer.
 */
/**
 * The lapsed customers of an end before today: a customer's last order day up to the end — in the end's month,
 * read with its months; in an earlier month (its last), that month's days of the customer (bi_orders_daily by
 * customer and day) — only for a last month that began at least `days` days before the end (a later one holds a
 * day too late to be lapsed).
 */
function pastLapsed(ctx: RequestContext, q: CustomerChurnExportQuery, stores: SQL): SQL {
  return sql`lasts AS (
      SELECT x.customer_id, max(x.month) AS last_month, max(x.day) AS end_day
        FROM (${orderRows(ctx, q, false)}) x
       GROUP BY x.customer_id
      HAVING max(x.month) <= ${q.end_date}::date - ${q.days}::int AND x.customer_id IN (${scopedIds(ctx)})),
    lapsed AS (
      SELECT customer_id, last_day, (${q.end_date}::date - last_day)::int AS days_since
        FROM (SELECT l.customer_id,
                     coalesce(l.end_day, (SELECT max(o.day) FROM bi_orders_daily o
                                           WHERE o.tenant_id = ${ctx.tenantId}::int AND o.customer_id = l.customer_id
                                             AND o.day BETWEEN l.last_month AND (l.last_month + interval '1 month' - interval '1 day')::date
                                             AND o.store_id = ANY(${stores}) AND o.orders > 0)) AS last_day
                FROM lasts l) x
       WHERE last_day <= ${q.end_date}::date - ${q.days}::int)`;
}

function churnQuery(ctx: RequestContext, q: CustomerChurnExportQuery, select: SQL, tail: SQL): SQL {
  const stores = storesOf(ctx, q);
  const recentFrom = addDays(q.end_date, -(CHURN_RECENT_DAYS - 1));
  const zone = (ctx.session as Partial<RequestContext['session']> | undefined)?.timeZone ?? DEFAULT_TIME_ZONE;
  // an end on or after today (the tenant's): every order day is up to it, and each customer's last is its span's
  const lapsed =
    q.end_date >= todayIn(zone)
      ? sql`lapsed AS (
      SELECT f.customer_id, f.last_day, (${q.end_date}::date - f.last_day)::int AS days_since
        FROM (${firstDays(ctx, q)}) f
       WHERE f.last_day <= ${q.end_date}::date - ${q.days}::int AND f.customer_id IN (${scopedIds(ctx)}))`
      : pastLapsed(ctx, q, stores);
  return sql`WITH ${lapsed},
    recent_orders AS (
      SELECT o.customer_id, sum(o.orders)::int AS orders
        FROM (${customerOrdersOf(ctx.tenantId, stores, recentFrom, q.end_date)}) o
       WHERE o.customer_id IN (SELECT customer_id FROM lapsed)
       GROUP BY o.customer_id),
    recent AS (
      SELECT s.customer_id, sum(s.amount - s.refund_amount) AS amount
        FROM (${customerSalesOf(ctx.tenantId, stores, recentFrom, q.end_date)}) s
       WHERE s.customer_id IN (SELECT customer_id FROM lapsed)
       GROUP BY s.customer_id),
    rows AS (
      SELECT l.customer_id, ${c.name} AS customer_name, ${c.salesId} AS owner_id, ${owner.name} AS owner_name, l.last_day::text AS last_order_day,
             l.last_day, l.days_since, coalesce(ro.orders, 0) AS recent_orders, coalesce(r.amount, 0)::numeric(14, 2) AS recent_amount
        FROM lapsed l JOIN ${customers} AS ${c} ON ${c.id} = l.customer_id
        LEFT JOIN ${staff} AS ${owner} ON ${owner.id} = ${c.salesId}
        LEFT JOIN recent_orders ro ON ro.customer_id = l.customer_id
        LEFT JOIN recent r ON r.customer_id = l.customer_id)
    ${select} FROM rows ${tail}`;
}

type ChurnRecord = Omit<CustomerChurnRow, 'id' | 'recent_amount'> & { recent_amount: string };
const toChurnRow = (r: ChurnRecord): CustomerChurnRow => ({ ...r, id: r.customer_id, recent_amount: String(r.recent_amount) });

const churnColumns = sql`SELECT customer_id, customer_name, owner_id, owner_name, last_order_day, days_since, recent_orders, recent_amount::text AS recent_amount`;
const churnOrder = (q: CustomerChurnExportQuery) => sql.raw(`ORDER BY ${CHURN_ORDER[q.sort]} ${q.order === 'asc' ? 'ASC' : 'DESC'}, customer_id`);

/** `GET /bi/customer/churn`: one page of the churn-risk customers and their number, in one statement (a page past the last counts apart). */
export async function listChurn(ctx: RequestContext, q: CustomerChurnExportQuery & { page: number; page_size: number }) {
  const offset = (q.page - 1) * q.page_size;
  const rows = await queryRows<ChurnRecord & { total: number }>(
    ctx.db,
    churnQuery(ctx, q, sql`${churnColumns}, count(*) OVER ()::int AS total`, sql`${churnOrder(q)} LIMIT ${q.page_size}::int OFFSET ${offset}::bigint`),
  );
  const total = rows.length > 0 ? rows[0].total : offset === 0 ? 0 : await countChurn(ctx, q);
  return listOf(
    rows.map(({ total: _n, ...r }) => toChurnRow(r)),
    total,
    q,
  );
}

export async function countChurn(ctx: RequestContext, q: CustomerChurnExportQuery): Promise<number> {
  const row = await queryOne<{ n: number }>(ctx.db, churnQuery(ctx, q, sql`SELECT count(*)::int AS n`, sql``));
  return row?.n ?? 0;
}

export async function churnPage(ctx: RequestContext, q: CustomerChurnExportQuery, offset: number, limit: number): Promise<CustomerChurnRow[]> {
  const rows = await queryRows<ChurnRecord>(ctx.db, churnQuery(ctx, q, churnColumns, sql`${churnOrder(q)} LIMIT ${limit}::int OFFSET ${offset}::bigint`));
  return rows.map(toChurnRow);
}

/**
 * The customers of the period by net amount (sales amount net of discount shares − refunds), the largest
 * first, each with its share of the net amount of every customer in scope and its orders of the period.
 */
function topQuery(ctx: RequestContext, q: CustomerPeriodQuery, tail: SQL): SQL {
  const stores = storesOf(ctx, q);
  // the customers' scope tested once per customer after summing, not on every row; the orders summed for every
  // customer of the stores and joined to the sales' customers after (a semi join to the sales first cost more
  // than the sums it saved); net = amount − refunds once per customer, not per row
  return sql`WITH sales AS (
      SELECT customer_id, amount, refund_amount, amount - refund_amount AS net
        FROM (SELECT s.customer_id, sum(s.amount) AS amount, sum(s.refund_amount) AS refund_amount
                FROM (${customerSalesOf(ctx.tenantId, stores, q.start_date, q.end_date)}) s
               GROUP BY s.customer_id) x
       -- the row of zeros an order cancelled after audit leaves is no sale
       WHERE (amount <> 0 OR refund_amount <> 0) AND customer_id IN (${scopedIds(ctx)})),
    orders AS (
      SELECT o.customer_id, sum(o.orders)::int AS orders
        FROM (${customerOrdersOf(ctx.tenantId, stores, q.start_date, q.end_date)}) o
       GROUP BY o.customer_id),
    ranked AS (
      SELECT row_number() OVER (ORDER BY x.net DESC, x.customer_id)::int AS rank, x.customer_id, ${c.name} AS customer_name, ${owner.name} AS owner_name,
             coalesce(o.orders, 0) AS orders, x.amount::numeric(14, 2)::text AS amount, x.refund_amount::numeric(14, 2)::text AS refund_amount,
             x.net::numeric(14, 2)::text AS net_amount,
             CASE WHEN sum(x.net) OVER () = 0 THEN '0.00' ELSE round(x.net * 100 / sum(x.net) OVER (), 2)::text END AS share,
             count(*) OVER ()::int AS customers, sum(x.net) OVER ()::numeric(14, 2)::text AS total_net
        FROM sales x JOIN ${customers} AS ${c} ON ${c.id} = x.customer_id
        LEFT JOIN ${staff} AS ${owner} ON ${owner.id} = ${c.salesId}
        LEFT JOIN orders o ON o.customer_id = x.customer_id)
    SELECT * FROM ranked ${tail}`;
}

type TopRecord = Omit<CustomerTopRow, 'id'> & { customers: number; total_net: string };
const toTopRow = ({ customers: _n, total_net: _t, ...r }: TopRecord): CustomerTopRow => ({ ...r, id: r.customer_id });

/** `GET /bi/customer/top`: the first `limit` customers, the number of customers and their net amount together. */
export async function topCustomers(ctx: RequestContext, q: CustomerPeriodQuery & { limit: number }): Promise<CustomerTop> {
  const rows = await queryRows<TopRecord>(ctx.db, topQuery(ctx, q, sql`ORDER BY rank LIMIT ${q.limit}::int`));
  return { list: rows.map(toTopRow), customers: rows[0]?.customers ?? 0, total_net_amount: rows[0]?.total_net ?? '0.00' };
}

/** The export's rows: ranks after `after`, `limit` of them. */
export async function topBatch(ctx: RequestContext, q: CustomerPeriodQuery, after: number, limit: number): Promise<CustomerTopRow[]> {
  const rows = await queryRows<TopRecord>(ctx.db, topQuery(ctx, q, sql`WHERE rank > ${after}::int ORDER BY rank LIMIT ${limit}::int`));
  return rows.map(toTopRow);
}

export async function countTop(ctx: RequestContext, q: CustomerPeriodQuery): Promise<number> {
  const row = await queryOne<{ customers: number }>(ctx.db, topQuery(ctx, q, sql`LIMIT 1`));
  return row?.customers ?? 0;
}
