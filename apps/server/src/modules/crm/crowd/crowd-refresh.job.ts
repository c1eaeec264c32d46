import { sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import type { ScheduledTask, ScheduledTaskContext } from '@/core/jobs/scheduler';
import { refreshMembers } from './crowd.service';
import { customerOrderSource } from './customer-order-source';

export const CROWD_REFRESH_TASK = 'crm.crowd_refresh';

/**
 * Refreshes every dynamic crowd (kind 1) of every tenant, one crowd per transaction in the tenant's RLS
 * context. A crowd whose rule no longer compiles (its order features gone) or fails is logged and skipped.
 */
export async function runCrowdRefresh({ db, log }: ScheduledTaskContext): Promise<{ refreshed: number }> {
  const rows = await withSystem(db, (tx) =>
    queryRows<{ id: number; tenant_id: number; rule: unknown; time_zone: string }>(
      tx,
      sql`SELECT c.id, c.tenant_id, c.rule, t.time_zone FROM crm_crowds c JOIN tenants t ON t.id = c.tenant_id
          WHERE c.kind = 1 AND c.deleted_at IS NULL AND t.status = 1 ORDER BY c.tenant_id, c.id`,
    ),
  );
  // each tenant's order periods made current first, in a transaction of their own: a roll holds the tenant's
  // lock on them until its transaction ends, and the orders' audits wait for it (oms README "Customer order periods")
  const source = customerOrderSource();
  for (const tenant of new Map(rows.map((r) => [r.tenant_id, r.time_zone]))) {
    try {
      if (source) await withTenant(db, tenant[0], (tx) => source.ensurePeriods(tx, tenant[0], tenant[1]));
    } catch (error) {
      log?.error({ err: error, tenant: tenant[0] }, 'order periods not made current');
    }
  }
  let refreshed = 0;
  for (const r of rows) {
    try {
      await withTenant(db, r.tenant_id, (tx) => refreshMembers(tx, { id: r.id, tenantId: r.tenant_id, rule: r.rule }, r.time_zone));
      refreshed += 1;
    } catch (error) {
      log?.error({ err: error, tenant: r.tenant_id, crowd: r.id }, 'crowd refresh failed');
    }
  }
  if (refreshed) log?.info({ refreshed }, 'dynamic crowds refreshed');
  return { refreshed };
}

export const crowdRefreshTask: ScheduledTask = { name: CROWD_REFRESH_TASK, everySeconds: 3600, run: async (ctx) => void (await runCrowdRefresh(ctx)) };
