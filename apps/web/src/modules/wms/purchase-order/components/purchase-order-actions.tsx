import { Button, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PURCHASE_ORDER_ACTIONS, PURCHASE_ORDER_ACTION_PERMISSIONS, type PurchaseOrderAction } from '@tradewind/contract/wms/purchase-order.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { Permission } from '@/core/permission/permission';
import { purchaseOrderEditPath, useDeletePurchaseOrderMutation, usePurchaseOrderActionMutation } from '../api/purchase-order.api';

const ORDER: PurchaseOrderAction[] = ['submit', 'audit', 'reject', 'close', 'cancel'];

/** The buttons an order's state and the member's permissions allow: edit and delete (drafts), then the state actions. */
export function PurchaseOrderActions({ order, onDeleted, size = 'middle' }: { order: { id: number; status: number; number: string }; onDeleted?: () => void; size?: 'small' | 'middle' }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const act = usePurchaseOrderActionMutation();
  const remove = useDeletePurchaseOrderMutation();
  const [reason, setReason] = useState('');
  const run = async (action: PurchaseOrderAction, remark?: string) => {
    await act.mutateAsync({ id: order.id, action, remark });
    void message.success(t(`wms.po_done.${action}`));
  };
  return (
    <Space size={0} wrap>
      {order.status === 0 && (
        <Permission rule="wms:purchase_order:update">
          <Button type="link" size={size} onClick={() => void navigate(purchaseOrderEditPath(order.id))}>{t('wms.edit')}</Button>
        </Permission>
      )}
      {ORDER.filter((a) => (PURCHASE_ORDER_ACTIONS[a].from as readonly number[]).includes(order.status)).map((action) => (
        <Permission key={action} rule={PURCHASE_ORDER_ACTION_PERMISSIONS[action]}>
          {action === 'reject' ? (
            <Popconfirm
              title={t('wms.po_reject_title')}
              description={<Input.TextArea aria-label={t('wms.po_reject_reason')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} rows={2} />}
              okButtonProps={{ disabled: reason.trim() === '' }}
              onConfirm={() => run('reject', reason.trim())}
            >
              <Button type="link" size={size} danger>{t('wms.po_action.reject')}</Button>
            </Popconfirm>
          ) : (
            <Popconfirm title={t(`wms.po_confirm.${action}`, { number: order.number })} onConfirm={() => run(action)}>
              <Button type="link" size={size} danger={action === 'cancel' || action === 'close'}>{t(`wms.po_action.${action}`)}</Button>
            </Popconfirm>
          )}
        </Permission>
      ))}
      {order.status === 0 && (
        <Permission rule="wms:purchase_order:delete">
          <DeleteAction size={size} title={t('wms.po_delete_confirm', { number: order.number })} onDelete={async () => { await remove.mutateAsync(order.id); onDeleted?.(); }} />
        </Permission>
      )}
    </Space>
  );
}
