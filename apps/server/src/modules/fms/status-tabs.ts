/**
 * A note or settlement list's status tabs: how many documents match the other filters in each status (0
 * for none) and in `all`, and the page's total, the count of the tab shown (`all` without one).
 */
export function statusTabs(statuses: readonly number[], counted: ReadonlyArray<{ status: number; total: number }>, shown: number | undefined): { counts: Record<string, number>; total: number } {
  const counts: Record<string, number> = { all: 0 };
  for (const s of statuses) counts[String(s)] = 0;
  for (const c of counted) {
    counts[String(c.status)] = Number(c.total);
    counts.all += Number(c.total);
  }
  return { counts, total: shown !== undefined ? (counts[String(shown)] ?? 0) : counts.all };
}
