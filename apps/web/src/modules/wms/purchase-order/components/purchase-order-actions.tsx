import { Button, Input, Space } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PURCHASE_ORDER_MOVES, PURCHASE_ORDER_STATES, type PurchaseOrderAction } from '@tradewind/contract/wms/purchase-order.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { Permission } from '@/core/permission/permission';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { purchaseOrderEditPath, useDeletePurchaseOrderMutation, usePurchaseOrderActionMutation } from '../api/purchase-order.api';

/** States goods are received in: the 入库 action opens a warehousing entry proposing what is still open. */
const RECEIVABLE: readonly number[] = PURCHASE_ORDER_STATES.actions.receive.from;
export const receivePath = (orderId: number) => `/wms/warehousing_entry/add?purchase_order_id=${orderId}`;

/** The buttons the order's state and the member's permissions allow (the contract's PURCHASE_ORDER_STATES): edit, the state actions, receive, delete. */
export function PurchaseOrderActions({ order, onDeleted, size = 'middle' }: { order: { id: number; status: number; number: string }; onDeleted?: () => void; size?: 'small' | 'middle' }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const act = usePurchaseOrderActionMutation();
  const remove = useDeletePurchaseOrderMutation();
  const [reason, setReason] = useState('');
  const can = useDocumentActions(PURCHASE_ORDER_STATES, order.status);
  const run = async (action: PurchaseOrderAction, remark?: string) => {
    await act.mutateAsync({ id: order.id, action, remark });
    void message.success(t(`wms.po_done.${action}`));
  };
  return (
    <Space size={0} wrap>
      {can.update && <Button type="link" size={size} onClick={() => void navigate(purchaseOrderEditPath(order.id))}>{t('wms.edit')}</Button>}
      {PURCHASE_ORDER_MOVES.filter((a) => can[a]).map((action) =>
        action === 'reject' ? (
          <ConfirmAction
            key={action}
            title={t('wms.po_reject_title')}
            description={<Input.TextArea aria-label={t('wms.po_reject_reason')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} rows={2} />}
            okButtonProps={{ disabled: reason.trim() === '' }}
            onConfirm={() => run('reject', reason.trim())}
          >
            <Button type="link" size={size} danger>{t('wms.po_action.reject')}</Button>
          </ConfirmAction>
        ) : (
          <ConfirmAction key={action} title={t(`wms.po_confirm.${action}`, { number: order.number })} onConfirm={() => run(action)}>
            <Button type="link" size={size} danger={action === 'cancel' || action === 'close'}>{t(`wms.po_action.${action}`)}</Button>
          </ConfirmAction>
        ),
      )}
      {RECEIVABLE.includes(order.status) && (
        <Permission rule="wms:warehousing_entry:create">
          <Button type="link" size={size} onClick={() => void navigate(receivePath(order.id))}>{t('wms.po_receive')}</Button>
        </Permission>
      )}
      {can.delete && <DeleteAction size={size} title={t('wms.po_delete_confirm', { number: order.number })} onDelete={async () => { await remove.mutateAsync(order.id); onDeleted?.(); }} />}
    </Space>
  );
}
