import type { FastifyInstance } from 'fastify';
import { biPages } from '@tradewind/contract/bi/bi.pages';
import type { AppDeps } from '@/core/http/route';
import { registerModulePages } from '@/modules/system/menu';
import { registerGoodsSalesRoutes } from './goods-sales/goods-sales.routes';
import { registerGoodsAnalysisRoutes } from './goods/goods.routes';

// Business intelligence (module README): daily rollups kept current by the transactions that change the
// facts, the dashboards over them and the data screen — the top of the module order beside marketing. It
// reads the other modules only through their index.ts and hears of their facts through the listeners it
// registers with them at start. Its pages, permissions and buttons: the contract's bi.pages.ts.
registerModulePages(biPages);

// the rollups' tables and their one writer (README "Rollups")
export { ordersDaily, salesDaily } from './rollup/rollup.table';
export { addOrdersFacts, addSalesFacts, type OrdersFact, type RollupContext, type SalesFact } from './rollup/rollup-writer';

export function registerBiModule(app: FastifyInstance, deps: AppDeps): void {
  // goods: best and worst sellers, sell-through, slow movers, ABC classes; goods sales per SKU and category
  registerGoodsAnalysisRoutes(app, deps);
  registerGoodsSalesRoutes(app, deps);
}
