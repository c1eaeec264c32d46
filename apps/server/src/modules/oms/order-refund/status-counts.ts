/**
 * The status tabs' badges of a document list: the count of each status (zeros included) and `all`, and the
 * total of the tab shown. Shared by the refund and statement lists.
 */
export function statusCounts(rows: Array<{ status: number; n: number }>, statuses: readonly number[], shown: number | undefined): { counts: Record<string, number>; total: number } {
  const counts: Record<string, number> = { all: 0 };
  for (const s of statuses) counts[String(s)] = 0;
  for (const c of rows) {
    counts[String(c.status)] = Number(c.n);
    counts.all += Number(c.n);
  }
  return { counts, total: shown !== undefined ? (counts[String(shown)] ?? 0) : counts.all };
}
