import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import type { FieldError } from '@tradewind/contract/common/envelope';
import { localeFromHeader, translate } from '@tradewind/contract/common/messages';
import { isDatabaseUnavailable, sqlConstraint, sqlState } from '@/core/db/database';
import { AppError } from './errors';
import { uniqueConflict } from './unique-conflicts';
import { fieldErrors } from './validation';

/** Fastify's own client errors (bad JSON, wrong content type, too large) are invalid input, not faults. */
function clientErrorKey(error: FastifyError): string | null {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return 'common.unsupported_media_type';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') return 'common.body_too_large';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'common.invalid_input';
  return null;
}

/** How long a client waits before trying again when the database is out of reach (Retry-After, seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The one place that turns a thrown error into the envelope of the error catalogue (docs/architecture.md §3). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const locale = localeFromHeader(req.headers['accept-language']);
    const translateErrors = (errors: FieldError[], params?: Record<string, string | number>) =>
      errors.map((e) => ({ field: e.field, message: translate(e.message, locale, params) }));

    const answer = (e: AppError) => {
      let data = e.data;
      if (e.code === ErrorCode.invalid && data && typeof data === 'object' && 'errors' in data) {
        data = { ...data, errors: translateErrors((data as { errors: FieldError[] }).errors, e.params) };
      }
      return reply.status(e.httpStatus).send({ code: e.code, message: translate(e.message, locale, e.params), data });
    };

    if (error instanceof AppError) return answer(error);
    if (error instanceof ZodError) {
      const errors = translateErrors(fieldErrors(error));
      return reply.status(200).send({ code: ErrorCode.invalid, message: errors[0]?.message, data: { errors } });
    }
    const key = clientErrorKey(error);
    if (key) {
      req.log.info({ err: error.message, code: error.code }, 'rejected client input');
      const message = translate(key, locale);
      return reply.status(200).send({ code: ErrorCode.invalid, message, data: { errors: [{ field: '_', message }] } });
    }
    // Two saves of one unique value at once both pass a service's check; the index refuses the later one.
    if (sqlState(error) === '23505') {
      req.log.info({ constraint: sqlConstraint(error) }, 'unique violation answered as a conflict');
      return answer(uniqueConflict(error));
    }
    // A number past its column's range (numeric field overflow, 22003) that no schema stopped: a 422, not a fault.
    if (sqlState(error) === '22003') {
      req.log.warn({ err: error.message }, 'numeric overflow answered as invalid input');
      const message = translate('validation.out_of_range', locale);
      return reply.status(200).send({ code: ErrorCode.invalid, message, data: { errors: [{ field: '_', message }] } });
    }
    // The database briefly out of reach (a restart, a failover, a full pool): 503, try again shortly.
    if (isDatabaseUnavailable(error)) {
      req.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ code: ErrorCode.unavailable, message: translate('common.database_unavailable', locale), data: { request_id: req.id } });
    }
    // A real fault: details go to the log with the request id, never to the client.
    req.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: ErrorCode.serverError, message: translate('common.server_error', locale), data: { request_id: req.id } });
  });
}
