import type { RouteObject } from 'react-router';
import { redirectSignedIn, requireSession } from '@/core/routing/route-guards';
import type { RouteHandle } from '@/core/routing/route-handle';

/** Public pages of the session (spec 000 §2); they render inside the public layout. */
export const authRoutes: RouteObject[] = [
  {
    path: 'user/login',
    loader: redirectSignedIn,
    handle: { title: 'route.login', layout: 'public' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
  },
  {
    path: 'user/register',
    loader: redirectSignedIn,
    handle: { title: 'route.register', layout: 'public' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/register-page')).RegisterPage }),
  },
  {
    // The invite link is the credential; a signed-in person may open it too (for a colleague's phone).
    path: 'user/join',
    handle: { title: 'route.join', layout: 'public' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/join-page')).JoinPage }),
  },
  {
    path: 'user/scan_login',
    loader: redirectSignedIn,
    handle: { title: 'route.scan_login', layout: 'public' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/scan-login-page')).ScanLoginPage }),
  },
];

/**
 * The page the QR code opens: it needs a session (the one that vouches for the new device) but not the
 * shell, so it reads well on a phone. Mounted in the public layout with its own guard.
 */
export const scanConfirmRoutes: RouteObject[] = [
  {
    path: 'user/scan_confirm',
    loader: requireSession,
    handle: { title: 'route.scan_confirm', layout: 'public' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/scan-confirm-page')).ScanConfirmPage }),
  },
];
