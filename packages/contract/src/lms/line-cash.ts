import { fromCents, toCents } from '../common/money';

/** What the cash-up reads of a stop: its amount to collect, its state (0 pending, 1 signed, 2 failed) and what its sign-in collected. */
type CashStop = { collect_amount: string; status: number; collected_amount: string | null };

/**
 * A stop's difference, collected − to collect, in cents: null while pending; 0 for a failed stop (its goods
 * came back, it owed nothing). The line page, its print and the server's totals read this one rule.
 */
export function stopDifferenceCents(s: CashStop): number | null {
  if (s.status === 0) return null;
  if (s.status === 2) return 0;
  return toCents(s.collected_amount ?? '0') - toCents(s.collect_amount);
}

/** A line's cash-up: to collect over all stops, collected by the sign-ins, and the difference over the stops done. */
export function cashUpOf(stops: readonly CashStop[]): { total_collect: string; total_collected: string; total_difference: string } {
  let expected = 0;
  let collected = 0;
  let difference = 0;
  for (const s of stops) {
    expected += toCents(s.collect_amount);
    if (s.status !== 0) collected += toCents(s.collected_amount ?? '0');
    difference += stopDifferenceCents(s) ?? 0;
  }
  return { total_collect: fromCents(expected), total_collected: fromCents(collected), total_difference: fromCents(difference) };
}
