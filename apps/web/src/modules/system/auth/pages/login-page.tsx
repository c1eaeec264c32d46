import { useEffect } from 'react';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, type FormRule } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { translate } from '@tradewind/contract/common/core-messages';
import type { LoginInput } from '@tradewind/contract/system/auth.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { safeRedirectTarget } from '@/core/routing/paths';
import { REGISTER_PATH, SCAN_LOGIN_PATH } from '../../system.paths';
import { useLoginMutation } from '../api/auth.mutations';
import styles from './login-page.module.css';

// The contract's schema (and zod with it) loads at the first validation, not with the page.
const loadLoginSchema = () => import('@tradewind/contract/system/auth.schema').then((contract) => contract.LoginSchema);

export function LoginPage() {
  const { t, locale } = useI18n();
  const rule = (field: keyof LoginInput): FormRule => ({
    validator: async (_rule, value: unknown) => {
      const result = (await loadLoginSchema()).shape[field].safeParse(value);
      if (!result.success) throw new Error(translate(result.error.issues[0]?.message ?? 'validation.invalid', locale));
    },
  });
  const [form] = Form.useForm<LoginInput>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLoginMutation();

  useEffect(() => {
    // Field messages already on screen follow a language switch.
    const shown = form.getFieldsError().filter((field) => field.errors.length > 0).map((field) => field.name);
    if (shown.length > 0) form.validateFields(shown).catch(() => undefined);
  }, [form, locale]);

  const handleFinish = (values: LoginInput) => {
    login.mutate(values, {
      onSuccess: () => void navigate(safeRedirectTarget(searchParams.get('redirect')), { replace: true }),
    });
  };

  return (
    // A plain panel and heading rather than Card and Typography: the login page is the first download of
    // every visitor, and those two would add Tabs, Skeleton and Typography's editing code to it.
    <section className={styles.card}>
      <h1 className={styles.title}>{t('login.title')}</h1>
      {login.error && <Alert className={styles.alert} type="error" showIcon title={login.error.message} />}
      <Form form={form} name="login" size="large" requiredMark={false} onFinish={handleFinish}>
        <Form.Item name="account" rules={[rule('account')]}>
          <Input prefix={<UserOutlined />} placeholder={t('login.account_placeholder')} autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" rules={[rule('password')]}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('login.password_placeholder')} autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
      <div className={styles.links}>
        <Link to={{ pathname: SCAN_LOGIN_PATH, search: searchParams.toString() }}>{t('login.to_scan')}</Link>
        <Link to={REGISTER_PATH}>{t('login.to_register')}</Link>
      </div>
    </section>
  );
}
