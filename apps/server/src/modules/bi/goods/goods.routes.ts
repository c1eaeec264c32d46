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
import type { AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { goodsSkuExporter, slowMoverExporter } from './goods.export';
import { listGoodsSkus, listSlowMovers, readGoodsSummary } from './goods.read';

/** The goods dashboard (/bi/goods/index): its summary, SKU table, slow movers and their exports. */
export function registerGoodsAnalysisRoutes(app: FastifyInstance, deps: AppDeps): void {
  const permission = 'bi:goods:index';
  readRoute(app, deps, '/bi/goods/summary', permission, { query: GoodsSummaryQuerySchema, response: GoodsSummarySchema, read: readGoodsSummary });
  readRoute(app, deps, '/bi/goods/skus', permission, { query: GoodsSkuListQuerySchema, response: listOf(GoodsSkuRowSchema), read: listGoodsSkus, exporter: goodsSkuExporter });
  readRoute(app, deps, '/bi/goods/slow_movers', permission, { query: SlowMoverListQuerySchema, response: listOf(SlowMoverRowSchema), read: listSlowMovers, exporter: slowMoverExporter });
}
