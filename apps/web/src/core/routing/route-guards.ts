import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hasSession } from '@/core/session/session-cookie';
import { HOME_PATH, loginPathFor } from './paths';

/**
 * Loaders rather than components, so the redirect happens before any page code loads or renders and a
 * logged-out visitor never sees a flash of the protected page.
 */
export function requireSession({ request }: LoaderFunctionArgs): Response | null {
  if (hasSession()) return null;
  const url = new URL(request.url);
  return redirect(loginPathFor(`${url.pathname}${url.search}`));
}

/** A logged-in user who opens the login page goes to the workplace (spec 000 §2). */
export function redirectSignedIn(): Response | null {
  return hasSession() ? redirect(HOME_PATH) : null;
}
