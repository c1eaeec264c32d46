import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerStoreUsageCheck } from '@/modules/system/store';
import { registerAreaRoutes } from './area';
import { registerClientDataRoute } from './client-data/client-data';
import { registerMapAreaRoutes } from './map-area/map-area.routes';
import { storeHasMapAreas } from './map-area/map-area.service';
import { registerSmsRoutes, type SmsSender } from './sms';

export { registerClientDataSource } from './client-data/client-data';

export function registerCommonModule(app: FastifyInstance, deps: AppDeps, sms: SmsSender): void {
  registerClientDataRoute(app, deps);
  registerAreaRoutes(app, deps);
  registerSmsRoutes(app, deps, sms);
  registerMapAreaRoutes(app, deps);
  registerStoreUsageCheck(storeHasMapAreas);
}
