import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { setupTenant, type TenantSpec } from '@/modules/system/tenant';

export const BENCH_PASSWORD = 'bench1234';
export const DEFAULT_ROWS = 200_000;

export type GeneratedData = {
  tenantId: number;
  noiseTenantId: number;
  admin: { account: string; password: string };
};

export type ActionLogCounts = { tenant: number; noise: number; total: number };

/** ROWS from the environment: action log rows per tenant. */
export function rowsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const rows = Number(env.ROWS ?? DEFAULT_ROWS);
  if (!Number.isInteger(rows) || rows < 0) throw new Error(`ROWS must be a non-negative integer, got ${env.ROWS}`);
  return rows;
}

/**
 * A bench tenant: its stores (one master store 上海店 unless others are given) and one admin holding the super
 * role in all of them, signing in as `account` with BENCH_PASSWORD.
 */
export function adminTenantSpec(name: string, account = 'bench_admin', stores: TenantSpec['stores'] = [{ key: 'a', name: '上海店', isMaster: true }]): TenantSpec {
  return {
    name,
    contractBegin: '2020-01-01',
    contractEnd: '2099-12-31',
    stores,
    departments: [{ key: 'head', name: 'Head office' }],
    roles: [{ key: 'admin', name: 'Admin', isSuper: true }],
    staff: [{ key: 'admin', account, name: 'Admin', password: BENCH_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' }],
  };
}

/** Same shape as the test tenant: three stores (one master) and an admin holding the super role. */
function benchTenantSpec(prefix: string): TenantSpec {
  return adminTenantSpec(`Bench ${prefix}`, `${prefix}_admin`, [
    { key: 'a', name: `${prefix} Store A`, isMaster: true },
    { key: 'b', name: `${prefix} Store B` },
    { key: 'c', name: `${prefix} Store C` },
  ]);
}

/**
 * Appends `rows` action log rows in one INSERT … SELECT generate_series: a row-by-row insert from Node
 * would take minutes for 200k rows. Every fourth row has no store (as login rows do), so the store
 * join meets NULLs too; `offsetSeconds` interleaves the two tenants' timelines so neither tenant's rows
 * sit in one contiguous block of the table.
 */
async function insertActionLogs(db: Db, tenantId: number, staffId: number, storeIds: number[], rows: number, offsetSeconds: number): Promise<void> {
  const [a, b, c] = storeIds;
  await db.execute(sql`
    INSERT INTO action_logs (tenant_id, staff_id, staff_name, store_id, module, action, method, path, target_type, target_id, ip, request_id, created_at)
    SELECT ${tenantId}::int, ${staffId}::int, 'Admin',
           (ARRAY[${a}::int, ${b}::int, ${c}::int, NULL])[1 + g % 4],
           m.module, m.module || ':record:' || v.verb, v.method, '/' || m.module || '/record/' || g,
           'record', g::text, '10.0.' || (g % 250) || '.' || (1 + g % 7), md5(${tenantId}::text || ':' || g),
           now() - make_interval(secs => g * 30 + ${offsetSeconds}::int)
    FROM generate_series(1, ${rows}::int) AS g
    CROSS JOIN LATERAL (SELECT (ARRAY['system', 'crm', 'wms', 'fms', 'oms'])[1 + g % 5] AS module) AS m
    CROSS JOIN LATERAL (SELECT (ARRAY['create', 'update', 'delete'])[1 + g % 3] AS verb,
                               (ARRAY['POST', 'PUT', 'DELETE'])[1 + g % 3] AS method) AS v`);
}

/**
 * Builds the bench tenant (admin + 3 stores) and a noise tenant, each with `rows` action log rows, so
 * row-level security has half the table to filter out. Needs the server's migrations applied.
 */
export async function generateData(database: Database, rows: number, scryptCost: number): Promise<GeneratedData> {
  const db = database.db;
  const main = benchTenantSpec('bench');
  const noise = benchTenantSpec('noise');
  const [mainIds, noiseIds] = await withSystem(db, async (tx) => [await setupTenant(tx, main, scryptCost), await setupTenant(tx, noise, scryptCost)]);
  await insertActionLogs(db, mainIds.tenantId, mainIds.staff.admin, Object.values(mainIds.stores), rows, 0);
  await insertActionLogs(db, noiseIds.tenantId, noiseIds.staff.admin, Object.values(noiseIds.stores), rows, 15);
  // A fresh bulk load has no statistics and an empty visibility map: autovacuum would fix both at some
  // random moment during a run and shift the figures, so settle them now (VACUUM runs outside a transaction).
  await db.execute(sql`VACUUM ANALYZE action_logs`);
  return { tenantId: mainIds.tenantId, noiseTenantId: noiseIds.tenantId, admin: { account: main.staff[0].account!, password: BENCH_PASSWORD } };
}

export async function actionLogCounts(db: Db, data: GeneratedData): Promise<ActionLogCounts> {
  const [row] = await queryRows<{ tenant: number; noise: number; total: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE tenant_id = ${data.tenantId}::int)::int AS tenant,
               count(*) FILTER (WHERE tenant_id = ${data.noiseTenantId}::int)::int AS noise,
               count(*)::int AS total
        FROM action_logs`,
  );
  return row;
}
