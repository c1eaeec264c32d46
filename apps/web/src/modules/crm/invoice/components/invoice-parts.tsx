import { useState } from 'react';
import { Button, DatePicker, Form, Input, Modal, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { groupDigits } from '@tradewind/contract/common/money';
import { AuditInvoiceSchema, INVOICE_PRINT_PERMISSION, INVOICE_STATES, OpenInvoiceSchema, type Invoice } from '@tradewind/contract/crm/invoice.schema';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useFeedback } from '@/core/feedback/feedback';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { useDeleteInvoiceMutation, useInvoiceActionMutation } from '../api/invoice.api';
import { invoiceAddPath, invoiceEditPath, invoicePrintPath } from '../../crm.routes';

const STATUS_COLORS: Record<number, string> = { 0: 'error', 1: 'default', 2: 'processing', 3: 'warning', 4: 'success' };

export function InvoiceStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={STATUS_COLORS[status]}>{t(`crm.invoice_status_${status}`)}</Tag>;
}

export function InvoiceKindTag({ kind }: { kind: number }) {
  const { t } = useI18n();
  return kind === 2 ? <Tag color="red">{t('crm.invoice_kind_2')}</Tag> : null;
}

type Row = Pick<Invoice, 'id' | 'status' | 'number' | 'amount' | 'kind'>;

/** Reject with a reason (PUT /audit, pass 0). */
function RejectModal({ invoice, onClose }: { invoice: Row; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<{ reason?: string }>();
  const act = useInvoiceActionMutation();
  const submit = useFormSubmit(form, act, { success: t('crm.invoice_status_0'), onDone: onClose });
  return (
    <Modal open title={t('crm_invoice.reject_title', { number: invoice.number })} okText={t('crm_invoice.reject')} okButtonProps={{ danger: true }} onOk={() => form.submit()} confirmLoading={act.isPending} onCancel={onClose} destroyOnHidden>
      <Form form={form} name="crm_invoice_reject" layout="vertical" onFinish={(v) => submit({ id: invoice.id, action: 'audit', pass: 0, reason: v.reason?.trim() })}>
        <Form.Item name="reason" label={t('crm_invoice.reject_reason')} required rules={[{ required: true, whitespace: true, message: t('crm.invoice_reason_required') }, zodRule(AuditInvoiceSchema.shape.reason)]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Open an audited invoice: the tax invoice's number and date, how it was sent (PUT /open). */
function OpenModal({ invoice, onClose }: { invoice: Row; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<{ invoice_no?: string; invoice_date?: Dayjs; express_remark?: string }>();
  const act = useInvoiceActionMutation();
  const submit = useFormSubmit(form, act, { success: t('crm.invoice_status_4'), onDone: onClose });
  return (
    <Modal open title={t('crm_invoice.open_title', { number: invoice.number })} okText={t('crm_invoice.open')} onOk={() => form.submit()} confirmLoading={act.isPending} onCancel={onClose} destroyOnHidden>
      <Form
        form={form}
        name="crm_invoice_open"
        layout="vertical"
        initialValues={{ invoice_date: dayjs() }}
        onFinish={(v) => submit({ id: invoice.id, action: 'open', invoice_no: v.invoice_no?.trim() ?? '', invoice_date: v.invoice_date?.format('YYYY-MM-DD') ?? '', express_remark: v.express_remark?.trim() || null })}
      >
        <Form.Item name="invoice_no" label={t('crm_invoice.invoice_no')} required rules={[{ required: true, message: t('crm.invoice_no_invalid') }, zodRule(OpenInvoiceSchema.shape.invoice_no)]}>
          <Input maxLength={20} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="invoice_date" label={t('crm_invoice.invoice_date')} required rules={[{ required: true, message: t('validation.date_invalid') }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="express_remark" label={t('crm_invoice.express_remark')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * An invoice's actions as INVOICE_STATES offers them to the user: details (in the list), edit, apply, audit,
 * reject (with a reason), open (number and date), reverse in red, delete — confirmed where they book or
 * remove —, print. `onDeleted` after a delete (the detail leaves).
 */
export function InvoiceActions({ invoice, inList, onDeleted }: { invoice: Row; inList?: boolean; onDeleted?: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const act = useInvoiceActionMutation();
  const remove = useDeleteInvoiceMutation();
  const [dialog, setDialog] = useState<'reject' | 'open' | null>(null);
  const can = useDocumentActions(INVOICE_STATES, invoice.status);
  const type = inList ? 'link' : 'default';
  const amount = groupDigits(invoice.amount);
  return (
    <Space size={inList ? 0 : 8} wrap={!inList}>
      {inList ? <Button type="link" onClick={() => void navigate(invoiceEditPath(invoice.id))}>{can.update ? t('crm_invoice.edit') : t('crm_invoice.view')}</Button> : null}
      {can.apply ? (
        <ConfirmAction title={t('crm_invoice.apply_confirm', { number: invoice.number, amount })} onConfirm={() => act.mutateAsync({ id: invoice.id, action: 'apply' })}>
          <Button type={inList ? 'link' : 'primary'} data-testid="invoice-apply">{t('crm_invoice.apply')}</Button>
        </ConfirmAction>
      ) : null}
      {can.audit ? (
        <ConfirmAction title={t('crm_invoice.audit_confirm', { number: invoice.number, amount })} onConfirm={() => act.mutateAsync({ id: invoice.id, action: 'audit', pass: 1 })}>
          <Button type={inList ? 'link' : 'primary'} data-testid="invoice-audit">{t('crm_invoice.audit')}</Button>
        </ConfirmAction>
      ) : null}
      {can.reject ? <Button type={type} danger onClick={() => setDialog('reject')}>{t('crm_invoice.reject')}</Button> : null}
      {can.open ? <Button type={inList ? 'link' : 'primary'} onClick={() => setDialog('open')} data-testid="invoice-open">{t('crm_invoice.open')}</Button> : null}
      {can.red && invoice.kind === 1 ? <Button type={type} onClick={() => void navigate(invoiceAddPath(invoice.id))}>{t('crm_invoice.red')}</Button> : null}
      {can.delete ? (
        <ConfirmAction
          title={t('crm_invoice.delete_confirm', { number: invoice.number })}
          okButtonProps={{ danger: true }}
          onConfirm={async () => {
            await remove.mutateAsync(invoice.id);
            void message.success(t('list.deleted'));
            onDeleted?.();
          }}
        >
          <Button type={type} danger>{t('crm_invoice.delete')}</Button>
        </ConfirmAction>
      ) : null}
      <Permission rule={INVOICE_PRINT_PERMISSION}>
        <Button type={type} onClick={() => window.open(invoicePrintPath(invoice.id), '_blank')} data-testid="invoice-print">{t('crm_invoice.print')}</Button>
      </Permission>
      {dialog === 'reject' ? <RejectModal invoice={invoice} onClose={() => setDialog(null)} /> : null}
      {dialog === 'open' ? <OpenModal invoice={invoice} onClose={() => setDialog(null)} /> : null}
    </Space>
  );
}
