import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';

/** The routes of workers, car models, cars, the logistics settings, carry fees and worker orders (module README). */
export function registerFleetRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app;
  void deps;
}
