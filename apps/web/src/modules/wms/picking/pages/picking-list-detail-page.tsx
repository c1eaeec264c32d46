import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Result, Select, Skeleton, Space, Table, Tag } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { SkuNameCell } from '@/modules/pms';
import { usePickersQuery, usePickingListQuery, usePickingWrite } from '../api/picking.api';
import { DocumentLogCard } from '@/core/documents/document-log-card';
import { idParamOf } from '@/core/form/record-form-page';
import { PickingListStatusTag, PickingTaskStatusTag } from '../components/picking-status-tags';

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
