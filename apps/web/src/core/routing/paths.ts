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

export const INITIALIZATION_PATH = '/user/initialization';
export const SETTING_PATH = '/user/setting';
export const EXCEPTION_PATH = '/exception';
export const NO_AUTH_PATH = '/exception/no_auth';
export const REDIRECT_PREFIX = '/redirect';

/** Public routes of spec 000 §2: they need no token. */
export const PUBLIC_PATHS = ['/user/login', '/user/register', '/user/join', INITIALIZATION_PATH, '/user/scan_login', '/share/purchase_order'] as const;

/** The exception page (outside the shell, public) with a message. */
export function exceptionPathFor(message: string): string {
  return `${EXCEPTION_PATH}?message=${encodeURIComponent(message)}`;
}

/** The no-auth exception page (inside the shell) with a message. */
export function noAuthPathFor(message: string): string {
  return `${NO_AUTH_PATH}?message=${encodeURIComponent(message)}`;
}

/** `/redirect/<path>`: leaves and reopens a page, so it loads afresh (spec 001 §2 refresh helper). */
export function redirectPathFor(target: string): string {
  return `${REDIRECT_PREFIX}${target.startsWith('/') ? target : `/${target}`}`;
}
