import { Table } from 'antd';
import type { RefundLine } from '@tradewind/contract/oms/order-refund.schema';
import { useI18n } from '@/core/i18n/use-i18n';

const plain = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** A refund's lines: SKU, unit, quantity (and base units), the order's price, amount. */
export function RefundLinesTable({ lines }: { lines: RefundLine[] }) {
  const { t } = useI18n();
  return (
    <Table<RefundLine>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={lines}
      columns={[
        { title: t('oms_refund.sku'), key: 'sku', render: (_v, l) => `${l.sku_code} ${l.sku_name} ${l.spec_text}`.trim() },
        { title: t('oms_refund.unit'), dataIndex: 'unit_name', width: 80 },
        { title: t('oms_refund.qty'), dataIndex: 'qty', width: 120, align: 'right', render: (v: string, l) => (Number(l.ratio) !== 1 ? `${plain(v)}（${plain(l.base_qty)}）` : plain(v)) },
        { title: t('oms_refund.price'), dataIndex: 'price', width: 100, align: 'right' },
        { title: t('oms_refund.amount'), dataIndex: 'amount', width: 110, align: 'right' },
      ]}
    />
  );
}
