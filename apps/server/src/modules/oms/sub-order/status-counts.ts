/** A list's tab counts: every state (0 when none), their sum under `all`. */
export function statusCounts(statuses: readonly number[], rows: ReadonlyArray<{ status: number; total: number }>): Record<string, number> {
  const counts: Record<string, number> = { all: 0 };
  for (const s of statuses) counts[String(s)] = 0;
  for (const r of rows) {
    counts[String(r.status)] = r.total;
    counts.all += r.total;
  }
  return counts;
}
