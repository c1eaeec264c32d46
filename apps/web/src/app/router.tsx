import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { HOME_PATH } from '@/core/routing/paths';
import { requireSession } from '@/core/routing/route-guards';
import { dashboardRoutes } from '@/modules/dashboard';
import { authRoutes } from '@/modules/system';
import { exceptionRoutes, unknownPathRoute } from '@/shell/exception/exception.routes';
import { PageLoading } from '@/shell/exception/page-loading';
import { RouteErrorPage } from '@/shell/exception/route-error-page';
import { RootRoute } from './root-route';

/**
 * The route tree: public pages, then everything behind the session guard. Each module contributes its
 * own route objects; pages load lazily so the login page does not carry the back office's code.
 */
const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        lazy: async () => ({ Component: (await import('@/shell/layouts/public-layout')).PublicLayout }),
        children: authRoutes,
      },
      ...exceptionRoutes,
      {
        // The main shell (layout, menu, tabs) takes this place; the guard stays.
        id: 'session',
        loader: requireSession,
        children: [{ index: true, loader: () => redirect(HOME_PATH) }, ...dashboardRoutes],
      },
      unknownPathRoute,
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
