import type { FastifyInstance } from 'fastify';
import {
  GoodsSalesCategoryQuerySchema,
  GoodsSalesCategorySchema,
  GoodsSalesListQuerySchema,
  GoodsSalesListSchema,
  GoodsSalesTrendQuerySchema,
  GoodsSalesTrendSchema,
} from '@tradewind/contract/bi/goods-sales.schema';
import type { AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { goodsSalesExporter } from './goods-sales.export';
import { listGoodsSales, readGoodsSalesCategories, readGoodsSalesTrend } from './goods-sales.read';

/** The goods sales dashboard (/bi/goods_sales/index): the SKU table, a trend, the category shares, the export. */
export function registerGoodsSalesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const permission = 'bi:goods_sales:index';
  readRoute(app, deps, '/bi/goods_sales/list', permission, { query: GoodsSalesListQuerySchema, response: GoodsSalesListSchema, read: listGoodsSales, exporter: goodsSalesExporter });
  readRoute(app, deps, '/bi/goods_sales/trend', permission, { query: GoodsSalesTrendQuerySchema, response: GoodsSalesTrendSchema, read: readGoodsSalesTrend });
  readRoute(app, deps, '/bi/goods_sales/categories', permission, { query: GoodsSalesCategoryQuerySchema, response: GoodsSalesCategorySchema, read: readGoodsSalesCategories });
}
