import { Button, Form, Input } from 'antd';
import { ChangePasswordSchema, type ChangePasswordInput } from '@tradewind/contract/system/auth.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useChangePasswordMutation } from '../../auth/api/auth.api';
import { confirmPasswordRules } from '../../shared/confirm-password-rule';
import { useFormSubmit } from '@/core/form/use-save-form';
import styles from './profile-form.module.css';

type PasswordValues = ChangePasswordInput & { confirm_password: string };

/** PUT /auth/password: this session stays, the person's other sessions end. */
export function PasswordForm() {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePasswordMutation();
  const submit = useFormSubmit(form, change, { success: t('setting.password_changed'), onDone: () => form.resetFields() });

  const handleFinish = ({ confirm_password: _confirm, ...values }: PasswordValues) => {
    submit(values);
  };

  return (
    <Form form={form} name="password" layout="vertical" className={styles.form} onFinish={handleFinish}>
      <Form.Item name="old_password" label={t('setting.old_password')} rules={[zodRule(ChangePasswordSchema.shape.old_password)]} required>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password" label={t('setting.new_password')} rules={[zodRule(ChangePasswordSchema.shape.password)]} required>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm_password" label={t('setting.confirm_password')} dependencies={['password']} rules={confirmPasswordRules('password', t)} required>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('setting.change_password')}
      </Button>
    </Form>
  );
}
