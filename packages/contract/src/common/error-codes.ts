/** Body codes of the error catalogue (docs/architecture.md §3, spec 001 §8). */
export const ErrorCode = {
  ok: 200,
  /** no, malformed, expired or revoked token (HTTP 401 too); also: a page the user may not view */
  unauthorized: 401,
  /** an operation needs a permission the user lacks */
  noPermission: 402,
  /** the server ended the session (account disabled, password changed elsewhere) */
  sessionEnded: 403,
  notFound: 404,
  /** tenant contract ended, or the current store is not authorised */
  forbiddenContext: 405,
  conflict: 409,
  /** outbound blocked by an unfinished picking task */
  pickingUnfinished: 4091,
  invalid: 422,
  tooManyRequests: 429,
  serverError: 500,
  /** the database is briefly out of reach (HTTP 503 with Retry-After): try again shortly */
  unavailable: 503,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
