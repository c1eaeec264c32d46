import { lazy, Suspense, useState, type ChangeEvent, type FormEvent } from 'react';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
// Input and Password from their own files: antd's `Input` index brings TextArea, Search and OTP along.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { translate } from '@tradewind/contract/common/core-messages';
import type { LoginCompanies, LoginInput } from '@tradewind/contract/system/auth.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { safeRedirectTarget } from '@/core/routing/paths';
import { REGISTER_PATH, SCAN_LOGIN_PATH } from '../../session.routes';
import { useLoginMutation } from '../api/auth.api';
import { checkLoginField, readLoginForm, type LoginField, type LoginFieldErrors } from '../login-fields';
import styles from './login-page.module.css';

// The server's refusal (wrong password …) shows in an Alert, loaded when a login is sent: few visitors
// see one, and Alert with its icons is ~6 kB of the page's first download.
const loadAlert = () => import('antd/es/alert');
const Alert = lazy(loadAlert);

/**
 * The first page of every visitor, so it stays lean: a native form with Ant Design's inputs and button
 * rather than antd `Form` (rc-form, async-validator, Tooltip and the grid: ~28 kB compressed). It behaves
 * as the `Form` did — a field is checked as it changes, both on submit, the message under the field in
 * Ant Design's error colour — and reads the values from the form itself, so a browser's autofill counts.
 */
export function LoginPage() {
  const { t, locale } = useI18n();
  const { token } = theme.useToken();
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLoginMutation();
  // The account and password matched in several companies: the person picks one (issue 13 finding 8).
  const [choice, setChoice] = useState<{ values: LoginInput; companies: LoginCompanies['companies'] } | null>(null);

  // What both inputs share: the name the form data reads, the large size antd Form gave them, the error
  // state and its message for assistive technology, and a check as the value changes.
  const fieldProps = (field: LoginField) => ({
    id: `login_${field}`,
    name: field,
    size: 'large' as const,
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `login_${field}_help` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      void checkLoginField(field, event.target.value).then((error) => setErrors((shown) => ({ ...shown, [field]: error })));
    },
  });

  const send = (values: LoginInput) => {
    void loadAlert();
    login.mutate(values, {
      onSuccess: (answer) => {
        if ('companies' in answer) setChoice({ values, companies: answer.companies });
        else void navigate(safeRedirectTarget(searchParams.get('redirect')), { replace: true });
      },
    });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: LoginInput = readLoginForm(new FormData(event.currentTarget));
    const found: LoginFieldErrors = { account: await checkLoginField('account', values.account), password: await checkLoginField('password', values.password) };
    setErrors(found);
    if (found.account || found.password) return;
    send(values);
  };

  const fieldError = (field: LoginField) => {
    const key = errors[field];
    if (!key) return null;
    return (
      <div id={`login_${field}_help`} role="alert" className={styles.error} style={{ color: token.colorError, fontSize: token.fontSize, lineHeight: token.lineHeight }}>
        {translate(key, locale)}
      </div>
    );
  };

  return (
    // A plain panel and heading rather than Card and Typography: the login page is the first download of
    // every visitor, and those two would add Tabs, Skeleton and Typography's editing code to it.
    <section className={styles.card}>
      <h1 className={styles.title}>{t('login.title')}</h1>
      {login.error && (
        <Suspense fallback={null}>
          <Alert className={styles.alert} type="error" showIcon title={login.error.message} />
        </Suspense>
      )}
      {choice ? (
        <div role="group" aria-labelledby="login_companies">
          <p id="login_companies" className={styles.choice}>
            {t('login.choose_company')}
          </p>
          {choice.companies.map((company) => (
            <Button
              key={company.id}
              className={styles.company}
              size="large"
              block
              loading={login.isPending && login.variables.company_id === company.id}
              onClick={() => send({ ...choice.values, company_id: company.id })}
            >
              {company.name}
            </Button>
          ))}
          <Button type="link" block onClick={() => setChoice(null)}>
            {t('login.other_account')}
          </Button>
        </div>
      ) : (
        <form name="login" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <div className={errors.account ? styles.fieldWithError : styles.field}>
            <Input
              {...fieldProps('account')}
              prefix={<UserOutlined />}
              placeholder={t('login.account_placeholder')}
              autoComplete="username"
              autoFocus
            />
            {fieldError('account')}
          </div>
          <div className={errors.password ? styles.fieldWithError : styles.field}>
            <Password
              {...fieldProps('password')}
              prefix={<LockOutlined />}
              placeholder={t('login.password_placeholder')}
              autoComplete="current-password"
            />
            {fieldError('password')}
          </div>
          <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </form>
      )}
      <div className={styles.links}>
        <Link to={{ pathname: SCAN_LOGIN_PATH, search: searchParams.toString() }}>{t('login.to_scan')}</Link>
        <Link to={REGISTER_PATH}>{t('login.to_register')}</Link>
      </div>
    </section>
  );
}
