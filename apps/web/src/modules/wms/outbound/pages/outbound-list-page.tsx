import { formatUnitTotals } from '@tradewind/contract/common/unit-totals';
import { Card, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { OutboundListQuerySchema, type Outbound } from '@tradewind/contract/wms/outbound.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { outboundKeys } from '../../picking/api/picking.api';
import { StockDocStatusTag } from '../../warehousing-entry/components/stock-doc-status';
import { outboundPath } from '../components/outbound-lines';
import { docDatesFilter, docWarehouseFilter } from '../../components/doc-list-filters';
import { StatusTabs, docStatuses } from '../../components/status-tabs';

/** /wms/outbound_delivery_order/list: status tabs, number / type / warehouse / date range. */
export function OutboundListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<Outbound>({ keys: outboundKeys, path: '/wms/outbound_delivery_orders', schema: OutboundListQuerySchema });
  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <StatusTabs
        list={list}
        {...docStatuses(t)}
        actions={<CreateButton permission="wms:outbound_delivery_order:create" label={t('wms_out.create')} onClick={() => void navigate(outboundPath('add'))} />}
      />
      <FilterBar
        list={list}
        name="outbound_filters"
        fields={[
          { name: 'keyword', placeholder: t('wms_out.keyword'), width: 200 },
          { name: 'type', placeholder: t('wms_out.type'), width: 120, options: [1, 2, 3, 4, 5, 6].map((v) => ({ value: v, label: t(`wms_out.type_${v}`) })) },
          docWarehouseFilter(t),
          docDatesFilter(t),
        ]}
      />
      <ListTable<Outbound>
        list={list}
        empty={t('wms_out.empty')}
        scroll={{ x: 1380 }}
        columns={[
          { title: t('wms_doc.number'), dataIndex: 'number', width: 170, render: (v: string, r) => <Link to={outboundPath('detail', r.id)}>{v}</Link> },
          { title: t('wms_out.type'), dataIndex: 'type', width: 90, render: (v: number) => t(`wms_out.type_${v}`) },
          { title: t('wms_doc.warehouse'), dataIndex: 'warehouse_name', width: 140 },
          { title: t('wms_out.order'), key: 'order', width: 220, render: (_v, r) => (r.order_no ? `${r.order_no} ${r.customer_name ?? ''}` : '-') },
          {
            title: t('wms_out.express_info'), key: 'express', width: 180,
            render: (_v, r) => (r.tracking_no ? <Space size={4}>{r.courier_name}{r.tracking_url ? <a href={r.tracking_url} target="_blank" rel="noreferrer">{r.tracking_no}</a> : r.tracking_no}</Space> : '-'),
          },
          { title: t('wms_doc.line_count'), dataIndex: 'line_count', width: 70, align: 'right' },
          { title: t('wms_doc.total_qty'), key: 'total_qty', width: 130, align: 'right', render: (_v, r) => formatUnitTotals(r.unit_totals) },
          { title: t('wms_doc.status'), dataIndex: 'status', width: 90, render: (v: 0 | 1 | 2) => <StockDocStatusTag status={v} /> },
          { title: t('wms_doc.created_at'), dataIndex: 'created_at', width: 160 },
        ]}
      />
    </Card>
  );
}
