import type { FastifyInstance } from 'fastify';
import { StockCheckSchema } from '@tradewind/contract/wms/stock.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import { route, type AppDeps } from '@/core/http/route';
import { checkStockLedger } from './ledger-check';

export function registerStockRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/wms/stock/check',
    permission: 'wms:stock:check',
    response: StockCheckSchema,
    handler: async (ctx) => ({ checked_at: formatDateTime(new Date(), ctx.session.timeZone)!, differences: await checkStockLedger(ctx.db, ctx.tenantId) }),
  });
}
