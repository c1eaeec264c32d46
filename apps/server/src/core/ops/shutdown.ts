import type { FastifyInstance } from 'fastify';

export type ShutdownOptions = {
  /** how long requests in flight and the job in hand may take (config.shutdownTimeoutMs) */
  timeoutMs: number;
};

/** Whether every request in flight finished by itself (false: the deadline cut the last ones). */
export type ShutdownResult = { drained: boolean };

const shutdowns = new WeakMap<FastifyInstance, Promise<ShutdownResult>>();

/**
 * The graceful shutdown of a node (SIGTERM, SIGINT; docs/architecture.md §2 "Operations"):
 * 1. /readyz answers 503 from now on, so a load balancer stops sending work;
 * 2. the export runner and the scheduler take nothing new; the job in hand may finish within the timeout,
 *    else its claim is given back for another node;
 * 3. the server stops accepting connections and waits for the requests in flight (Fastify answers 503 to a
 *    new request on a kept-alive connection); at the timeout the connections still open are cut;
 * 4. the close hooks run: realtime sockets, storage, and last the database pool.
 * Calling it again returns the first call's promise.
 */
export function shutdownGracefully(app: FastifyInstance, options: ShutdownOptions): Promise<ShutdownResult> {
  let shutdown = shutdowns.get(app);
  if (!shutdown) {
    shutdown = (async () => {
      app.readiness.drain();
      let drained = true;
      const deadline = setTimeout(() => {
        drained = false;
        app.server.closeAllConnections();
      }, options.timeoutMs);
      deadline.unref();
      // The jobs stop beside the requests' drain; app.close's own hooks then find them stopped.
      const jobs = Promise.all([app.exportRunner.stop(options.timeoutMs), app.scheduler.stop(options.timeoutMs)]);
      try {
        await app.close();
        await jobs;
      } finally {
        clearTimeout(deadline);
      }
      return { drained };
    })();
    shutdowns.set(app, shutdown);
  }
  return shutdown;
}
