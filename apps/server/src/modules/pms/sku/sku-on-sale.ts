import { sql } from 'drizzle-orm';
import { queryPrepared } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { normaliseSkuRecord, skuRecordColumns, skuRecordJoins, type SkuRecord } from './sku-rows';
import { categorySubtree } from './sku-search.service';

/**
 * The first `limit` SKUs on sale (the SKU switched on, its SPU on sale) in a category or any category below
 * it, as the ordering app lists a category: the SPUs by their order (smaller first), then the newest; a
 * SPU's SKUs by their own order.
 */
export async function readOnSaleSkusOfCategory(ctx: Pick<RequestContext, 'db'>, categoryId: number, limit: number): Promise<SkuRecord[]> {
  const rows = await queryPrepared<SkuRecord>(
    ctx.db,
    'tw_sku_rows_on_sale_of_category',
    sql`SELECT ${skuRecordColumns} FROM ${skuRecordJoins}
      WHERE s.status = 1 AND p.status = 2 AND p.category_id IN ${categorySubtree(categoryId)}
      ORDER BY p.sort, p.id DESC, s.sort, s.id LIMIT ${limit}::int`,
  );
  return rows.map(normaliseSkuRecord);
}

/** A SKU customers may order now: switched on, its SPU on sale. */
export const skuOnSale = (r: Pick<SkuRecord, 'status' | 'spu_status'>) => r.status === 1 && r.spu_status === 2;
