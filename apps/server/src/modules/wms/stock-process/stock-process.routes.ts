import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import {
  CreateStockProcessSchema,
  StockProcessDetailSchema,
  StockProcessListQuerySchema,
  StockProcessPreviewSchema,
  StockProcessRecipeQuerySchema,
  StockProcessRecipeSchema,
  StockProcessRemarkSchema,
  StockProcessSchema,
  UpdateStockProcessSchema,
} from '@tradewind/contract/wms/stock-process.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { stockProcessExporter } from './stock-process.export';
import * as reads from './stock-process.read';
import * as service from './stock-process.service';

/** Stock processing (README "Stock processing"): every state change its own call and permission `wms:stock_process:{action}`. */
export function registerStockProcessRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = 'wms_stock_process';
  const p = 'wms:stock_process';
  const one = { params: IdParamsSchema, response: StockProcessDetailSchema, targetType: t };
  readRoute(app, deps, '/wms/stock_processes', `${p}:list`, { query: StockProcessListQuerySchema, response: listOf(StockProcessSchema), read: reads.listStockProcesses, exporter: stockProcessExporter });
  // the form's live figures: whoever may save a run may see what it would cost; nothing is written
  route(app, deps, { method: 'POST', url: '/wms/stock_process/preview', permission: ['or', `${p}:create`, `${p}:update`], audit: false, body: CreateStockProcessSchema, response: StockProcessPreviewSchema, handler: (ctx, { body }) => service.previewStockProcess(ctx, body) });
  route(app, deps, { method: 'GET', url: '/wms/stock_process/recipes', permission: ['or', `${p}:create`, `${p}:update`], query: StockProcessRecipeQuerySchema, response: z.array(StockProcessRecipeSchema), handler: (ctx, { query }) => reads.listRecipes(ctx, query.keyword) });
  route(app, deps, { method: 'GET', url: '/wms/stock_process/:id', permission: `${p}:list`, params: IdParamsSchema, response: StockProcessDetailSchema, handler: (ctx, { params }) => reads.getStockProcess(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/wms/stock_process', permission: `${p}:create`, targetType: t, body: CreateStockProcessSchema, response: StockProcessDetailSchema, handler: (ctx, { body }) => service.createStockProcess(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/wms/stock_process', permission: `${p}:update`, targetType: t, body: UpdateStockProcessSchema, response: StockProcessDetailSchema, handler: (ctx, { body }) => service.updateStockProcess(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/wms/stock_process/:id', permission: `${p}:delete`, targetType: t, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteStockProcess(ctx, params.id) });
  route(app, deps, { method: 'PUT', url: '/wms/stock_process/:id/audit', permission: `${p}:audit`, ...one, body: StockProcessRemarkSchema, handler: (ctx, { params, body }) => service.auditStockProcess(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: '/wms/stock_process/:id/cancel', permission: `${p}:cancel`, ...one, body: StockProcessRemarkSchema, handler: (ctx, { params, body }) => service.cancelStockProcess(ctx, params.id, body.remark) });
}
