import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Descriptions, Empty, Flex, Form, Input, Modal, Result, Select, Skeleton, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PickingListQuerySchema, type PickingList, type PickingListDetail } from '@tradewind/contract/wms/picking.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { SkuNameCell } from '@/modules/pms';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { pickingListKeys, useOpenOrdersQuery, usePickersQuery, usePickingListQuery, usePickingWrite } from '../api/picking.api';
import { PrintSheet } from '@/core/print/print-sheet';
import { DocumentLogCard } from '@/core/documents/document-log-card';
import { idParamOf } from '@/core/form/record-form-page';

const LIST_COLOR = { 0: 'default', 1: 'warning', 2: 'processing', 3: 'success' } as const;
export function PickingListStatusTag({ status }: { status: 0 | 1 | 2 | 3 }) {
  const { t } = useI18n();
  return <Tag color={LIST_COLOR[status]}>{t(`wms_pick.status_${status}`)}</Tag>;
}
const TASK_COLOR = { 0: 'default', 1: 'warning', 2: 'processing', 3: 'success' } as const;
export function PickingTaskStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={TASK_COLOR[status as 0 | 1 | 2 | 3]}>{t(`wms_task.status_${status}`)}</Tag>;
}

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
  const status = list.query.status as number | undefined;
  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <ListTabs
        activeKey={status === undefined ? 'all' : String(status)}
        onChange={(key) => list.setFilters({ status: key === 'all' ? undefined : Number(key) })}
        items={[{ key: 'all', label: t('wms_doc.tab_all') }, ...[1, 2, 3].map((s) => ({ key: String(s), label: t(`wms_pick.status_${s}`) }))]}
        actions={
          <Permission rule="wms:picking_list:create">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>{t('wms_pick.create')}</Button>
          </Permission>
        }
      />
      <FilterBar list={list} name="picking_list_filters">
        <Form.Item name="keyword">
          <Input placeholder={t('wms_doc.number')} allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="warehouse_id">
          <WarehouseSelect allowClear placeholder={t('wms_doc.warehouse')} style={{ width: 180 }} />
        </Form.Item>
      </FilterBar>
      <ListTable<PickingList>
        list={list}
        empty={t('wms_pick.empty')}
        scroll={{ x: 1100 }}
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
      />
      <CreateWaveDialog open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}

/** /wms/picking_list/detail?id=: the wave's lines in walking order (tick unassigned ones, give them to a picker), its orders with their outbounds, its tasks, its log. */
export function PickingListDetailPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const wave = usePickingListQuery(id);
  const pickers = usePickersQuery();
  const [ticked, setTicked] = useState<number[]>([]);
  // 'staff:3' or 'worker:7': a staff picker or a logistics worker (wms README "Picking")
  const [pickerId, setPickerId] = useState<string>();
  const assign = usePickingWrite<object, { id: number }>('post', () => '/wms/picking_task');
  const makeOne = usePickingWrite<{ unit: number }, { id: number }>('post', () => '/wms/outbound_delivery_order', (b) => ({ type: 1, picking_unit_id: b.unit }));
  const makeAll = usePickingWrite<{ id: number }, { ids: number[] }>('post', (b) => `/wms/picking_list/${b.id}/outbound`, () => ({}));
  if (id !== null && wave.isPending) return <Skeleton active />;
  if (!wave.data) return <Result status="404" title={t('wms_pick.not_found')} />;
  const d = wave.data;
  const open = d.items.filter((i) => i.task_id === null).map((i) => i.id);
  const handleAssign = async () => {
    const [kind, pid] = (pickerId ?? '').split(':');
    await assign.mutateAsync({ list_id: d.id, [kind === 'worker' ? 'worker_id' : 'picker_id']: Number(pid), item_ids: ticked });
    setTicked([]);
  };
  return (
    <Flex vertical gap={12}>
      <Card
        size="small"
        title={<Space><span>{d.number}</span><PickingListStatusTag status={d.status} /></Space>}
        extra={
          <Space>
            {d.units.some((u) => u.outbound_id === null && u.status !== 3) ? (
              <Permission rule="wms:outbound_delivery_order:create">
                <Button onClick={() => void makeAll.mutateAsync({ id: d.id })} loading={makeAll.isPending}>{t('wms_pick.make_outbounds')}</Button>
              </Permission>
            ) : null}
            <Button onClick={() => window.open(`/wms/picking_list/print?id=${d.id}`, '_blank')}>{t('wms_doc.print')}</Button>
            <Button onClick={() => void navigate('/wms/picking_list/list')}>{t('form.back')}</Button>
          </Space>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('wms_doc.warehouse')}>{d.warehouse_name}</Descriptions.Item>
          <Descriptions.Item label={t('wms_pick.delivery_date')}>{d.delivery_date}</Descriptions.Item>
          <Descriptions.Item label={t('wms_pick.orders')}>{d.order_count}</Descriptions.Item>
          <Descriptions.Item label={t('wms_pick.total_qty')}>{d.total_qty}</Descriptions.Item>
          <Descriptions.Item label={t('wms_pick.picked_qty')}>{d.picked_qty}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.created_by')}>{`${d.created_by_name ?? '-'} ${d.created_at}`}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        size="small"
        title={t('wms_pick.lines')}
        extra={
          open.length ? (
            <Permission rule="wms:picking_task:create">
              <Space>
                <span>{t('wms_pick.assign_hint')}</span>
                <Select data-testid="picker-select" placeholder={t('wms_pick.picker')} style={{ width: 160 }} value={pickerId} onChange={setPickerId} options={(pickers.data ?? []).map((p) => ({ value: `${p.kind}:${p.id}`, label: p.kind === 'worker' ? `${p.name} · ${t('wms_pick.picker_worker')}` : p.name }))} />
                <Button type="primary" disabled={!ticked.length || !pickerId} loading={assign.isPending} onClick={() => void handleAssign()}>{t('wms_pick.assign')}</Button>
              </Space>
            </Permission>
          ) : null
        }
      >
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={d.items}
          rowSelection={open.length ? { selectedRowKeys: ticked, onChange: (k) => setTicked(k as number[]), getCheckboxProps: (r) => ({ disabled: r.task_id !== null }) } : undefined}
          columns={[
            { title: t('wms_pick.location'), dataIndex: 'location_code', width: 100 },
            { title: t('wms_doc.sku'), key: 'sku', render: (_v, l) => <SkuNameCell name={l.sku_name} spec={[l.sku_code, l.spec_text].filter(Boolean).join(' · ')} /> },
            { title: t('wms_pick.qty'), key: 'qty', width: 100, align: 'right', render: (_v, l) => `${l.qty} ${l.unit_name}` },
            { title: t('wms_pick.picked'), dataIndex: 'picked_qty', width: 90, align: 'right', render: (v: string | null) => v ?? '-' },
            {
              title: t('wms_pick.task'),
              key: 'task',
              width: 220,
              render: (_v, l) => (l.task_id ? <Link to={`/wms/picking_task/detail?id=${l.task_id}`}>{`${l.task_number} · ${l.picker_name}`}</Link> : <Tag>{t('wms_pick.unassigned')}</Tag>),
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('wms_pick.units')}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={d.units}
          expandable={{
            expandedRowRender: (u) => (
              <Table
                rowKey="order_item_id"
                size="small"
                pagination={false}
                dataSource={u.lines}
                columns={[
                  { title: t('wms_doc.sku'), key: 'sku', render: (_v, l) => <SkuNameCell name={l.sku_name} spec={[l.sku_code, l.spec_text].filter(Boolean).join(' · ')} /> },
                  { title: t('wms_pick.ordered'), dataIndex: 'ordered_qty', align: 'right' },
                  { title: t('wms_pick.picked'), dataIndex: 'picked_qty', align: 'right', render: (v: string | null) => v ?? '-' },
                ]}
              />
            ),
          }}
          columns={[
            { title: t('wms_pick.order_no'), dataIndex: 'order_no', render: (v: string, u) => <Link to={`/oms/order/detail?id=${u.order_id}`}>{v}</Link> },
            { title: t('wms_pick.customer'), dataIndex: 'customer_name' },
            { title: t('wms_doc.status'), dataIndex: 'status', render: (v: number) => t(`wms_pick.unit_${v}`) },
            {
              title: t('wms_pick.outbound'),
              key: 'outbound',
              render: (_v, u) =>
                u.outbound_id ? (
                  <Link to={`/wms/outbound_delivery_order/detail?id=${u.outbound_id}`}>{u.outbound_number}</Link>
                ) : u.status !== 3 ? (
                  <Permission rule="wms:outbound_delivery_order:create">
                    <Button
                      type="link"
                      onClick={async () => {
                        const out = await makeOne.mutateAsync({ unit: u.id });
                        void navigate(`/wms/outbound_delivery_order/detail?id=${out.id}`);
                      }}
                    >
                      {t('wms_pick.make_outbound')}
                    </Button>
                  </Permission>
                ) : (
                  '-'
                ),
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('wms_pick.tasks')}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={d.tasks}
          columns={[
            { title: t('wms_doc.number'), dataIndex: 'number', render: (v: string, r) => <Link to={`/wms/picking_task/detail?id=${r.id}`}>{v}</Link> },
            { title: t('wms_pick.picker'), dataIndex: 'picker_name' },
            { title: t('wms_doc.line_count'), dataIndex: 'line_count', align: 'right' },
            { title: t('wms_pick.qty'), dataIndex: 'total_qty', align: 'right' },
            { title: t('wms_pick.picked'), dataIndex: 'picked_qty', align: 'right' },
            { title: t('wms_doc.status'), dataIndex: 'status', render: (v: number) => <PickingTaskStatusTag status={v} /> },
          ]}
        />
      </Card>
      <DocumentLogCard logs={d.logs} action={(l) => t(`wms_pick.action_${l.action}`)} />
    </Flex>
  );
}

/** /wms/picking_list/print?id= (print layout): the wave's lines in walking order, with the number as Code 128. */
export function PickingListPrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const wave = usePickingListQuery(id);
  if (id !== null && wave.isPending) return <Skeleton active />;
  if (!wave.data) return <Empty description={t('wms_pick.not_found')} />;
  const d = wave.data;
  return (
    <PrintSheet wide testId="picking-list-print" title={t('wms_pick.list_title')} number={d.number} meta={[[t('wms_doc.warehouse'), d.warehouse_name], [t('wms_pick.delivery_date'), d.delivery_date], [t('wms_task.orders'), d.units.map((u) => `${u.order_no} ${u.customer_name}`).join('；')]]} signatures={[`${t('wms_doc.sign_maker')}: ${d.created_by_name ?? ''}`, `${t('wms_task.sign_picker')}:`, `${t('wms_task.sign_checker')}:`]}>
        <Table
          rowKey="id"
          size="small"
          bordered
          pagination={false}
          dataSource={d.items}
          columns={[
            { title: '#', key: 'i', width: 40, render: (_v, _r, i) => i + 1 },
            { title: t('wms_pick.location'), dataIndex: 'location_code', width: 90 },
            { title: t('wms_doc.sku'), key: 'sku', render: (_v, l) => `${l.sku_name} ${l.spec_text} (${l.sku_code})` },
            { title: t('wms_pick.qty'), key: 'qty', width: 90, align: 'right', render: (_v, l) => `${l.qty} ${l.unit_name}` },
            { title: t('wms_pick.picker'), dataIndex: 'picker_name', width: 90, render: (v: string | null) => v ?? '' },
            { title: t('wms_pick.picked'), key: 'picked', width: 80 },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>{t('wms_doc.total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">{d.total_qty}</Table.Summary.Cell>
              <Table.Summary.Cell index={4} colSpan={2} />
            </Table.Summary.Row>
          )}
        />
    </PrintSheet>
  );
}
