import { type AnyPgColumn, bigint, integer, primaryKey } from 'drizzle-orm/pg-core';

/**
 * The key of a tenant table's row, as migration 0049 made it (docs/scale-out.md): the primary key is
 * `(id, tenant_id)`, the id an identity column. A Drizzle table spreads `rowKey()` or `lineKey()` into its
 * columns and names `tenantKey(t)` in its extra config:
 *
 *     pgTable('crm_things', { ...rowKey(), name: … }, (t) => [tenantKey(t)])
 *
 * The column sets many tables share after their own columns (`authored()`, `place()` …) are in core/db/columns.ts.
 * `core/db/schema.test.ts` holds every Drizzle table's primary key and column types to the database's.
 */

/** A row's identity and its tenant. */
export const rowKey = () => ({
  id: integer('id').generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull(),
});

/**
 * A high-volume row's identity — a document line, a ledger's or a history's row — and its tenant: a bigint
 * identity (core/db/tenant-keys.test.ts names which tables must have one), read as a number.
 */
export const lineKey = () => ({
  id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').notNull(),
});

/** The primary key of a tenant table: `(id, tenant_id)`, tenant last (docs/scale-out.md says why). */
export const tenantKey = (t: { id: AnyPgColumn; tenantId: AnyPgColumn }) => primaryKey({ columns: [t.id, t.tenantId] });
