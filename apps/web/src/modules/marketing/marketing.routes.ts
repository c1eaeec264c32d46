import { marketingPages } from '@tradewind/contract/marketing/marketing.pages';
import { routesOf } from '@/core/routing/page-routes';

/** The marketing pages' components, by manifest key (their paths, titles and permissions: contract marketing/marketing.pages.ts). */
export const marketingRoutes = routesOf(marketingPages, {
  'marketing.custom': () => import('./shop-page/pages/shop-decoration-page').then((m) => m.ShopDecorationPage),
  'marketing.feedback': () => import('./feedback/pages/feedback-list-page').then((m) => m.FeedbackListPage),
  'marketing.express': () => import('./courier/pages/courier-list-page').then((m) => m.CourierListPage),
});
