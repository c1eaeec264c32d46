import type { FormInstance } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { showFieldErrors } from './show-field-errors';

/**
 * Kept while the administration pages move to `showFieldErrors`: the app's error handler already toasts
 * every failed call, so this no longer toasts (that showed the message twice). Delete once unused.
 * @deprecated use showFieldErrors(form, error, fieldMap)
 */
export function showFormError(form: FormInstance, _message: MessageInstance, error: Error, fieldMap: Record<string, string> = {}): void {
  showFieldErrors(form, error, fieldMap);
}
