import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { RequestContext } from '@/core/http/request-context';

/** A settings table: one row per tenant, keyed by the tenant. */
type TenantSettingsTable = PgTable & { tenantId: AnyPgColumn };

/**
 * Saves the tenant's row of a settings table — inserted on the first save, updated on every later one; the
 * upsert holds the row until commit, so concurrent saves run one after the other — and names it as the
 * call's action-log target (`targetType`, the tenant's id).
 */
export async function saveTenantSettings<T extends TenantSettingsTable>(ctx: RequestContext, table: T, values: Partial<T['$inferInsert']>, targetType: string): Promise<void> {
  await ctx.db
    .insert(table)
    .values({ tenantId: ctx.tenantId, ...values } as T['$inferInsert'])
    .onConflictDoUpdate({ target: table.tenantId, set: values as PgUpdateSetSource<T> });
  ctx.audit.targetType = targetType;
  ctx.audit.targetId = ctx.tenantId;
}
