import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { dataScopeFilter } from '@/core/auth/data-scope';
import { notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { customers } from './customer.table';

type CustomerRow = typeof customers.$inferSelect;

/**
 * The customers a staff member reaches: those in stores they hold (has_auth), and of those the pools
 * (public 0, team 2) plus what their role's data scope allows among private ones (owner = sales_id).
 * Super administrators reach every customer of the tenant. Every customer call filters with this, so
 * another rep's customer answers 404 in detail, list, search and export alike. `columns` names a table
 * that carries copies of the customer's scope columns (the search's name postings).
 */
export function customerScope(
  ctx: RequestContext,
  columns: { store: AnyColumn; salesType: AnyColumn; owner: AnyColumn } = { store: customers.storeId, salesType: customers.salesType, owner: customers.salesId },
): SQL | undefined {
  const { session } = ctx;
  if (session.isSuper) return undefined;
  const stores = session.storeIds.length ? inArray(columns.store, [...session.storeIds]) : sql`false`;
  const scope = dataScopeFilter(ctx, { owner: columns.owner, store: columns.store });
  return scope ? and(stores, or(inArray(columns.salesType, [0, 2]), scope)) : stores;
}

/** A customer the caller may see, or 404 (also for another tenant's or another rep's customer). */
export async function findVisibleCustomer(ctx: RequestContext, id: number, options: { forUpdate?: boolean } = {}): Promise<CustomerRow> {
  const query = ctx.db.select().from(customers).where(and(eq(customers.id, id), customerScope(ctx)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
