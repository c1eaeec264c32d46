import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { loadSession } from '@/core/auth/session';
import { queryOne, queryPrepared, queryRows } from './database';
import { RUNTIME_ROLE, withTenant } from './tenancy';

const t = useTestApp();
let one: TestTenant;
let two: TestTenant;

beforeAll(async () => {
  one = await t.tenant({});
  two = await t.tenant({});
});

describe('row-level security', () => {
  it('runs tenant work as a role that is neither superuser, nor BYPASSRLS, nor a table owner', async () => {
    const role = await queryOne<{ rolsuper: boolean; rolbypassrls: boolean }>(t.app.database.db, sql`SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = ${RUNTIME_ROLE}`);
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await queryRows(t.app.database.db, sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tableowner = ${RUNTIME_ROLE}`);
    expect(owned).toEqual([]);
    const inside = await withTenant(t.app.database.db, one.tenantId, (tx) => queryOne<{ current_user: string }>(tx, sql`SELECT current_user`));
    expect(inside?.current_user).toBe(RUNTIME_ROLE);
  });

  it('shows a query that forgets its tenant filter only its own tenant’s rows', async () => {
    const rows = await withTenant(t.app.database.db, one.tenantId, (tx) => queryRows<{ tenant_id: number }>(tx, sql`SELECT tenant_id FROM staff`));
    expect(rows.length).toBe(Object.keys(one.staff).length);
    expect(new Set(rows.map((r) => r.tenant_id))).toEqual(new Set([one.tenantId]));
    const stores = await withTenant(t.app.database.db, two.tenantId, (tx) => queryRows<{ id: number }>(tx, sql`SELECT id FROM stores`));
    expect(stores.map((s) => s.id).sort()).toEqual(Object.values(two.stores).sort());
  });

  it('refuses to write a row into another tenant', async () => {
    await expect(
      withTenant(t.app.database.db, one.tenantId, (tx) => tx.execute(sql`INSERT INTO stores (tenant_id, name) VALUES (${two.tenantId}, 'smuggled')`)),
    ).rejects.toThrow();
    await expect(
      withTenant(t.app.database.db, one.tenantId, (tx) => tx.execute(sql`UPDATE stores SET tenant_id = ${two.tenantId} WHERE id = ${one.stores.b}`)),
    ).rejects.toThrow();
  });

  /**
   * Tables with a tenant_id that are deliberately outside RLS, each with its reason. scan_login_tickets:
   * written before any tenant is known and found only by the hash of a secret ticket.
   */
  const SYSTEM_TABLES = ['scan_login_tickets'];

  it('protects every table that has a tenant_id: RLS enabled and forced, with a tenant policy', async () => {
    const tables = await queryRows<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean; policies: number }>(
      t.app.database.db,
      sql`SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity,
                 (SELECT count(*)::int FROM pg_policies p WHERE p.tablename = c.relname AND p.policyname = 'tenant_isolation') AS policies
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r'
            AND (EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped) OR c.relname = 'tenants')`,
    );
    expect(tables.length).toBeGreaterThan(8);
    for (const table of tables.filter((x) => !SYSTEM_TABLES.includes(x.relname))) {
      expect(table, table.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true, policies: 1 });
    }
  });

  it('sees nothing at all when the transaction names no tenant', async () => {
    const rows = await t.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('role', ${RUNTIME_ROLE}, true)`);
      return queryRows(tx, sql`SELECT id FROM staff`);
    });
    expect(rows).toEqual([]);
  });

  it('enters the token’s tenant in the statement that reads the session, generic plans when asked', async () => {
    const token = Object.values(one.tokens)[0];
    const settings = await t.app.database.db.transaction(async (tx) => {
      const session = await loadSession(tx, token, { enterTenant: true, genericPlans: true });
      const row = await queryOne<{ role: string; tenant: string; plans: string }>(
        tx,
        sql`SELECT current_user AS role, current_setting('app.tenant_id') AS tenant, current_setting('plan_cache_mode') AS plans`,
      );
      return { tenantId: session.tenantId, ...row };
    });
    expect(settings).toEqual({ tenantId: one.tenantId, role: RUNTIME_ROLE, tenant: String(one.tenantId), plans: 'force_generic_plan' });
    const outside = await queryOne<{ plans: string }>(t.app.database.db, sql`SELECT current_setting('plan_cache_mode') AS plans`);
    expect(outside?.plans).toBe('auto');
  });

  it('keeps RLS on a prepared statement’s kept plan: each run sees the tenant it runs in', async () => {
    // Statements of two shapes under one name; each run on a generic plan, alternating tenants.
    const storesOf = (tenantId: number, named: boolean) =>
      withTenant(t.app.database.db, tenantId, async (tx) => {
        await tx.execute(sql`SELECT set_config('plan_cache_mode', 'force_generic_plan', true)`);
        const filter = named ? sql` WHERE name <> ${'no such store'}` : sql``;
        return (await queryPrepared<{ id: number }>(tx, 'tw_test_stores', sql`SELECT id FROM stores${filter} ORDER BY id`)).map((r) => r.id);
      });
    for (let round = 0; round < 7; round += 1) {
      expect(await storesOf(one.tenantId, round % 2 === 0)).toEqual(Object.values(one.stores).sort((a, b) => a - b));
      expect(await storesOf(two.tenantId, round % 2 === 1)).toEqual(Object.values(two.stores).sort((a, b) => a - b));
    }
  });
});
