import { Button, Form, Input, Modal, Space } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useState } from 'react';
import { Link } from 'react-router';
import { REFUND_STATES, REFUND_TYPE, type RefundAction } from '@tradewind/contract/oms/order-refund.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { WarehouseSelect } from '@/modules/wms';
import { refundEditPath, useDeleteRefundMutation, useRefundActionMutation } from '../api/order-refund.api';

type Refund = { id: number; number: string; status: number; type: number };

/**
 * The actions a refund's state, type and the member's permissions allow: edit and delete while pending,
 * audit (confirmed), reject (with a reason), receive (a return: the warehouse the goods go back into),
 * refund (confirmed: the customer's account is credited).
 */
export function RefundActions({ refund, size = 'middle', warehouseId, onDeleted }: { refund: Refund; size?: 'small' | 'middle'; warehouseId?: number | null; onDeleted?: () => void }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const act = useRefundActionMutation();
  const remove = useDeleteRefundMutation();
  const [rejecting, setRejecting] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [reason, setReason] = useState('');
  const [receiveForm] = Form.useForm<{ warehouse_id?: number | null }>();
  const offered = useDocumentActions(REFUND_STATES, refund.status);
  // REFUND_STATES by state and permission; a return is received before it is refunded, a refund-only one takes no goods
  const can = {
    ...offered,
    receive: offered.receive && refund.type === REFUND_TYPE.returnAndRefund,
    refund: offered.refund && !(refund.type === REFUND_TYPE.returnAndRefund && refund.status !== 3),
  };
  const run = async (action: RefundAction, body: Record<string, unknown> = {}) => {
    await act.mutateAsync({ id: refund.id, action, body });
    void message.success(t(`oms_refund.done.${action}`));
  };
  return (
    <Space size={0} wrap>
      {can.update && (
        <Link to={refundEditPath(refund.id)}>
          <Button type="link" size={size}>{t('oms_refund.edit')}</Button>
        </Link>
      )}
      {can.audit && (
        <ConfirmAction title={t('oms_refund.confirm.audit', { number: refund.number })} onConfirm={() => run('audit')}>
          <Button type="link" size={size}>{t('oms_refund.action.audit')}</Button>
        </ConfirmAction>
      )}
      {can.reject && (
        <Button type="link" size={size} danger onClick={() => setRejecting(true)}>{t('oms_refund.action.reject')}</Button>
      )}
      {can.receive && (
        <Button type="link" size={size} onClick={() => setReceiving(true)}>{t('oms_refund.action.receive')}</Button>
      )}
      {can.refund && (
        <ConfirmAction title={t('oms_refund.confirm.refund', { number: refund.number })} onConfirm={() => run('refund')}>
          <Button type="link" size={size}>{t('oms_refund.action.refund')}</Button>
        </ConfirmAction>
      )}
      {can.delete && (
        <DeleteAction size={size} title={t('oms_refund.confirm.delete', { number: refund.number })} onDelete={() => remove.mutateAsync(refund.id)} onDeleted={onDeleted} />
      )}
      <Modal
        open={rejecting}
        title={t('oms_refund.action.reject')}
        okText={t('oms_refund.action.reject')}
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: act.isPending }}
        onCancel={() => setRejecting(false)}
        onOk={async () => {
          await run('reject', { reason: reason.trim() });
          setRejecting(false);
        }}
        destroyOnHidden
      >
        <Input.TextArea aria-label={t('oms_refund.reject_reason')} placeholder={t('oms_refund.reject_reason')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} rows={3} />
      </Modal>
      <Modal
        open={receiving}
        title={t('oms_refund.action.receive')}
        okText={t('oms_refund.action.receive')}
        okButtonProps={{ loading: act.isPending }}
        onCancel={() => setReceiving(false)}
        onOk={async () => {
          await run('receive', { warehouse_id: receiveForm.getFieldValue('warehouse_id') ?? null });
          setReceiving(false);
        }}
        destroyOnHidden
      >
        <Form form={receiveForm} layout="vertical" initialValues={{ warehouse_id: warehouseId ?? undefined }}>
          <Form.Item name="warehouse_id" label={t('oms_refund.receive_warehouse')} extra={t('oms_refund.receive_hint')}>
            <WarehouseSelect placeholder={t('oms_refund.receive_warehouse')} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
