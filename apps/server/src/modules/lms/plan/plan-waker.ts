let waker: () => void = () => undefined;

/** The runner of this node (plan-runner.ts) says how to wake it. */
export function setPlanWaker(wake: () => void): void {
  waker = wake;
}

/** Asks the runner to look for plans soon (a plan was just created or sent back to solving). */
export function wakePlanRunner(): void {
  // the plan's row is claimable once the creating transaction commits; a too-early wake finds nothing, the later one or the poll does
  setTimeout(() => waker(), 50).unref();
  setTimeout(() => waker(), 400).unref();
}
