import { Card, Tag, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { WarehouseListQuerySchema, type Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { usePermission } from '@/core/permission/use-permission';
import { StatusFilter } from '@/modules/system';
import { TwoLineCell, contactCell } from '../../components/two-line-cell';
import { useDeleteWarehouseMutation, warehouseKeys } from '../api/warehouse.api';
import { WAREHOUSE_ADD_PATH, locationPath, warehouseEditPath, warehouseManagerPath } from '../../wms.routes';
import { addressText } from '@tradewind/contract/common/address';

const orDash = (v: string | null) => v || '-';

/**
 * /wms/warehouse/list: the warehouses of the current store, or of every store the caller works in; add
 * and edit open their own page, managers theirs.
 */
export function WarehouseListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<Warehouse>({ keys: warehouseKeys, path: '/wms/warehouses', schema: WarehouseListQuerySchema });
  const remove = useDeleteWarehouseMutation();
  const canAct = usePermission(['or', 'wms:warehouse:update', 'wms:warehouse:delete', 'wms:warehouse:manager', 'wms:location:list']);
  const yesNo = (v: number) => (v === 1 ? <Tag color="orange">{t('wms.yes')}</Tag> : <Tag>{t('wms.no')}</Tag>);

  const columns: TableColumnsType<Warehouse> = [
    {
      title: t('wms.warehouse_name'),
      dataIndex: 'name',
      width: 160,
      fixed: 'left',
      render: (v: string, row) => <TwoLineCell main={v} sub={row.code} />,
    },
    { title: t('wms.warehouse_store'), dataIndex: 'store_name', width: 110 },
    { title: t('wms.warehouse_address'), key: 'address', width: 200, ellipsis: true, render: (_v, row) => addressText(row.area_string, row.address) || '-' },
    {
      title: t('wms.contact'),
      key: 'contact',
      width: 120,
      render: (_v, row) => contactCell(row),
    },
    { title: t('wms.managers'), key: 'managers', width: 140, render: (_v, row) => (row.managers.length > 0 ? row.managers.map((m) => m.name).join('、') : '-') },
    { title: t('wms.allow_negative'), dataIndex: 'allow_negative', width: 100, render: yesNo },
    { title: t('wms.default_location'), dataIndex: 'default_location_code', width: 100, render: orDash },
    { title: t('wms.status'), dataIndex: 'status', width: 80, render: (v: number) => (v === 1 ? <Tag color="success">{t('wms.enabled')}</Tag> : <Tag>{t('wms.disabled')}</Tag>) },
  ];
  if (canAct)
    columns.push(
      rowActionsColumn<Warehouse>({
        title: t('wms.actions'),
        width: 220,
        fixed: 'right',
        actions: (row) => [
          { permission: 'wms:warehouse:update', label: t('wms.edit'), onClick: () => navigate(warehouseEditPath(row.id)) },
          { permission: 'wms:warehouse:manager', label: t('wms.managers'), onClick: () => navigate(warehouseManagerPath(row.id)) },
          { permission: 'wms:location:list', label: t('wms.warehouse_locations'), onClick: () => navigate(locationPath(row.id)) },
          { permission: 'wms:warehouse:delete', confirm: t('wms.warehouse_delete_confirm', { name: row.name }), onDelete: () => remove.mutateAsync(row.id) },
        ],
      }),
    );

  const create = <CreateButton permission="wms:warehouse:create" label={t('wms.warehouse_create')} onClick={() => void navigate(WAREHOUSE_ADD_PATH)} />;
  const scopes = [
    { value: 0, label: t('wms.warehouse_scope_current') },
    { value: 1, label: t('wms.warehouse_scope_all') },
  ];
  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="warehouse_filters"
        actions={create}
        fields={[
          { name: 'keyword', placeholder: t('wms.warehouse_keyword'), width: 200 },
          { name: 'all_stores', placeholder: t('wms.warehouse_scope_current'), width: 150, options: scopes },
          { name: 'status', control: <StatusFilter placeholder={t('wms.status_all')} /> },
        ]}
      />
      <ListTable<Warehouse> list={list} columns={columns} empty={t('wms.warehouse_empty')} scroll={{ x: 1200 }} />
    </Card>
  );
}
