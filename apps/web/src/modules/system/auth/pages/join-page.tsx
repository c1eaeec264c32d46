import { UserOutlined } from '@ant-design/icons';
import { Card, Form, Input, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useState } from 'react';
import { JoinSchema, type JoinInput } from '@tradewind/contract/system/staff.schema';
import { showFieldErrors } from '@/core/form/show-field-errors';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { LOGIN_PATH } from '@/core/routing/paths';
import styles from '../../shared/public-card.module.css';
import { useJoinMutation, useInviteQuery } from '../api/auth.api';
import { SignUpForm } from '../components/sign-up-form';

type JoinForm = Omit<JoinInput, 'invite'> & { confirm_password: string };

/** /user/join?invite=…: a person joins a company through its invite link and waits for approval. */
export function JoinPage() {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [params] = useSearchParams();
  const invite = params.get('invite') ?? '';
  const info = useInviteQuery(invite);
  const [form] = Form.useForm<JoinForm>();
  const join = useJoinMutation();
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

  const handleFinish = ({ confirm_password: _confirm, ...values }: JoinForm) => {
    join.mutate({ ...values, invite }, { onSuccess: setSubmitted, onError: (error) => showFieldErrors(form, error) });
  };

  return (
    <SignUpForm<JoinForm>
      title={t('join.title', { company: info.data.company })}
      subtitle={info.data.department ? t('join.subtitle_department', { department: info.data.department }) : t('join.subtitle')}
      name="join"
      form={form}
      onFinish={handleFinish}
      purpose="join"
      shape={JoinSchema.shape}
      submitText={t('join.submit')}
      submitting={join.isPending}
    >
      <Form.Item name="name" rules={[zodRule(JoinSchema.shape.name)]}>
        <Input prefix={<UserOutlined />} placeholder={t('join.name')} autoComplete="name" autoFocus />
      </Form.Item>
    </SignUpForm>
  );
}
