import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  SkuListQuerySchema,
  type SkuListQuery,
  type SkuPriceBody,
  type SkuPriceLog,
  type SkuRow,
  type SkuStatusBody,
} from '@tradewind/contract/pms/sku.schema';
import { queryRows } from '@/core/db/database';
import { invalidField, notFound } from '@/core/http/errors';
import { listOf, pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { staff } from '@/modules/system/staff';
import { skuPriceLogs, skus } from '../goods/goods.table';
import { logPriceChanges } from '../goods/price-log';
import { normaliseSkuRecord, readSkuRows, skuRecordColumns, skuRecordJoins, toSkuRow, type SkuRecord } from './sku-rows';
import { stockOfSkus } from './sku-stock';
import { categorySubtree, skuIdsMatching } from './sku-search.service';

/** The SKU list's filters without its page and order: what an export keeps. */
export const SkuExportParamsSchema = SkuListQuerySchema.omit({ page: true, page_size: true });
export type SkuExportParams = z.infer<typeof SkuExportParamsSchema>;

const SORTS: Record<SkuListQuery['sort'], SQL> = {
  updated_at: sql`s.updated_at`,
  code: sql`s.code`,
  sale_price: sql`s.sale_price`,
  name: sql`p.name`,
};

/**
 * The SKU list's filters over `s` (pms_skus) and `p` (pms_spus): SKUs of checked SPUs only (on or off
 * sale); the keyword through the search postings (name, code, barcode, pinyin initials), the category with
 * its subcategories, the brand, the SKU's own switch, chosen ids.
 */
function skuWhere(ctx: RequestContext, query: SkuExportParams): SQL {
  const parts: SQL[] = [sql`p.status IN (2, 4)`];
  if (query.keyword) parts.push(sql`s.id IN (${skuIdsMatching(ctx, query.keyword, { minState: 1 })})`);
  if (query.category_id) parts.push(sql`p.category_id IN ${categorySubtree(query.category_id)}`);
  if (query.brand_id) parts.push(sql`p.brand_id = ${query.brand_id}::int`);
  if (query.status !== undefined) parts.push(sql`s.status = ${query.status}::int`);
  if (query.ids?.length) parts.push(sql`s.id = ANY(${`{${query.ids.join(',')}}`}::int[])`);
  return sql.join(parts, sql` AND `);
}

/** GET /pms/skus. */
export async function listSkus(ctx: RequestContext, query: SkuListQuery): Promise<ListData<SkuRow>> {
  const { limit, offset } = pageOf(query);
  const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
  const [rows, total] = await Promise.all([
    queryRows<SkuRecord>(
      ctx.db,
      sql`SELECT ${skuRecordColumns} FROM ${skuRecordJoins} WHERE ${skuWhere(ctx, query)}
        ORDER BY ${SORTS[query.sort]} ${direction}, s.id ${direction} LIMIT ${limit}::int OFFSET ${offset}::int`,
    ),
    countSkus(ctx, query),
  ]);
  return listOf(await toSkuRows(ctx, rows), total, query);
}

/** How many SKUs the list's filters hold. */
export async function countSkus(ctx: RequestContext, query: SkuExportParams): Promise<number> {
  const [{ total }] = await queryRows<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total FROM pms_skus AS s JOIN pms_spus AS p ON p.id = s.spu_id WHERE ${skuWhere(ctx, query)}`);
  return total;
}

/** The list's SKUs after id `after` (all when null), by id: an export's batch. */
export async function skusAfter(ctx: RequestContext, query: SkuExportParams, after: number | null, limit: number): Promise<SkuRow[]> {
  const rows = await queryRows<SkuRecord>(
    ctx.db,
    sql`SELECT ${skuRecordColumns} FROM ${skuRecordJoins} WHERE ${skuWhere(ctx, query)}${after ? sql` AND s.id > ${after}::int` : sql``}
      ORDER BY s.id LIMIT ${limit}::int`,
  );
  return toSkuRows(ctx, rows);
}

async function toSkuRows(ctx: RequestContext, rows: SkuRecord[]): Promise<SkuRow[]> {
  const stock = await stockOfSkus(ctx, rows.map((r) => r.id));
  return rows.map((r) => toSkuRow(ctx, normaliseSkuRecord(r), stock(r.id)));
}

/** 422 on `field` unless every id is a SKU of the tenant (RLS hides the others). */
async function assertSkusExist(ctx: RequestContext, ids: number[], field: string): Promise<void> {
  const found = await ctx.db.select({ id: skus.id }).from(skus).where(inArray(skus.id, ids));
  if (found.length !== new Set(ids).size) throw invalidField(field, 'pms.sku_not_found');
}

/** PUT /pms/skus/status: the SKUs' own switch, all or none (422 when one id is unknown). */
export async function setSkuStatus(ctx: RequestContext, body: SkuStatusBody): Promise<{ ids: number[] }> {
  const ids = [...new Set(body.ids)];
  await assertSkusExist(ctx, ids, 'ids');
  await ctx.db.update(skus).set({ status: body.status, updatedAt: new Date() }).where(inArray(skus.id, ids));
  return { ids };
}

const money = (v: number | null): string | null => (v === null ? null : v.toFixed(2));

/** PUT /pms/sku/:id/price: the three prices at once, each changed one in the price history. */
export async function updateSkuPrice(ctx: RequestContext, id: number, body: SkuPriceBody): Promise<SkuRow> {
  const [before] = await ctx.db
    .select({ sale_price: skus.salePrice, market_price: skus.marketPrice, cost_price: skus.costPrice })
    .from(skus)
    .where(eq(skus.id, id))
    .for('update');
  if (!before) throw notFound('pms.sku_not_found');
  const after = { sale_price: money(body.sale_price)!, market_price: money(body.market_price), cost_price: money(body.cost_price)! };
  await ctx.db
    .update(skus)
    .set({ salePrice: after.sale_price, marketPrice: after.market_price, costPrice: after.cost_price, updatedAt: new Date() })
    .where(eq(skus.id, id));
  await logPriceChanges(ctx, id, before, after);
  return getSkuRow(ctx, id);
}

export async function getSkuRow(ctx: RequestContext, id: number): Promise<SkuRow> {
  const row = (await readSkuRows(ctx, [id])).get(id);
  if (!row) throw notFound('pms.sku_not_found');
  return toSkuRow(ctx, row, (await stockOfSkus(ctx, [id]))(id));
}

/** GET /pms/sku/:id/price_logs: newest first, every row (a SKU's prices change a few times a year). */
export async function listPriceLogs(ctx: RequestContext, id: number): Promise<SkuPriceLog[]> {
  const [sku] = await ctx.db.select({ id: skus.id }).from(skus).where(eq(skus.id, id));
  if (!sku) throw notFound('pms.sku_not_found');
  const rows = await ctx.db
    .select({ log: skuPriceLogs, staffName: staff.name })
    .from(skuPriceLogs)
    .leftJoin(staff, eq(staff.id, skuPriceLogs.staffId))
    .where(and(eq(skuPriceLogs.skuId, id)))
    .orderBy(desc(skuPriceLogs.id));
  return rows.map(({ log, staffName }) => ({
    id: log.id,
    field: log.field,
    old_value: log.oldValue,
    new_value: log.newValue,
    staff_name: staffName,
    created_at: formatDateTime(log.createdAt, ctx.session.timeZone)!,
  }));
}
