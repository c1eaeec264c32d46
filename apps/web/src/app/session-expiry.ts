import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { onApiError } from '@/core/http/http-client';
import { LOGIN_PATH, loginPathFor } from '@/core/routing/paths';
import { clearSession, hasSession } from '@/core/session/session-cookie';

/**
 * HTTP 401 on a call other than login means the held token is no longer valid (expired, revoked): end
 * the local session and ask for a login that comes back to the same page (spec 001 §8).
 */
export function installSessionExpiry(router: DataRouter, queryClient: QueryClient): () => void {
  return onApiError((error) => {
    if (error.httpStatus !== 401 || error.path === '/auth/login' || !hasSession()) return;
    clearSession();
    const { pathname, search } = router.state.location;
    if (pathname === LOGIN_PATH) return;
    void router.navigate(loginPathFor(`${pathname}${search}`), { replace: true }).then(() => queryClient.clear());
  });
}
