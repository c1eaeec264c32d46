export const LOGIN_PATH = '/user/login';
export const HOME_PATH = '/dashboard/workplace';
export const NOT_FOUND_PATH = '/404';

/** Login with the page to come back to: the full path including its query (spec 000 §2). */
export function loginPathFor(target: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/**
 * The `redirect` query of the login page, if it names a page of this app. Anything else (another
 * origin, `//host`, a scheme) goes home, so a crafted link cannot send a fresh session elsewhere.
 */
export function safeRedirectTarget(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return HOME_PATH;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`)) return HOME_PATH;
  return value;
}
