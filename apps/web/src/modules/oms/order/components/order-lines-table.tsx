import { Table, type TableColumnsType } from 'antd';
import type { OrderItem } from '@tradewind/contract/oms/order.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { SkuNameCell } from '@/modules/pms';
import { OrderPricingSteps } from './order-pricing-steps';
import { PriceSourceTag } from './order-status-tag';

const plain = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** An order's lines on its detail page: ordered in the line's unit, what each pricing rule did, fulfilment (reserved, picked, shipped, refunded) in base units. */
export function OrderLinesTable({ items, split }: { items: OrderItem[]; split: boolean }) {
  const { t } = useI18n();
  const base = (l: OrderItem, v: string) => `${plain(v)} ${l.base_unit_name}`;
  const columns: TableColumnsType<OrderItem> = [
    { title: t('oms_order.sku'), key: 'sku', width: 220, fixed: 'left', render: (_v, l) => <SkuNameCell name={l.name} spec={[l.sku_code, l.spec_text].filter(Boolean).join(' · ')} /> },
    { title: t('oms_order.unit'), key: 'unit', width: 110, render: (_v, l) => (Number(l.ratio) === 1 ? l.unit_name : `${l.unit_name} (${plain(l.ratio)}${l.base_unit_name})`) },
    { title: t('oms_order.qty'), dataIndex: 'qty', width: 80, align: 'right', render: plain },
    { title: t('oms_order.price'), dataIndex: 'price', width: 90, align: 'right' },
    { title: t('oms_order.price_source'), key: 'source', width: 100, render: (_v, l) => <PriceSourceTag source={l.price_source} /> },
    { title: t('oms_order.amount'), dataIndex: 'amount', width: 100, align: 'right' },
    { title: t('oms_order.line_activity'), dataIndex: 'activity_amount', width: 90, align: 'right' },
    { title: t('oms_order.line_coupon'), dataIndex: 'coupon_amount', width: 90, align: 'right' },
    { title: t('oms_order.pricing_steps'), key: 'steps', width: 220, render: (_v, l) => <OrderPricingSteps steps={l.pricing_steps} /> },
    ...(split ? [{ title: t('oms_order.warehouse'), dataIndex: 'warehouse_name', width: 120 }] : []),
    { title: t('oms_order.reserved'), key: 'reserved', width: 100, align: 'right', render: (_v, l) => <span data-testid="line-reserved">{base(l, l.reserved_base_qty)}</span> },
    { title: t('oms_order.picked'), key: 'picked', width: 90, align: 'right', render: (_v, l) => base(l, l.picked_base_qty) },
    { title: t('oms_order.shipped'), key: 'shipped', width: 90, align: 'right', render: (_v, l) => base(l, l.shipped_base_qty) },
    { title: t('oms_order.refunded'), key: 'refunded', width: 90, align: 'right', render: (_v, l) => base(l, l.refunded_base_qty) },
    { title: t('oms_order.line_remark'), dataIndex: 'remark', width: 120, render: (v: string | null) => v ?? '' },
  ];
  return <Table<OrderItem> rowKey="id" size="small" columns={columns} dataSource={items} pagination={false} scroll={{ x: 1700 }} />;
}
