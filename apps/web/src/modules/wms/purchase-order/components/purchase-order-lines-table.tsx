import { Table, type TableColumnsType } from 'antd';
import type { PurchaseOrderItem } from '@tradewind/contract/wms/purchase-order.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { SkuNameCell } from '@/modules/pms';

const plain = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** An order's lines as the detail shows them: ordered in the order's unit, received in the SKU's base unit. */
export function PurchaseOrderLinesTable({ items, received = true }: { items: PurchaseOrderItem[]; received?: boolean }) {
  const { t } = useI18n();
  const columns: TableColumnsType<PurchaseOrderItem> = [
    { title: t('wms.po_sku'), key: 'sku', width: 220, render: (_v, l) => <SkuNameCell name={l.name} spec={[l.sku_code, l.spec_text].filter(Boolean).join(' · ')} /> },
    { title: t('wms.po_unit'), key: 'unit', width: 110, render: (_v, l) => (Number(l.ratio) === 1 ? l.unit_name : `${l.unit_name} (${plain(l.ratio)}${l.base_unit_name})`) },
    { title: t('wms.po_qty'), dataIndex: 'qty', width: 90, align: 'right', render: plain },
    { title: t('wms.po_price'), dataIndex: 'price', width: 100, align: 'right' },
    { title: t('wms.po_amount'), dataIndex: 'amount', width: 110, align: 'right' },
  ];
  if (received)
    columns.push({
      title: t('wms.po_received'),
      key: 'received',
      width: 150,
      align: 'right',
      render: (_v, l) => <span data-testid="po-received">{`${plain(l.received_base_qty)} / ${plain(l.base_qty)} ${l.base_unit_name}`}</span>,
    });
  columns.push({ title: t('wms.po_line_remark'), dataIndex: 'remark', width: 140, render: (v: string | null) => v ?? '' });
  return <Table<PurchaseOrderItem> rowKey="id" size="small" columns={columns} dataSource={items} pagination={false} scroll={{ x: 900 }} />;
}
