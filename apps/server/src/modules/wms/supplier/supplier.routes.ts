import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import {
  AddSupplierSkusSchema,
  CreateSupplierSchema,
  SupplierListQuerySchema,
  SupplierSchema,
  SupplierSkuListQuerySchema,
  SupplierSkuPriceSchema,
  SupplierSkuPricesQuerySchema,
  SupplierSkuSchema,
  SupplierStatusSchema,
  UpdateSupplierSchema,
  UpdateSupplierSkuSchema,
} from '@tradewind/contract/wms/supplier.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import * as skuService from './supplier-sku.service';
import * as service from './supplier.service';

export function registerSupplierRoutes(app: FastifyInstance, deps: AppDeps): void {
  readRoute(app, deps, '/wms/suppliers', 'wms:supplier:list', { query: SupplierListQuerySchema, response: listOf(SupplierSchema), read: service.listSuppliers, exporter: service.supplierExporter });
  route(app, deps, { method: 'GET', url: '/wms/supplier/:id', permission: 'wms:supplier:list', params: IdParamsSchema, response: SupplierSchema, handler: (ctx, { params }) => service.getSupplier(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/wms/supplier', permission: 'wms:supplier:create', targetType: 'wms_supplier', body: CreateSupplierSchema, response: SupplierSchema, handler: (ctx, { body }) => service.createSupplier(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/wms/supplier', permission: 'wms:supplier:update', targetType: 'wms_supplier', body: UpdateSupplierSchema, response: SupplierSchema, handler: (ctx, { body }) => service.updateSupplier(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/wms/supplier/:id', permission: 'wms:supplier:delete', targetType: 'wms_supplier', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteSupplier(ctx, params.id) });
  route(app, deps, {
    method: 'PUT',
    url: '/wms/supplier/:id/status',
    permission: 'wms:supplier:update',
    targetType: 'wms_supplier',
    params: IdParamsSchema,
    body: SupplierStatusSchema,
    response: SupplierSchema,
    handler: (ctx, { params, body }) => service.setSupplierStatus(ctx, params.id, body.status),
  });
  route(app, deps, {
    method: 'GET',
    url: '/wms/supplier/:id/skus',
    permission: 'wms:supplier_sku:list',
    params: IdParamsSchema,
    query: SupplierSkuPricesQuerySchema,
    response: z.array(SupplierSkuPriceSchema),
    handler: (ctx, { params, query }) => skuService.supplierSkuPrices(ctx, params.id, query.sku_ids),
  });
  route(app, deps, { method: 'GET', url: '/wms/supplier_skus', permission: 'wms:supplier_sku:list', query: SupplierSkuListQuerySchema, response: listOf(SupplierSkuSchema), handler: (ctx, { query }) => skuService.listSupplierSkus(ctx, query) });
  route(app, deps, { method: 'POST', url: '/wms/supplier_skus', permission: 'wms:supplier_sku:create', targetType: 'wms_supplier_sku', body: AddSupplierSkusSchema, response: z.array(SupplierSkuSchema), handler: (ctx, { body }) => skuService.addSupplierSkus(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/wms/supplier_sku', permission: 'wms:supplier_sku:update', targetType: 'wms_supplier_sku', body: UpdateSupplierSkuSchema, response: SupplierSkuSchema, handler: (ctx, { body }) => skuService.updateSupplierSku(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/wms/supplier_sku/:id', permission: 'wms:supplier_sku:delete', targetType: 'wms_supplier_sku', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => skuService.deleteSupplierSku(ctx, params.id) });
}
