import { dashboardPages } from '@tradewind/contract/system/dashboard.pages';
import { routesOf } from '@/core/routing/page-routes';

/** The dashboard pages' components, by manifest key (their paths, titles and permissions: contract dashboard/dashboard.pages.ts). */
export const dashboardRoutes = routesOf(dashboardPages, {
  'dashboard.workplace': { load: () => import('./workplace/pages/workplace-page').then((m) => m.WorkplacePage), handle: { pinned: true }, ownTextsOnly: true },
});
