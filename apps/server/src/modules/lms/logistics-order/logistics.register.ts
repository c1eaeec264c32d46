import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';

/** The routes of logistics orders (made when a unit ships) and sign-ins (module README). */
export function registerLogisticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app;
  void deps;
}
