import { DollarOutlined } from '@ant-design/icons';
import { Button, Table, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { TargetReceipt } from '@tradewind/contract/oms/payment-state.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';

/** The receipt note add page with the customer and the order or statement chosen (fms receipt notes read these parameters). */
export const receiveMoneyPath = (customerId: number, target: { order_id: number } | { statement_id: number }) => {
  const [key, id] = Object.entries(target)[0];
  return `/fms/receipt_note/add?customer_id=${customerId}&${key}=${id}`;
};

/** 收款: for those who may make receipt notes, when the order or statement has something open a note may pay. */
export function ReceiveMoneyButton({ customerId, target, size, link }: { customerId: number; target: { order_id: number } | { statement_id: number }; size?: 'small' | 'middle'; link?: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Permission rule="fms:receipt_note:create">
      <Button type={link ? 'link' : 'primary'} size={size} icon={link ? undefined : <DollarOutlined />} data-testid="receive-money" onClick={() => navigate(receiveMoneyPath(customerId, target))}>
        {t('oms.payment.receive')}
      </Button>
    </Permission>
  );
}

/** The receipt notes that paid (or, pending audit, will pay) an order or a statement: number (to its detail), amount, status, date. */
export function TargetReceiptsTable({ receipts }: { receipts: TargetReceipt[] }) {
  const { t } = useI18n();
  return (
    <Table<TargetReceipt>
      rowKey={(r) => `${r.note_id}-${r.amount}`}
      size="small"
      pagination={false}
      dataSource={receipts}
      locale={{ emptyText: t('oms.payment.no_receipts') }}
      data-testid="target-receipts"
      columns={[
        { title: t('oms.payment.receipt_no'), dataIndex: 'number', render: (v: string | null, r) => <Link to={`/fms/receipt_note/detail?id=${r.note_id}`}>{v ?? `#${r.note_id}`}</Link> },
        { title: t('oms.payment.amount'), dataIndex: 'amount', align: 'right', render: (v: string) => `¥${v}` },
        { title: t('oms.payment.status'), dataIndex: 'status', width: 100, render: (v: number) => <Tag color={v === 1 ? 'success' : 'warning'}>{t(`oms.receipt_status.${v}`)}</Tag> },
        { title: t('oms.payment.date'), dataIndex: 'receipt_date', width: 120 },
      ]}
    />
  );
}
