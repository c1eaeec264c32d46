import type { RouteObject } from 'react-router';
import { requireSession } from '@/core/routing/route-guards';
import type { RouteHandle } from '@/core/routing/route-handle';

/**
 * The first-run wizard: a freshly registered owner has a session but no store yet, so it runs before
 * (and outside) the shell, in the public layout with its own session guard.
 */
export const initializationRoutes: RouteObject[] = [
  {
    path: 'user/initialization',
    loader: requireSession,
    handle: { title: 'route.initialization', layout: 'public' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/initialization-page')).InitializationPage }),
  },
];
