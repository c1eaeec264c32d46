import type { RouteObject } from 'react-router';
import { redirectSignedIn } from '@/core/routing/route-guards';
import type { RouteHandle } from '@/core/routing/route-handle';

/** Public pages of the session (spec 000 §2); they render inside the public layout. */
export const authRoutes: RouteObject[] = [
  {
    path: 'user/login',
    loader: redirectSignedIn,
    handle: { title: 'route.login' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
  },
];
