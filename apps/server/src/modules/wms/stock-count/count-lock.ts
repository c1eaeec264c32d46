import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '@/core/db/database';
import { skus as pmsSkus, spus } from '@/modules/pms';

const skuS = alias(pmsSkus, 's');
const spu = alias(spus, 'p');

/**
 * The location lock of stock counts (warehouse setting `lock_counting_locations`, README "Stock counts"):
 * the first of a posting's (SKU, location) cells that a count counting or submitted holds — its location
 * among the count's, its SKU in the count's categories when it has any — unless the posting is that
 * count's own. One statement over the small table of active counts' locations; with the setting off its
 * one-time filter answers at once. The stock writer sends it together with its locks (posting.ts).
 */
export function countLockHit(
  ctx: { db: Db },
  posting: { docType: string; docId: number },
  cells: ReadonlyArray<{ skuId: number; locationId: number }>,
): Promise<Array<{ number: string; location_code: string }>> {
  const skus = `{${cells.map((c) => c.skuId).join(',')}}`;
  const locs = `{${cells.map((c) => c.locationId).join(',')}}`;
  return queryRows<{ number: string; location_code: string }>(
    ctx.db,
    sql`SELECT coalesce(c.number, '') AS number, l.code AS location_code
          FROM unnest(${skus}::int[], ${locs}::int[]) AS x(sku, loc)
          JOIN wms_stock_count_locks AS k ON k.location_id = x.loc
          JOIN wms_stock_counts AS c ON c.id = k.count_id
          JOIN wms_locations AS l ON l.id = x.loc
         WHERE EXISTS (SELECT 1 FROM wms_settings WHERE lock_counting_locations = 1)
           AND NOT (c.id = ${posting.docId}::int AND ${posting.docType}::text = 'stock_count')
           AND (cardinality(c.scope_category_ids) = 0
                OR EXISTS (SELECT 1 FROM ${pmsSkus} AS ${skuS} JOIN ${spus} AS ${spu} ON ${spu.id} = ${skuS.spuId} WHERE ${skuS.id} = x.sku AND ${spu.categoryId} = ANY(c.scope_category_ids)))
         LIMIT 1`,
  );
}
