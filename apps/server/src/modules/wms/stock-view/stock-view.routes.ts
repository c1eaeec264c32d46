import type { FastifyInstance } from 'fastify';
import { listOf } from '@tradewind/contract/common/response.schema';
import {
  AvailableStockListSchema,
  AvailableStockQuerySchema,
  LocationStockQuerySchema,
  LocationStockRowSchema,
  StockAlertBodySchema,
  StockDangerQuerySchema,
  StockDangerRowSchema,
  StockHistoryQuerySchema,
  StockLackQuerySchema,
  StockLackRowSchema,
  StockListQuerySchema,
  StockMoveRowSchema,
  StockRowSchema,
} from '@tradewind/contract/wms/stock-view.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { registerScheduledTask } from '@/core/jobs/scheduler';
import { stockAlertTask } from './stock-alert.job';
import { historyExporter, stockExporter } from './stock-view.export';
import * as service from './stock-view.service';

// once a day: warehouse managers told of SKUs newly below safety stock
registerScheduledTask(stockAlertTask);

export function registerStockViewRoutes(app: FastifyInstance, deps: AppDeps): void {
  readRoute(app, deps, '/wms/stock', 'wms:stock:list', { query: StockListQuerySchema, response: listOf(StockRowSchema), read: service.listStock, exporter: stockExporter });
  readRoute(app, deps, '/wms/stock/history', 'wms:stock:history', { query: StockHistoryQuerySchema, response: listOf(StockMoveRowSchema), read: service.listHistory, exporter: historyExporter });
  route(app, deps, {
    method: 'GET',
    url: '/wms/stock/location_stock',
    permission: 'wms:stock:location_stock',
    query: LocationStockQuerySchema,
    response: listOf(LocationStockRowSchema),
    handler: (ctx, { query }) => service.listLocationStock(ctx, query),
  });
  route(app, deps, {
    method: 'GET',
    url: '/wms/stock/danger',
    permission: 'wms:stock:danger',
    query: StockDangerQuerySchema,
    response: listOf(StockDangerRowSchema),
    handler: (ctx, { query }) => service.listDanger(ctx, query),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/wms/stock/alert',
    permission: 'wms:stock:alert',
    targetType: 'wms_stock_alert',
    body: StockAlertBodySchema,
    response: StockRowSchema,
    handler: (ctx, { body }) => service.setStockAlert(ctx, body),
  });
  // the transfer form's hint per line: a keeper making a transfer need not hold the stock list
  route(app, deps, {
    method: 'GET',
    url: '/wms/stock/available',
    permission: ['or', 'wms:stock:list', 'wms:transfer_order:create', 'wms:transfer_order:update'],
    query: AvailableStockQuerySchema,
    response: AvailableStockListSchema,
    handler: async (ctx, { query }) => ({ list: await service.availableStock(ctx, query.warehouse_id, query.sku_ids) }),
  });
  route(app, deps, { method: 'GET', url: '/wms/stock/lack', permission: 'wms:stock:lack', query: StockLackQuerySchema, response: listOf(StockLackRowSchema), handler: (ctx, { query }) => service.listLack(ctx, query) });
}
