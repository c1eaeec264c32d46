import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness';

export const HEALTH_URL = '/healthz';
export const READY_URL = '/readyz';

/**
 * The probes of a load balancer or orchestrator, at the root, without a session (docs/architecture.md §2
 * "Operations"): /healthz answers while the process does; /readyz answers 200 only while the node should
 * take traffic (Readiness), 503 otherwise. Plain GET routes: route() would open a transaction and the action
 * log is for changes. The bodies say nothing more than the status: no version, no error text.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get(HEALTH_URL, async (_req, reply) => reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('ok'));
  app.get(READY_URL, async (_req, reply) => {
    const ready = await readiness.check();
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(ready ? 'ready' : 'not ready');
  });
}
