import { redirect, type RouteObject } from 'react-router';
import { NOT_FOUND_PATH } from '@/core/routing/paths';
import type { RouteHandle } from '@/core/routing/route-handle';

/** /404 is public (spec 001 §2): it shows nothing private, and every unknown path ends there. */
export const exceptionRoutes: RouteObject[] = [
  {
    path: NOT_FOUND_PATH,
    handle: { title: 'route.not_found' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
  },
];

export const unknownPathRoute: RouteObject = { path: '*', loader: () => redirect(NOT_FOUND_PATH) };
