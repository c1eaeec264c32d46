import { Alert, Form, Input, Modal, Radio } from 'antd';
import { FinanceAdjustSchema } from '@tradewind/contract/fms/balance-history.schema';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useCustomerAdjustMutation, usePrepayAdjustMutation, type PrepayAdjustBody } from '../api/fms.api';

type Values = { type: 'balance' | 'need_pay'; amount: string; reason: string };

export type AdjustTarget =
  | { kind: 'customer'; customerId: number; name: string; balance: string; needPay: string }
  | { kind: 'prepay'; targetType: PrepayAdjustBody['target_type']; targetId: number; name: string; balance: string };

/**
 * 财务调整: a signed amount in cents (typed as text, never a float) with its reason, on a customer's
 * balance or receivable, or on a supplier's or worker's prepayment. The server refuses what would go
 * below zero and tells the other finance staff.
 */
export function AdjustDialog({ target, onClose }: { target: AdjustTarget | null; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const customer = useCustomerAdjustMutation();
  const prepay = usePrepayAdjustMutation();
  const done = (r: { before_amount: string; after_amount: string }) => t('fms_web.adjust_done', { before: r.before_amount, after: r.after_amount });
  const submitCustomer = useFormSubmit(form, customer, { success: done, onDone: onClose });
  const submitPrepay = useFormSubmit(form, prepay, { success: done, onDone: onClose });
  const shape = FinanceAdjustSchema.shape;
  const type = Form.useWatch('type', form) ?? 'balance';

  const handleFinish = (v: Values) => {
    if (!target) return;
    if (target.kind === 'customer') submitCustomer({ customer_id: target.customerId, type: v.type, amount: v.amount.trim(), reason: v.reason });
    else submitPrepay({ target_type: target.targetType, target_id: target.targetId, amount: v.amount.trim(), reason: v.reason });
  };
  const current = target === null ? '' : target.kind === 'customer' && type === 'need_pay' ? target.needPay : target.balance;

  return (
    <Modal
      open={target !== null}
      title={t('fms_web.adjust_title', { name: target?.name ?? '' })}
      okText={t('fms_web.adjust_confirm')}
      cancelText={t('fms_web.cancel')}
      confirmLoading={customer.isPending || prepay.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="finance_adjust" layout="vertical" initialValues={{ type: 'balance', amount: '', reason: '' }} onFinish={handleFinish} preserve={false}>
        <Alert type="info" showIcon title={t('fms_web.adjust_notice')} style={{ marginBottom: 12 }} />
        {target?.kind === 'customer' ? (
          <Form.Item name="type" label={t('fms_web.adjust_type')}>
            <Radio.Group
              options={[
                { value: 'balance', label: t('fms_web.balance') },
                { value: 'need_pay', label: t('fms_web.need_pay') },
              ]}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="amount" label={t('fms_web.adjust_amount')} extra={`${t('fms_web.adjust_amount_hint')} · ${t('fms_web.current', { amount: `¥${current}` })}`} rules={[zodRule(shape.amount)]}>
          <Input prefix="¥" placeholder="-100.00 / 100.00" inputMode="decimal" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="reason" label={t('fms_web.adjust_reason')} rules={[zodRule(shape.reason)]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
