import type { FastifyInstance } from 'fastify';
import { biPages } from '@tradewind/contract/bi/bi.pages';
import { registerScheduledTask } from '@/core/jobs/scheduler';
import type { AppDeps } from '@/core/http/route';
import { registerModulePages } from '@/modules/system/menu';
import { registerBiCustomerRoutes } from './customer/customer.routes';
import { registerGoodsSalesRoutes } from './goods-sales/goods-sales.routes';
import { registerGoodsAnalysisRoutes } from './goods/goods.routes';
import { registerOperationRoutes } from './operation/operation.routes';
import { registerProfitRoutes } from './profit/profit.routes';
import { registerRollupFeed } from './rollup/rollup-feed';
import { rollupCheckTask } from './rollup/rollup-task';
import { registerScreenRoutes } from './screen/screen.routes';

// Business intelligence (module README): daily rollups kept current by the transactions that change the
// facts, the dashboards over them and the data screen — the top of the module order beside marketing. It
// reads the other modules only through their index.ts and hears of their facts through the listeners it
// registers with them at start. Its pages, permissions and buttons: the contract's bi.pages.ts.
registerModulePages(biPages);

// the rollups' tables — fine and coarse, listed with their keys in rollup-grains.ts — and their one writer (README "Rollups")
export { customerSpans, ordersCustomerMonthly, ordersDaily, ordersRepDaily, salesCustomerDaily, salesCustomerMonthly, salesDaily, salesRepDaily, salesSkuDaily, salesSkuMonthly } from './rollup/rollup.table';
export { MEASURES, ROLLUP_GRAINS, type RollupGrain, type RollupTableName } from './rollup/rollup-grains';
export { addFacts, addOrdersFacts, addSalesFacts, type OrdersFact, type RollupContext, type SalesFact } from './rollup/rollup-writer';

// Rollups kept current by the facts' own transactions, re-derived from the documents (README "Rollups"):
// the demo seed rebuilds with rebuildRollups, the test harness and the metrics check with checkRollups.
export { checkRollups, derivedOrders, derivedSales, rebuildRollups, type RebuiltRows, type RollupDifference, type RollupScope } from './rollup/rollup-derive';
export { ROLLUP_CHECK_TASK, rollupCheckTask, runRollupCheck } from './rollup/rollup-task';
export { feedOrderFacts, feedReceiptNote } from './rollup/rollup-feed';
registerScheduledTask(rollupCheckTask);

export function registerBiModule(app: FastifyInstance, deps: AppDeps): void {
  // orders, refunds and receipt notes tell the rollups of their facts in their own transactions
  registerRollupFeed();
  // the operation and profit dashboards (and the profit's drill-down to order lines)
  registerOperationRoutes(app, deps);
  registerProfitRoutes(app, deps);
  // the customer dashboard: new and repeat customers, repurchase, cohorts, churn risk, top customers
  registerBiCustomerRoutes(app, deps);
  // the data screen: today's figures, refreshed on the lists' realtime changes
  registerScreenRoutes(app, deps);
  // goods: best and worst sellers, sell-through, slow movers, ABC classes; goods sales per SKU and category
  registerGoodsAnalysisRoutes(app, deps);
  registerGoodsSalesRoutes(app, deps);
}
