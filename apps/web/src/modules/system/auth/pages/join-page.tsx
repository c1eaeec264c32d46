import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Result, Space, Spin, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useState } from 'react';
import { JoinSchema, type JoinInput } from '@tradewind/contract/system/staff.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { showFieldErrors } from '@/core/form/show-field-errors';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { LOGIN_PATH } from '@/core/routing/paths';
import { confirmPasswordRules } from '../../shared/confirm-password-rule';
import styles from '../../shared/public-card.module.css';
import { useJoinMutation, useSendCodeMutation, useInviteQuery } from '../api/auth.api';
import { useCountdown } from '../hooks/use-countdown';

type JoinForm = Omit<JoinInput, 'invite'> & { confirm_password: string };

/** /user/join?invite=…: a person joins a company through its invite link and waits for approval. */
export function JoinPage() {
  const { t } = useI18n();
  const { message } = useFeedback();
  const zodRule = useZodRule();
  const [params] = useSearchParams();
  const invite = params.get('invite') ?? '';
  const info = useInviteQuery(invite);
  const [form] = Form.useForm<JoinForm>();
  const sendCode = useSendCodeMutation('join');
  const join = useJoinMutation();
  const countdown = useCountdown();
  const [submitted, setSubmitted] = useState<string | null>(null);

  if (invite === '' || info.isError) {
    return (
      <Card className={styles.card}>
        <Result status="warning" title={t('staff.invite_invalid')} extra={<Link to={LOGIN_PATH}>{t('login.go_login')}</Link>} />
      </Card>
    );
  }
  if (info.isPending) return <Spin />;
  if (submitted) {
    return (
      <Card className={styles.card}>
        <Result status="success" title={submitted} subTitle={t('join.after_approval')} extra={<Link to={LOGIN_PATH}>{t('login.go_login')}</Link>} />
      </Card>
    );
  }

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

  const handleFinish = ({ confirm_password: _confirm, ...values }: JoinForm) => {
    join.mutate({ ...values, invite }, { onSuccess: setSubmitted, onError: (error) => showFieldErrors(form, error) });
  };

  return (
    <Card className={styles.card} styles={{ body: { padding: '28px 32px 24px' } }}>
      <Typography.Title level={4} className={styles.title}>
        {t('join.title', { company: info.data.company })}
      </Typography.Title>
      <Typography.Text type="secondary" className={styles.subtitle}>
        {info.data.department ? t('join.subtitle_department', { department: info.data.department }) : t('join.subtitle')}
      </Typography.Text>
      <Form form={form} name="join" size="large" requiredMark={false} onFinish={handleFinish}>
        <Form.Item name="name" rules={[zodRule(JoinSchema.shape.name)]}>
          <Input prefix={<UserOutlined />} placeholder={t('join.name')} autoComplete="name" autoFocus />
        </Form.Item>
        <Form.Item name="phone" rules={[zodRule(JoinSchema.shape.phone)]}>
          <Input prefix={<MobileOutlined />} placeholder={t('register.phone')} autoComplete="tel" inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={[zodRule(JoinSchema.shape.code)]}>
              <Input prefix={<SafetyOutlined />} placeholder={t('register.code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
            </Form.Item>
            <Button onClick={() => void handleSendCode()} loading={sendCode.isPending} disabled={countdown.remaining > 0} style={{ minWidth: 120 }}>
              {countdown.remaining > 0 ? t('register.resend_in', { seconds: countdown.remaining }) : t('register.send_code')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="password" rules={[zodRule(JoinSchema.shape.password)]}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('register.password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm_password" dependencies={['password']} rules={confirmPasswordRules('password', t)}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('register.confirm_password')} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={join.isPending}>
          {t('join.submit')}
        </Button>
      </Form>
    </Card>
  );
}
