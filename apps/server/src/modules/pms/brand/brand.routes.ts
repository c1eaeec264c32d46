import type { FastifyInstance } from 'fastify';
import { BrandListQuerySchema, BrandSchema, CreateBrandSchema, UpdateBrandSchema } from '@tradewind/contract/pms/brand.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { route, type AppDeps } from '@/core/http/route';
import { ownImage } from '../uploaded-image';
import * as service from './brand.service';

export function registerBrandRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/pms/brands', permission: 'pms:brand:list', query: BrandListQuerySchema, response: listOf(BrandSchema), handler: (ctx, { query }) => service.listBrands(ctx, query) });
  route(app, deps, { method: 'GET', url: '/pms/brand/:id', permission: 'pms:brand:list', params: IdParamsSchema, response: BrandSchema, handler: (ctx, { params }) => service.getBrand(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/pms/brand', permission: 'pms:brand:create', targetType: 'pms_brand', body: CreateBrandSchema, response: BrandSchema, handler: async (ctx, { body }) => service.createBrand(ctx, { ...body, logo: await ownImage(ctx, app.storage, body.logo, 'logo') }) });
  route(app, deps, { method: 'PUT', url: '/pms/brand', permission: 'pms:brand:update', targetType: 'pms_brand', body: UpdateBrandSchema, response: BrandSchema, handler: async (ctx, { body }) => service.updateBrand(ctx, { ...body, logo: await ownImage(ctx, app.storage, body.logo, 'logo') }) });
  route(app, deps, { method: 'DELETE', url: '/pms/brand/:id', permission: 'pms:brand:delete', targetType: 'pms_brand', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteBrand(ctx, params.id) });
}
