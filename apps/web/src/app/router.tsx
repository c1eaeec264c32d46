import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { HOME_PATH } from '@/core/routing/paths';
import { requireSession } from '@/core/routing/route-guards';
import { withLazyTimeout } from '@/core/routing/lazy-timeout';
import { routesByLayout } from '@/core/routing/route-layout';
import { crmRoutes } from '@/modules/crm';
import { dashboardRoutes } from '@/modules/dashboard';
import { authRoutes, initializationRoutes, scanConfirmRoutes, settingRoutes } from '@/modules/system';
import { systemAdminRoutes } from '@/modules/system/admin';
import { exceptionRoutes, shellExceptionRoutes, unknownPathRoute } from '@/shell/exception/exception.routes';
import { PageLoading } from '@/shell/exception/page-loading';
import { registerMenuTitles } from '@/shell/menu/menu-label';
import { RouteErrorPage } from '@/shell/exception/route-error-page';
import { RootRoute } from './root-route';

/**
 * Every module's route objects, sorted into their frames by `handle.layout` (route metadata): the
 * system module's session pages default to the public layout, everything else to the main shell.
 * Add a module here with its index.ts's routes.
 */
const byLayout = [routesByLayout([...authRoutes, ...scanConfirmRoutes, ...initializationRoutes], 'public'), routesByLayout([...settingRoutes, ...dashboardRoutes, ...systemAdminRoutes, ...crmRoutes])];
const collect = (layout: 'main' | 'public' | 'print' | 'share') => byLayout.flatMap((group) => group[layout]);
registerMenuTitles(collect('main'));

/**
 * The route tree (spec 000 §2, 001 §2): public pages; the share and print frames; everything else
 * behind the session guard in the main shell. Pages load lazily (120 s limit, load error on failure).
 */
const routes: RouteObject[] = withLazyTimeout([
  {
    id: 'root',
    Component: RootRoute,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        lazy: async () => ({ Component: (await import('@/shell/layouts/public-layout')).PublicLayout }),
        children: collect('public'),
      },
      {
        lazy: async () => ({ Component: (await import('@/shell/layout/share-layout')).ShareLayout }),
        children: collect('share'),
      },
      ...exceptionRoutes,
      {
        id: 'print',
        loader: requireSession,
        lazy: async () => ({ Component: (await import('@/shell/layout/print-layout')).PrintLayout }),
        children: collect('print'),
      },
      {
        id: 'session',
        loader: requireSession,
        lazy: async () => ({ Component: (await import('@/shell/layout/main-layout')).MainLayout }),
        children: [
          {
            // A page that throws renders its error inside the shell, with menu and tabs still there.
            ErrorBoundary: RouteErrorPage,
            children: [{ index: true, loader: () => redirect(HOME_PATH) }, ...collect('main'), ...shellExceptionRoutes],
          },
        ],
      },
      unknownPathRoute,
    ],
  },
]);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
