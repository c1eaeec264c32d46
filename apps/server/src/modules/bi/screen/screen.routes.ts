import type { FastifyInstance } from 'fastify';
import { ScreenDataSchema, ScreenQuerySchema } from '@tradewind/contract/bi/screen.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readScreen } from './screen.read';

/** The data screen (/bi/screen/index and the full-screen /common/screen_data/index): one read of today. */
export function registerScreenRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/bi/screen',
    permission: 'bi:screen:index',
    query: ScreenQuerySchema,
    response: ScreenDataSchema,
    handler: (ctx, { query }) => readScreen(ctx, query),
  });
}
