import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@tradewind/contract/common/validation';
import { MapAreaSchema } from '@tradewind/contract/common/map-area.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { getMapArea, saveMapArea, SaveMapAreaSchema } from './map-area.service';

export function registerMapAreaRoutes(app: FastifyInstance, deps: AppDeps): void {
  readRoute(app, deps, '/map_area', 'lms:line_map:index', { query: z.object({ id: idSchema }), response: MapAreaSchema, read: (ctx, query) => getMapArea(ctx, query.id) });
  route(app, deps, {
    method: 'POST',
    url: '/map_area',
    permission: 'lms:line_map:update',
    targetType: 'map_area',
    body: SaveMapAreaSchema,
    response: MapAreaSchema,
    handler: (ctx, { body }) => saveMapArea(ctx, body),
  });
}
