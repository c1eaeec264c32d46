import type { FastifyInstance } from 'fastify';
import { MoneyHistoryListQuerySchema, MoneyHistoryListSchema } from '@tradewind/contract/fms/money-history.schema';
import { route, type AppDeps } from '@/core/http/route';
import { exportRoute } from '@/core/jobs/export-route';
import { listMoneyHistories, moneyInExporter, moneyOutExporter } from './money-history.service';

/** The money-in and money-out journals (fms README "Money journals"): read-only lists and their exports. */
export function registerMoneyHistoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/fms/money_in_histories', permission: 'fms:money_in:list', query: MoneyHistoryListQuerySchema, response: MoneyHistoryListSchema, handler: (ctx, { query }) => listMoneyHistories(ctx, 'in', query) });
  exportRoute(app, deps, '/fms/money_in_histories/export', moneyInExporter);
  route(app, deps, { method: 'GET', url: '/fms/money_out_histories', permission: 'fms:money_out:list', query: MoneyHistoryListQuerySchema, response: MoneyHistoryListSchema, handler: (ctx, { query }) => listMoneyHistories(ctx, 'out', query) });
  exportRoute(app, deps, '/fms/money_out_histories/export', moneyOutExporter);
}
