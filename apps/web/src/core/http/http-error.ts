import type { FieldError } from '@tradewind/contract/common/envelope';

/** The server answered with a body code other than 200 (docs/architecture.md §3 error catalogue). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** body code: 401, 402, 403, 404, 405, 409, 4091, 422, 429, 500 … */
  readonly code: number;
  readonly httpStatus: number;
  readonly data: unknown;
  /** the API path called, without the base and query (e.g. '/auth/login') */
  readonly path: string;
  /** the server's request id, to find the request in its log */
  readonly requestId: string | null;
  /** the caller shows this error itself: the app-wide handler shows no toast for it (it still acts on session and access codes) */
  readonly quiet: boolean;

  constructor(init: { code: number; message: string; httpStatus: number; data: unknown; path: string; requestId: string | null; quiet?: boolean }) {
    super(init.message);
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.data = init.data;
    this.path = init.path;
    this.requestId = init.requestId;
    this.quiet = init.quiet ?? false;
  }

  /** The per-field messages of a 422 answer, already in the request's locale. */
  get fieldErrors(): FieldError[] {
    const errors: unknown = typeof this.data === 'object' && this.data !== null && 'errors' in this.data ? this.data.errors : null;
    if (!Array.isArray(errors)) return [];
    return errors.filter(
      (e): e is FieldError => typeof e === 'object' && e !== null && typeof (e as FieldError).field === 'string' && typeof (e as FieldError).message === 'string',
    );
  }
}

export type NetworkFailure = 'timeout' | 'unreachable';

/** No answer from the server: it timed out (20 s) or could not be reached. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly reason: NetworkFailure;

  constructor(reason: NetworkFailure, message: string, options?: ErrorOptions) {
    super(message, options);
    this.reason = reason;
  }
}

/** A call the client did not send because the session is being ended (logout): nobody shows it. */
export class SessionEndingError extends Error {
  override readonly name = 'SessionEndingError';
}
