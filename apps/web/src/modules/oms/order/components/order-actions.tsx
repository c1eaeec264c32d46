import { Button, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ORDER_ACTIONS, ORDER_ACTION_PERMISSIONS, type OrderAction } from '@tradewind/contract/oms/order.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { useOrderActionMutation } from '../api/order.api';

const ACTIONS: OrderAction[] = ['audit', 'deliver', 'complete', 'cancel'];

/** The actions an order's state and the member's permissions allow, each behind a confirmation (cancel asks a reason). */
export function OrderActions({ order, size = 'middle' }: { order: { id: number; status: number; number: string }; size?: 'small' | 'middle' }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const act = useOrderActionMutation();
  const [reason, setReason] = useState('');
  const run = async (action: OrderAction, remark?: string) => {
    await act.mutateAsync({ id: order.id, action, remark });
    void message.success(t(`oms_order.done.${action}`));
  };
  return (
    <Space size={0} wrap>
      {ACTIONS.filter((a) => (ORDER_ACTIONS[a].from as readonly number[]).includes(order.status)).map((action) => (
        <Permission key={action} rule={ORDER_ACTION_PERMISSIONS[action]}>
          <Popconfirm
            title={t(`oms_order.confirm.${action}`, { number: order.number })}
            description={
              action === 'cancel' ? <Input.TextArea aria-label={t('oms_order.cancel_reason')} placeholder={t('oms_order.cancel_reason')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} rows={2} /> : undefined
            }
            onConfirm={() => run(action, action === 'cancel' ? reason.trim() || undefined : undefined)}
          >
            <Button type="link" size={size} danger={action === 'cancel'}>{t(`oms_order.action.${action}`)}</Button>
          </Popconfirm>
        </Permission>
      ))}
    </Space>
  );
}
