import { isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Rows not removed: soft-deleted rows keep `deleted_at` so names on old records still resolve, and every
 * read of live rows says so with this one filter.
 */
export function notDeleted(table: { deletedAt: AnyPgColumn }): SQL {
  return isNull(table.deletedAt);
}
