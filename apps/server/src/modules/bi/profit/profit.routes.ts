import type { FastifyInstance } from 'fastify';
import { ProfitOrderLinesSchema, ProfitOrdersQuerySchema, ProfitPageQuerySchema, ProfitReportSchema } from '@tradewind/contract/bi/profit.schema';
import type { AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { profitExporter, profitOrdersExporter } from './profit.export';
import { readProfit, readProfitOrders } from './profit.read';

/** The profit dashboard (/bi/profit/index): profit by a dimension, the order lines behind a SKU, both exportable. */
export function registerProfitRoutes(app: FastifyInstance, deps: AppDeps): void {
  const permission = 'bi:profit:index';
  readRoute(app, deps, '/bi/profit', permission, { query: ProfitPageQuerySchema, response: ProfitReportSchema, read: readProfit, exporter: profitExporter });
  readRoute(app, deps, '/bi/profit/orders', permission, { query: ProfitOrdersQuerySchema, response: ProfitOrderLinesSchema, read: readProfitOrders, exporter: profitOrdersExporter });
}
