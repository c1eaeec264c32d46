import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { fromCents } from '@tradewind/contract/common/money';
import { PROFIT_TOP, type ProfitDimension, type ProfitOrderLines, type ProfitOrdersQuery, type ProfitPageQuery, type ProfitQuery, type ProfitReport, type ProfitRow } from '@tradewind/contract/bi/profit.schema';
import { ALL_STORES, type StoreChoice } from '@tradewind/contract/bi/period.schema';
import { queryOne, queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { customers } from '@/modules/crm/customer';
import { orderItems, orders } from '@/modules/oms/order';
import { brands, categories, skus, spus } from '@/modules/pms';
import { staff } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import { salesDaily, salesRepDaily } from '../rollup/rollup.table';
import { centsOf, customerSalesOf, dashboardStores, rollupWhere, skuSalesOf } from '../period/period';

const k = alias(skus, 'k');
const p = alias(spus, 'p');
/** A SKU's name: its SPU's and its spec values' ('可乐 500ml'). */
const skuNameOf = (sku: { specText: AnyPgColumn }, spu: { name: AnyPgColumn }) => sql`trim(${spu.name} || ' ' || coalesce(${sku.specText}, ''))`;
const skuName = skuNameOf(k, p);

/** The group a sales row falls in, by dimension (a SKU's category and brand through its SPU; 0: none). */
const KEY: Record<ProfitDimension, SQL> = {
  sku: sql`r.sku_id`,
  category: sql`coalesce(${p.categoryId}, 0)`,
  brand: sql`coalesce(${p.brandId}, 0)`,
  customer: sql`r.customer_id`,
  store: sql`r.store_id`,
  rep: sql`r.rep_id`,
};

type Drill = Pick<ProfitQuery, 'category_id' | 'brand_id' | 'customer_id' | 'rep_id'>;

/**
 * The drill-down's narrowing: of the rollup rows (alias r) by customer and rep, or (`catalogue`) of their
 * SKUs' by category and brand (the SKU k and its SPU p).
 */
function drillWhere(q: Drill, catalogue: boolean): SQL {
  const parts: SQL[] = [];
  if (catalogue && q.category_id) parts.push(sql`${p.categoryId} = ${q.category_id}::int`);
  if (catalogue && q.brand_id) parts.push(sql`${p.brandId} = ${q.brand_id}::int`);
  if (!catalogue && q.customer_id) parts.push(sql`r.customer_id = ${q.customer_id}::int`);
  if (!catalogue && q.rep_id !== undefined) parts.push(sql`r.rep_id = ${q.rep_id}::int`);
  return parts.length ? sql` AND ${sql.join(parts, sql` AND `)}` : sql``;
}

const nk = alias(skus, 'nk');
const np = alias(spus, 'np');
const nameOf = (table: typeof categories | typeof brands | typeof customers | typeof stores | typeof staff) => {
  const n = alias(table as typeof categories, 'n');
  return { name: sql`${n.name}`, code: sql`NULL::text`, join: sql`LEFT JOIN ${table} AS ${n} ON ${n.id} = x.k` };
};
/** A key's name (and a SKU's code) joined to a profit row `x` by its key `x.k` (0 and the whole's null find none). */
const NAMES: Record<ProfitDimension, { name: SQL; code: SQL; join: SQL }> = {
  sku: { name: skuNameOf(nk, np), code: sql`${nk.code}`, join: sql`LEFT JOIN ${skus} AS ${nk} ON ${nk.id} = x.k LEFT JOIN ${spus} AS ${np} ON ${np.id} = ${nk.spuId}` },
  category: nameOf(categories),
  brand: nameOf(brands),
  customer: nameOf(customers),
  store: nameOf(stores),
  rep: nameOf(staff),
};

/** The name of one key of a dimension (a step of the drill-down's path), through the joins that name the rows. */
async function nameOfKey(ctx: RequestContext, dimension: ProfitDimension, id: number): Promise<string | undefined> {
  const named = NAMES[dimension];
  const row = await queryOne<{ name: string | null }>(ctx.db, sql`SELECT ${named.name} AS name FROM (SELECT ${id}::int AS k) x ${named.join}`);
  return row?.name ?? undefined;
}

/**
 * The sales rollup rows a profit call reads (the period's and stores'): the coarsest whose keys hold the
 * dimension and the drill-down's filters — by store and SKU (months and days) for goods, categories and
 * brands; by store, day and rep for stores and reps; by store, customer and rep (months and days) when a
 * customer is grouped or filtered; the fine table when goods meet a customer or a rep.
 */
function profitSource(ctx: RequestContext, q: ProfitQuery, storeList: string): SQL {
  const dimension = q.dimension === 'category' || q.dimension === 'brand' ? 'sku' : q.dimension;
  const bySku = dimension === 'sku' || Boolean(q.category_id) || Boolean(q.brand_id);
  const byRep = dimension === 'rep' || q.rep_id !== undefined;
  const period = rollupWhere(ctx, storeList, q.start_date, q.end_date);
  if (bySku && (byRep || dimension === 'customer' || q.customer_id)) return sql`(SELECT * FROM ${salesDaily} r WHERE ${period})`;
  // by customer: the period's whole months by month, its other days by day
  if (dimension === 'customer' || q.customer_id) return sql`(${customerSalesOf(ctx.tenantId, sql`${storeList}::int[]`, q.start_date, q.end_date)})`;
  // by SKU: the period's whole months by month, its other days by day
  if (bySku) return sql`(${skuSalesOf(ctx.tenantId, sql`${storeList}::int[]`, q.start_date, q.end_date)})`;
  return sql`(SELECT * FROM ${salesRepDaily} r WHERE ${period})`;
}

/** What each `sort` orders the rows by. */
const SORTS: Record<ProfitQuery['sort'], SQL> = {
  gross_profit_amount: sql`coalesce(sales, 0) - coalesce(cost, 0)`,
  sales_amount: sql`coalesce(sales, 0)`,
  cost_amount: sql`coalesce(cost, 0)`,
  qty: sql`coalesce(qty, 0)`,
  margin_rate: sql`CASE WHEN coalesce(sales, 0) = 0 THEN NULL ELSE (sales - coalesce(cost, 0)) / sales END`,
};

/**
 * `GET /bi/profit`: the period's gross profit and margin by the dimension, narrowed by the drill-down, in the
 * asked order (most profit first by default), a page of it (every row without `page_size`: the export), the
 * most profitable rows beside it and the whole.
 */
export async function readProfit(ctx: RequestContext, q: ProfitQuery & Partial<Pick<ProfitPageQuery, 'page' | 'page_size'>>): Promise<ProfitReport> {
  const storeList = dashboardStores(ctx, q.store_id);
  const source = profitSource(ctx, q, storeList);
  const byCatalogue = q.dimension === 'category' || q.dimension === 'brand';
  // by category or brand, or narrowed by them: the catalogue joined once per SKU of the period, not per row
  // (the rows summed per key and SKU first)
  // the keys' sums, then each figure as the API's text and the order (most profit first) in the statement, with the
  // whole as one more row (the empty grouping set, k null) — a dimension by customer is thousands of rows
  const sums =
    byCatalogue || q.category_id || q.brand_id
      ? sql`SELECT ${byCatalogue ? KEY[q.dimension] : sql`r.g`}::int AS k, sum(r.qty) AS qty, sum(r.sales) AS sales, sum(r.cost) AS cost
              FROM (SELECT ${byCatalogue ? sql`0` : KEY[q.dimension]}::int AS g, r.sku_id,
                           sum(r.qty - r.refund_qty) AS qty, sum(r.amount - r.refund_amount) AS sales, sum(r.cost - r.refund_cost) AS cost
                      FROM ${source} r WHERE true${drillWhere(q, false)} GROUP BY 1, 2) r
              LEFT JOIN ${skus} AS ${k} ON ${k.id} = r.sku_id LEFT JOIN ${spus} AS ${p} ON ${p.id} = ${k.spuId}
             WHERE true${drillWhere(q, true)}
             GROUP BY GROUPING SETS ((1), ())`
      : sql`SELECT ${KEY[q.dimension]}::int AS k, sum(r.qty - r.refund_qty) AS qty, sum(r.amount - r.refund_amount) AS sales, sum(r.cost - r.refund_cost) AS cost
              FROM ${source} r WHERE true${drillWhere(q, false)}
             GROUP BY GROUPING SETS ((1), ())`;
  // each key's name (and a SKU's code) joined in the same statement; each row's place in the asked order and
  // in profit's (the chart's top) counted there too, so only the page, the top and the whole come back — a
  // dimension by customer is thousands of rows
  const named = NAMES[q.dimension];
  const sortBy = SORTS[q.sort];
  const direction = sql.raw(q.order === 'asc' ? 'ASC' : 'DESC');
  const paged = q.page_size !== undefined;
  const from = paged ? ((q.page ?? 1) - 1) * q.page_size! : 0;
  const rows = await queryRows<Omit<ProfitRow, 'key'> & { k: number | null; at: number; top_at: number; total: number }>(
    ctx.db,
    sql`SELECT * FROM (
          SELECT x.k, ${named.name} AS name, ${named.code} AS code, coalesce(qty, 0)::numeric(20, 3)::text AS qty, coalesce(sales, 0)::numeric(20, 2)::text AS sales_amount,
                 coalesce(cost, 0)::numeric(20, 2)::text AS cost_amount, (coalesce(sales, 0) - coalesce(cost, 0))::numeric(20, 2)::text AS gross_profit_amount,
                 CASE WHEN coalesce(sales, 0) = 0 THEN NULL ELSE round((sales - coalesce(cost, 0)) * 100 / sales, 2)::text END AS margin_rate,
                 row_number() OVER (PARTITION BY x.k IS NULL ORDER BY ${sortBy} ${direction} NULLS LAST, x.k)::int AS at,
                 row_number() OVER (PARTITION BY x.k IS NULL ORDER BY coalesce(sales, 0) - coalesce(cost, 0) DESC, x.k)::int AS top_at,
                 (count(*) OVER () - 1)::int AS total
            FROM (${sums}) x ${named.join}) y
         WHERE k IS NULL OR top_at <= ${PROFIT_TOP}::int${paged ? sql` OR (at > ${from}::int AND at <= ${from + q.page_size!}::int)` : sql` OR true`}
         ORDER BY k IS NULL, at`,
  );
  // the empty grouping set answers one row, also for a period without sales (its sums null, read as 0)
  const [whole] = rows.filter((r) => r.k === null);
  const rowOf = ({ k: key, at: _at, top_at: _top, total: _total, ...r }: (typeof rows)[number]): ProfitRow => ({ ...r, key: Number(key) });
  const keyed = rows.filter((r) => r.k !== null);
  const list = keyed.filter((r) => !paged || (r.at > from && r.at <= from + q.page_size!)).map(rowOf);
  const top = keyed.filter((r) => r.top_at <= PROFIT_TOP).sort((a, b) => a.top_at - b.top_at).map(rowOf);
  const total = whole.total;
  const { k: _k, name: _name, code: _code, at: _at, top_at: _topAt, total: _total, ...totals } = whole;
  const pagination = { total, page: paged ? (q.page ?? 1) : 1, size: paged ? q.page_size! : total };
  return { dimension: q.dimension, list, top, pagination, totals, names: await drillNames(ctx, q) };
}

/** The names of the drill-down's ids, for the page's path. */
async function drillNames(ctx: RequestContext, q: Drill & { store_id?: StoreChoice | null }): Promise<ProfitReport['names']> {
  const one = async (dimension: ProfitDimension, id: number | null | undefined) => (id ? nameOfKey(ctx, dimension, id) : undefined);
  const [category, brand, customer, rep, store] = await Promise.all([
    one('category', q.category_id),
    one('brand', q.brand_id),
    one('customer', q.customer_id),
    one('rep', q.rep_id),
    one('store', q.store_id === ALL_STORES ? null : q.store_id),
  ]);
  return Object.fromEntries(Object.entries({ category, brand, customer, rep, store }).filter(([, v]) => v !== undefined));
}

/**
 * `GET /bi/profit/orders`: the audited (not cancelled) order lines of one SKU whose audit day falls in the
 * period, in the caller's stores, newest first. Amount: the line's net of its activity and coupon shares;
 * cost: the line's own, frozen at audit (`cost_amount`, migration 0071) — what the rollup summed for it.
 */
export async function readProfitOrders(ctx: RequestContext, q: ProfitOrdersQuery): Promise<ProfitOrderLines> {
  const storeList = dashboardStores(ctx, q.store_id);
  const o = alias(orders, 'o');
  const i = alias(orderItems, 'i');
  const c = alias(customers, 'c');
  const s = alias(stores, 's');
  const tz = ctx.session.timeZone;
  const day = sql`(${o.auditedAt} AT TIME ZONE ${tz})::date`;
  // the rep frozen on the order at audit (migration 0071), as the rollup counts the line
  const where = sql`${o.status} >= 2 AND ${o.auditedAt} >= (${q.start_date}::date::timestamp AT TIME ZONE ${tz})
      AND ${o.auditedAt} < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})
      AND ${o.storeId} = ANY(${storeList}::int[]) AND ${i.skuId} = ${q.sku_id}::int
      ${q.customer_id ? sql`AND ${o.customerId} = ${q.customer_id}::int` : sql``}
      ${q.rep_id !== undefined ? sql`AND ${o.repId} = ${q.rep_id}::int` : sql``}`;
  const from = sql`${orders} AS ${o} JOIN ${orderItems} AS ${i} ON ${i.orderId} = ${o.id}`;
  const [rows, total, sku] = await Promise.all([
    queryRows<{ id: number; order_id: number; number: string | null; audit_date: string; customer_id: number; customer_name: string | null; store_name: string | null; qty: string; sales: string; cost: string }>(
      ctx.db,
      sql`SELECT ${i.id} AS id, ${o.id} AS order_id, ${o.number} AS number, ${day}::text AS audit_date, ${o.customerId} AS customer_id,
                 (SELECT ${c.name} FROM ${customers} AS ${c} WHERE ${c.id} = ${o.customerId}) AS customer_name,
                 (SELECT ${s.name} FROM ${stores} AS ${s} WHERE ${s.id} = ${o.storeId}) AS store_name,
                 ${i.baseQty}::text AS qty, greatest(${i.amount} - ${i.activityAmount} - ${i.couponAmount}, 0)::text AS sales,
                 ${i.costAmount}::text AS cost
            FROM ${from} WHERE ${where}
           ORDER BY ${o.auditedAt} DESC, ${i.id} DESC LIMIT ${q.page_size}::int OFFSET ${(q.page - 1) * q.page_size}::int`,
    ),
    queryOne<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`),
    queryOne<{ name: string | null; code: string | null }>(
      ctx.db,
      sql`SELECT ${skuName} AS name, ${k.code} AS code FROM ${skus} AS ${k} LEFT JOIN ${spus} AS ${p} ON ${p.id} = ${k.spuId} WHERE ${k.id} = ${q.sku_id}::int`,
    ),
  ]);
  return {
    list: rows.map((r) => {
      const sales = centsOf(r.sales);
      const cost = centsOf(r.cost);
      return {
        id: Number(r.id),
        order_id: Number(r.order_id),
        order_number: r.number,
        audit_date: String(r.audit_date).slice(0, 10),
        customer_id: Number(r.customer_id),
        customer_name: r.customer_name,
        store_name: r.store_name,
        qty: Number(r.qty).toFixed(3),
        sales_amount: fromCents(sales),
        cost_amount: fromCents(cost),
        gross_profit_amount: fromCents(sales - cost),
      };
    }),
    pagination: { total: Number(total?.n ?? 0), page: q.page, size: q.page_size },
    sku_name: sku?.name ?? null,
    sku_code: sku?.code ?? null,
  };
}
