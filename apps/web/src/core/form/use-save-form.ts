import type { UseMutationResult } from '@tanstack/react-query';
import { type FormInstance } from 'antd';
import type { SaveVariables } from '@/core/api/crud-mutations';
import { useFeedback } from '@/core/feedback/feedback';
import { decideApiErrorAction } from '@/core/http/api-error-policy';
import { ApiError } from '@/core/http/http-error';
import { useI18n } from '@/core/i18n/use-i18n';
import { useLeavePage } from '@/core/routing/leave-page';
import { showFieldErrors } from './show-field-errors';

type Options<Row> = {
  /** the record edited; null creates one */
  id: number | null;
  /** after 新增成功 / 修改成功: close the dialog, refresh what shows the record */
  onSaved?: (row: Row) => void;
  /**
   * An add or edit page: where to go once saved (its list, or the saved document's detail). The page is
   * left and closed (its tab: core/routing/leave-page.ts), so no saved form stays open behind the list.
   */
  leaveTo?: string | ((row: Row) => string);
  /** server fields shown on another form field (AREA_FIELD_MAP) */
  fieldMap?: Record<string, string>;
  /** a refusal, for what the form's fields cannot show (the lines of a document kept outside the form: lineErrorsOf) */
  onError?: (error: Error) => void;
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

type Submit<Variables, Result> = Pick<UseMutationResult<Result, Error, Variables>, 'mutate'>;

type SubmitOptions<Result> = {
  /** the toast once it went through */
  success?: string | ((result: Result) => string);
  /** then: close the dialog, go back to the list */
  onDone?: (result: Result) => void;
  /** server fields shown on another form field (AREA_FIELD_MAP) */
  fieldMap?: Record<string, string>;
  /** a refusal, for what the form's fields cannot show (the lines of a document kept outside the form: lineErrorsOf) */
  onError?: (error: Error) => void;
};

/**
 * A refusal's messages on a document's lines kept outside the form (a table of typed lines, `lines` being
 * the body's field: 'items'), by server field: `items.0.qty`, and `items` itself for the lines as a whole.
 */
export function lineErrorsOf(error: Error, lines: string): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fieldErrors.filter((f) => f.field === lines || f.field.startsWith(`${lines}.`)).map((f) => [f.field, f.message]));
}

/**
 * A form's submit through a mutation: its success toast and `onDone`, or a refusal's per-field messages
 * on the form's fields — and, for a quiet call's refusal without fields, its message (a loud call's is
 * the app-wide handler's toast).
 */
export function useFormSubmit<Variables, Result>(form: FormInstance, mutation: Submit<Variables, Result>, { success, onDone, fieldMap, onError }: SubmitOptions<Result>) {
  const { message } = useFeedback();
  return (variables: Variables) =>
    mutation.mutate(variables, {
      onSuccess: (result) => {
        const text = typeof success === 'function' ? success(result) : success;
        if (text) void message.success(text);
        onDone?.(result);
      },
      onError: (error) => {
        showFieldErrors(form, error, fieldMap);
        onError?.(error);
        const toast = ownToastOf(error);
        if (toast) void message.error(toast);
      },
    });
}

/** A create-or-edit form's submit through a save mutation (useSaveMutation): 新增成功 or 修改成功, then `onSaved` and, on a page, `leaveTo`. */
export function useSaveForm<Input, Row>(form: FormInstance, save: Submit<SaveVariables<Input>, Row>, { id, onSaved, leaveTo, fieldMap, onError }: Options<Row>) {
  const { t } = useI18n();
  const leave = useLeavePage();
  const onDone = (row: Row) => {
    onSaved?.(row);
    if (leaveTo !== undefined) leave(typeof leaveTo === 'function' ? leaveTo(row) : leaveTo);
  };
  const submit = useFormSubmit(form, save, { success: t(id === null ? 'form.created' : 'form.updated'), onDone, fieldMap, onError });
  return (input: Input) => submit({ id, input });
}
