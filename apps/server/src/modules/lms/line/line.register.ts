import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { createPlanRunner } from '../plan/plan-runner';
import { registerLineRouteHandlers } from './line.routes';

/** The routes of lines, pre-lines, route plans, the line map and compare (module README), and this node's planning job. */
export function registerLineRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerLineRouteHandlers(app, deps);
  const runner = createPlanRunner({ db: deps.db, log: app.log });
  app.addHook('onClose', () => runner.stop());
}
