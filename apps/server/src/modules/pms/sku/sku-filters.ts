import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '@/core/http/request-context';
import { skuIdsMatching } from './sku-search.service';

/**
 * Conditions for other modules' lists of rows that name a SKU (stock, supplier SKUs …), over the
 * column holding the SKU id; undefined when the filter is not given.
 */

/**
 * The SKUs a keyword finds, for other modules' lists (stock, supplier SKUs, prices): read from the SKU
 * search's postings (migration 0017) as the picker reads them — the product name containing it, the start
 * of the pinyin initials, of the code or of the barcode — every state included. A contains-scan of the
 * goods tables would read them all on every page (bench/stock-ledger.bench.ts).
 */
export function skuIdMatches(ctx: Pick<RequestContext, 'tenantId'>, column: SQL | AnyPgColumn, keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  return sql`${column} IN (${skuIdsMatching(ctx, keyword, { minState: 0 })})`;
}

/** The SKU's product sits in the category or any category below it. */
export function skuIdInCategory(column: SQL | AnyPgColumn, categoryId: number | undefined): SQL | undefined {
  if (!categoryId) return undefined;
  return sql`${column} IN (SELECT s.id FROM pms_skus AS s JOIN pms_spus AS p ON p.id = s.spu_id WHERE p.category_id IN
    (WITH RECURSIVE sub AS (SELECT id FROM pms_categories WHERE id = ${categoryId}::int
       UNION ALL SELECT c.id FROM pms_categories AS c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub))`;
}
