import type { FastifyInstance } from 'fastify';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { CreateSiteSchema, MapSettingSchema, SiteListQuerySchema, SiteListSchema, SiteSchema, SiteStatusSchema, UpdateMapSettingSchema, UpdateSiteSchema } from '@tradewind/contract/oms/site.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './site.service';

const TARGET = 'oms_site';
/** Whoever sees a map (sites, logistics' lines, the address form's pin) reads the tile url. */
const MAP_READ = ['or', 'oms:site:list', 'oms:site:create', 'oms:site:update', 'oms:setting:index', 'crm:address:create', 'crm:address:update'] as const;

export function registerSiteRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/oms/sites', permission: 'oms:site:list', query: SiteListQuerySchema, response: SiteListSchema, handler: (ctx, { query }) => service.listSites(ctx, query) });
  route(app, deps, { method: 'GET', url: '/oms/site/:id', permission: 'oms:site:list', params: IdParamsSchema, response: SiteSchema, handler: (ctx, { params }) => service.getSite(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/oms/site', permission: 'oms:site:create', targetType: TARGET, body: CreateSiteSchema, response: SiteSchema, handler: (ctx, { body }) => service.createSite(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/oms/site', permission: 'oms:site:update', targetType: TARGET, body: UpdateSiteSchema, response: SiteSchema, handler: (ctx, { body }) => service.updateSite(ctx, body) });
  route(app, deps, {
    method: 'PUT',
    url: '/oms/site/:id/status',
    permission: 'oms:site:update',
    targetType: TARGET,
    params: IdParamsSchema,
    body: SiteStatusSchema,
    response: SiteSchema,
    handler: (ctx, { params, body }) => service.setSiteStatus(ctx, params.id, body.status),
  });
  route(app, deps, { method: 'DELETE', url: '/oms/site/:id', permission: 'oms:site:delete', targetType: TARGET, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteSite(ctx, params.id) });
  route(app, deps, { method: 'GET', url: '/oms/map_setting', permission: MAP_READ, response: MapSettingSchema, handler: (ctx) => service.readMapSetting(ctx.db) });
  route(app, deps, { method: 'PUT', url: '/oms/map_setting', permission: 'oms:setting:update', targetType: 'oms_map_setting', body: UpdateMapSettingSchema, response: MapSettingSchema, handler: (ctx, { body }) => service.updateMapSetting(ctx, body) });
}
