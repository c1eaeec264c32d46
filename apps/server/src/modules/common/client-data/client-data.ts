import type { FastifyInstance } from 'fastify';
import { ClientDataSchema, type ClientData } from '@tradewind/contract/system/tenant.schema';
import { route, type AppDeps } from '@/core/http/route';
import type { RequestContext } from '@/core/http/request-context';

/** Modules that own a badge (messages, export tasks) contribute its count here. */
type ClientDataSource = (ctx: RequestContext) => Promise<Partial<ClientData>>;
const sources = new Set<ClientDataSource>();

export function registerClientDataSource(source: ClientDataSource): void {
  sources.add(source);
}

export function registerClientDataRoute(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/common/client_data',
    permission: 'session',
    skipStoreCheck: true,
    response: ClientDataSchema,
    handler: async (ctx) => {
      const data: ClientData = { un_read_num: 0, task_num: 0 };
      for (const source of sources) Object.assign(data, await source(ctx));
      return data;
    },
  });
}
