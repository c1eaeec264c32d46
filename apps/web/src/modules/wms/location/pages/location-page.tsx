import { useEffect, useState } from 'react';
import { AppstoreAddOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { LocationListQuerySchema, type Location } from '@tradewind/contract/wms/location.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { StatusFilter } from '@/modules/system';
import { useSetDefaultLocationMutation, useWarehouseOptionsQuery } from '../../warehouse/api/warehouse.api';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { locationKeys, useDeleteLocationMutation } from '../api/location.api';
import { LocationBatchModal } from '../components/location-batch-modal';
import { LocationFormModal } from '../components/location-form-modal';
import { locationTypeOptions } from '../components/location-type';

// The page opens before a warehouse is chosen: the address may lack warehouse_id (the API needs it).
const PageQuerySchema = LocationListQuerySchema.partial({ warehouse_id: true });

type Dialog = { kind: 'form'; location: Location | null } | { kind: 'batch' } | null;

/** /wms/stock/location: a warehouse's locations; one by one, by a code pattern, and its default location. */
export function LocationPage() {
  const { t } = useI18n();
  const { message } = useFeedback();
  const warehouses = useWarehouseOptionsQuery();
  const list = useList<Location, typeof PageQuerySchema>({ keys: locationKeys, path: '/wms/locations', schema: PageQuerySchema, enabled: (q) => q.warehouse_id !== undefined });
  const warehouseId = list.query.warehouse_id;
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteLocationMutation();
  const setDefault = useSetDefaultLocationMutation();
  const canAct = usePermission(['or', 'wms:location:update', 'wms:location:delete']);

  // No warehouse in the address: the first one.
  const first = warehouses.data?.[0]?.id;
  useEffect(() => {
    if (warehouseId === undefined && first !== undefined) list.setFilters({ warehouse_id: first });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the warehouses arrive, not on every render
  }, [warehouseId, first]);

  const makeDefault = (row: Location, on: boolean) =>
    setDefault.mutate({ warehouseId: row.warehouse_id, locationId: on ? row.id : null }, { onSuccess: () => void message.success(t('wms.location_default_saved')) });

  const columns: TableColumnsType<Location> = [
    {
      title: t('wms.location_code'),
      dataIndex: 'code',
      width: 140,
      render: (v: string, row) => (
        <Space size={6}>
          {v}
          {row.is_default ? <Tag color="gold">{t('wms.location_is_default')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('wms.location_zone'), dataIndex: 'zone', width: 100, render: (v: string | null) => v || '-' },
    { title: t('wms.location_type'), dataIndex: 'type', width: 100, render: (v: number) => t(`wms.location_type_${v}`) },
    { title: t('wms.location_on_hand'), dataIndex: 'on_hand', width: 100, align: 'right' },
    { title: t('wms.status'), dataIndex: 'status', width: 80, render: (v: number) => (v === 1 ? <Tag color="success">{t('wms.enabled')}</Tag> : <Tag>{t('wms.disabled')}</Tag>) },
    { title: t('wms.sort'), dataIndex: 'sort', width: 70, align: 'right' },
    { title: t('wms.created_at'), dataIndex: 'created_at', width: 160 },
  ];
  if (canAct)
    columns.push({
      title: t('wms.actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Permission rule="wms:location:update">
            <Button type="link" onClick={() => setDialog({ kind: 'form', location: row })}>{t('wms.edit')}</Button>
          </Permission>
          <Permission rule="wms:location:update">
            <Button type="link" disabled={setDefault.isPending || (!row.is_default && row.status !== 1)} onClick={() => makeDefault(row, !row.is_default)}>
              {t(row.is_default ? 'wms.location_unset_default' : 'wms.location_set_default')}
            </Button>
          </Permission>
          <Permission rule="wms:location:delete">
            <DeleteAction size="middle" title={t('wms.location_delete_confirm', { code: row.code })} onDelete={() => remove.mutateAsync(row.id)} />
          </Permission>
        </Space>
      ),
    });

  const actions = (
    <Permission rule="wms:location:create">
      <Space>
        <Button icon={<AppstoreAddOutlined />} disabled={warehouseId === undefined} onClick={() => setDialog({ kind: 'batch' })}>{t('wms.location_batch')}</Button>
        <Button type="primary" icon={<PlusOutlined />} disabled={warehouseId === undefined} onClick={() => setDialog({ kind: 'form', location: null })}>{t('wms.location_create')}</Button>
      </Space>
    </Permission>
  );

  return (
    <Card size="small">
      <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
        <label htmlFor="location_warehouse">{t('wms.location_warehouse')}</label>
        <WarehouseSelect id="location_warehouse" value={warehouseId} onChange={(id) => list.setFilters({ warehouse_id: id })} placeholder={t('wms.location_choose_warehouse')} style={{ width: 260 }} />
      </Flex>
      {warehouses.isSuccess && warehouses.data.length === 0 ? (
        <Empty description={t('wms.location_no_warehouse')} />
      ) : (
        <>
          <FilterBar list={list} name="location_filters" actions={actions}>
            <Form.Item name="keyword">
              <Input placeholder={t('wms.location_keyword')} allowClear style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="zone">
              <Input placeholder={t('wms.location_zone')} allowClear style={{ width: 120 }} />
            </Form.Item>
            <Form.Item name="type">
              <Select placeholder={t('wms.location_type_all')} allowClear style={{ width: 120 }} options={locationTypeOptions(t)} />
            </Form.Item>
            <Form.Item name="status">
              <StatusFilter placeholder={t('wms.status_all')} />
            </Form.Item>
          </FilterBar>
          <ListTable<Location> list={list} columns={columns} empty={t(warehouseId === undefined ? 'wms.location_choose_warehouse' : 'wms.location_empty')} scroll={{ x: 1000 }} />
        </>
      )}
      {dialog?.kind === 'form' && warehouseId !== undefined ? <LocationFormModal warehouseId={warehouseId} location={dialog.location} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'batch' && warehouseId !== undefined ? <LocationBatchModal warehouseId={warehouseId} onClose={() => setDialog(null)} /> : null}
    </Card>
  );
}
