import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerPhotoOrderRoutes } from '../photo-order/photo-order.routes';
import { registerSiteRoutes } from '../site/site.routes';
import { registerSubOrderRoutes } from './sub-order.routes';

/**
 * Photo orders, sub-order pages and sites (oms README): their routes, which the module's
 * `registerOmsModule` mounts (their pages: the contract's oms.pages.ts).
 */
export function registerPhotoSiteSubOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerPhotoOrderRoutes(app, deps);
  registerSiteRoutes(app, deps);
  registerSubOrderRoutes(app, deps);
}
