/**
 * The session lives in two cookies named by spec 000 §3. The server accepts the token only from the
 * `Authorization` header, never from the cookie, so the cookie being sent along is harmless (no CSRF).
 */
export const TOKEN_COOKIE = 'Access-Token';
export const STORE_COOKIE = 'Curr-Store-Id';
/** The server's token lifetime; login answers it as `expires_in`. */
export const TOKEN_LIFETIME_SECONDS = 7_000_000;

function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return decodeURIComponent(pair.slice(separator + 1).trim());
  }
  return null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

function removeCookie(name: string): void {
  writeCookie(name, '', 0);
}

export function getToken(): string | null {
  const token = readCookie(TOKEN_COOKIE);
  return token ? token : null;
}

export function setToken(token: string, maxAgeSeconds: number = TOKEN_LIFETIME_SECONDS): void {
  ending = false;
  writeCookie(TOKEN_COOKIE, token, maxAgeSeconds);
}

/**
 * Set from the moment the person confirms logging out until the next login: the http client sends no
 * more calls with the token being revoked (the 60 s badge poll, a list refreshed by a realtime event), so
 * none comes back 401 with the 'Unauthorized' notification while the page goes to the login form.
 */
let ending = false;

export function markSessionEnding(): void {
  ending = true;
}

export function isSessionEnding(): boolean {
  return ending;
}

export function hasSession(): boolean {
  return getToken() !== null;
}

export function getStoreId(): number | null {
  const value = Number(readCookie(STORE_COOKIE));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function setStoreId(storeId: number): void {
  writeCookie(STORE_COOKIE, String(storeId), TOKEN_LIFETIME_SECONDS);
}

/**
 * Forgets the token and the chosen store: the next person to log in on this browser may not be
 * authorised for that store.
 */
export function clearSession(): void {
  removeCookie(TOKEN_COOKIE);
  removeCookie(STORE_COOKIE);
}
