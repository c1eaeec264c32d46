import { Button, Input, Space } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ORDER_ACTIONS, ORDER_STATES, type OrderAction } from '@tradewind/contract/oms/order.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { useAllowedActions } from '@/core/permission/use-document-actions';
import { orderEditPath, useOrderActionMutation } from '../api/order.api';

/**
 * The staff actions ORDER_STATES offers in the order's state to the member's permissions: edit (pending audit)
 * opens the order's form; the others run behind a confirmation (cancel asks a reason).
 */
export function OrderActions({ order, size = 'middle' }: { order: { id: number; status: number; number: string }; size?: 'small' | 'middle' }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const act = useOrderActionMutation();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const allowed = useAllowedActions(ORDER_STATES, order.status);
  // the warehouse's and logistics' steps (wave, picked, ship …) have no button
  const actions = allowed.filter((a): a is OrderAction => (ORDER_ACTIONS as readonly string[]).includes(a));
  const run = async (action: OrderAction, remark?: string) => {
    await act.mutateAsync({ id: order.id, action, remark });
    void message.success(t(`oms_order.done.${action}`));
  };
  return (
    <Space size={0} wrap>
      {allowed.includes('update') && (
        <Button type="link" size={size} onClick={() => void navigate(orderEditPath(order.id))}>{t('oms_order.edit')}</Button>
      )}
      {actions.map((action) => (
        <ConfirmAction
          key={action}
          title={t(`oms_order.confirm.${action}`, { number: order.number })}
          description={
            action === 'cancel' ? <Input.TextArea aria-label={t('oms_order.cancel_reason')} placeholder={t('oms_order.cancel_reason')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} rows={2} /> : undefined
          }
          onConfirm={() => run(action, action === 'cancel' ? reason.trim() || undefined : undefined)}
        >
          <Button type="link" size={size} danger={action === 'cancel'}>{t(`oms_order.action.${action}`)}</Button>
        </ConfirmAction>
      ))}
    </Space>
  );
}
