import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Result, Spin, Steps, Typography } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import type { AuthInfo } from '@tradewind/contract/system/auth.schema';
import { InitializationSchema, type TenantInfo } from '@tradewind/contract/system/tenant.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useZodRule } from '@/core/form/use-zod-rule';
import { ApiError } from '@/core/http/http-error';
import { useI18n } from '@/core/i18n/use-i18n';
import { HOME_PATH } from '@/core/routing/paths';
import { AreaCascader } from '@/core/form/address/area-cascader';
import { AREA_FIELD_MAP, fromAreaPath, type AreaPath } from '@/core/form/converters';
import { useAuthInfoQuery } from '../../auth/api/auth.api';
import cardStyles from '../../shared/public-card.module.css';
import { showFieldErrors } from '@/core/form/show-field-errors';
import { useInitializeMutation, type InitializationBody, useTenantInfoQuery } from '../api/tenant.api';
import styles from './initialization-page.module.css';

type WizardValues = Omit<InitializationBody, 'province_id' | 'city_id' | 'area_id'> & { area?: AreaPath };

/** The fields each step owns: "next" validates only these. */
const STEP_FIELDS: (keyof WizardValues)[][] = [['company', 'contact_name', 'contact_phone', 'industry'], ['store_name', 'area', 'address'], []];

function toBody({ area, ...values }: WizardValues): InitializationBody {
  return { ...values, ...fromAreaPath(area) };
}

/**
 * /user/initialization: the first-run wizard of a registered company — company profile, first (master)
 * store, a summary confirmed before entering the workplace. Done once; afterwards it sends to the workplace.
 */
export function InitializationPage() {
  const { t } = useI18n();
  const tenant = useTenantInfoQuery();
  const me = useAuthInfoQuery();

  if (tenant.isError || me.isError) {
    const error = tenant.error ?? me.error;
    return (
      <Card className={`${cardStyles.card} ${cardStyles.wide}`}>
        <Result
          status="error"
          title={t('init.load_failed')}
          subTitle={error?.message}
          extra={<Button onClick={() => void Promise.all([tenant.refetch(), me.refetch()])}>{t('common.retry')}</Button>}
        />
      </Card>
    );
  }
  if (tenant.isPending || me.isPending) return <Spin size="large" />;
  if (tenant.data.is_initialized === 1) return <Navigate to={HOME_PATH} replace />;
  return <InitializationWizard tenant={tenant.data} me={me.data} />;
}

function InitializationWizard({ tenant, me }: { tenant: TenantInfo; me: AuthInfo }) {
  const { t } = useI18n();
  const { message, modal } = useFeedback();
  const zodRule = useZodRule();
  const navigate = useNavigate();
  const [form] = Form.useForm<WizardValues>();
  const [step, setStep] = useState(0);
  const [summary, setSummary] = useState<WizardValues | null>(null);
  const initialize = useInitializeMutation();

  const handleNext = async () => {
    try {
      await form.validateFields(STEP_FIELDS[step]);
    } catch {
      return;
    }
    if (step === 1) setSummary(form.getFieldsValue(true) as WizardValues);
    setStep(step + 1);
  };

  const submit = (values: WizardValues) => {
    initialize.mutate(toBody(values), {
      onSuccess: () => {
        message.success(t('init.done'));
        void navigate(HOME_PATH, { replace: true });
      },
      onError: (error) => {
        showFieldErrors(form, error, AREA_FIELD_MAP);
        // Send the person back to the first step holding a field the server refused.
        const fields = error instanceof ApiError ? error.fieldErrors.map((field): string => AREA_FIELD_MAP[field.field as keyof typeof AREA_FIELD_MAP] ?? field.field) : [];
        const back = STEP_FIELDS.findIndex((names) => names.some((name) => fields.includes(name)));
        if (back >= 0) setStep(back);
      },
    });
  };

  const handleSubmit = () => {
    if (!summary) return;
    modal.confirm({
      title: t('init.confirm_title'),
      content: t('init.confirm_content', { store: summary.store_name }),
      onOk: () => submit(summary),
    });
  };

  const empty = <Typography.Text type="secondary">{t('init.empty')}</Typography.Text>;

  return (
    <Card className={`${cardStyles.card} ${cardStyles.wide}`} styles={{ body: { padding: '28px 32px' } }}>
      <Typography.Title level={4} className={cardStyles.title}>
        {t('init.title')}
      </Typography.Title>
      <Steps
        className={styles.steps}
        current={step}
        size="small"
        items={[{ title: t('init.step_company') }, { title: t('init.step_store') }, { title: t('init.step_confirm') }]}
      />
      <Form
        form={form}
        name="initialization"
        layout="vertical"
        size="middle"
        requiredMark
        initialValues={{ company: tenant.name, contact_name: tenant.contact_name ?? me.name, contact_phone: tenant.contact_phone ?? me.phone ?? undefined, industry: tenant.industry ?? undefined }}
      >
        {/* Every step stays mounted (hidden) so the cascader keeps its loaded levels when going back. */}
        <div hidden={step !== 0}>
          <Form.Item name="company" label={t('init.company')} rules={[zodRule(InitializationSchema.shape.company)]} required>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item name="contact_name" label={t('init.contact_name')} rules={[zodRule(InitializationSchema.shape.contact_name)]} required>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item name="contact_phone" label={t('init.contact_phone')} rules={[zodRule(InitializationSchema.shape.contact_phone)]} required>
            <Input autoComplete="tel" inputMode="numeric" maxLength={11} />
          </Form.Item>
          <Form.Item name="industry" label={t('init.industry')} rules={[zodRule(InitializationSchema.shape.industry)]}>
            <Input placeholder={t('init.industry_placeholder')} />
          </Form.Item>
        </div>
        <div hidden={step !== 1}>
          <Alert className={styles.hint} type="info" showIcon title={t('init.store_hint')} />
          <Form.Item name="store_name" label={t('init.store_name')} rules={[zodRule(InitializationSchema.shape.store_name)]} required>
            <Input />
          </Form.Item>
          <Form.Item name="area" label={t('init.area')}>
            <AreaCascader placeholder={t('init.area_placeholder')} />
          </Form.Item>
          <Form.Item name="address" label={t('init.address')} rules={[zodRule(InitializationSchema.shape.address)]}>
            <Input />
          </Form.Item>
        </div>
        {step === 2 && summary && (
          <Descriptions className={styles.summary} column={1} bordered size="small">
            <Descriptions.Item label={t('init.company')}>{summary.company}</Descriptions.Item>
            <Descriptions.Item label={t('init.contact_name')}>{summary.contact_name}</Descriptions.Item>
            <Descriptions.Item label={t('init.contact_phone')}>{summary.contact_phone}</Descriptions.Item>
            <Descriptions.Item label={t('init.industry')}>{summary.industry || empty}</Descriptions.Item>
            <Descriptions.Item label={t('init.store_name')}>{summary.store_name}</Descriptions.Item>
            <Descriptions.Item label={t('init.area')}>{summary.area?.names.join(' / ') || empty}</Descriptions.Item>
            <Descriptions.Item label={t('init.address')}>{summary.address || empty}</Descriptions.Item>
          </Descriptions>
        )}
      </Form>
      <Flex justify="flex-end" gap="small" className={styles.actions}>
        {step > 0 && <Button size="middle" onClick={() => setStep(step - 1)}>{t('init.previous')}</Button>}
        {step < 2 ? (
          <Button size="middle" type="primary" onClick={() => void handleNext()}>
            {t('init.next')}
          </Button>
        ) : (
          <Button size="middle" type="primary" loading={initialize.isPending} onClick={handleSubmit}>
            {t('init.submit')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
