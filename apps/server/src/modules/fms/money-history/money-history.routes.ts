import type { FastifyInstance } from 'fastify';
import { MoneyHistoryListQuerySchema, MoneyHistoryListSchema } from '@tradewind/contract/fms/money-history.schema';
import type { AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { moneyInExporter, moneyOutExporter } from './money-history.export';
import { listMoneyHistories } from './money-history.service';

/** The money-in and money-out journals (fms README "Money journals"): read-only lists and their exports. */
export function registerMoneyHistoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  readRoute(app, deps, '/fms/money_in_histories', 'fms:money_in:list', { query: MoneyHistoryListQuerySchema, response: MoneyHistoryListSchema, read: (ctx, query) => listMoneyHistories(ctx, 'in', query), exporter: moneyInExporter });
  readRoute(app, deps, '/fms/money_out_histories', 'fms:money_out:list', { query: MoneyHistoryListQuerySchema, response: MoneyHistoryListSchema, read: (ctx, query) => listMoneyHistories(ctx, 'out', query), exporter: moneyOutExporter });
}
