import { marketingPages } from '@tradewind/contract/marketing/marketing.pages';
import { routesOf } from '@/core/routing/page-routes';

/** The marketing pages' components, by manifest key (their paths, titles and permissions: contract marketing/marketing.pages.ts). */
export const marketingRoutes = routesOf(marketingPages, {
});
