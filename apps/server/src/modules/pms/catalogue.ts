import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict, notFound } from '@/core/http/errors';
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

