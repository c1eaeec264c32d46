import type { FastifyInstance } from 'fastify';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import {
  CreateSupplierSettlementSchema,
  RemoveSupplierSettlementItemSchema,
  SupplierSettlementCandidatesQuerySchema,
  SupplierSettlementCandidatesSchema,
  SupplierSettlementDetailSchema,
  SupplierSettlementListQuerySchema,
  SupplierSettlementListSchema,
  SupplierSettlementRemarkSchema,
  SupplierSettlementSuppliersSchema,
} from '@tradewind/contract/fms/supplier-settlement.schema';
import { SUPPLIER_SETTLEMENT_PRINT_PERMISSION } from '@tradewind/contract/fms/supplier-settlement.constants';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { supplierSettlementExporter } from './supplier-settlement.export';
import * as service from './supplier-settlement.service';

/** Supplier settlement orders (fms README "Supplier settlements"): every action its own call and permission `fms:supplier_settlement_order:{action}`. */
export function registerSupplierSettlementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = 'fms_supplier_settlement';
  const p = 'fms:supplier_settlement_order';
  const one = '/fms/supplier_settlement_order';
  const detail = { response: SupplierSettlementDetailSchema, targetType: t };
  readRoute(app, deps, '/fms/supplier_settlement_orders', `${p}:list`, { query: SupplierSettlementListQuerySchema, response: SupplierSettlementListSchema, read: service.listSupplierSettlements, exporter: supplierSettlementExporter });
  route(app, deps, { method: 'GET', url: `${one}/suppliers`, permission: ['or', `${p}:list`, `${p}:create`], response: SupplierSettlementSuppliersSchema, handler: (ctx) => service.listSupplierOptions(ctx) });
  route(app, deps, { method: 'GET', url: `${one}/candidates`, permission: `${p}:create`, query: SupplierSettlementCandidatesQuerySchema, response: SupplierSettlementCandidatesSchema, handler: (ctx, { query }) => service.listCandidates(ctx, query) });
  route(app, deps, { method: 'GET', url: `${one}/:id`, permission: ['or', `${p}:list`, SUPPLIER_SETTLEMENT_PRINT_PERMISSION], params: IdParamsSchema, response: SupplierSettlementDetailSchema, handler: (ctx, { params }) => service.getSupplierSettlement(ctx, params.id) });
  route(app, deps, { method: 'POST', url: one, permission: `${p}:create`, body: CreateSupplierSettlementSchema, ...detail, handler: (ctx, { body }) => service.createSupplierSettlement(ctx, body) });
  route(app, deps, { method: 'DELETE', url: `${one}/:id`, permission: `${p}:delete`, targetType: t, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteSupplierSettlement(ctx, params.id) });
  route(app, deps, { method: 'PUT', url: `${one}/remove`, permission: `${p}:remove`, body: RemoveSupplierSettlementItemSchema, ...detail, handler: (ctx, { body }) => service.removeSupplierSettlementItem(ctx, body) });
  route(app, deps, { method: 'PUT', url: `${one}/:id/audit1`, permission: `${p}:audit1`, params: IdParamsSchema, body: SupplierSettlementRemarkSchema, ...detail, handler: (ctx, { params, body }) => service.audit1SupplierSettlement(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: `${one}/:id/audit2`, permission: `${p}:audit2`, params: IdParamsSchema, body: SupplierSettlementRemarkSchema, ...detail, handler: (ctx, { params, body }) => service.audit2SupplierSettlement(ctx, params.id, body.remark) });
}
