import type { Envelope } from '@tradewind/contract/common/envelope';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { translate } from '@tradewind/contract/common/core-messages';
import { readLocale } from '@/core/i18n/locale-storage';
import { translateText } from '@/core/i18n/web-messages';
import { getStoreId, getToken, isSessionEnding } from '@/core/session/session-cookie';
import { ApiError, NetworkError, SessionEndingError } from './http-error';

export const API_BASE = '/api/v1';
/** The one call still sent once logging out has begun. */
export const LOGOUT_API_PATH = '/auth/logout';
/** docs/architecture.md §3: the client gives up after 20 s. */
export const REQUEST_TIMEOUT_MS = 20_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;
/**
 * A plain object is sent as JSON (keeps numbers, booleans and nesting); URLSearchParams as a form and
 * FormData as multipart (uploads) — the server accepts all three.
 */
export type RequestBody = object | URLSearchParams | FormData;

export type RequestOptions = {
  query?: QueryParams;
  body?: RequestBody;
  /** TanStack Query's signal, so leaving a page cancels its requests */
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * The caller shows a failure itself (a form's inline alert): no error toast for it. Session, access
   * and picking-task codes are still handled app-wide (spec 001 §8).
   */
  quiet?: boolean;
};

type ApiErrorListener = (error: ApiError) => void;
const apiErrorListeners = new Set<ApiErrorListener>();

/**
 * Lets the app react to error codes in one place (`app/api-error-handler.tsx`: every row of spec 001 §8)
 * without the client knowing about the router, toasts or the query cache. Returns the unsubscribe.
 */
export function onApiError(listener: ApiErrorListener): () => void {
  apiErrorListeners.add(listener);
  return () => apiErrorListeners.delete(listener);
}

/** `?a=1&ids[]=2&ids[]=3` — arrays in the bracket form the server's qs parser reads. Null and undefined are left out. */
export function buildQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value as readonly (string | number)[]) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Envelope<unknown>).code === 'number' && 'data' in value;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Calls the API and returns its envelope when the body code is 200. Any other code throws an ApiError
 * carrying the server's (already translated) message; no answer at all throws a NetworkError. A
 * cancellation by the caller's signal rethrows the caller's abort, as TanStack Query expects.
 */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  if (isSessionEnding() && path !== LOGOUT_API_PATH) throw new SessionEndingError(`${method} ${path} not sent: logging out`);
  const locale = readLocale();
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': locale, 'From-Client-Type': 'pc' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const storeId = getStoreId();
  if (storeId !== null) headers.set('CurrStoreId', String(storeId));

  let body: BodyInit | undefined;
  if (options.body instanceof URLSearchParams || options.body instanceof FormData) {
    body = options.body; // fetch sets the content type (with the multipart boundary) itself
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('Content-Type', 'application/json');
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const callerSignal = options.signal;
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  else callerSignal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  let text: string;
  try {
    response = await fetch(`${API_BASE}${path}${buildQuery(options.query)}`, { method, headers, body, signal: controller.signal });
    text = await response.text(); // inside the timeout too: a stalled body is as bad as no answer
  } catch (error) {
    if (timedOut) throw new NetworkError('timeout', translateText('http.timeout', locale), { cause: error });
    if (callerSignal?.aborted) throw error;
    throw new NetworkError('unreachable', translateText('http.network_error', locale), { cause: error });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }

  const parsed = parseJson(text);
  // A proxy's error page or an empty 502 is not an envelope: report it as the server fault it is.
  const envelope: Envelope<unknown> = isEnvelope(parsed)
    ? parsed
    : { code: response.ok ? ErrorCode.serverError : response.status, message: translate('common.server_error', locale), data: null };
  if (envelope.code === ErrorCode.ok) return envelope as Envelope<T>;

  const error = new ApiError({
    code: envelope.code,
    message: envelope.message || translate('common.server_error', locale),
    httpStatus: response.status,
    data: envelope.data,
    path,
    requestId: response.headers.get('x-request-id'),
    quiet: options.quiet,
  });
  for (const listener of apiErrorListeners) listener(error);
  throw error;
}

type QueryOnly = Omit<RequestOptions, 'body'>;

export const http = {
  get: <T>(path: string, options?: QueryOnly) => request<T>('GET', path, options),
  post: <T>(path: string, body?: RequestBody, options?: QueryOnly) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: RequestBody, options?: QueryOnly) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: QueryOnly) => request<T>('DELETE', path, options),
};

/**
 * End-to-end hook: the e2e harness sets `window.__twTestHooks = true` with an init script before the app
 * loads, so its tests can send calls through this very client (and so through the spec 001 §8 handling)
 * to the server's test-only routes. Nothing in the app or the server sets the flag: in normal use
 * nothing is exposed.
 */
type TestHookWindow = { __twTestHooks?: boolean; __twRequest?: typeof request };
if (typeof window !== 'undefined' && (window as unknown as TestHookWindow).__twTestHooks === true) {
  (window as unknown as TestHookWindow).__twRequest = request;
}
