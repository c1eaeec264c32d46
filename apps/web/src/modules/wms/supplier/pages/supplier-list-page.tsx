import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Switch, Tag, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { SupplierListQuerySchema, type Supplier } from '@tradewind/contract/wms/supplier.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
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
      render: (v: number, row) =>
        canUpdate ? (
          <Switch
            size="small"
            checked={v === 1}
            aria-label={t('wms.status')}
            loading={status.isPending && status.variables.id === row.id}
            onChange={(on) => status.mutate({ id: row.id, status: on ? 1 : 0 })}
          />
        ) : v === 1 ? <Tag color="success">{t('wms.enabled')}</Tag> : <Tag>{t('wms.disabled')}</Tag>,
    },
  ];
  if (canAct)
    columns.push({
      title: t('wms.actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Permission rule="wms:supplier:update">
            <Button type="link" onClick={() => void navigate(supplierEditPath(row.id))}>{t('wms.edit')}</Button>
          </Permission>
          <Permission rule="wms:supplier_sku:list">
            <Button type="link" onClick={() => void navigate(supplierSkuPath(row.id))}>{t('wms.supplier_skus')}</Button>
          </Permission>
          <Permission rule="wms:supplier:delete">
            <DeleteAction size="middle" title={t('wms.supplier_delete_confirm', { name: row.name })} onDelete={() => remove.mutateAsync(row.id)} />
          </Permission>
        </Space>
      ),
    });

  const create = (
    <Space>
      <Permission rule="wms:supplier:export">
        <ExportButton {...list.exportProps} />
      </Permission>
      <ImportButton kind="wms.supplier" permission="wms:supplier:create" />
      <Permission rule="wms:supplier:create">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(SUPPLIER_ADD_PATH)}>{t('wms.supplier_create')}</Button>
      </Permission>
    </Space>
  );
  return (
    <Card size="small">
      <FilterBar list={list} name="supplier_filters" actions={create}>
        <Form.Item name="keyword">
          <Input placeholder={t('wms.supplier_keyword')} allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="store_id">
          <WarehouseStoreSelect placeholder={t('wms.supplier_store_all')} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="status">
          <StatusFilter placeholder={t('wms.status_all')} />
        </Form.Item>
      </FilterBar>
      <ListTable<Supplier> list={list} columns={columns} empty={t('wms.supplier_empty')} scroll={{ x: 1200 }} />
    </Card>
  );
}
