import { sql } from 'drizzle-orm';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { queryOne } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { EarningSourceType, recordEarning } from '@/modules/fms';
import { readLogisticsSetting } from '../setting/setting.reader';

const BASIS_NAME = { 1: 'stop', 2: 'piece', 3: 'line' } as const;

/**
 * A completed line's delivery earnings (docs/trading-model.md §6 worker settlement; lms README): by the settings'
 * basis — per stop (every stop the line visited, signed or failed: the driver went there), per piece (the
 * pieces signed for: what came back was not delivered) or per line — the driver earns the driver's rate and
 * each helper the helper's rate, one fms earning row per (line, worker) (`recordEarning`, target 'worker',
 * source 'delivery', source id the line). Cents exact: units in thousandths × rate in cents, rounded half up.
 * A zero amount writes nothing. Called in the sign-in's transaction that completes the line.
 */
export async function recordLineEarnings(ctx: RequestContext, line: { id: number; number: string | null; store_id: number; driver_id: number | null; helper_ids: number[] }): Promise<Array<{ workerId: number; amount: string }>> {
  const setting = await readLogisticsSetting(ctx.db);
  const totals = await queryOne<{ stops: number; pieces: string }>(
    ctx.db,
    sql`SELECT count(*)::int AS stops, coalesce(sum(lo.pieces) FILTER (WHERE st.status = 1), 0)::text AS pieces
          FROM lms_line_stops AS st JOIN lms_logistics_orders AS lo ON lo.id = st.logistics_order_id WHERE st.line_id = ${line.id}::int`,
  );
  const basis = setting.deliveryEarningBasis;
  // units in thousandths
  const units = basis === 1 ? BigInt(Number(totals?.stops ?? 0)) * 1000n : basis === 2 ? milli(totals?.pieces ?? '0') : 1000n;
  const earn = (rate: string) => Number((units * BigInt(toCents(rate)) + 500n) / 1000n);
  const owed = new Map<number, { cents: number; roles: string[] }>();
  const add = (workerId: number, cents: number, role: string) => {
    const now = owed.get(workerId) ?? { cents: 0, roles: [] };
    owed.set(workerId, { cents: now.cents + cents, roles: [...now.roles, role] });
  };
  if (line.driver_id !== null) add(line.driver_id, earn(setting.driverRate), 'driver');
  for (const helper of [...new Set(line.helper_ids)]) add(helper, earn(setting.helperRate), 'helper');
  const recorded: Array<{ workerId: number; amount: string }> = [];
  for (const [workerId, { cents, roles }] of owed) {
    if (cents <= 0) continue;
    const amount = fromCents(cents);
    await recordEarning(ctx.db, {
      targetType: 'worker',
      targetId: workerId,
      sourceType: EarningSourceType.delivery,
      sourceId: line.id,
      sourceNo: line.number,
      amount,
      detail: { basis: BASIS_NAME[basis], stops: Number(totals?.stops ?? 0), pieces: totals?.pieces ?? '0', roles, driver_rate: setting.driverRate, helper_rate: setting.helperRate },
      storeId: line.store_id,
      staffId: ctx.staffId,
    });
    recorded.push({ workerId, amount });
  }
  return recorded;
}

/** '12.5' → 12500n (thousandths; the pieces column has three decimals). */
function milli(text: string): bigint {
  const [int, frac = ''] = text.split('.');
  return BigInt(int || '0') * 1000n + BigInt((frac + '000').slice(0, 3));
}
