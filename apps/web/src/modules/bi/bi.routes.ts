import { biPages } from '@tradewind/contract/bi/bi.pages';
import { routesOf } from '@/core/routing/page-routes';

/** The analytics pages' components, by manifest key (their paths, titles and permissions: contract bi/bi.pages.ts). */
export const biRoutes = routesOf(biPages, {
  'bi.operation': () => import('./operation/pages/operation-page').then((m) => m.OperationPage),
  'bi.profit': () => import('./profit/pages/profit-page').then((m) => m.ProfitPage),
  'bi.goods': () => import('./goods/pages/goods-analysis-page').then((m) => m.GoodsAnalysisPage),
  'bi.goods_sales': () => import('./goods-sales/pages/goods-sales-page').then((m) => m.GoodsSalesPage),
  'bi.customer': () => import('./customer/pages/customer-analysis-page').then((m) => m.CustomerAnalysisPage),
  'bi.screen': () => import('./screen/pages/screen-page').then((m) => m.ScreenPage),
  'bi.screen_data': { load: () => import('./screen/pages/screen-full-page').then((m) => m.ScreenFullPage), handle: { shortcut: false, tab: false } },
});
