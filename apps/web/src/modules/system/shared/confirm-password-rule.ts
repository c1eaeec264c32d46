import type { FormRule } from 'antd';
import type { TextKey } from '@/core/i18n/web-messages';

/** The "type it again" field: required, and equal to the field it confirms. */
export function confirmPasswordRules(passwordField: string, t: (key: TextKey) => string): FormRule[] {
  return [
    { required: true, message: t('form.confirm_password_required') },
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        !value || getFieldValue(passwordField) === value ? Promise.resolve() : Promise.reject(new Error(t('form.password_mismatch'))),
    }),
  ];
}
