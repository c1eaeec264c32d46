import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ABC_CLASSES,
  ABC_LIMITS,
  PARETO_POINTS,
  type AbcClass,
  type GoodsSkuFilter,
  type GoodsSkuListQuery,
  type GoodsSkuRow,
  type GoodsSummary,
  type GoodsSummaryQuery,
  type RankedSku,
  type SlowMoverFilter,
  type SlowMoverListQuery,
  type SlowMoverRow,
} from '@tradewind/contract/bi/goods.schema';
import { ALL_STORES, type StoreChoice } from '@tradewind/contract/bi/period.schema';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { PaginationQuery } from '@tradewind/contract/common/pagination';
import { queryRows } from '@/core/db/database';
import { invalidField } from '@/core/http/errors';
import { listOf, pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { skuIdMatches, skus, spus, units } from '@/modules/pms';
import { stockTotals } from '@/modules/wms/stock';
import { skuSalesOf } from '../period/period';
import { warehouses } from '@/modules/wms/warehouse';

/**
 * The goods dashboard's reads (module README "Goods"): per SKU over `bi_sales_sku_daily` (store × day ×
 * SKU) for a period and the stores in scope, the catalogue's names through pms's tables and the stock on
 * hand through wms's, each under an alias of ours (docs/architecture.md §16).
 */

export const sk = alias(skus, 'sk');
export const sp = alias(spus, 'sp');
const un = alias(units, 'un');
const tot = alias(stockTotals, 'tot');
const wh = alias(warehouses, 'wh');

/**
 * The stores a dashboard call reads: the `store_id` asked (one of the caller's, else 422), `all` for every
 * store of the caller's, else the CurrStoreId store, else every store of the caller's — as the store-scoped
 * lists scope.
 */
export function storesInScope(ctx: RequestContext, storeId: StoreChoice | undefined): number[] {
  if (storeId === ALL_STORES) return [...ctx.session.storeIds];
  if (storeId !== undefined) {
    if (!ctx.session.storeIds.includes(storeId)) throw invalidField('store_id', 'bi.store_not_yours');
    return [storeId];
  }
  if (ctx.storeId !== null) return [ctx.storeId];
  return [...ctx.session.storeIds];
}

export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The rollup rows `d` of the stores in scope and the period, both ends included. */
export const periodRows = (stores: readonly number[], q: { start_date: string; end_date: string }) =>
  sql`d.store_id = ANY(${intArray(stores)}) AND d.day BETWEEN ${q.start_date}::date AND ${q.end_date}::date`;

/** Money and quantities as the API writes them: 2 and 3 decimals, text. */
export const money = (expr: SQL) => sql`(coalesce(${expr}, 0))::numeric(20, 2)::text`;
export const quantity = (expr: SQL) => sql`(coalesce(${expr}, 0))::numeric(20, 3)::text`;

/** A SKU's code, product name, spec and base unit, for rows whose SKU id is `skuId`. */
export const skuNames = sql`${sk.code} AS code, ${sp.name} AS name, ${sk.specText} AS spec_text, ${un.name} AS unit_name`;
export const skuJoins = (skuId: SQL) =>
  sql`JOIN ${skus} AS ${sk} ON ${sk.id} = ${skuId} JOIN ${spus} AS ${sp} ON ${sp.id} = ${sk.spuId} JOIN ${units} AS ${un} ON ${un.id} = ${sk.unitId}`;

/**
 * Per SKU in the period: net quantity (sold − refunded), net amount (sales − refunds) and lines — from the
 * SKU rollups, the period's whole months by month and its other days by day (`skuSalesOf`).
 */
const periodFacts = (ctx: RequestContext, stores: readonly number[], q: { start_date: string; end_date: string }) => sql`
  SELECT d.sku_id, sum(d.qty - d.refund_qty) AS qty, sum(d.amount - d.refund_amount) AS amount, sum(d.lines) AS lines
    FROM (${skuSalesOf(ctx.tenantId, intArray(stores), q.start_date, q.end_date)}) AS d GROUP BY d.sku_id`;

/**
 * The ABC classes over the facts `f`: SKUs with a positive net amount, from the highest (then by id), each
 * with the cumulative share up to and including it. A: the SKUs until the cumulative share reaches 80 % (the
 * one reaching it included — a SKU whose own share passes 80 % is A); B: on until 95 %; C: the rest.
 */
const abcCte = sql`
  abc AS (
    SELECT r.sku_id, r.amount, r.cum, r.total,
           CASE WHEN (r.cum - r.amount) * 100 < r.total * ${ABC_LIMITS.A}::int THEN 'A'
                WHEN (r.cum - r.amount) * 100 < r.total * ${ABC_LIMITS.B}::int THEN 'B' ELSE 'C' END AS abc_class
      FROM (SELECT f.sku_id, f.amount, sum(f.amount) OVER (ORDER BY f.amount DESC, f.sku_id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum,
                   sum(f.amount) OVER () AS total
              FROM f WHERE f.amount > 0) AS r)`;

/** On hand now per SKU over the warehouses of the stores in scope. */
const stockCte = (stores: readonly number[]) => sql`
  st AS (SELECT ${tot.skuId} AS sku_id, sum(${tot.onHand}) AS on_hand
           FROM ${stockTotals} AS ${tot} JOIN ${warehouses} AS ${wh} ON ${wh.id} = ${tot.warehouseId}
          WHERE ${wh.storeId} = ANY(${intArray(stores)}) GROUP BY ${tot.skuId})`;

type RankedRecord = RankedSku;

/**
 * `GET /bi/goods/summary`: best and worst sellers, the ABC classes and the Pareto chart's points — one
 * statement, the period's facts per SKU summed once (a CTE the four parts read).
 */
export async function readGoodsSummary(ctx: RequestContext, q: GoodsSummaryQuery): Promise<GoodsSummary> {
  const stores = storesInScope(ctx, q.store_id);
  const metric = q.by === 'qty' ? sql`f.qty` : sql`f.amount`;
  const ranked = (direction: SQL, onSaleOnly: boolean) => sql`
    (SELECT coalesce(json_agg(x ORDER BY x.n), '[]') FROM (
       SELECT row_number() OVER (ORDER BY ${metric} ${direction}, f.sku_id) AS n, f.sku_id, ${skuNames}, ${quantity(sql`f.qty`)} AS qty, ${money(sql`f.amount`)} AS amount
         FROM f ${skuJoins(sql`f.sku_id`)}
        WHERE f.lines > 0 ${onSaleOnly ? sql`AND ${sk.status} = 1 AND ${sp.status} = 2` : sql``}
        ORDER BY ${metric} ${direction}, f.sku_id LIMIT ${q.top}::int) AS x)`;
  const [summary] = await queryRows<{
    best: RankedRecord[];
    worst: RankedRecord[];
    classes: Array<{ abc_class: AbcClass; sku_count: number; amount: string; total: string }>;
    pareto: Array<{ n: number; sku_id: number; name: string; amount: string; cum_share: string; class: AbcClass }>;
  }>(
    ctx.db,
    sql`WITH f AS MATERIALIZED (${periodFacts(ctx, stores, q)}), ${abcCte}
        SELECT ${ranked(sql`DESC`, false)} AS best, ${ranked(sql`ASC`, true)} AS worst,
               (SELECT coalesce(json_agg(c), '[]') FROM (
                  SELECT abc_class, count(*)::int AS sku_count, ${money(sql`sum(amount)`)} AS amount, ${money(sql`max(total)`)} AS total FROM abc GROUP BY abc_class) AS c) AS classes,
               (SELECT coalesce(json_agg(x ORDER BY x.n), '[]') FROM (
                  SELECT row_number() OVER (ORDER BY abc.amount DESC, abc.sku_id) AS n, abc.sku_id,
                         ${sp.name} || CASE WHEN ${sk.specText} = '' THEN '' ELSE ' ' || ${sk.specText} END AS name, ${money(sql`abc.amount`)} AS amount,
                         round(abc.cum * 100 / abc.total, 2)::text AS cum_share, abc.abc_class AS class
                    FROM abc ${skuJoins(sql`abc.sku_id`)} ORDER BY abc.amount DESC, abc.sku_id LIMIT ${PARETO_POINTS}::int) AS x) AS pareto`,
  );
  const { best, worst, classes } = summary;
  const pareto = summary.pareto.map(({ n: _n, ...point }) => point);
  const total = classes[0]?.total ?? '0.00';
  const totalCents = Math.round(Number(total) * 100);
  const byClass = new Map(classes.map((c) => [c.abc_class, c]));
  const fix = (r: RankedRecord & { sku_id: number }) => ({ sku_id: r.sku_id, code: r.code, name: r.name, spec_text: r.spec_text, unit_name: r.unit_name, qty: r.qty, amount: r.amount });
  return {
    best: best.map(fix),
    worst: worst.map(fix),
    total_amount: total,
    classes: ABC_CLASSES.map((cls) => {
      const c = byClass.get(cls);
      const cents = Math.round(Number(c?.amount ?? 0) * 100);
      return { class: cls, sku_count: c?.sku_count ?? 0, amount: c?.amount ?? '0.00', share: totalCents > 0 ? ((cents * 100) / totalCents).toFixed(2) : '0.00' };
    }),
    pareto,
    sku_count: classes.reduce((n, c) => n + c.sku_count, 0),
  };
}

const SKU_SORTS: Record<GoodsSkuFilter['sort'], SQL> = {
  amount: sql`b.amount`,
  qty: sql`b.qty`,
  on_hand: sql`b.on_hand`,
  sell_through: sql`b.sell_through`,
  code: sql`${sk.code}`,
};

/** Per SKU sold in the period or in stock now: net qty and amount, stock, sell-through, ABC class. */
const skuTable = (ctx: RequestContext, stores: readonly number[], q: GoodsSkuFilter) => sql`
  WITH f AS (${periodFacts(ctx, stores, q)}), ${abcCte}, ${stockCte(stores)},
  b AS (
    SELECT coalesce(f.sku_id, st.sku_id) AS sku_id, coalesce(f.qty, 0) AS qty, coalesce(f.amount, 0) AS amount, coalesce(st.on_hand, 0) AS on_hand,
           CASE WHEN coalesce(f.qty, 0) >= 0 AND coalesce(f.qty, 0) + coalesce(st.on_hand, 0) > 0
                THEN round(coalesce(f.qty, 0) * 100 / (coalesce(f.qty, 0) + coalesce(st.on_hand, 0)), 2) END AS sell_through,
           abc.abc_class, CASE WHEN abc.total > 0 THEN round(abc.cum * 100 / abc.total, 2) END AS cum_share
      FROM f FULL JOIN st ON st.sku_id = f.sku_id LEFT JOIN abc ON abc.sku_id = f.sku_id
     WHERE f.sku_id IS NOT NULL OR st.on_hand <> 0)
  SELECT b.sku_id AS id, ${skuNames}, ${quantity(sql`b.qty`)} AS qty, ${money(sql`b.amount`)} AS amount, ${quantity(sql`b.on_hand`)} AS on_hand,
         b.sell_through::text AS sell_through, b.abc_class, b.cum_share::text AS cum_share, count(*) OVER ()::int AS total_rows
    FROM b ${skuJoins(sql`b.sku_id`)}
   WHERE true ${q.abc_class ? sql`AND b.abc_class = ${q.abc_class}` : sql``} ${q.keyword ? sql`AND ${skuIdMatches(ctx, sql`b.sku_id`, q.keyword)}` : sql``}
   ORDER BY ${SKU_SORTS[q.sort]} ${q.order === 'asc' ? sql`ASC` : sql`DESC`} NULLS LAST, b.sku_id`;

/**
 * A SKU table's reads, its query made for the stores in scope: a page with the count of all its rows (a
 * window count on the page, a count of its own for a page past the end), and the export's batches.
 */
function skuTableReads<F extends { store_id?: StoreChoice }, Row extends { id: number }>(table: (ctx: RequestContext, stores: readonly number[], q: F) => SQL) {
  type Record = Omit<Row, 'sku_id'> & { total_rows: number };
  const toRow = ({ total_rows: _total, ...r }: Record) => ({ ...r, sku_id: r.id }) as unknown as Row;
  const countOf = async (ctx: RequestContext, query: SQL) => (await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM (${query}) AS q`))[0]?.n ?? 0;
  const rowsOf = async (ctx: RequestContext, q: F, offset: number, limit: number) =>
    (await queryRows<Record>(ctx.db, sql`${table(ctx, storesInScope(ctx, q.store_id), q)} LIMIT ${limit}::int OFFSET ${offset}::int`)).map((r) => ({ row: toRow(r), total: r.total_rows }));
  return {
    list: async (ctx: RequestContext, q: F & PaginationQuery): Promise<ListData<Row>> => {
      const page = pageOf(q);
      const rows = await rowsOf(ctx, q, page.offset, page.limit);
      const total = rows[0]?.total ?? (page.offset > 0 ? await countOf(ctx, table(ctx, storesInScope(ctx, q.store_id), q)) : 0);
      return listOf(rows.map((r) => r.row), total, q);
    },
    rows: async (ctx: RequestContext, q: F, offset: number, limit: number) => (await rowsOf(ctx, q, offset, limit)).map((r) => r.row),
    count: (ctx: RequestContext, q: F) => countOf(ctx, table(ctx, storesInScope(ctx, q.store_id), q)),
  };
}

const skuTableQueries = skuTableReads<GoodsSkuFilter, GoodsSkuRow>(skuTable);
/** `GET /bi/goods/skus`: the SKU table, a page of it; the export's batches and count. */
export const listGoodsSkus = (ctx: RequestContext, q: GoodsSkuListQuery) => skuTableQueries.list(ctx, q);
export const goodsSkuRows = skuTableQueries.rows;
export const countGoodsSkus = skuTableQueries.count;

/**
 * SKUs in stock now (on hand > 0 over the warehouses of the stores in scope) without a sale in the `days`
 * days up to the period's end, that day included: their last sale day before that (none: never sold in the
 * stores, the rollup's whole history) and the days since.
 */
const slowTable = (ctx: RequestContext, stores: readonly number[], q: SlowMoverFilter) => {
  const sorts: Record<SlowMoverFilter['sort'], SQL> = {
    // never sold is the slowest of all
    days_since: sql`(${q.end_date}::date - ls.last_day)`,
    on_hand: sql`st.on_hand`,
    code: sql`${sk.code}`,
  };
  const direction = q.order === 'asc' ? sql`ASC NULLS FIRST` : sql`DESC NULLS FIRST`;
  return sql`
  WITH ${stockCte(stores)},
  ls AS (SELECT s.sku_id,
                 -- each SKU's last sale read backwards down its (tenant, SKU, day) index, not its whole history
                 (SELECT max(d.day) FROM bi_sales_sku_daily AS d
                   WHERE d.tenant_id = ${ctx.tenantId}::int AND d.sku_id = s.sku_id AND d.store_id = ANY(${intArray(stores)}) AND d.day <= ${q.end_date}::date AND d.lines > 0) AS last_day
            FROM st AS s WHERE s.on_hand > 0)
  SELECT st.sku_id AS id, ${skuNames}, ${quantity(sql`st.on_hand`)} AS on_hand, to_char(ls.last_day, 'YYYY-MM-DD') AS last_sale_day,
         (${q.end_date}::date - ls.last_day)::int AS days_since, count(*) OVER ()::int AS total_rows
    FROM st LEFT JOIN ls ON ls.sku_id = st.sku_id ${skuJoins(sql`st.sku_id`)}
   WHERE st.on_hand > 0 AND (ls.last_day IS NULL OR ls.last_day <= ${q.end_date}::date - ${q.days}::int)
         ${q.keyword ? sql`AND ${skuIdMatches(ctx, sql`st.sku_id`, q.keyword)}` : sql``}
   ORDER BY ${sorts[q.sort]} ${direction}, st.sku_id`;
};

const slowQueries = skuTableReads<SlowMoverFilter, SlowMoverRow>(slowTable);
/** `GET /bi/goods/slow_movers`: a page of them; the export's batches and count. */
export const listSlowMovers = (ctx: RequestContext, q: SlowMoverListQuery) => slowQueries.list(ctx, q);
export const slowMoverRows = slowQueries.rows;
export const countSlowMovers = slowQueries.count;
