/**
 * A document list's status tabs: how many of the documents matching the list's other filters are in each
 * status (0 for a status none is in) and their sum under `all`, from rows counted per status; `total` is
 * the count of the tab shown (`all` when none is).
 */
export function statusTabs(statuses: readonly number[], counted: ReadonlyArray<{ status: number; total: number }>, shown?: number): { counts: Record<string, number>; total: number } {
  const counts: Record<string, number> = { all: 0 };
  for (const s of statuses) counts[String(s)] = 0;
  for (const c of counted) {
    counts[String(c.status)] = Number(c.total);
    counts.all += Number(c.total);
  }
  return { counts, total: shown !== undefined ? (counts[String(shown)] ?? 0) : counts.all };
}
