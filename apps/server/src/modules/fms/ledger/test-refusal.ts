import { AppError } from '@/core/http/errors';

/** Tests: the AppError a call ends in, as code, message key, data and params; fails when the call succeeds. */
export function refusal(promise: Promise<unknown>): Promise<{ code: number; message: string; data: unknown; params: Record<string, string | number> | undefined }> {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => {
      if (!(e instanceof AppError)) throw e;
      return { code: e.code, message: e.message, data: e.data, params: e.params };
    },
  );
}

/** Tests: the database's message for a statement that fails ('changed' when it succeeds). */
export const failure = (run: Promise<unknown>): Promise<string> =>
  run.then(
    () => 'changed',
    (e: { message?: string; cause?: { message?: string } }) => e.cause?.message ?? e.message ?? '',
  );
