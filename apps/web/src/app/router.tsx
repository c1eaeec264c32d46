import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { modulePathOf, pageTitleKey } from '@tradewind/contract/common/pages';
import { withPagePermissions, type LoadPermissions } from '@/core/routing/page-permission';
import { routedModules } from '@/core/routing/page-routes';
import { HOME_PATH } from '@/core/routing/paths';
import { requireSession } from '@/core/routing/route-guards';
import { withLazyTimeout } from '@/core/routing/lazy-timeout';
import { routesByLayout } from '@/core/routing/route-layout';
import { hasSession } from '@/core/session/session-cookie';
import { crmRoutes } from '@/modules/crm/crm.routes';
import { pmsRoutes } from '@/modules/pms/pms.routes';
import { wmsRoutes } from '@/modules/wms/wms.routes';
import { omsRoutes } from '@/modules/oms/oms.routes';
import { lmsRoutes } from '@/modules/lms/lms.routes';
import { fmsRoutes } from '@/modules/fms/fms.routes';
import { dashboardRoutes } from '@/modules/dashboard/dashboard.routes';
import { authInfoQuery } from '@/modules/system/auth/api/auth.queries';
import { systemRoutes } from '@/modules/system/system.routes';
import { exceptionRoutes, shellExceptionRoutes, unknownPathRoute } from '@/shell/exception/exception.routes';
import { PageLoading } from '@/shell/exception/page-loading';
import { shareShellRoutes } from '@/shell/layout/share-routes';
import { registerMenuTitles, registerModuleTitle } from '@/shell/menu/menu-label';
import { RouteErrorPage } from '@/shell/exception/route-error-page';
import { RootRoute } from './root-route';

/**
 * Every module's route objects, made from its page manifest (contract `<module>.pages.ts`) by its
 * `<module>.routes.ts` and sorted into their frames by the manifest's `layout` (the main shell unless a
 * page says otherwise). Add a module here with its `<module>.routes.ts` — only the route objects: the
 * module's index.ts (texts, drawers, the top bar's search …) loads with the frames that need it
 * (`loadModules`), so the login page downloads none of it.
 */
const byLayout = routesByLayout([...systemRoutes, ...dashboardRoutes, ...pmsRoutes, ...crmRoutes, ...wmsRoutes, ...omsRoutes, ...lmsRoutes, ...fmsRoutes]);
const collect = (layout: 'main' | 'public' | 'print' | 'share') => byLayout[layout];
registerMenuTitles(collect('main'));
for (const module of routedModules()) registerModuleTitle(modulePathOf(module), pageTitleKey(module.key));

/** The modules' registrations (texts, drawers, the top bar's search), for the signed-in frames. */
const loadModules = () => import('./modules');

/** The session pages' texts (login, registration, first-run wizard) without the rest of the system module. */
const loadSessionTexts = async () => registerWebMessages((await import('@/modules/system/auth/auth.messages')).systemMessages);

/**
 * The route tree (spec 000 §2, 001 §2): public pages; the share and print frames; everything else
 * behind the session guard in the main shell. Pages and frames load lazily (120 s limit, load error on
 * failure); a page that declares `handle.permission` is checked before it loads (`withPagePermissions`).
 */
const routeTree = (): RouteObject[] => [
  {
    id: 'root',
    Component: RootRoute,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        lazy: async () => {
          const [{ PublicLayout }] = await Promise.all([import('@/shell/layouts/public-layout'), loadSessionTexts()]);
          return { Component: PublicLayout };
        },
        children: collect('public'),
      },
      {
        lazy: async () => {
          const [{ ShareLayout }] = await Promise.all([import('@/shell/layout/share-layout'), loadModules()]);
          return { Component: ShareLayout };
        },
        children: [...collect('share'), ...shareShellRoutes],
      },
      ...exceptionRoutes,
      {
        id: 'print',
        loader: requireSession,
        lazy: async () => {
          const [{ PrintLayout }] = await Promise.all([import('@/shell/layout/print-layout'), loadModules()]);
          return { Component: PrintLayout };
        },
        children: collect('print'),
      },
      {
        id: 'session',
        loader: requireSession,
        lazy: async () => {
          const [{ MainLayout }] = await Promise.all([import('@/shell/layout/main-layout'), loadModules()]);
          return { Component: MainLayout };
        },
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
];

/** The signed-in user's permissions, from the same cached /auth/info call the shell starts with. */
function permissionsLoader(queryClient: QueryClient): LoadPermissions {
  return async () => {
    if (!hasSession()) return null;
    try {
      return (await queryClient.ensureQueryData(authInfoQuery())).permissions;
    } catch {
      return null;
    }
  };
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(withLazyTimeout(withPagePermissions(routeTree(), permissionsLoader(queryClient))));
}
