import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { loadModuleTexts, setModuleTextsLoader } from '@/core/i18n/module-texts';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { withPagePermissions, type LoadPermissions } from '@/core/routing/page-permission';
import { HOME_PATH } from '@/core/routing/paths';
import { requireSession } from '@/core/routing/route-guards';
import { withLazyTimeout } from '@/core/routing/lazy-timeout';
import { routesByLayout } from '@/core/routing/route-layout';
import { hasSession } from '@/core/session/session-cookie';
import { authInfoQuery } from '@/modules/system/auth/api/auth.api';
import { sessionRoutes } from '@/modules/system/session.routes';
import { exceptionRoutes, shellExceptionRoutes, unknownPathRoute } from '@/shell/exception/exception.routes';
import { PageLoading } from '@/shell/exception/page-loading';
import { shareShellRoutes } from '@/shell/layout/share-routes';
import { RouteErrorPage } from '@/shell/exception/route-error-page';
import { RootRoute } from './root-route';

/**
 * The login page and the other session pages (the system module's `public` frame) are known from the
 * start, from their own small manifest (contract system/session.pages.ts); every module's pages, the
 * other system pages too, are discovered on the first navigation that needs them (`discoverModuleRoutes`),
 * so the login page downloads none of the modules' manifests and preload lists.
 */
const publicRoutes = routesByLayout(sessionRoutes).public;

/** The registrations the shell shows at once (texts, drawers, the top bar's search), for the signed-in frames. */
const loadModules = () => import('./modules');
/** The other modules' texts: module pages wait for them (`routesOf`); the main frame starts them once idle. */
setModuleTextsLoader(() => import('./module-texts'));
const loadModuleTextsWhenIdle = () => {
  const load = () => void loadModuleTexts().catch(() => undefined); // a module page tries again
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
};

/** The session pages' texts (login, registration, first-run wizard) without the rest of the system module. */
const loadSessionTexts = async () => registerWebMessages((await import('@/modules/system/auth/auth.messages')).systemMessages);

/**
 * The route tree (spec 000 §2, 001 §2): public pages; the share, print and screen frames; everything else
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
        id: 'public',
        lazy: async () => {
          const [{ PublicLayout }] = await Promise.all([import('@/shell/layouts/public-layout'), loadSessionTexts()]);
          return { Component: PublicLayout };
        },
        children: publicRoutes,
      },
      {
        id: 'share',
        lazy: async () => {
          const [{ ShareLayout }] = await Promise.all([import('@/shell/layout/share-layout'), loadModules(), loadModuleTexts()]);
          return { Component: ShareLayout };
        },
        children: shareShellRoutes,
      },
      ...exceptionRoutes,
      {
        id: 'print',
        loader: requireSession,
        lazy: async () => {
          const [{ PrintLayout }] = await Promise.all([import('@/shell/layout/print-layout'), loadModules(), loadModuleTexts()]);
          return { Component: PrintLayout };
        },
        children: [],
      },
      {
        // a signed-in page alone in the window (the data screen on a wall display)
        id: 'screen',
        loader: requireSession,
        lazy: async () => {
          const [{ ScreenLayout }] = await Promise.all([import('@/shell/layout/main-layout'), loadModules(), loadModuleTexts()]);
          return { Component: ScreenLayout };
        },
        children: [],
      },
      {
        id: 'session',
        loader: requireSession,
        lazy: async () => {
          const [{ MainLayout }] = await Promise.all([import('@/shell/layout/main-layout'), loadModules()]);
          // the workplace paints without the other modules' texts; they follow
          loadModuleTextsWhenIdle();
          return { Component: MainLayout };
        },
        children: [
          {
            id: 'session-pages',
            // A page that throws renders its error inside the shell, with menu and tabs still there.
            ErrorBoundary: RouteErrorPage,
            children: [{ index: true, loader: () => redirect(HOME_PATH) }, ...shellExceptionRoutes],
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

/** A tree's load limit and page permission checks (module pages get them as they are discovered). */
const guarded = (routes: RouteObject[], load: LoadPermissions) => withLazyTimeout(withPagePermissions(routes, load));

/**
 * Every module's pages into their frames, once: on the first navigation to a path the tree does not know
 * (React Router asks for any path the catch-all matches), `module-routes.ts` loads — the manifests of all
 * modules, their lazy pages and the menu's titles — and its pages join the main, print and share frames.
 * A path still unknown afterwards is the not-found page.
 */
function discoverModuleRoutes(load: LoadPermissions): PatchRoutesOnNavigationFunction {
  let discovered: Promise<void> | null = null;
  return ({ patch }) => {
    discovered ??= import('./module-routes').then(({ moduleRoutes }) => {
      patch('session-pages', guarded(moduleRoutes.main, load));
      patch('print', guarded(moduleRoutes.print, load));
      patch('screen', guarded(moduleRoutes.screen, load));
      patch('share', guarded(moduleRoutes.share, load));
      const known = new Set(publicRoutes.map((r) => r.path));
      patch('public', guarded(moduleRoutes.public.filter((r) => !known.has(r.path)), load));
    });
    return discovered;
  };
}

export function createAppRouter(queryClient: QueryClient) {
  const load = permissionsLoader(queryClient);
  return createBrowserRouter(guarded(routeTree(), load), { patchRoutesOnNavigation: discoverModuleRoutes(load) });
}
