import { ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { RegisterSchema, type RegisterInput } from '@tradewind/contract/system/auth.schema';
import { showFieldErrors } from '@/core/form/show-field-errors';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { LOGIN_PATH } from '@/core/routing/paths';
import styles from '../../shared/public-card.module.css';
import { INITIALIZATION_PATH } from '../../session.routes';
import { useRegisterMutation } from '../api/auth.api';
import { SignUpForm } from '../components/sign-up-form';

type RegisterForm = RegisterInput & { confirm_password: string };

/** /user/register: a new trial company and its owner, signed in at once, then the first-run wizard. */
export function RegisterPage() {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<RegisterForm>();
  const navigate = useNavigate();
  const register = useRegisterMutation();

  const handleFinish = ({ confirm_password: _confirm, ...values }: RegisterForm) => {
    register.mutate(values, {
      onSuccess: () => void navigate(INITIALIZATION_PATH, { replace: true }),
      onError: (error) => showFieldErrors(form, error),
    });
  };

  return (
    <SignUpForm<RegisterForm>
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      name="register"
      form={form}
      onFinish={handleFinish}
      purpose="register"
      shape={RegisterSchema.shape}
      submitText={t('register.submit')}
      submitting={register.isPending}
      footer={
        <div className={styles.center}>
          <Typography.Text type="secondary">{t('login.have_account')}</Typography.Text>
          <Link to={LOGIN_PATH}>{t('login.go_login')}</Link>
        </div>
      }
    >
      <Form.Item name="company" rules={[zodRule(RegisterSchema.shape.company)]}>
        <Input prefix={<ShopOutlined />} placeholder={t('register.company')} autoComplete="organization" autoFocus />
      </Form.Item>
      <Form.Item name="name" rules={[zodRule(RegisterSchema.shape.name)]}>
        <Input prefix={<UserOutlined />} placeholder={t('register.name')} autoComplete="name" />
      </Form.Item>
    </SignUpForm>
  );
}
