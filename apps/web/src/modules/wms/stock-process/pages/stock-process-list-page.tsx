import { useState } from 'react';
import { Button, Card, Select, Space, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { StockProcessListQuerySchema, type StockProcess, type StockProcessDetail } from '@tradewind/contract/wms/stock-process.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { usePermission } from '@/core/permission/use-permission';
import { ExportButton } from '@/modules/common';
import { StockDocStatusTag } from '../../warehousing-entry/components/stock-doc-status';
import { stockProcessKeys, useRecipesQuery } from '../api/stock-process.api';
import { StockProcessDetailDrawer } from '../components/stock-process-detail';
import { StockProcessFormDrawer } from '../components/stock-process-form';
import { docDatesFilter, docWarehouseFilter } from '../../components/doc-list-filters';
import { StatusTabs, docStatuses } from '../../components/status-tabs';

/**
 * /wms/stock_process/list: status tabs; number, warehouse, recipe, SKU, created-date filters; export;
 * the add / edit form and the detail open as drawers over the list (the detail also from `?id=`).
 */
export function StockProcessListPage() {
  const { t } = useI18n();
  const list = useList<StockProcess>({ keys: stockProcessKeys, path: '/wms/stock_processes', schema: StockProcessListQuerySchema, exportPath: '/wms/stock_processes/export' });
  const [viewing, setViewing] = useState<number | null>(null);
  // ?id= (the stock history's link to a run) opens its detail, also on a page kept alive in its tab
  const [params] = useSearchParams();
  const linked = params.get('id');
  const [seenLink, setSeenLink] = useState<string | null>(null);
  if (linked !== seenLink) {
    setSeenLink(linked);
    if (linked && /^\d+$/.test(linked)) setViewing(Number(linked));
  }
  const [editing, setEditing] = useState<{ doc: StockProcessDetail | null } | null>(null);
  // the recipe filter lists recipes only for those who may follow one (the call needs create or update)
  const recipes = useRecipesQuery(usePermission(['or', 'wms:stock_process:create', 'wms:stock_process:update']));
  const columns: TableColumnsType<StockProcess> = [
    {
      title: t('wms_doc.number'),
      dataIndex: 'number',
      width: 170,
      fixed: 'left',
      render: (v: string, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(row.id)}>
          {v}
        </Button>
      ),
    },
    { title: t('wms_doc.status'), dataIndex: 'status', width: 90, render: (v: 0 | 1 | 2) => <StockDocStatusTag status={v} /> },
    { title: t('wms_doc.warehouse'), dataIndex: 'warehouse_name', width: 140, ellipsis: true },
    { title: t('wms_sp.recipe'), key: 'recipe', width: 200, ellipsis: true, render: (_v, r) => (r.process_name ? `${r.process_name} × ${r.quantity}` : t('wms_sp.recipe_free')) },
    { title: t('wms_sp.lines'), key: 'lines', width: 90, align: 'right', render: (_v, r) => `${r.input_count} / ${r.output_count}` },
    { title: t('wms_sp.input_amount'), dataIndex: 'input_amount', width: 110, align: 'right', render: (v: string, r) => (r.status === 1 ? `¥${v}` : '-') },
    { title: t('wms_sp.loss_actual'), key: 'loss', width: 140, align: 'right', render: (_v, r) => (r.loss_qty === null ? '-' : `${r.loss_qty}${r.loss_unit ?? ''}（${r.actual_loss_rate ?? '-'}%）`) },
    { title: t('wms_doc.created_by'), dataIndex: 'created_by_name', width: 100, render: (v: string | null) => v ?? '-' },
    { title: t('wms_doc.created_at'), dataIndex: 'created_at', width: 160 },
    {
      title: t('wms.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Button type="link" onClick={() => setViewing(row.id)}>{t('wms_doc.view')}</Button>
        </Space>
      ),
    },
  ];
  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <StatusTabs
        list={list}
        {...docStatuses(t)}
        actions={
          <Space>
            <ExportButton permission="wms:stock_process:export" {...list.exportProps} />
            <CreateButton permission="wms:stock_process:create" label={t('wms_sp.create')} onClick={() => setEditing({ doc: null })} />
          </Space>
        }
      />
      <FilterBar
        list={list}
        name="stock_process_filters"
        fields={[
          { name: 'keyword', placeholder: t('wms_doc.number'), width: 170 },
          docWarehouseFilter(t, 160),
          recipes.data && { name: 'process_id', control: <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('wms_sp.recipe')} style={{ width: 180 }} options={recipes.data.map((r) => ({ value: r.id, label: r.name }))} /> },
          { name: 'sku_keyword', placeholder: t('wms_sp.sku_keyword'), width: 160 },
          docDatesFilter(t),
        ]}
      />
      <ListTable<StockProcess> list={list} columns={columns} empty={t('wms_sp.empty')} scroll={{ x: 1300 }} />
      <StockProcessDetailDrawer id={viewing} onClose={() => setViewing(null)} onEdit={(doc) => setEditing({ doc })} />
      <StockProcessFormDrawer
        open={editing !== null}
        doc={editing?.doc ?? null}
        onClose={() => setEditing(null)}
        onSaved={(id) => {
          setEditing(null);
          setViewing(id);
        }}
      />
    </Card>
  );
}
