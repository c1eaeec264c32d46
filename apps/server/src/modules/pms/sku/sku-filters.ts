import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '@/core/db/like';

/**
 * Conditions for other modules' lists of rows that name a SKU (stock, supplier SKUs …), over the
 * column holding the SKU id; undefined when the filter is not given.
 */

/** The SKU's product name, code or barcode contains the keyword (wildcards taken literally). */
export function skuIdMatches(column: SQL | AnyPgColumn, keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const like = `%${escapeLike(keyword)}%`;
  return sql`${column} IN (SELECT s.id FROM pms_skus AS s JOIN pms_spus AS p ON p.id = s.spu_id
    WHERE p.name ILIKE ${like} OR s.code ILIKE ${like} OR s.barcode ILIKE ${like})`;
}

/** The SKU's product sits in the category or any category below it. */
export function skuIdInCategory(column: SQL | AnyPgColumn, categoryId: number | undefined): SQL | undefined {
  if (!categoryId) return undefined;
  return sql`${column} IN (SELECT s.id FROM pms_skus AS s JOIN pms_spus AS p ON p.id = s.spu_id WHERE p.category_id IN
    (WITH RECURSIVE sub AS (SELECT id FROM pms_categories WHERE id = ${categoryId}::int
       UNION ALL SELECT c.id FROM pms_categories AS c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub))`;
}
