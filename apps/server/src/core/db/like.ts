import { ilike, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The text with LIKE's wildcards (`%`, `_`) and its escape (`\`) taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** A list's "contains" filter, case-insensitive and wildcards taken literally; no filter for an empty text. */
export const containsText = (column: AnyPgColumn | SQL, text: string | undefined | null): SQL | undefined =>
  text ? ilike(column, `%${escapeLike(text)}%`) : undefined;
