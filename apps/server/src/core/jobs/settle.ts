/** Whether `promise` settles (either way) within `ms`; Infinity waits as long as it takes. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  if (ms === Infinity) {
    await promise.catch(() => undefined);
    return true;
  }
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
  });
  try {
    return await Promise.race([promise.then(() => true, () => true), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The graceful stop the job loop and the scheduler share (docs/architecture.md §2): `stop` takes no new
 * work (`stopped()` turns true and `halt` clears the poll), waits for the run `inHand` up to `graceMs`
 * (default: as long as it takes) and, when it has not settled by then, `giveBack` hands that work to
 * another node. Later calls return the first call's promise.
 */
export function gracefulStop(halt: () => void, inHand: () => Promise<unknown> | null, giveBack: () => Promise<void>) {
  let stopped = false;
  let stopping: Promise<void> | null = null;
  return {
    stopped: () => stopped,
    stop: (graceMs = Infinity): Promise<void> =>
      (stopping ??= (async () => {
        stopped = true;
        halt();
        const running = inHand();
        if (!running || (await settlesWithin(running, graceMs))) return;
        await giveBack();
      })()),
  };
}
