import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './database';

export const RUNTIME_ROLE = 'tradewind_app';

/**
 * The select-list items that enter a tenant, for a SELECT of the caller's: `tenantId` is an SQL
 * expression (a parameter, or a column of the row that names the tenant, as the session statement does).
 */
export function tenantSettings(tenantId: SQL): SQL {
  return sql`set_config('app.tenant_id', (${tenantId})::text, true) AS entered_tenant, set_config('role', ${RUNTIME_ROLE}, true) AS entered_role`;
}

/**
 * Switches an open transaction into a tenant: `app.tenant_id` for the RLS policies and the runtime role,
 * which is neither superuser nor owner, so the policies bind. Transaction-scoped only: PGlite has one
 * session (docs/architecture.md §10).
 */
export async function enterTenant(tx: Db, tenantId: number): Promise<void> {
  await tx.execute(sql`SELECT ${tenantSettings(sql`${tenantId}::int`)}`);
}

/** Runs `fn` in a transaction bound to one tenant. */
export function withTenant<T>(db: Db, tenantId: number, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterTenant(tx, tenantId);
    return fn(tx);
  });
}

/**
 * Runs `fn` in a transaction with the owner's rights: for work that has no tenant yet or spans tenants
 * (login lookup, token check, scheduled jobs, seeding). Never reachable from a tenant request's handler.
 */
export function withSystem<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => fn(tx));
}
