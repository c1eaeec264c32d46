import { redirect, type RouteObject } from 'react-router';
import { EXCEPTION_PATH, NOT_FOUND_PATH } from '@/core/routing/paths';
import type { RouteHandle } from '@/core/routing/route-handle';

/**
 * /404 and /exception are public (spec 001 §2): they show nothing private, and they must work when the
 * session could not start.
 */
export const exceptionRoutes: RouteObject[] = [
  {
    path: NOT_FOUND_PATH,
    handle: { title: 'route.not_found' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
  },
  {
    path: EXCEPTION_PATH,
    handle: { title: 'route.exception' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./exception-page')).ExceptionPage }),
  },
];

/** Shell pages of spec 001 §2 "inside the shell" besides the modules' own. */
export const shellExceptionRoutes: RouteObject[] = [
  {
    path: 'exception/no_auth',
    handle: { title: 'route.no_auth', shortcut: false } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./no-auth-page')).NoAuthPage }),
  },
  {
    path: 'redirect/*',
    handle: { title: 'route.redirect', tab: false, shortcut: false } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./redirect-page')).RedirectPage }),
  },
];

export const unknownPathRoute: RouteObject = { path: '*', loader: () => redirect(NOT_FOUND_PATH) };
