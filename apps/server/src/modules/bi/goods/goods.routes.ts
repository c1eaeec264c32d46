import type { FastifyInstance } from 'fastify';
import {
  GoodsSkuListQuerySchema,
  GoodsSkuRowSchema,
  GoodsSummaryQuerySchema,
  GoodsSummarySchema,
  SlowMoverListQuerySchema,
  SlowMoverRowSchema,
} from '@tradewind/contract/bi/goods.schema';
import { listOf } from '@tradewind/contract/common/response.schema';
import { exportRoute } from '@/core/jobs/export-route';
import { route, type AppDeps } from '@/core/http/route';
import { goodsSkuExporter, slowMoverExporter } from './goods.export';
import { listGoodsSkus, listSlowMovers, readGoodsSummary } from './goods.read';

/** The goods dashboard (/bi/goods/index): its summary, SKU table, slow movers and their exports. */
export function registerGoodsAnalysisRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/bi/goods/summary',
    permission: 'bi:goods:index',
    query: GoodsSummaryQuerySchema,
    response: GoodsSummarySchema,
    handler: (ctx, { query }) => readGoodsSummary(ctx, query),
  });
  route(app, deps, {
    method: 'GET',
    url: '/bi/goods/skus',
    permission: 'bi:goods:index',
    query: GoodsSkuListQuerySchema,
    response: listOf(GoodsSkuRowSchema),
    handler: (ctx, { query }) => listGoodsSkus(ctx, query),
  });
  route(app, deps, {
    method: 'GET',
    url: '/bi/goods/slow_movers',
    permission: 'bi:goods:index',
    query: SlowMoverListQuerySchema,
    response: listOf(SlowMoverRowSchema),
    handler: (ctx, { query }) => listSlowMovers(ctx, query),
  });
  exportRoute(app, deps, '/bi/goods/skus/export', goodsSkuExporter);
  exportRoute(app, deps, '/bi/goods/slow_movers/export', slowMoverExporter);
}
