import { formatUnitTotals } from '@tradewind/contract/common/unit-totals';
import { Button, Card, Space, Tabs, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { TransferOrderListQuerySchema, type TransferOrder, TRANSFER_ORDER_STATES } from '@tradewind/contract/wms/transfer-order.schema';
import type { QueryParams } from '@/core/http/http-client';
import { startsFrom } from '@tradewind/contract/common/document-states';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { filterTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { ExportButton } from '@/modules/common';
import { TwoLineCell } from '../../components/two-line-cell';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { TRANSFER_EXPORT_PATH, TRANSFER_LIST_PATH, transferOrderKeys, transferPath, useTransferCountsQuery } from '../api/transfer-order.api';
import { TransferStatusTag } from '../components/transfer-parts';

/** /wms/transfer_order/list: status tabs with counts; number, SKU, both warehouses and a date range; export. */
export function TransferOrderListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<TransferOrder>({ keys: transferOrderKeys, path: TRANSFER_LIST_PATH, schema: TransferOrderListQuerySchema, exportPath: TRANSFER_EXPORT_PATH });
  const counts = useTransferCountsQuery(list.query as QueryParams).data;
  const columns: TableColumnsType<TransferOrder> = [
    { title: t('wms_doc.number'), dataIndex: 'number', width: 160, fixed: 'left', render: (v: string, r) => <Link to={transferPath('detail', r.id)}>{v}</Link> },
    { title: t('wms_doc.status'), dataIndex: 'status', width: 90, render: (v: TransferOrder['status']) => <TransferStatusTag status={v} /> },
    {
      title: t('wms_to.route'),
      key: 'route',
      width: 200,
      render: (_v, r) => <TwoLineCell main={`${r.from_warehouse_name} → ${r.to_warehouse_name}`} sub={r.to_store_id === r.store_id ? r.store_name : `${r.store_name} → ${r.to_store_name}`} />,
    },
    { title: t('wms_doc.line_count'), dataIndex: 'line_count', width: 60, align: 'right' },
    { title: t('wms_to.qty'), key: 'total_qty', width: 120, align: 'right', render: (_v, r) => formatUnitTotals(r.unit_totals) },
    {
      title: t('wms_to.progress'),
      key: 'progress',
      width: 140,
      align: 'right',
      render: (_v, r) => (
        <span>
          {r.received_qty} / <Typography.Text type={Number(r.lost_qty) > 0 ? 'danger' : undefined}>{r.lost_qty}</Typography.Text> / <Typography.Text type={Number(r.transit_qty) > 0 ? 'warning' : undefined}>{r.transit_qty}</Typography.Text>
        </span>
      ),
    },
    { title: t('wms_to.value'), dataIndex: 'total_amount', width: 100, align: 'right' },
    { title: t('wms_doc.created_at'), key: 'created', width: 170, render: (_v, r) => <TwoLineCell main={r.created_at} sub={r.created_by_name ?? ''} /> },
    {
      title: t('wms.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" onClick={() => void navigate(transferPath('detail', r.id))}>{t('wms_doc.view')}</Button>
          {startsFrom(TRANSFER_ORDER_STATES, 'update', r.status) ? (
            <Permission rule="wms:transfer_order:update">
              <Button type="link" onClick={() => void navigate(transferPath('edit', r.id))}>{t('wms.edit')}</Button>
            </Permission>
          ) : null}
        </Space>
      ),
    },
  ];
  const tabs = filterTabs(list, { all: t('wms_doc.tab_all'), values: [0, 1, 3, 2, 4], label: (s) => t(`wms.to_status.${s}`), counts: counts ?? {} });
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('wms_doc.number'), width: 170 },
    { name: 'sku_keyword', placeholder: t('wms_to.sku_keyword'), width: 190 },
    { name: 'from_warehouse_id', control: <WarehouseSelect allowClear placeholder={t('wms_to.from_warehouse')} style={{ width: 170 }} /> },
    { name: 'to_warehouse_id', control: <WarehouseSelect allowClear placeholder={t('wms_to.to_warehouse')} style={{ width: 170 }} /> },
    { name: 'dates', placeholder: [t('wms_doc.date_from'), t('wms_doc.date_to')], width: 250 },
  ];
  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="transfer_order_filters"
        actions={
          <Space>
            <ExportButton permission="wms:transfer_order:export" {...list.exportProps} />
            <CreateButton permission="wms:transfer_order:create" label={t('wms_to.create')} onClick={() => void navigate(transferPath('add'))} />
          </Space>
        }
        fields={filters}
      />
      <Tabs {...tabs} />
      <ListTable<TransferOrder> list={list} columns={columns} empty={t('wms_to.empty')} scroll={{ x: 1100 }} />
    </Card>
  );
}
