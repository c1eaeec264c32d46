import type { ReactNode } from 'react';
import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Typography, type FormInstance } from 'antd';
import type { z } from 'zod';
import { useFeedback } from '@/core/feedback/feedback';
import { showFieldErrors } from '@/core/form/show-field-errors';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { confirmPasswordRules } from '../../shared/confirm-password-rule';
import styles from '../../shared/public-card.module.css';
import { useSendCodeMutation } from '../api/auth.api';
import { useCountdown } from '../hooks/use-countdown';

type Props<V extends { phone: string }> = {
  title: ReactNode;
  subtitle: ReactNode;
  /** the form's name (field ids) */
  name: string;
  form: FormInstance<V>;
  onFinish: (values: V) => void;
  /** what the texted code is for */
  purpose: 'register' | 'join';
  /** the contract's rules of the phone, the code and the password */
  shape: { phone: z.ZodType; code: z.ZodType; password: z.ZodType };
  /** the fields before the phone */
  children: ReactNode;
  submitText: string;
  submitting: boolean;
  /** below the form */
  footer?: ReactNode;
};

/** A public sign-up card (register a company, join one): the page's own fields, then phone, texted code, password twice. */
export function SignUpForm<V extends { phone: string }>({ title, subtitle, name, form, onFinish, purpose, shape, children, submitText, submitting, footer }: Props<V>) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const zodRule = useZodRule();
  const sendCode = useSendCodeMutation(purpose);
  const countdown = useCountdown();

  const handleSendCode = async () => {
    let phone: string;
    try {
      phone = (await form.validateFields(['phone'])).phone;
    } catch {
      return; // the phone field shows why
    }
    sendCode.mutate(phone, {
      onSuccess: (envelope) => {
        countdown.start(envelope.data.resend_in);
        message.success(envelope.message);
      },
      onError: (error) => showFieldErrors(form as FormInstance, error),
    });
  };

  const codeButtonText = countdown.remaining > 0 ? t('register.resend_in', { seconds: countdown.remaining }) : t('register.send_code');

  return (
    <Card className={styles.card} styles={{ body: { padding: '28px 32px 24px' } }}>
      <Typography.Title level={4} className={styles.title}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary" className={styles.subtitle}>
        {subtitle}
      </Typography.Text>
      <Form form={form} name={name} size="large" requiredMark={false} onFinish={onFinish}>
        {children}
        <Form.Item name="phone" rules={[zodRule(shape.phone)]}>
          <Input prefix={<MobileOutlined />} placeholder={t('register.phone')} autoComplete="tel" inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={[zodRule(shape.code)]}>
              <Input prefix={<SafetyOutlined />} placeholder={t('register.code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
            </Form.Item>
            <Button onClick={() => void handleSendCode()} loading={sendCode.isPending} disabled={countdown.remaining > 0} style={{ minWidth: 120 }}>
              {codeButtonText}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="password" rules={[zodRule(shape.password)]}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('register.password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm_password" dependencies={['password']} rules={confirmPasswordRules('password', t)}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('register.confirm_password')} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {submitText}
        </Button>
      </Form>
      {footer}
    </Card>
  );
}
