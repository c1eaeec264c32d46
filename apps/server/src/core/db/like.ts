import { ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The text with LIKE's wildcards (`%`, `_`) and its escape (`\`) taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** A list's "contains" filter, case-insensitive and wildcards taken literally; no filter for an empty text. */
export const containsText = (column: AnyPgColumn | SQL, text: string | undefined | null): SQL | undefined =>
  text ? ilike(column, `%${escapeLike(text)}%`) : undefined;

/**
 * `column` starts with `prefix` (ASCII: digits, letters, '-'), as a range in the C collation: under
 * row-level security a LIKE cannot become an index condition (textlike is not leakproof), these
 * comparisons can, over an index on `(tenant_id, column COLLATE "C")` (migrations 0009, 0030).
 */
export function startsWithAscii(column: AnyPgColumn | SQL, prefix: string): SQL {
  const next = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return sql`${column} COLLATE "C" >= ${prefix} AND ${column} COLLATE "C" < ${next}`;
}
