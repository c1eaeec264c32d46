import type { FastifyInstance } from 'fastify';
import { WorkbenchSchema } from '@tradewind/contract/crm/workbench.schema';
import { route, type AppDeps } from '@/core/http/route';
import { getWorkbench } from './workbench.service';

/** The rep's workbench (`/crm/workbench/index`): one call for the page's figures and lists. */
export function registerWorkbenchRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/crm/workbench', permission: 'crm:workbench:index', response: WorkbenchSchema, handler: (ctx) => getWorkbench(ctx) });
}
