import { DatePicker, Flex, Form, InputNumber, Modal, Switch, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import { translate } from '@tradewind/contract/common/core-messages';
import { useI18n } from '@/core/i18n/use-i18n';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useCustomerQuery } from '../../customer/api/customer.api';
import { useSavePaymentDayMutation } from '../api/account-period.api';
import { closeAccountPeriodDialog, useAccountPeriodDialogState } from '../account-period-dialog-store';
import { checkPaymentDay, paymentDayValuesOf, type PaymentDayValues } from '../account-period-rules';
import { AccountPeriodTable } from './account-period-table';

/** Mounted once in the shell; shows the customer the store names. */
export function AccountPeriodDialog() {
  const { customerId, open } = useAccountPeriodDialogState();
  const customer = useCustomerQuery(open ? customerId : null);
  if (!open || customerId === null) return null;
  if (!customer.data) return <Modal open footer={null} onCancel={closeAccountPeriodDialog} loading={customer.isPending} />;
  return <PaymentDayForm key={customer.data.id} customer={customer.data} />;
}

/** The range picker edits 'YYYY-MM-DD' texts: the form keeps what the call sends. */
const toRange = (value: PaymentDayValues['contract']) => ({ value: value ? [value[0] ? dayjs(value[0]) : null, value[1] ? dayjs(value[1]) : null] : null });
const fromRange = (range: [Dayjs | null, Dayjs | null] | null): PaymentDayValues['contract'] => (range ? [range[0]?.format('YYYY-MM-DD') ?? null, range[1]?.format('YYYY-MM-DD') ?? null] : null);

/**
 * The open-payment-day form (spec 001 §5): contract dates, the settlement term chosen in the period list
 * (one at a time), the credit amount ≥ 0 with 2 decimals. Every field is checked by the contract's
 * PaymentDaySchema, the server's own, so both refuse the same input with the same message.
 */
function PaymentDayForm({ customer }: { customer: Customer }) {
  const { t, locale } = useI18n();
  const [form] = Form.useForm<PaymentDayValues>();
  const save = useSavePaymentDayMutation();
  const submit = useFormSubmit(form, save, { success: t('crm_period.saved'), onDone: closeAccountPeriodDialog, fieldMap: { contract_begin_time: 'contract', contract_end_time: 'contract' } });
  const isOpen = Form.useWatch('is_open_payment_day', form) ?? true;

  const schemaRule =
    (field: keyof PaymentDayValues): FormRule =>
    ({ getFieldsValue }) => ({
      validator: () => {
        const result = checkPaymentDay(getFieldsValue(true) as PaymentDayValues);
        const key = result.ok ? undefined : result.errors[field];
        return key ? Promise.reject(new Error(translate(key, locale))) : Promise.resolve();
      },
    });

  const handleFinish = () => {
    const result = checkPaymentDay(form.getFieldsValue(true) as PaymentDayValues);
    if (!result.ok) return;
    submit({ customerId: customer.id, input: result.body });
  };

  return (
    <Modal
      open
      width={860}
      title={`${t('crm_period.dialog_title')} · ${customer.name}`}
      okText={t('admin.save')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={closeAccountPeriodDialog}
      destroyOnHidden
    >
      <Form form={form} name="crm_payment_day" data-testid="payment-day-form" layout="vertical" initialValues={paymentDayValuesOf(customer)} onFinish={handleFinish}>
        <Flex gap={24} wrap>
          <Form.Item name="is_open_payment_day" label={t('crm_period.open_switch')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="contract" label={t('crm_period.contract_time')} required={isOpen} rules={[schemaRule('contract')]} getValueProps={toRange} normalize={fromRange}>
            <DatePicker.RangePicker placeholder={[t('crm_period.contract_begin'), t('crm_period.contract_end')]} disabled={!isOpen} />
          </Form.Item>
          <Form.Item name="payment_amount" label={t('crm_period.payment_amount')} rules={[schemaRule('payment_amount')]}>
            <InputNumber<string> stringMode step="100" precision={2} disabled={!isOpen} style={{ width: 200 }} />
          </Form.Item>
        </Flex>
        <Form.Item name="account_period_id" label={t('crm_period.term')} required={isOpen} rules={[schemaRule('account_period_id')]} extra={t('crm_period.term_hint')}>
          <PeriodField />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The period list as the form's settlement-term field: the radio row is the value. */
function PeriodField({ value, onChange }: { value?: number | null; onChange?: (value: number | null) => void }) {
  return <AccountPeriodTable selectedId={value ?? null} onSelect={(id) => onChange?.(id)} />;
}
