import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { listOf } from '@tradewind/contract/common/response.schema';
import {
  CountSkuSchema,
  CountStockSchema,
  FindCountSkuQuerySchema,
  RecountSchema,
  StockCountDetailSchema,
  StockCountInputSchema,
  StockCountLineSchema,
  StockCountListQuerySchema,
  StockCountRemarkSchema,
  StockCountSchema,
  UpdateStockCountSchema,
} from '@tradewind/contract/wms/stock-count.schema';
import { registerPermissions } from '@/core/auth/permission-registry';
import { route, type AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import { stockCountExporter } from './stock-count.export';
import * as reads from './stock-count.read';
import * as service from './stock-count.service';

/** Stock counts (README "Stock counts"): every action its own call and permission `wms:stock_count:{action}`. */
export function registerStockCountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = 'wms_stock_count';
  // no route of its own: the book quantities of a blind count are shown only to who holds it
  registerPermissions(reads.BOOK_PERMISSION);
  entityRoutes(app, deps, { url: '/wms/stock_count', listUrl: '/wms/stock_counts', permission: 'wms:stock_count', targetType: t }, {
    list: { query: StockCountListQuerySchema, response: listOf(StockCountSchema), read: reads.listStockCounts, exporter: stockCountExporter },
    detail: { response: StockCountDetailSchema, read: reads.getStockCount },
    create: { body: StockCountInputSchema, response: StockCountDetailSchema, write: service.createStockCount },
    update: { body: UpdateStockCountSchema, response: StockCountDetailSchema, write: service.updateStockCount },
  });
  // the counting page (stock_count/work): its view of the count, the scan of a SKU without a line, the counts it saves
  route(app, deps, { method: 'GET', url: '/wms/stock_count/:id/work', permission: 'wms:stock_count:count', params: IdParamsSchema, response: StockCountDetailSchema, handler: (ctx, { params }) => reads.getStockCount(ctx, params.id, true) });
  route(app, deps, { method: 'GET', url: '/wms/stock_count/:id/sku', permission: 'wms:stock_count:count', params: IdParamsSchema, query: FindCountSkuQuerySchema, response: CountSkuSchema, handler: (ctx, { params, query }) => reads.findCountSku(ctx, params.id, query.code) });
  route(app, deps, { method: 'PUT', url: '/wms/stock_count/:id/count', permission: 'wms:stock_count:count', targetType: t, params: IdParamsSchema, body: CountStockSchema, response: z.array(StockCountLineSchema), handler: (ctx, { params, body }) => service.countStock(ctx, params.id, body) });
  // 未盘行按账面数填充: the counters' own action (README "Stock counts")
  route(app, deps, { method: 'PUT', url: '/wms/stock_count/:id/fill_book', permission: 'wms:stock_count:count', targetType: t, params: IdParamsSchema, body: StockCountRemarkSchema, response: StockCountDetailSchema, handler: (ctx, { params, body }) => service.fillUncountedWithBook(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: '/wms/stock_count/:id/start', permission: 'wms:stock_count:start', targetType: t, params: IdParamsSchema, body: StockCountRemarkSchema, response: StockCountDetailSchema, handler: (ctx, { params, body }) => service.startStockCount(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: '/wms/stock_count/:id/submit', permission: 'wms:stock_count:submit', targetType: t, params: IdParamsSchema, body: StockCountRemarkSchema, response: StockCountDetailSchema, handler: (ctx, { params, body }) => service.submitStockCount(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: '/wms/stock_count/:id/recount', permission: 'wms:stock_count:recount', targetType: t, params: IdParamsSchema, body: RecountSchema, response: StockCountDetailSchema, handler: (ctx, { params, body }) => service.recountStockCount(ctx, params.id, body) });
  route(app, deps, { method: 'PUT', url: '/wms/stock_count/:id/audit', permission: 'wms:stock_count:audit', targetType: t, params: IdParamsSchema, body: StockCountRemarkSchema, response: StockCountDetailSchema, handler: (ctx, { params, body }) => service.auditStockCount(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: '/wms/stock_count/:id/cancel', permission: 'wms:stock_count:cancel', targetType: t, params: IdParamsSchema, body: StockCountRemarkSchema, response: StockCountDetailSchema, handler: (ctx, { params, body }) => service.cancelStockCount(ctx, params.id, body.remark) });
}
