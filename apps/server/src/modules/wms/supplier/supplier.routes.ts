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
import { entityRoutes } from '@/core/http/entity-routes';
import * as skuService from './supplier-sku.service';
import { supplierExporter } from './supplier.export';
import * as service from './supplier.service';

export function registerSupplierRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/wms/supplier', listUrl: '/wms/suppliers', permission: 'wms:supplier', targetType: 'wms_supplier' }, {
    list: { query: SupplierListQuerySchema, response: listOf(SupplierSchema), read: service.listSuppliers, exporter: supplierExporter },
    detail: { response: SupplierSchema, read: service.getSupplier },
    create: { body: CreateSupplierSchema, response: SupplierSchema, write: service.createSupplier },
    update: { body: UpdateSupplierSchema, response: SupplierSchema, write: service.updateSupplier },
    remove: { response: IdResultSchema, write: service.deleteSupplier },
  });
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
  entityRoutes(app, deps, { url: '/wms/supplier_sku', listUrl: '/wms/supplier_skus', permission: 'wms:supplier_sku', targetType: 'wms_supplier_sku' }, {
    list: { query: SupplierSkuListQuerySchema, response: listOf(SupplierSkuSchema), read: skuService.listSupplierSkus },
    update: { body: UpdateSupplierSkuSchema, response: SupplierSkuSchema, write: skuService.updateSupplierSku },
    remove: { response: IdResultSchema, write: skuService.deleteSupplierSku },
  });
  route(app, deps, { method: 'POST', url: '/wms/supplier_skus', permission: 'wms:supplier_sku:create', targetType: 'wms_supplier_sku', body: AddSupplierSkusSchema, response: z.array(SupplierSkuSchema), handler: (ctx, { body }) => skuService.addSupplierSkus(ctx, body) });
}
