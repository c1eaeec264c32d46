import type { FormInstance } from 'antd';
import { ApiError } from '@/core/http/http-error';

/**
 * docs/architecture.md §3, 422: the fields this form has show the server's per-field messages. The toast with
 * the overall message comes from the app's one error handler, not from here. `fieldMap` shows a server
 * field on another form field (`province_id` on `area`: AREA_FIELD_MAP).
 */
export function showFieldErrors(form: FormInstance, error: Error, fieldMap: Record<string, string> = {}): void {
  if (!(error instanceof ApiError)) return;
  // An error for a field this form lacks is harmless: no Form.Item shows it.
  const fields = error.fieldErrors.map((field) => ({ name: fieldMap[field.field] ?? fieldPathOf(field.field), errors: [field.message] }));
  if (fields.length > 0) form.setFields(fields);
}

/** A server field inside a list (`items.0.amount`) as the Form.List path that shows it (['items', 0, 'amount']); others as they are. */
export function fieldPathOf(field: string): string | (string | number)[] {
  if (!/^[a-z_]+(\.\d+\.[a-z_]+)+$/.test(field)) return field;
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
