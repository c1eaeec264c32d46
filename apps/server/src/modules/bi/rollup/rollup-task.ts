import { sql } from 'drizzle-orm';
import { formatDate } from '@tradewind/contract/common/time';
import { queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import type { ScheduledTask, ScheduledTaskContext } from '@/core/jobs/scheduler';
import { tenants } from '@/modules/system/tenant';
import { checkRollups, type RollupDifference } from './rollup-derive';

export const ROLLUP_CHECK_TASK = 'bi.rollup_check';

/** The day before `now` in a time zone (YYYY-MM-DD). */
export const yesterdayIn = (now: Date, timeZone: string): string => formatDate(new Date(now.getTime() - 86_400_000), timeZone) as string;

/**
 * The nightly re-derivation (README "Rollups"): every active tenant's yesterday (its time zone) derived from
 * the documents and compared with the stored rows; differences go to the server log at warn, with the first
 * few of them. Only reads: a difference is mended by `npm run bi:rebuild`, after someone looked at why.
 */
export async function runRollupCheck({ db, now, log }: ScheduledTaskContext): Promise<{ tenants: number; differences: RollupDifference[] }> {
  const active = await withSystem(db, (tx) =>
    queryRows<{ id: number; time_zone: string }>(tx, sql`SELECT ${tenants.id} AS id, ${tenants.timeZone} AS time_zone FROM ${tenants} WHERE ${tenants.status} = 1 ORDER BY ${tenants.id}`),
  );
  const found: RollupDifference[] = [];
  for (const t of active) {
    const day = yesterdayIn(now, t.time_zone);
    try {
      const differences = await withTenant(db, t.id, (tx) => checkRollups(tx, { tenantIds: [t.id], from: day, to: day }));
      if (differences.length) {
        (log?.warn ?? log?.error)?.call(log, { tenant: t.id, day, count: differences.length, differences: differences.slice(0, 20) }, 'rollups differ from the documents');
        found.push(...differences);
      }
    } catch (error) {
      log?.error({ err: error, tenant: t.id }, 'rollup check failed');
    }
  }
  return { tenants: active.length, differences: found };
}

export const rollupCheckTask: ScheduledTask = {
  name: ROLLUP_CHECK_TASK,
  everySeconds: 86_400,
  run: async (ctx) => {
    await runRollupCheck(ctx);
  },
};
