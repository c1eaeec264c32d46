import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import type { RequestContext } from '@/core/http/request-context';
import { registerStoreUsageCheck } from '@/modules/system/store';
import { registerAreaRoutes } from './area';
import { registerClientDataRoute, registerClientDataSource } from './client-data/client-data';
import { registerMessageRoutes, unreadCount } from './message';
import { registerMapAreaRoutes } from './map-area/map-area.routes';
import { storeHasMapAreas } from './map-area/map-area.service';
import { registerSmsRoutes, type SmsSender } from './sms';

export { registerClientDataSource } from './client-data/client-data';

const unreadMessages = async (ctx: RequestContext) => ({ un_read_num: await unreadCount(ctx) });

export function registerCommonModule(app: FastifyInstance, deps: AppDeps, sms: SmsSender): void {
  registerClientDataRoute(app, deps);
  registerClientDataSource(unreadMessages);
  registerAreaRoutes(app, deps);
  registerMessageRoutes(app, deps);
  registerSmsRoutes(app, deps, sms);
  registerMapAreaRoutes(app, deps);
  registerStoreUsageCheck(storeHasMapAreas);
}
