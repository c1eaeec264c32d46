import { gracefulStop } from './settle';

export type JobLoop = {
  /** runs every claimable task now; resolves when none is left (one drain at a time) */
  runOnce(): Promise<number>;
  /** asks the loop to look for work soon (a task was just created) */
  wake(): void;
  /**
   * Takes no more tasks and waits for the one in hand; after `graceMs` (default: as long as it takes) it
   * gives that task back (`giveBack`) for another node. Later calls return the first call's promise.
   */
  stop(graceMs?: number): Promise<void>;
  /** not stopped: readiness (core/ops) */
  alive(): boolean;
};

/**
 * The loop a task runner turns (the export and the import runners, core/jobs): it claims a task and runs
 * it until none is waiting (drains the queue), then polls every `pollMs` (0: only when
 * asked, as the API tests do) and looks sooner when woken.
 */
export function createJobLoop<T>(options: {
  /** claims the next task, or none is waiting */
  claim: () => Promise<T | undefined>;
  run: (task: T) => Promise<void>;
  giveBack: () => Promise<void>;
  pollMs?: number;
  name: string;
  log?: { error(obj: unknown, msg: string): void };
}): JobLoop {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  const shutdown = gracefulStop(
    () => timer && clearTimeout(timer),
    () => running,
    // Shutdown cannot wait any longer: the claim goes back, so another node (or this one's next start)
    // runs the task at once instead of after the stale limit. The run's own finish then matches no row
    // (it checks locked_by) and removes what it stored.
    () => options.giveBack().catch((error) => options.log?.error({ err: error }, `${options.name}: claims not released`)),
  );

  async function drain(): Promise<number> {
    let done = 0;
    while (!shutdown.stopped()) {
      const task = await options.claim();
      if (task === undefined) break;
      await options.run(task);
      done += 1;
    }
    return done;
  }

  const runOnce = () => {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = (ms: number) => {
    if (shutdown.stopped()) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      runOnce()
        .catch((error) => options.log?.error({ err: error }, `${options.name} failed`))
        .finally(() => schedule(options.pollMs ?? 5000));
    }, ms);
    timer.unref();
  };
  if (options.pollMs !== 0) schedule(options.pollMs ?? 5000);

  return {
    runOnce,
    wake: () => {
      if (options.pollMs !== 0) schedule(50);
    },
    alive: () => !shutdown.stopped(),
    stop: shutdown.stop,
  };
}
