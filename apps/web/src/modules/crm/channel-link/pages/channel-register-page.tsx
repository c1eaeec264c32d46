import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { CheckCircleFilled, ExclamationCircleFilled, MobileOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Spin, theme } from 'antd';
// Input from its own file: antd's `Input` index brings TextArea, Search and OTP along (as the login page).
import Input from 'antd/es/input/Input';
import { useSearchParams } from 'react-router';
import type { ChannelRegisterInput } from '@tradewind/contract/crm/channel-link.schema';
import { ApiError } from '@/core/http/http-error';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { useI18n } from '@/core/i18n/use-i18n';
import { useChannelRegisterMutation, usePublicChannelLinkQuery } from '../api/channel-register.api';
import { channelRegisterMessages } from '../channel-register.messages';
import styles from './channel-register-page.module.css';

// The public frame loads none of the modules' texts: the page brings its own.
registerWebMessages(channelRegisterMessages);

// A refusal of the whole form (throttled, the link stopped meanwhile) shows in an Alert, loaded when one comes.
const Alert = lazy(() => import('antd/es/alert'));
// The contract's schema (and zod with it) loads at the first check, not with the page (as the login page).
const loadSchema = () => import('@tradewind/contract/crm/channel-link.schema').then((contract) => contract.ChannelRegisterSchema);

type Field = 'name' | 'phone' | 'company';
const FIELDS: Field[] = ['name', 'phone', 'company'];
/** A field's refusal: a contract key checked here (translated as shown), or the server's words. */
type FieldErrors = Partial<Record<Field, { key: string } | { text: string }>>;

/** The message key the contract refuses a field's value with, or undefined. */
async function checkField(field: Field, value: string): Promise<string | undefined> {
  const result = (await loadSchema()).shape[field].safeParse(field === 'company' && value.trim() === '' ? null : value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'validation.invalid');
}

/**
 * /register/channel?code= (public, no login): the page a channel link and its QR code open. It names the
 * inviting company and store (`GET /share/channel_link`), takes the visitor's name, mobile number (spec 001
 * §5) and company, and registers them as a customer (`POST /share/channel_link/register`). A dead link
 * (unknown, disabled, expired) shows the server's reason; a refused phone shows under the field; too many
 * tries show the minutes to wait; then a thank-you.
 */
export function ChannelRegisterPage() {
  const { t } = useI18n();
  const { token } = theme.useToken();
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const link = usePublicChannelLinkQuery(code);
  const register = useChannelRegisterMutation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  // a state instead of the form: its icon, title, what happened and, below, what to do or who it was
  const state = (ok: boolean, title: string, detail: string, below: string, testId: string) => (
    <section className={styles.card} data-testid={testId}>
      <div style={{ textAlign: 'center', fontSize: 48, lineHeight: 1, marginBottom: 16, color: ok ? token.colorSuccess : token.colorWarning }}>{ok ? <CheckCircleFilled /> : <ExclamationCircleFilled />}</div>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.detail}>{detail}</p>
      <p className={styles.note}>{below}</p>
    </section>
  );

  if (code === '') return state(false, t('crm_register.invalid_title'), t('crm_register.no_code'), t('crm_register.invalid_hint'), 'channel-register-invalid');
  if (link.isError) {
    const reason = link.error instanceof ApiError ? link.error.message : t('crm_register.network');
    return state(false, t('crm_register.invalid_title'), reason, t('crm_register.invalid_hint'), 'channel-register-invalid');
  }
  if (!link.data)
    return (
      <section className={styles.card} style={{ textAlign: 'center' }}>
        <Spin />
      </section>
    );
  const { company_name: company, store_name: store } = link.data;
  if (register.isSuccess) return state(true, t('crm_register.done_title'), register.data.message, t('crm_register.done_by', { company, store }), 'channel-register-done');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((f) => [f, String(data.get(f) ?? '').trim()])) as Record<Field, string>;
    const found: FieldErrors = {};
    for (const f of FIELDS) {
      const key = await checkField(f, values[f]);
      if (key) found[f] = { key };
    }
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length) return;
    const input: ChannelRegisterInput = { code, name: values.name, phone: values.phone, company: values.company === '' ? null : values.company };
    register.mutate(input, {
      onError: (error) => {
        if (!(error instanceof ApiError)) return setRefusal(t('crm_register.network'));
        const fields = error.fieldErrors.filter((e): e is typeof e & { field: Field } => (FIELDS as string[]).includes(e.field));
        if (fields.length) setErrors(Object.fromEntries(fields.map((e) => [e.field, { text: e.message }])));
        else setRefusal(error.message);
      },
    });
  };

  const fieldProps = (field: Field) => ({
    id: `channel_register_${field}`,
    name: field,
    size: 'large' as const,
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `channel_register_${field}_help` : undefined,
  });
  const field = (name: Field, label: string, input: ReactNode) => {
    const error = errors[name];
    return (
      <div className={error ? styles.fieldWithError : styles.field}>
        <label className={styles.label} htmlFor={`channel_register_${name}`}>
          {label}
        </label>
        {input}
        {error ? (
          <div id={`channel_register_${name}_help`} role="alert" className={styles.error} style={{ color: token.colorError, fontSize: token.fontSize, lineHeight: token.lineHeight }}>
            {'key' in error ? t(error.key) : error.text}
          </div>
        ) : null}
      </div>
    );
  };

  return (
    <section className={styles.card}>
      <h1 className={styles.title}>{company}</h1>
      <p className={styles.subtitle}>{t('crm_register.invited', { store })}</p>
      {refusal && (
        <Suspense fallback={null}>
          <Alert className={styles.alert} type="error" showIcon title={<span data-testid="channel-register-refusal">{refusal}</span>} />
        </Suspense>
      )}
      <form name="channel_register" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {field('name', t('crm_register.name'), <Input {...fieldProps('name')} prefix={<UserOutlined />} placeholder={t('crm_register.name_placeholder')} autoComplete="name" maxLength={15} autoFocus />)}
        {field('phone', t('crm_register.phone'), <Input {...fieldProps('phone')} prefix={<MobileOutlined />} placeholder={t('crm_register.phone_placeholder')} autoComplete="tel" inputMode="numeric" maxLength={11} />)}
        {field('company', t('crm_register.company'), <Input {...fieldProps('company')} prefix={<ShopOutlined />} placeholder={t('crm_register.company_placeholder')} autoComplete="organization" maxLength={50} />)}
        <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
          {t('crm_register.submit')}
        </Button>
      </form>
      <p className={styles.note}>{t('crm_register.privacy', { company })}</p>
    </section>
  );
}
