/**
 * Reads that many writes in one transaction would repeat with the same answer — the tenant's customer
 * setting, an area's path, a staff member's row — made once and kept for that transaction. An import
 * applies a hundred rows in one (docs/imports.md "How an import runs") and makes one memo for it; a service
 * takes the memo as an optional argument and, without one (a form's request), reads as it always did.
 * Only for reads the transaction's own writes do not change. The answers are kept as promises, so two
 * look-ups of one key share a read; a read that fails is forgotten (the next look-up reads again).
 */
export type ReadMemo = Map<string, Promise<unknown>>;

export function newReadMemo(): ReadMemo {
  return new Map();
}

/** `read()`'s answer, made once per memo and key; without a memo, read each time. */
export function memoRead<T>(memo: ReadMemo | undefined, key: string, read: () => Promise<T>): Promise<T> {
  if (!memo) return read();
  const kept = memo.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  // a query builder is a thenable that runs its statement again on every `then`: awaited once, here
  const answer = Promise.resolve(read());
  memo.set(key, answer);
  answer.catch(() => {
    if (memo.get(key) === answer) memo.delete(key);
  });
  return answer;
}
