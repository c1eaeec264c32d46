import { ErrorCode } from '@tradewind/contract/common/error-codes';
import type { FieldError } from '@tradewind/contract/common/envelope';

/**
 * A failure the client should hear about, with its catalogue code (docs/architecture.md §3). `message` is a
 * message key (translated per request) or plain text.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
    readonly data: unknown = null,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'common.unauthorized') => new AppError(ErrorCode.unauthorized, message, 401);
export const sessionEnded = (message = 'common.session_ended') => new AppError(ErrorCode.sessionEnded, message);
export const noPermission = (message = 'common.no_operation_permission') => new AppError(ErrorCode.noPermission, message);
export const noViewPermission = (message = 'common.no_view_permission') => new AppError(ErrorCode.unauthorized, message);
export const forbiddenContext = (message: string) => new AppError(ErrorCode.forbiddenContext, message);
export const notFound = (message = 'common.not_found') => new AppError(ErrorCode.notFound, message);
export const conflict = (message: string, params?: Record<string, string | number>) =>
  new AppError(ErrorCode.conflict, message, 200, null, params);
export const tooManyRequests = (message = 'common.too_many_requests') => new AppError(ErrorCode.tooManyRequests, message, 429);

/** 422 for one or more fields; the message is the first field's. */
export function invalid(errors: FieldError[], params?: Record<string, string | number>): AppError {
  return new AppError(ErrorCode.invalid, errors[0]?.message ?? 'common.invalid_input', 200, { errors }, params);
}

export const invalidField = (field: string, message: string, params?: Record<string, string | number>) => invalid([{ field, message }], params);

/**
 * Returned (not thrown) by a handler whose writes must survive its failure — a failed login is counted
 * even though the login fails. The route commits, then answers with the error.
 */
export class FailAfterCommit {
  constructor(readonly error: AppError) {}
}
