import { ErrorCode } from '@tradewind/contract/common/error-codes';
import type { ApiError } from './http-error';

/** The login call shows its own failures (wrong password …) on the form. */
export const LOGIN_API_PATH = '/auth/login';

/** What the app does about a failed call: spec 001 §8, row by row. */
export type ApiErrorAction =
  /** body 403: the server ended the session — log out, reload after 1.5 s */
  | { kind: 'session-ended'; message: string }
  /** body 402: notification titled '无权操作' */
  | { kind: 'no-operation-permission'; message: string }
  /** body 401: the no-auth exception page with the message */
  | { kind: 'no-auth-page'; message: string }
  /** body 405: the exception page with the message */
  | { kind: 'exception-page'; message: string }
  /** body 4091, type picking_task: the '出库异常' confirm */
  | { kind: 'picking-task'; taskId: number | null }
  /** HTTP 403: notification 'Forbidden' */
  | { kind: 'forbidden'; message: string }
  /** HTTP 401 (not login): notification; log out and reload when a token was held */
  | { kind: 'unauthorized'; logout: boolean }
  /** anything else: the server's message as an error toast */
  | { kind: 'toast'; message: string }
  | { kind: 'none' };

export const RELOAD_DELAY_MS = 1_500;

function pickingTaskId(data: unknown): { isPickingTask: boolean; id: number | null } {
  if (typeof data !== 'object' || data === null) return { isPickingTask: false, id: null };
  const { type, id } = data as { type?: unknown; id?: unknown };
  const taskId = typeof id === 'number' && id > 0 ? id : typeof id === 'string' && Number(id) > 0 ? Number(id) : null;
  return { isPickingTask: type === 'picking_task', id: taskId };
}

export function decideApiErrorAction(
  error: Pick<ApiError, 'code' | 'httpStatus' | 'message' | 'data' | 'path' | 'quiet'>,
  context: { hasToken: boolean; sessionEnding?: boolean },
): ApiErrorAction {
  const isLogin = error.path === LOGIN_API_PATH;
  // A call that left just before the person logged out and came back refused: they are leaving anyway.
  if (context.sessionEnding && (error.httpStatus === 401 || error.code === ErrorCode.unauthorized || error.code === ErrorCode.sessionEnded)) return { kind: 'none' };
  // HTTP statuses first: a 401 / 403 answer is about the request's credentials, whatever its body says.
  if (error.httpStatus === 401) return isLogin ? { kind: 'none' } : { kind: 'unauthorized', logout: context.hasToken };
  if (error.httpStatus === 403) return { kind: 'forbidden', message: error.message };
  switch (error.code) {
    case ErrorCode.sessionEnded:
      return { kind: 'session-ended', message: error.message };
    case ErrorCode.noPermission:
      return { kind: 'no-operation-permission', message: error.message };
    case ErrorCode.unauthorized:
      return isLogin ? { kind: 'none' } : { kind: 'no-auth-page', message: error.message };
    case ErrorCode.forbiddenContext:
      return { kind: 'exception-page', message: error.message };
    case ErrorCode.pickingUnfinished: {
      const picking = pickingTaskId(error.data);
      if (picking.isPickingTask) return { kind: 'picking-task', taskId: picking.id };
      break;
    }
  }
  return error.quiet || isLogin ? { kind: 'none' } : { kind: 'toast', message: error.message };
}
