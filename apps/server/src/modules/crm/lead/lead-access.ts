import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { dataScopeFilter } from '@/core/auth/data-scope';
import { notDeleted } from '@/core/db/soft-delete';
import { notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { leads } from './lead.table';

export type LeadRow = typeof leads.$inferSelect;

/**
 * The leads a staff member reaches, as customers (customer-access.ts): in stores they hold, the pool (no
 * owner) plus the owned leads their role's data scope covers; super administrators every lead of the tenant.
 */
export function leadScope(ctx: RequestContext, options: { anyOwner?: boolean } = {}): SQL | undefined {
  const { session } = ctx;
  if (session.isSuper) return notDeleted(leads);
  const stores = session.storeIds.length ? inArray(leads.storeId, [...session.storeIds]) : sql`false`;
  const scope = options.anyOwner ? undefined : dataScopeFilter(ctx, { owner: leads.salesId, store: leads.storeId });
  return and(notDeleted(leads), stores, scope ? or(isNull(leads.salesId), scope) : undefined);
}

/**
 * A lead the caller may see, or 404 (another tenant's, another rep's, a deleted one). `anyOwner`: any lead
 * of the caller's stores (a claim, so that the loser of a claim race hears '该线索不在线索池中', not 404).
 */
export async function findVisibleLead(ctx: RequestContext, id: number, options: { forUpdate?: boolean; anyOwner?: boolean } = {}): Promise<LeadRow> {
  const query = ctx.db.select().from(leads).where(and(eq(leads.id, id), leadScope(ctx, { anyOwner: options.anyOwner })));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
