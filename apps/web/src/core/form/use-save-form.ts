import type { UseMutationResult } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import type { SaveVariables } from '@/core/api/crud-mutations';
import { decideApiErrorAction } from '@/core/http/api-error-policy';
import { ApiError } from '@/core/http/http-error';
import { useI18n } from '@/core/i18n/use-i18n';
import { showFieldErrors } from './show-field-errors';

type SaveMutation<Input, Row> = Pick<UseMutationResult<Row, Error, SaveVariables<Input>>, 'mutate'>;

type Options<Row> = {
  /** the record edited; null creates one */
  id: number | null;
  /** after 新增成功 / 修改成功: close the dialog, go back to the list */
  onSaved: (row: Row) => void;
  /** server fields shown on another form field (AREA_FIELD_MAP) */
  fieldMap?: Record<string, string>;
};

/**
 * What the app-wide handler would have toasted for a failure the form asked to show itself (a `quiet`
 * save): a refusal with no field to put it on (409 'the name exists'). Session and access codes are
 * still the handler's.
 */
export function ownToastOf(error: Error): string | null {
  if (!(error instanceof ApiError) || !error.quiet || error.fieldErrors.length > 0) return null;
  const action = decideApiErrorAction({ code: error.code, httpStatus: error.httpStatus, message: error.message, data: error.data, path: error.path, quiet: false }, { hasToken: true });
  return action.kind === 'toast' ? action.message : null;
}

/**
 * A form's submit through a save mutation (useSaveMutation): it says 新增成功 or 修改成功 and moves on,
 * or puts a refusal's per-field messages on the form's fields — or, a quiet save's refusal without
 * fields, its message (a loud save's is the app-wide handler's toast).
 */
export function useSaveForm<Input, Row>(form: FormInstance, save: SaveMutation<Input, Row>, { id, onSaved, fieldMap }: Options<Row>) {
  const { t } = useI18n();
  const { message } = App.useApp();
  return (input: Input) =>
    save.mutate(
      { id, input },
      {
        onSuccess: (row) => {
          void message.success(t(id === null ? 'form.created' : 'form.updated'));
          onSaved(row);
        },
        onError: (error) => {
          showFieldErrors(form, error, fieldMap);
          const toast = ownToastOf(error);
          if (toast) void message.error(toast);
        },
      },
    );
}
