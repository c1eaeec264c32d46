import type { FastifyInstance } from 'fastify';
import {
  GoodsSalesCategoryQuerySchema,
  GoodsSalesCategorySchema,
  GoodsSalesListQuerySchema,
  GoodsSalesListSchema,
  GoodsSalesTrendQuerySchema,
  GoodsSalesTrendSchema,
} from '@tradewind/contract/bi/goods-sales.schema';
import { exportRoute } from '@/core/jobs/export-route';
import { route, type AppDeps } from '@/core/http/route';
import { goodsSalesExporter } from './goods-sales.export';
import { listGoodsSales, readGoodsSalesCategories, readGoodsSalesTrend } from './goods-sales.read';

/** The goods sales dashboard (/bi/goods_sales/index): the SKU table, a trend, the category shares, the export. */
export function registerGoodsSalesRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/bi/goods_sales/list',
    permission: 'bi:goods_sales:index',
    query: GoodsSalesListQuerySchema,
    response: GoodsSalesListSchema,
    handler: (ctx, { query }) => listGoodsSales(ctx, query),
  });
  route(app, deps, {
    method: 'GET',
    url: '/bi/goods_sales/trend',
    permission: 'bi:goods_sales:index',
    query: GoodsSalesTrendQuerySchema,
    response: GoodsSalesTrendSchema,
    handler: (ctx, { query }) => readGoodsSalesTrend(ctx, query),
  });
  route(app, deps, {
    method: 'GET',
    url: '/bi/goods_sales/categories',
    permission: 'bi:goods_sales:index',
    query: GoodsSalesCategoryQuerySchema,
    response: GoodsSalesCategorySchema,
    handler: (ctx, { query }) => readGoodsSalesCategories(ctx, query),
  });
  exportRoute(app, deps, '/bi/goods_sales/list/export', goodsSalesExporter);
}
