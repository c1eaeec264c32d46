import { ownToastOf } from '@/core/form/use-save-form';
import { ApiError, NetworkError, SessionEndingError } from '@/core/http/http-error';

/**
 * A confirmation's action (a Popconfirm's `onConfirm`, a modal's `onOk`) that never rejects. Ant Design
 * keeps the popup open on a rejected promise and hands the rejection back to the page, where nothing
 * catches it: a refused audit left its confirmation open behind the '出库异常' dialog and an 'ApiError'
 * unhandled on the page. A refusal is shown once — by the app's one error handler (toast, dialog), or
 * here (`showError`) for a quiet call, whose message that handler leaves to the caller — and the popup closes.
 */
export function settleAction<Args extends unknown[]>(action: (...args: Args) => unknown, showError: (message: string) => void): (...args: Args) => Promise<void> {
  return async (...args: Args) => {
    try {
      await action(...args);
    } catch (error) {
      const own = error instanceof Error ? ownToastOf(error) : null;
      if (own) showError(own);
      // A fault that is not the server's answer: the console shows it, the page goes on.
      else if (!(error instanceof ApiError || error instanceof NetworkError || error instanceof SessionEndingError)) console.error(error);
    }
  };
}
