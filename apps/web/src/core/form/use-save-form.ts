import type { UseMutationResult } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import type { SaveVariables } from '@/core/api/crud-mutations';
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
 * A form's submit through a save mutation (useSaveMutation): it says 新增成功 or 修改成功 and moves on,
 * or puts a refusal's per-field messages on the form's fields (the toast is the app-wide handler's).
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
        onError: (error) => showFieldErrors(form, error, fieldMap),
      },
    );
}
