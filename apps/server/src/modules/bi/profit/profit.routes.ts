import type { FastifyInstance } from 'fastify';
import { ProfitOrderLinesSchema, ProfitOrdersQuerySchema, ProfitQuerySchema, ProfitReportSchema } from '@tradewind/contract/bi/profit.schema';
import { route, type AppDeps } from '@/core/http/route';
import { exportRoute } from '@/core/jobs/export-route';
import { profitExporter, profitOrdersExporter } from './profit.export';
import { readProfit, readProfitOrders } from './profit.read';

/** The profit dashboard (/bi/profit/index): profit by a dimension, the order lines behind a SKU, both exportable. */
export function registerProfitRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/bi/profit',
    permission: 'bi:profit:index',
    query: ProfitQuerySchema,
    response: ProfitReportSchema,
    handler: (ctx, { query }) => readProfit(ctx, query),
  });
  exportRoute(app, deps, '/bi/profit/export', profitExporter);
  route(app, deps, {
    method: 'GET',
    url: '/bi/profit/orders',
    permission: 'bi:profit:index',
    query: ProfitOrdersQuerySchema,
    response: ProfitOrderLinesSchema,
    handler: (ctx, { query }) => readProfitOrders(ctx, query),
  });
  exportRoute(app, deps, '/bi/profit/orders/export', profitOrdersExporter);
}
