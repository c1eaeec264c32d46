/**
 * Ends the process if a bench overruns `seconds`: a hung server or database must not hold `npm run bench`
 * (or CI) forever. `cleanup` gets a few seconds (to drop the bench database), then the process exits.
 */
export function exitAfter(seconds: number, cleanup: () => Promise<void>): () => void {
  const timer = setTimeout(() => {
    process.stderr.write(`bench: still running after ${seconds} s, giving up\n`);
    const force = setTimeout(() => process.exit(1), 5_000);
    force.unref();
    cleanup().finally(() => process.exit(1));
  }, seconds * 1000);
  timer.unref();
  return () => clearTimeout(timer);
}
