import { useState } from 'react';
import { DatePicker, Empty, Modal, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { PickingListQuerySchema, type PickingList, type PickingListDetail } from '@tradewind/contract/wms/picking.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { useList } from '@/core/list/use-list';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { pickingListKeys, useOpenOrdersQuery, usePickingWrite } from '../api/picking.api';
import { PickingDocList } from '../components/picking-doc-list';
import { PickingListStatusTag } from '../components/picking-status-tags';

/** The new-wave dialog: warehouse and delivery date, the orders waiting (all, or the ticked ones). */
function CreateWaveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [warehouseId, setWarehouseId] = useState<number>();
  const [date, setDate] = useState<Dayjs | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const day = date?.format('YYYY-MM-DD');
  const orders = useOpenOrdersQuery(warehouseId, day);
  const create = usePickingWrite<object, PickingListDetail>('post', () => '/wms/picking_list');
  const submit = async () => {
    const wave = await create.mutateAsync({ warehouse_id: warehouseId, delivery_date: day, order_ids: chosen });
    onClose();
    void navigate(`/wms/picking_list/detail?id=${wave.id}`);
  };
  return (
    <Modal open={open} title={t('wms_pick.create')} onCancel={onClose} onOk={() => void submit()} okButtonProps={{ disabled: !orders.data?.length, loading: create.isPending }} width={640} destroyOnHidden>
      <Space style={{ marginBottom: 12 }}>
        <WarehouseSelect placeholder={t('wms_doc.warehouse')} style={{ width: 200 }} value={warehouseId} onChange={(v) => setWarehouseId(v)} />
        <DatePicker placeholder={t('wms_pick.delivery_date')} value={date} onChange={setDate} />
      </Space>
      <Table
        rowKey="order_id"
        size="small"
        pagination={false}
        loading={orders.isFetching}
        dataSource={orders.data ?? []}
        locale={{ emptyText: <Empty description={t('wms_pick.open_orders_none')} /> }}
        rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as number[]) }}
        columns={[
        { title: t('wms_pick.order_no'), dataIndex: 'order_no' },
        { title: t('wms_pick.customer'), dataIndex: 'customer_name' },
        { title: t('wms_doc.line_count'), dataIndex: 'line_count', align: 'right' },
        { title: t('wms_pick.total_qty'), dataIndex: 'total_qty', align: 'right' },
        ]}
      />
    </Modal>
  );
}

/** /wms/picking_list/list: waves with status tabs, number / warehouse / delivery date filters, and the new-wave dialog. */
export function PickingListListPage() {
  const { t } = useI18n();
  const [creating, setCreating] = useState(false);
  const list = useList<PickingList>({ keys: pickingListKeys, path: '/wms/picking_lists', schema: PickingListQuerySchema });
  return (
    <PickingDocList<PickingList>
      list={list}
      statuses={[1, 2, 3]}
      texts="wms_pick"
      action={
        <CreateButton permission="wms:picking_list:create" label={t('wms_pick.create')} onClick={() => setCreating(true)} />
      }
      filterName="picking_list_filters"
      empty={t('wms_pick.empty')}
      columns={[
        { title: t('wms_doc.number'), dataIndex: 'number', width: 170, render: (v: string, r) => <Link to={`/wms/picking_list/detail?id=${r.id}`}>{v}</Link> },
        { title: t('wms_doc.warehouse'), dataIndex: 'warehouse_name', width: 140 },
        { title: t('wms_pick.delivery_date'), dataIndex: 'delivery_date', width: 110 },
        { title: t('wms_pick.orders'), dataIndex: 'order_count', width: 80, align: 'right' },
        { title: t('wms_pick.sku_count'), dataIndex: 'sku_count', width: 80, align: 'right' },
        { title: t('wms_pick.total_qty'), dataIndex: 'total_qty', width: 90, align: 'right' },
        { title: t('wms_pick.picked_qty'), dataIndex: 'picked_qty', width: 90, align: 'right' },
        { title: t('wms_pick.tasks'), key: 'tasks', width: 80, render: (_v, r) => `${r.finished_task_count}/${r.task_count}` },
        { title: t('wms_doc.status'), dataIndex: 'status', width: 90, render: (v: 0 | 1 | 2 | 3) => <PickingListStatusTag status={v} /> },
        { title: t('wms_doc.created_at'), dataIndex: 'created_at', width: 160 },
      ]}
    >
      <CreateWaveDialog open={creating} onClose={() => setCreating(false)} />
    </PickingDocList>
  );
}
