import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { dataScopeFilter } from '@/core/auth/data-scope';
import { notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { customers } from './customer.table';

type CustomerRow = typeof customers.$inferSelect;

/**
 * The customers a staff member reaches: those in stores they hold (has_auth), and of those the pools
 * (public 0, team 2) plus what their role's data scope allows among private ones (owner = sales_id).
 * Super administrators reach every customer of the tenant. Every customer call filters with this, so
 * another rep's customer answers 404 in detail, list, search and export alike.
 */
export function customerScope(ctx: RequestContext): SQL | undefined {
  const { session } = ctx;
  if (session.isSuper) return undefined;
  const stores = session.storeIds.length ? inArray(customers.storeId, [...session.storeIds]) : sql`false`;
  const scope = dataScopeFilter(ctx, { owner: customers.salesId, store: customers.storeId });
  return scope ? and(stores, or(inArray(customers.salesType, [0, 2]), scope)) : stores;
}

/** A customer the caller may see, or 404 (also for another tenant's or another rep's customer). */
export async function findVisibleCustomer(ctx: RequestContext, id: number, options: { forUpdate?: boolean } = {}): Promise<CustomerRow> {
  const query = ctx.db.select().from(customers).where(and(eq(customers.id, id), customerScope(ctx)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
