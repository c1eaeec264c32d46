import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { WarehouseListQuerySchema, type Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
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
    columns.push({
      title: t('wms.actions'),
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Permission rule="wms:warehouse:update">
            <Button type="link" onClick={() => void navigate(warehouseEditPath(row.id))}>{t('wms.edit')}</Button>
          </Permission>
          <Permission rule="wms:warehouse:manager">
            <Button type="link" onClick={() => void navigate(warehouseManagerPath(row.id))}>{t('wms.managers')}</Button>
          </Permission>
          <Permission rule="wms:location:list">
            <Button type="link" onClick={() => void navigate(locationPath(row.id))}>{t('wms.warehouse_locations')}</Button>
          </Permission>
          <Permission rule="wms:warehouse:delete">
            <DeleteAction size="middle" title={t('wms.warehouse_delete_confirm', { name: row.name })} onDelete={() => remove.mutateAsync(row.id)} />
          </Permission>
        </Space>
      ),
    });

  const create = (
    <Permission rule="wms:warehouse:create">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(WAREHOUSE_ADD_PATH)}>{t('wms.warehouse_create')}</Button>
    </Permission>
  );
  return (
    <Card size="small">
      <FilterBar list={list} name="warehouse_filters" actions={create}>
        <Form.Item name="keyword">
          <Input placeholder={t('wms.warehouse_keyword')} allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="all_stores">
          <Select
            placeholder={t('wms.warehouse_scope_current')}
            allowClear
            style={{ width: 150 }}
            options={[
              { value: 0, label: t('wms.warehouse_scope_current') },
              { value: 1, label: t('wms.warehouse_scope_all') },
            ]}
          />
        </Form.Item>
        <Form.Item name="status">
          <StatusFilter placeholder={t('wms.status_all')} />
        </Form.Item>
      </FilterBar>
      <ListTable<Warehouse> list={list} columns={columns} empty={t('wms.warehouse_empty')} scroll={{ x: 1200 }} />
    </Card>
  );
}
