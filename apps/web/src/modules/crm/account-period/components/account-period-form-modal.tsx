import { Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { CreateAccountPeriodSchema, type AccountPeriod, type CreateAccountPeriodInput } from '@tradewind/contract/crm/account-period.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSaveForm } from '@/core/form/use-save-form';
import { useSaveAccountPeriodMutation } from '../api/account-period.api';
import { isPeriodFieldLocked, newPeriodValues, periodValuesOf } from '../account-period-rules';

type Props = { period: AccountPeriod | null; onClose: () => void; onSaved?: (period: AccountPeriod) => void };

/**
 * Create or edit one account period (spec 001 §5). A new one starts as a standard term of 30 days,
 * month day 1, statement day 1; once saved the type and the day fields are locked and only the name changes.
 */
export function AccountPeriodFormModal({ period, onClose, onSaved }: Props) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<CreateAccountPeriodInput>();
  const save = useSaveAccountPeriodMutation();
  const shape = CreateAccountPeriodSchema.shape;
  const saved = period !== null;
  const type = Form.useWatch('type', form) ?? period?.type ?? 1;
  const locked = (field: string) => isPeriodFieldLocked(field, saved);

  const submit = useSaveForm(form, save, {
    id: period?.id ?? null,
    onSaved: (result) => {
      if (result) onSaved?.(result);
      onClose();
    },
  });

  return (
    <Modal open title={t(saved ? 'crm_period.edit' : 'crm_period.create')} okText={t('admin.save')} onOk={() => form.submit()} confirmLoading={save.isPending} onCancel={onClose} destroyOnHidden>
      <Form form={form} name="crm_account_period" layout="vertical" initialValues={period ? periodValuesOf(period) : newPeriodValues()} onFinish={submit}>
        <Form.Item name="name" label={t('crm_period.name')} required rules={[zodRule(shape.name)]}>
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item name="type" label={t('crm_period.type')} required rules={[zodRule(shape.type)]}>
          <Radio.Group
            disabled={locked('type')}
            options={[
              { value: 1, label: t('crm_period.type_1') },
              { value: 2, label: t('crm_period.type_2') },
            ]}
          />
        </Form.Item>
        {type === 1 ? (
          <Form.Item name="days" label={t('crm_period.days')} required rules={[zodRule(shape.days)]}>
            <InputNumber precision={0} disabled={locked('days')} suffix={t('crm_period.days_suffix')} style={{ width: 180 }} />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="month_day" label={t('crm_period.month_day')} required rules={[zodRule(shape.month_day)]}>
              <InputNumber precision={0} disabled={locked('month_day')} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="day_before" label={t('crm_period.day_before')} rules={[zodRule(shape.day_before)]}>
              <InputNumber precision={0} disabled={locked('day_before')} suffix={t('crm_period.days_suffix')} style={{ width: 180 }} />
            </Form.Item>
          </>
        )}
        <Form.Item name="statement_day" label={t('crm_period.statement_day')} required rules={[zodRule(shape.statement_day)]}>
          <InputNumber precision={0} disabled={locked('statement_day')} style={{ width: 180 }} />
        </Form.Item>
        {saved && <Typography.Text type="secondary">{t('crm_period.locked_hint')}</Typography.Text>}
      </Form>
    </Modal>
  );
}
