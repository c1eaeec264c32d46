import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';

/** The routes of lines, pre-lines, route plans, the line map and compare (module README). */
export function registerLineRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app;
  void deps;
}
