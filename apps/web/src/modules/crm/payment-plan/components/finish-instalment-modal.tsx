import { Alert, Form, Input, Modal, Select } from 'antd';
import { groupDigits } from '@tradewind/contract/common/money';
import type { Instalment, PaymentPlanDetail } from '@tradewind/contract/crm/payment-plan.schema';
import { fromText } from '@/core/form/converters';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { useFinishInstalmentMutation, usePlanReceiptsQuery } from '../api/payment-plan.api';

type Values = { receipt_note_id: number | null; remark: string };

/** Instalment paid: the customer's audited receipt note that covers it (what the server counts against the note). */
export function FinishInstalmentModal({ plan, item, onClose }: { plan: PaymentPlanDetail; item: Instalment; onClose: () => void }) {
  const { t } = useI18n();
  const [form] = Form.useForm<Values>();
  const receipts = usePlanReceiptsQuery(plan.id, true);
  const finish = useFinishInstalmentMutation();
  const submit = useFormSubmit(form, finish, { success: t('crm_pp.finished'), onDone: onClose });
  const options = (receipts.data ?? []).map((r) => ({
    value: r.id,
    label: t('crm_pp.finish_receipt_option', { number: r.number, date: r.receipt_date, amount: groupDigits(r.amount), left: groupDigits(r.left_amount) }),
  }));
  return (
    <Modal
      open
      title={t('crm_pp.finish_title', { index: item.sort, amount: groupDigits(item.amount) })}
      okText={t('crm_pp.finish')}
      confirmLoading={finish.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Alert type="info" showIcon message={t('crm_pp.finish_hint')} style={{ marginBottom: 12 }} />
      {receipts.data && receipts.data.length === 0 ? <Alert type="warning" showIcon message={t('crm_pp.finish_no_receipts')} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} name="finish_instalment" layout="vertical" initialValues={{ receipt_note_id: null, remark: '' }} onFinish={(v) => submit({ id: plan.id, x: item.id, receipt_note_id: v.receipt_note_id, remark: fromText(v.remark) })}>
        <Form.Item name="receipt_note_id" label={t('crm_pp.finish_receipt')} required>
          <Select options={options} loading={receipts.isFetching} placeholder={t('crm_customer.placeholder_select')} />
        </Form.Item>
        <Form.Item name="remark" label={t('crm_pp.remark')} style={{ marginBottom: 0 }}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
