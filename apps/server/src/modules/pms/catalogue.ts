import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { PaginationQuery } from '@tradewind/contract/common/pagination';
import { containsText } from '@/core/db/like';
import { conflict, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';

/** What every catalogue table of the module has: an id and a name unique per tenant. */
type NamedTable = PgTable & { id: AnyPgColumn; name: AnyPgColumn };

/**
 * 409 '<entity> already exists' when another row of the tenant has the name (RLS keeps the look to the
 * tenant; the unique index (tenant_id, name) holds it under concurrency too).
 */
export async function assertNameFree(ctx: RequestContext, table: NamedTable, name: string, takenKey: string, exceptId?: number): Promise<void> {
  const where: SQL | undefined = and(eq(table.name, name), exceptId ? ne(table.id, exceptId) : undefined);
  const [taken] = await ctx.db.select({ id: table.id }).from(table as PgTable).where(where).limit(1);
  if (taken) throw conflict(takenKey);
}

/** The row about to change, locked for the rest of the transaction; 404 when the tenant has none. */
export async function lockRow(ctx: RequestContext, table: NamedTable, id: number): Promise<void> {
  const [row] = await ctx.db.select({ id: table.id }).from(table as PgTable).where(eq(table.id, id)).for('update');
  if (!row) throw notFound();
}


/**
 * A page of a catalogue table kept in its own order (units, specs, types): the rows whose name contains
 * the list's `name` filter, by `sort` then id, mapped to what the list answers.
 */
export function listByName<T extends NamedTable & { sort: AnyPgColumn; $inferSelect: object }, Item>(
  ctx: RequestContext,
  table: T,
  query: PaginationQuery & { name?: string },
  map: (rows: Array<T['$inferSelect']>) => Item[] | Promise<Item[]>,
): Promise<ListData<Item>> {
  const where = containsText(table.name, query.name);
  return paginate(query, {
    rows: async (page) => (await ctx.db.select().from(table as PgTable).where(where).orderBy(asc(table.sort), asc(table.id)).limit(page.limit).offset(page.offset)) as Array<T['$inferSelect']>,
    total: ctx.db.select({ total: count() }).from(table as PgTable).where(where),
    map,
  });
}
