import { LockOutlined, MobileOutlined, SafetyOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { RegisterSchema, type RegisterInput } from '@tradewind/contract/system/auth.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { showFieldErrors } from '@/core/form/show-field-errors';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { LOGIN_PATH } from '@/core/routing/paths';
import { confirmPasswordRules } from '../../shared/confirm-password-rule';
import styles from '../../shared/public-card.module.css';
import { INITIALIZATION_PATH } from '../../system.routes';
import { useRegisterMutation, useSendCodeMutation } from '../api/auth.api';
import { useCountdown } from '../hooks/use-countdown';

type RegisterForm = RegisterInput & { confirm_password: string };

/** /user/register: a new trial company and its owner, signed in at once, then the first-run wizard. */
export function RegisterPage() {
  const { t } = useI18n();
  const { message } = useFeedback();
  const zodRule = useZodRule();
  const [form] = Form.useForm<RegisterForm>();
  const navigate = useNavigate();
  const sendCode = useSendCodeMutation();
  const register = useRegisterMutation();
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
      onError: (error) => showFieldErrors(form, error),
    });
  };

  const handleFinish = ({ confirm_password: _confirm, ...values }: RegisterForm) => {
    register.mutate(values, {
      onSuccess: () => void navigate(INITIALIZATION_PATH, { replace: true }),
      onError: (error) => showFieldErrors(form, error),
    });
  };

  const codeButtonText = countdown.remaining > 0 ? t('register.resend_in', { seconds: countdown.remaining }) : t('register.send_code');

  return (
    <Card className={styles.card} styles={{ body: { padding: '28px 32px 24px' } }}>
      <Typography.Title level={4} className={styles.title}>
        {t('register.title')}
      </Typography.Title>
      <Typography.Text type="secondary" className={styles.subtitle}>
        {t('register.subtitle')}
      </Typography.Text>
      <Form form={form} name="register" size="large" requiredMark={false} onFinish={handleFinish}>
        <Form.Item name="company" rules={[zodRule(RegisterSchema.shape.company)]}>
          <Input prefix={<ShopOutlined />} placeholder={t('register.company')} autoComplete="organization" autoFocus />
        </Form.Item>
        <Form.Item name="name" rules={[zodRule(RegisterSchema.shape.name)]}>
          <Input prefix={<UserOutlined />} placeholder={t('register.name')} autoComplete="name" />
        </Form.Item>
        <Form.Item name="phone" rules={[zodRule(RegisterSchema.shape.phone)]}>
          <Input prefix={<MobileOutlined />} placeholder={t('register.phone')} autoComplete="tel" inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={[zodRule(RegisterSchema.shape.code)]}>
              <Input prefix={<SafetyOutlined />} placeholder={t('register.code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
            </Form.Item>
            <Button onClick={() => void handleSendCode()} loading={sendCode.isPending} disabled={countdown.remaining > 0} style={{ minWidth: 120 }}>
              {codeButtonText}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="password" rules={[zodRule(RegisterSchema.shape.password)]}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('register.password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm_password" dependencies={['password']} rules={confirmPasswordRules('password', t)}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('register.confirm_password')} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
      <div className={styles.center}>
        <Typography.Text type="secondary">{t('login.have_account')}</Typography.Text>
        <Link to={LOGIN_PATH}>{t('login.go_login')}</Link>
      </div>
    </Card>
  );
}
