import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AddressByLocationSchema, AreaSchema, AreaWithPathSchema } from '@tradewind/contract/common/area.schema';
import { intSchema, plainNumber } from '@tradewind/contract/common/validation';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './area.service';

const AreaIdParams = z.object({ id: intSchema(0, undefined, 'validation.id') });
const LocationQuery = z.object({
  longitude: plainNumber(z.number({ error: 'validation.longitude' }).min(-180, 'validation.longitude').max(180, 'validation.longitude')),
  latitude: plainNumber(z.number({ error: 'validation.latitude' }).min(-90, 'validation.latitude').max(90, 'validation.latitude')),
});

export function registerAreaRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/areas/:id', permission: 'session', params: AreaIdParams, response: z.array(AreaSchema), handler: (ctx, { params }) => service.childAreas(ctx, params.id) });
  route(app, deps, { method: 'GET', url: '/area/:id', permission: 'session', params: AreaIdParams, response: AreaWithPathSchema, handler: (ctx, { params }) => service.getArea(ctx, params.id) });
  route(app, deps, {
    method: 'GET',
    url: '/common/get_address_by_location',
    permission: 'session',
    query: LocationQuery,
    response: AddressByLocationSchema,
    handler: (ctx, { query }) => service.addressByLocation(ctx, query.longitude, query.latitude),
  });
}
