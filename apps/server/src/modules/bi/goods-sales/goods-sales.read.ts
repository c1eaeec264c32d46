import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  GoodsSalesCategories,
  GoodsSalesCategoryQuery,
  GoodsSalesFilter,
  GoodsSalesList,
  GoodsSalesListQuery,
  GoodsSalesRow,
  GoodsSalesTrend,
  GoodsSalesTrendQuery,
  TrendGrain,
} from '@tradewind/contract/bi/goods-sales.schema';
import type { StoreChoice } from '@tradewind/contract/bi/period.schema';
import { queryRows } from '@/core/db/database';
import { listOf, pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { brands, categories, skuIdInCategory, skuIdMatches, skus, spus } from '@/modules/pms';
import { intArray, money, periodRows, quantity, sk, skuJoins, skuNames, sp, storesInScope } from '../goods/goods.read';
import { skuSalesOf } from '../period/period';

/**
 * The goods sales dashboard's reads (module README "Goods sales"): per SKU, per category and per day, week
 * or month over `bi_sales_sku_daily` (store × day × SKU), filtered by the product's category (and below),
 * brand and the SKU search's keyword; the catalogue's names through pms's tables under aliases of ours.
 */

const cat = alias(categories, 'cat');
const br = alias(brands, 'br');
const fs = alias(skus, 'fs');
const fp = alias(spus, 'fp');

type GoodsFilters = { start_date: string; end_date: string; store_id?: StoreChoice; category_id?: number; brand_id?: number; keyword?: string };

/** The rollup rows `d` (per store and SKU) the goods filters keep. */
function filteredRows(ctx: RequestContext, q: GoodsFilters): SQL {
  const parts: SQL[] = [sql`true`];
  const inCategory = skuIdInCategory(sql`d.sku_id`, q.category_id);
  if (inCategory) parts.push(inCategory);
  if (q.brand_id !== undefined) parts.push(sql`d.sku_id IN (SELECT ${fs.id} FROM ${skus} AS ${fs} JOIN ${spus} AS ${fp} ON ${fp.id} = ${fs.spuId} WHERE ${fp.brandId} = ${q.brand_id}::int)`);
  const matches = skuIdMatches(ctx, sql`d.sku_id`, q.keyword);
  if (matches) parts.push(matches);
  return sql.join(parts, sql` AND `);
}

/** Per SKU: what it sold and what came back — the period's whole months by month, its other days by day (`skuSalesOf`). */
const skuFacts = (ctx: RequestContext, q: GoodsFilters) => sql`
  SELECT x.*, x.sales_amount - x.refund_amount AS amount
    FROM (SELECT d.sku_id, sum(d.qty) AS qty, sum(d.lines)::int AS lines, sum(d.amount) AS sales_amount, sum(d.refund_qty) AS refund_qty, sum(d.refund_amount) AS refund_amount
            FROM (${skuSalesOf(ctx.tenantId, intArray(storesInScope(ctx, q.store_id)), q.start_date, q.end_date)}) AS d WHERE ${filteredRows(ctx, q)} GROUP BY d.sku_id) x`;

const SORTS: Record<GoodsSalesFilter['sort'], SQL> = {
  amount: sql`f.amount`,
  qty: sql`f.qty`,
  lines: sql`f.lines`,
  refund_amount: sql`f.refund_amount`,
  code: sql`${sk.code}`,
};

/** The sums of every SKU the filters find (`t`, over the CTE `f`) — beside each row of a page, so a page and its sums are one statement. */
const totalsOf = sql`count(*)::int AS skus, ${quantity(sql`sum(f.qty)`)} AS qty, coalesce(sum(f.lines), 0)::int AS lines, ${money(sql`sum(f.sales_amount)`)} AS sales_amount,
                     ${money(sql`sum(f.refund_amount)`)} AS refund_amount, ${money(sql`sum(f.amount)`)} AS amount, sum(f.amount) AS total`;

const salesTable = (ctx: RequestContext, q: GoodsSalesFilter, withTotals = false) => sql`
  WITH f AS (${skuFacts(ctx, q)}), t AS (SELECT ${totalsOf} FROM f)
  SELECT f.sku_id AS id, ${skuNames}, ${cat.name} AS category_name, ${br.name} AS brand_name,${withTotals ? sql` t.skus AS t_skus, t.qty AS t_qty, t.lines AS t_lines, t.sales_amount AS t_sales_amount, t.refund_amount AS t_refund_amount, t.amount AS t_amount,` : sql``}
         ${quantity(sql`f.qty`)} AS qty, f.lines, ${money(sql`f.sales_amount`)} AS sales_amount, ${quantity(sql`f.refund_qty`)} AS refund_qty,
         ${money(sql`f.refund_amount`)} AS refund_amount, ${money(sql`f.amount`)} AS amount,
         CASE WHEN t.total > 0 THEN round(f.amount * 100 / t.total, 2) ELSE 0 END::numeric(20, 2)::text AS share
    FROM f CROSS JOIN t ${skuJoins(sql`f.sku_id`)}
    JOIN ${categories} AS ${cat} ON ${cat.id} = ${sp.categoryId} LEFT JOIN ${brands} AS ${br} ON ${br.id} = ${sp.brandId}
   ORDER BY ${SORTS[q.sort]} ${q.order === 'asc' ? sql`ASC` : sql`DESC`}, f.sku_id`;

type SalesRecord = Omit<GoodsSalesRow, 'sku_id'>;
const toRow = (r: SalesRecord): GoodsSalesRow => ({ ...r, sku_id: r.id });

/**
 * `GET /bi/goods_sales/list`: a page of the SKUs sold, and the sums of all the filters find — one statement (the
 * sums beside each row); a page past the last asks for the sums alone.
 */
export async function listGoodsSales(ctx: RequestContext, q: GoodsSalesListQuery): Promise<GoodsSalesList> {
  const page = pageOf(q);
  type Totals = GoodsSalesList['totals'] & { skus: number };
  const rows = await queryRows<SalesRecord & { [K in keyof Totals as `t_${K}`]: Totals[K] }>(ctx.db, sql`${salesTable(ctx, q, true)} LIMIT ${page.limit}::int OFFSET ${page.offset}::int`);
  const first = rows[0];
  const totals: Totals = first
    ? { skus: first.t_skus, qty: first.t_qty, lines: first.t_lines, sales_amount: first.t_sales_amount, refund_amount: first.t_refund_amount, amount: first.t_amount }
    : await queryRows<Totals & { total: string }>(ctx.db, sql`WITH f AS (${skuFacts(ctx, q)}) SELECT ${totalsOf} FROM f`).then(([{ total: _t, ...t }]) => t);
  const { skus: total, ...sums } = totals;
  const list = rows.map(({ t_skus: _s, t_qty: _q, t_lines: _l, t_sales_amount: _a, t_refund_amount: _r, t_amount: _t, ...r }) => toRow(r));
  return { ...listOf(list, total, q), totals: sums };
}

/** The table's rows from `offset` (the exporter's batches) and how many there are. */
export async function goodsSalesRows(ctx: RequestContext, q: GoodsSalesFilter, offset: number, limit: number): Promise<GoodsSalesRow[]> {
  return (await queryRows<SalesRecord>(ctx.db, sql`${salesTable(ctx, q)} LIMIT ${limit}::int OFFSET ${offset}::int`)).map(toRow);
}
export async function countGoodsSales(ctx: RequestContext, q: GoodsSalesFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM (${skuFacts(ctx, q)}) AS f`);
  return row?.n ?? 0;
}

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day of each bucket from the period's start to its end: days, weeks from Monday, months. */
export function bucketsOf(start: string, end: string, grain: TrendGrain): string[] {
  const endMs = Date.parse(`${end}T00:00:00Z`);
  const first = new Date(`${start}T00:00:00Z`);
  if (grain === 'week') first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  if (grain === 'month') first.setUTCDate(1);
  const out: string[] = [];
  for (let at = first.getTime(); at <= endMs; ) {
    out.push(dayText(at));
    if (grain === 'month') {
      const d = new Date(at);
      at = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    } else at += (grain === 'week' ? 7 : 1) * DAY_MS;
  }
  return out;
}

/** How many SKUs the trend shows when none is chosen. */
const TREND_TOP = 5;

/** `GET /bi/goods_sales/trend`: net amount and quantity per bucket of the chosen SKU, or of the top 5. */
export async function readGoodsSalesTrend(ctx: RequestContext, q: GoodsSalesTrendQuery): Promise<GoodsSalesTrend> {
  const stores = storesInScope(ctx, q.store_id);
  const chosen =
    q.sku_id !== undefined
      ? [q.sku_id]
      : (await queryRows<{ sku_id: number }>(ctx.db, sql`WITH f AS (${skuFacts(ctx, q)}) SELECT f.sku_id FROM f WHERE f.amount > 0 ORDER BY f.amount DESC, f.sku_id LIMIT ${TREND_TOP}::int`)).map(
          (r) => r.sku_id,
        );
  const buckets = bucketsOf(q.start_date, q.end_date, q.grain);
  if (chosen.length === 0) return { buckets, series: [] };
  const ids = sql`${`{${chosen.join(',')}}`}::int[]`;
  const [names, points] = await Promise.all([
    queryRows<{ sku_id: number; code: string; name: string; spec_text: string }>(
      ctx.db,
      sql`SELECT ${sk.id} AS sku_id, ${skuNames} FROM (SELECT unnest(${ids}) AS sku_id) AS c ${skuJoins(sql`c.sku_id`)}`,
    ),
    queryRows<{ sku_id: number; bucket: string; amount: string; qty: string }>(
      ctx.db,
      sql`SELECT d.sku_id, to_char(date_trunc(${q.grain}, d.day::timestamp), 'YYYY-MM-DD') AS bucket, ${money(sql`sum(d.amount - d.refund_amount)`)} AS amount,
                 ${quantity(sql`sum(d.qty - d.refund_qty)`)} AS qty
            FROM bi_sales_sku_daily AS d WHERE ${periodRows(stores, q)} AND d.sku_id = ANY(${ids}) GROUP BY 1, 2`,
    ),
  ]);
  const byName = new Map(names.map((n) => [n.sku_id, n]));
  const at = new Map(points.map((p) => [`${p.sku_id}|${p.bucket}`, p]));
  return {
    buckets,
    series: chosen
      .filter((id) => byName.has(id))
      .map((id) => {
        const n = byName.get(id)!;
        return {
          sku_id: id,
          code: n.code,
          name: n.name,
          spec_text: n.spec_text,
          amount: buckets.map((b) => at.get(`${id}|${b}`)?.amount ?? '0.00'),
          qty: buckets.map((b) => at.get(`${id}|${b}`)?.qty ?? '0.000'),
        };
      }),
  };
}

/** `GET /bi/goods_sales/categories`: net amount per category of the products, from the highest. */
export async function readGoodsSalesCategories(ctx: RequestContext, q: GoodsSalesCategoryQuery): Promise<GoodsSalesCategories> {
  const rows = await queryRows<GoodsSalesCategories['list'][number] & { total: string }>(
    ctx.db,
    sql`WITH f AS (${skuFacts(ctx, q)}),
        g AS (SELECT ${sp.categoryId} AS category_id, sum(f.amount) AS amount, sum(f.qty - f.refund_qty) AS qty
                FROM f JOIN ${skus} AS ${sk} ON ${sk.id} = f.sku_id JOIN ${spus} AS ${sp} ON ${sp.id} = ${sk.spuId} GROUP BY ${sp.categoryId}),
        t AS (SELECT sum(amount) FILTER (WHERE amount > 0) AS amount FROM g)
        SELECT g.category_id, ${cat.name} AS name, ${money(sql`g.amount`)} AS amount, ${quantity(sql`g.qty`)} AS qty,
               CASE WHEN t.amount > 0 AND g.amount > 0 THEN round(g.amount * 100 / t.amount, 2) ELSE 0 END::numeric(20, 2)::text AS share,
               ${money(sql`t.amount`)} AS total
          FROM g CROSS JOIN t JOIN ${categories} AS ${cat} ON ${cat.id} = g.category_id
         ORDER BY g.amount DESC, g.category_id`,
  );
  return { list: rows.map(({ total: _t, ...r }) => r), total_amount: rows[0]?.total ?? '0.00' };
}
