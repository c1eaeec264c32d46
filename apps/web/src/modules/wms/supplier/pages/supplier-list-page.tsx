import { Card, Space, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { SupplierListQuerySchema, type Supplier } from '@tradewind/contract/wms/supplier.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { EnabledCell } from '@/core/list/list-cells';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { usePermission } from '@/core/permission/use-permission';
import { ExportButton } from '@/modules/common';
import { ImportButton, StatusFilter } from '@/modules/system';
import { TwoLineCell, contactCell } from '../../components/two-line-cell';
import { WarehouseStoreSelect } from '../../warehouse/components/warehouse-store-select';
import { supplierKeys, useDeleteSupplierMutation, useSupplierStatusMutation } from '../api/supplier.api';
import { SUPPLIER_ADD_PATH, supplierEditPath, supplierSkuPath } from '../../wms.routes';
import { addressText } from '@tradewind/contract/common/address';

/** /wms/supplier/list: the tenant's suppliers; add and edit open their own page, SKUs the supplier SKU list. */
export function SupplierListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<Supplier>({ keys: supplierKeys, path: '/wms/suppliers', schema: SupplierListQuerySchema, exportPath: '/wms/suppliers/export' });
  const remove = useDeleteSupplierMutation();
  const status = useSupplierStatusMutation();
  const canUpdate = usePermission('wms:supplier:update');
  const canAct = usePermission(['or', 'wms:supplier:update', 'wms:supplier:delete', 'wms:supplier_sku:list']);

  const columns: TableColumnsType<Supplier> = [
    {
      title: t('wms.supplier_name'),
      dataIndex: 'name',
      width: 200,
      fixed: 'left',
      render: (v: string, row) => <TwoLineCell main={v} sub={row.code} />,
    },
    {
      title: t('wms.contact'),
      key: 'contact',
      width: 130,
      render: (_v, row) => contactCell(row),
    },
    { title: t('wms.supplier_address'), key: 'address', width: 200, ellipsis: true, render: (_v, row) => addressText(row.area_string, row.address) || '-' },
    {
      title: t('wms.supplier_settlement'),
      key: 'settlement',
      width: 110,
      render: (_v, row) => (row.settlement_type === 2 ? t('wms.supplier_settlement_period_days', { days: row.settlement_days ?? 0 }) : t('wms.supplier_settlement_cash')),
    },
    { title: t('wms.supplier_stores'), key: 'stores', width: 160, ellipsis: true, render: (_v, row) => (row.stores.length ? row.stores.map((s) => s.name).join('、') : '-') },
    { title: t('wms.supplier_sku_count'), dataIndex: 'sku_count', width: 90, align: 'right' },
    {
      title: t('wms.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: number, row) => (
        <EnabledCell on={v === 1} canChange={canUpdate} label={t('wms.status')} texts={[t('wms.enabled'), t('wms.disabled')]} loading={status.isPending && status.variables.id === row.id} onChange={(on) => status.mutate({ id: row.id, status: on ? 1 : 0 })} />
      ),
    },
  ];
  if (canAct)
    columns.push(
      rowActionsColumn<Supplier>({
        title: t('wms.actions'),
        width: 200,
        fixed: 'right',
        actions: (row) => [
          { permission: 'wms:supplier:update', label: t('wms.edit'), onClick: () => navigate(supplierEditPath(row.id)) },
          { permission: 'wms:supplier_sku:list', label: t('wms.supplier_skus'), onClick: () => navigate(supplierSkuPath(row.id)) },
          { permission: 'wms:supplier:delete', confirm: t('wms.supplier_delete_confirm', { name: row.name }), onDelete: () => remove.mutateAsync(row.id) },
        ],
      }),
    );

  const create = (
    <Space>
      <ExportButton permission="wms:supplier:export" {...list.exportProps} />
      <ImportButton kind="wms.supplier" permission="wms:supplier:create" />
      <CreateButton permission="wms:supplier:create" label={t('wms.supplier_create')} onClick={() => void navigate(SUPPLIER_ADD_PATH)} />
    </Space>
  );
  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="supplier_filters"
        actions={create}
        fields={[
          { name: 'keyword', placeholder: t('wms.supplier_keyword'), width: 220 },
          { name: 'store_id', control: <WarehouseStoreSelect placeholder={t('wms.supplier_store_all')} style={{ width: 160 }} /> },
          { name: 'status', control: <StatusFilter placeholder={t('wms.status_all')} /> },
        ]}
      />
      <ListTable<Supplier> list={list} columns={columns} empty={t('wms.supplier_empty')} scroll={{ x: 1200 }} />
    </Card>
  );
}
