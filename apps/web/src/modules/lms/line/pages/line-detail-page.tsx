import { useState } from 'react';
import { HolderOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Form, Input, Modal, Result, Select, Skeleton, Space, Table, TimePicker, Typography, type TableColumnsType } from 'antd';
import { SectionTable } from '@/core/documents/section-table';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import type { LineDetail, LineStop, StopOrder } from '@tradewind/contract/lms/line.schema';
import { LINE_STATES } from '@tradewind/contract/lms/lms.schema';
import { showFieldErrors } from '@/core/form/show-field-errors';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { LocationTag } from '@/core/map/location-tag';
import { Permission } from '@/core/permission/permission';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { linePath, useAddStopsMutation, useLineActionMutation, useLineMapQuery, useLineQuery, useUpdateLineMutation, useWaitingOrdersQuery } from '../api/line.api';
import { differenceText } from '../components/cash-difference';
import { CashUpSection } from '../components/cash-up';
import { DepartedLineModal } from '../components/departed-line-actions';
import { CrewConflictAlert, useCrewOptions } from '../components/line-form-modal';
import { SignInModal, type SignInStop } from '../../logistics-order/components/sign-in-modal';
import { LineLog, LineStatusTag, LoadCell, LockMark, StopArrival, hhmm, km, useDuration } from '../components/line-parts';
import { idParamOf } from '@/core/form/record-form-page';
import '../line.messages';
import { formatVolume } from '@tradewind/contract/common/measure';


/**
 * /lms/line/detail?id=: crew, load, distance, stops in order (drag to reorder, lock, move, remove, add), depart,
 * cancel, print, log; once departed: sign for a stop, take one off or move it, close the line by hand, the cash-up.
 */
export function LineDetailPage() {
  const { t } = useI18n();
  const { message } = useFeedback();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const line = useLineQuery(id);
  const act = useLineActionMutation();
  const duration = useDuration();
  const [dragging, setDragging] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [signing, setSigning] = useState<SignInStop | null>(null);
  // a departed line's stop taken off (a stop) or the line closed by hand (null)
  const [finishing, setFinishing] = useState<{ logistics_order_id: number; logistics_order_no: string } | null | undefined>(undefined);
  const day = useLineMapQuery(line.data?.line_date ?? '', !!line.data && (line.data.status === 1 || line.data.status === 2));
  const can = useDocumentActions(LINE_STATES, line.data?.status ?? -1);
  if (id !== null && line.isPending) return <Skeleton active />;
  if (!line.data) return <Result status="404" title={t('lms_line.not_found')} />;
  const d = line.data;
  const planned = d.status === 1;
  const others = (day.data?.lines ?? []).filter((l) => l.status === 1 && l.id !== d.id);
  const openLines = (day.data?.lines ?? []).filter((l) => (l.status === 1 || l.status === 2) && l.id !== d.id);
  const run = (p: Promise<unknown>, ok = 'lms_line.saved') => p.then(() => message.success(t(ok))).catch(() => undefined);
  const drop = (target: number) => {
    if (dragging === null || dragging === target) return;
    const order = d.stops.map((s) => s.logistics_order_id).filter((x) => x !== dragging);
    order.splice(order.indexOf(target) + (d.stops.findIndex((s) => s.logistics_order_id === dragging) < d.stops.findIndex((s) => s.logistics_order_id === target) ? 1 : 0), 0, dragging);
    setDragging(null);
    void run(act.mutateAsync({ id: d.id, action: 'stops', body: { logistics_order_ids: order } }));
  };
  const columns: TableColumnsType<LineStop> = [
    ...(planned ? [{ key: 'drag', width: 30, render: () => <HolderOutlined style={{ cursor: 'grab', color: '#999' }} /> }] : []),
    { title: t('lms_line.seq'), dataIndex: 'seq', width: 50, render: (v: number, r) => <Space size={4}>{v}<LockMark locked={r.locked} /></Space> },
    { title: t('lms_line.customer'), key: 'customer', width: 170, render: (_v, r) => <><div>{r.customer_name}</div><Typography.Text type="secondary" style={{ fontSize: 12 }}>{r.consignee_name} {r.consignee_phone}</Typography.Text></> },
    { title: t('lms_line.address'), dataIndex: 'address', ellipsis: true, render: (v: string, r) => <>{v} <LocationTag longitude={r.longitude} latitude={r.latitude} source={r.location_source} /></> },
    { title: t('lms_line.time_slot'), dataIndex: 'time_slot', width: 100, render: (v: string | null) => v ?? '-' },
    { title: t('lms_line.arrival'), key: 'arrival', width: 130, render: (_v, r) => <StopArrival stop={r} /> },
    { title: t('lms_line.leg'), key: 'leg', width: 100, render: (_v, r) => `${km(r.distance_m)} · ${Math.round(r.duration_s / 60)}′` },
    { title: t('lms_line.load'), key: 'load', width: 120, render: (_v, r) => `${r.pieces} · ${r.weight} kg` },
    { title: t('lms_line.collect'), dataIndex: 'collect_amount', width: 80, align: 'right' },
    ...(d.status >= 2
      ? [
          { title: t('lms_line.collected'), key: 'collected', width: 110, align: 'right' as const, render: (_v: unknown, r: LineStop) => (r.status === 0 ? '' : <Typography.Text type={differenceText(r).startsWith('-') ? 'danger' : undefined}>{r.collected_amount ?? '0.00'}</Typography.Text>) },
          { title: t('lms_line.stop_status'), dataIndex: 'status', width: 80, render: (v: number) => t(`lms.stop_status.${v}`) },
        ]
      : []),
    // a departed line's pending stops are signed for (or failed) here, as on the sign-in list
    ...(d.status === 2
      ? [{
          title: t('lms_line.actions'),
          key: 'sign',
          width: 170,
          fixed: 'right' as const,
          render: (_v: unknown, r: LineStop) =>
            r.status === 0 ? (
              <Space size={0}>
                <Permission rule="lms:sign_in:create">
                  <Button type="link" onClick={() => setSigning({ stop_id: r.id, logistics_order_no: r.logistics_order_no, customer_name: r.customer_name, address: r.address, collect_amount: r.collect_amount })}>
                    {t('lms_lo.sign')}
                  </Button>
                </Permission>
                <Permission rule="lms:line:take_off">
                  <Button type="link" danger onClick={() => setFinishing({ logistics_order_id: r.logistics_order_id, logistics_order_no: r.logistics_order_no })}>
                    {t('lms_line.take_off')}
                  </Button>
                </Permission>
              </Space>
            ) : null,
        }]
      : []),
    ...(planned
      ? [{
          title: t('lms_line.actions'),
          key: 'actions',
          width: 230,
          fixed: 'right' as const,
          render: (_v: unknown, r: LineStop) => (
            <Permission rule="lms:line:update">
              <Space size={0}>
                <Button type="link" icon={r.locked ? <UnlockOutlined /> : <LockOutlined />} onClick={() => void run(act.mutateAsync({ id: d.id, action: 'lock_stop', body: { logistics_order_id: r.logistics_order_id, locked: r.locked ? 0 : 1 } }))}>
                  {t(r.locked ? 'lms_line.unlock' : 'lms_line.lock')}
                </Button>
                <Select
                  size="small"
                  placeholder={t('lms_line.move_to')}
                  disabled={!!r.locked || others.length === 0}
                  style={{ width: 110 }}
                  value={null}
                  options={others.map((o) => ({ value: o.id, label: o.name ?? o.car_plate ?? o.number }))}
                  onChange={(to: number) => void run(act.mutateAsync({ id: d.id, action: 'move_stop', body: { logistics_order_id: r.logistics_order_id, to_line_id: to } }), 'lms_line.moved')}
                />
                <ConfirmAction title={t('lms_line.remove_confirm')} onConfirm={() => run(act.mutateAsync({ id: d.id, action: 'remove_stop', body: { logistics_order_id: r.logistics_order_id } }))} disabled={!!r.locked}>
                  <Button type="link" danger disabled={!!r.locked}>{t('lms_line.remove')}</Button>
                </ConfirmAction>
              </Space>
            </Permission>
          ),
        }]
      : []),
  ];
  return (
    <Flex vertical gap={12}>
      <Card
        size="small"
        title={<Space>{d.number}<LineStatusTag status={d.status} />{d.name}</Space>}
        extra={
          <Space>
            <Permission rule="lms/line/Print">
              <Button onClick={() => window.open(linePath('print', d.id), '_blank')}>{t('lms_line.print')}</Button>
            </Permission>
            {can.close ? (
              <Button danger onClick={() => setFinishing(null)}>{t('lms_line.close')}</Button>
            ) : null}
            {planned ? (
              <>
                <Permission rule="lms:line:update">
                  <Button onClick={() => setEditing(true)}>{t('lms_line.edit')}</Button>
                </Permission>
                <Permission rule="lms:line:update">
                  <Button onClick={() => setAdding(true)}>{t('lms_line.add_stops')}</Button>
                </Permission>
                {can.cancel ? (
                  <ConfirmAction title={t('lms_line.cancel_confirm')} onConfirm={() => run(act.mutateAsync({ id: d.id, action: 'cancel', body: {} }), 'lms_line.cancelled')}>
                    <Button danger>{t('lms_line.cancel')}</Button>
                  </ConfirmAction>
                ) : null}
                {can.depart ? (
                  <ConfirmAction title={t('lms_line.depart_confirm', { n: d.stop_count })} onConfirm={() => run(act.mutateAsync({ id: d.id, action: 'depart', body: {} }), 'lms_line.departed')}>
                    <Button type="primary" disabled={d.stop_count === 0}>{t('lms_line.depart')}</Button>
                  </ConfirmAction>
                ) : null}
              </>
            ) : null}
          </Space>
        }
      >
        <Descriptions size="small" column={4}>
          <Descriptions.Item label={t('lms_line.date')}>{d.line_date}</Descriptions.Item>
          <Descriptions.Item label={t('lms_line.car')}>{d.car_plate ? `${d.car_plate} · ${d.car_model_name ?? ''}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('lms_line.driver')}>{d.driver_name ? `${d.driver_name} ${d.driver_phone ?? ''}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('lms_line.helpers')}>{d.helper_names.join('、') || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('lms_line.departure')}>
            {hhmm(d.planned_start)}
            {hhmm(d.planned_start) !== d.departure ? <Typography.Text type="secondary">（{t('lms_line.earliest', { time: d.departure })}）</Typography.Text> : null}
            {d.departed_at ? ` (${t('lms_line.departed_at')} ${hhmm(d.departed_at)})` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('lms_line.distance')}>{km(d.distance_m)}（{t('lms_line.return', { km: km(d.return_distance_m) })}）</Descriptions.Item>
          <Descriptions.Item label={t('lms_line.duration')}>{duration(d.duration_s)}</Descriptions.Item>
          <Descriptions.Item label={t('lms_line.collect')}>{d.total_collect}{d.status >= 2 ? ` · ${t('lms_line.collected')} ${d.total_collected}` : ''}</Descriptions.Item>
          <Descriptions.Item label={t('lms_line.load')} span={2}><LoadCell weight={d.total_weight} volume={d.total_volume} weightPct={d.weight_pct} volumePct={d.volume_pct} /></Descriptions.Item>
          <Descriptions.Item label={t('lms_line.stops')}>{d.status >= 2 ? `${d.signed_count + d.failed_count}/${d.stop_count}` : d.stop_count}</Descriptions.Item>
          <Descriptions.Item label={t('lms_line.remark')}>{d.remark ?? '-'}</Descriptions.Item>
        </Descriptions>
        <CrewConflictAlert conflicts={d.crew_conflicts} />
      </Card>
      <SectionTable<LineStop>
        title={t('lms_line.stops_title')}
        extra={planned ? <Typography.Text type="secondary">{t('lms_line.drag_hint')}</Typography.Text> : null}
        rowKey="logistics_order_id"
        rows={d.stops}
        columns={columns}
        scroll={{ x: 1100 }}
        locale={{ emptyText: t('lms_line.no_stops') }}
        onRow={(r) =>
          planned
            ? {
                draggable: true,
                onDragStart: () => setDragging(r.logistics_order_id),
                onDragOver: (e) => e.preventDefault(),
                onDrop: () => drop(r.logistics_order_id),
                'data-testid': `stop-${r.logistics_order_id}`,
              } as React.HTMLAttributes<HTMLElement>
            : {}
        }
      />
      {d.status >= 2 ? <CashUpSection line={d} /> : null}
      <Card size="small" title={t('lms_line.log')}>
        <LineLog logs={d.logs} />
      </Card>
      {adding ? <AddStopsModal line={d} onClose={() => setAdding(false)} /> : null}
      {editing ? <EditLineModal line={d} onClose={() => setEditing(false)} /> : null}
      <SignInModal stop={signing} open={signing !== null} onClose={() => setSigning(null)} />
      {finishing !== undefined ? <DepartedLineModal lineId={d.id} stop={finishing ?? undefined} lines={openLines} onClose={() => setFinishing(undefined)} /> : null}
    </Flex>
  );
}

function AddStopsModal({ line, onClose }: { line: LineDetail; onClose: () => void }) {
  const { t } = useI18n();
  const waiting = useWaitingOrdersQuery(line.line_date);
  const add = useAddStopsMutation();
  const [picked, setPicked] = useState<number[]>([]);
  return (
    <Modal open title={t('lms_line.add_stops')} width={760} onCancel={onClose} okButtonProps={{ disabled: picked.length === 0 }} confirmLoading={add.isPending}
      onOk={() => add.mutateAsync({ id: line.id, ids: picked }).then(onClose).catch(() => undefined)}>
      <Typography.Paragraph type="secondary">{t('lms_line.add_stops_hint')}</Typography.Paragraph>
      <Table<StopOrder>
        rowKey="logistics_order_id"
        size="small"
        pagination={false}
        scroll={{ y: 360 }}
        dataSource={(waiting.data ?? []).filter((o) => o.delivery_date === line.line_date)}
        locale={{ emptyText: t('lms_line.no_waiting') }}
        rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys as number[]) }}
        columns={[
          { title: t('lms_line.customer'), dataIndex: 'customer_name', width: 140 },
          { title: t('lms_line.address'), dataIndex: 'address', ellipsis: true },
          { title: t('lms_line.time_slot'), dataIndex: 'time_slot', width: 110 },
          { title: t('lms_line.load'), key: 'load', width: 140, render: (_v, r) => `${r.weight} kg · ${formatVolume(r.volume)} m³` },
        ]}
      />
    </Modal>
  );
}

function EditLineModal({ line, onClose }: { line: LineDetail; onClose: () => void }) {
  const { t } = useI18n();
  const [form] = Form.useForm();
  const crew = useCrewOptions(line.line_date);
  const conflicts = crew.conflicts({ driver_id: Form.useWatch('driver_id', form), helper_ids: Form.useWatch('helper_ids', form) }, line.id);
  const save = useUpdateLineMutation();
  const submit = async () => {
    const v = (await form.validateFields()) as { name?: string; car_id: number; driver_id: number; helper_ids?: number[]; departure: dayjs.Dayjs; remark?: string };
    try {
      await save.mutateAsync({ id: line.id, name: v.name ?? null, car_id: v.car_id, driver_id: v.driver_id, helper_ids: v.helper_ids ?? [], departure: v.departure.format('HH:mm'), remark: v.remark ?? null });
      onClose();
    } catch (error) {
      showFieldErrors(form, error as Error);
    }
  };
  return (
    <Modal open title={t('lms_line.edit')} onCancel={onClose} onOk={() => void submit()} confirmLoading={save.isPending}>
      <Form form={form} layout="vertical" name="line_edit" initialValues={{ name: line.name, car_id: line.car_id, driver_id: line.driver_id, helper_ids: line.helper_ids, departure: dayjs(line.departure, 'HH:mm'), remark: line.remark }}>
        <Form.Item name="name" label={t('lms_line.name')}><Input maxLength={50} /></Form.Item>
        <Form.Item name="car_id" label={t('lms_line.car')} rules={[{ required: true }]}><Select options={crew.cars} /></Form.Item>
        <Form.Item name="driver_id" label={t('lms_line.driver')} rules={[{ required: true }]}><Select options={crew.drivers} /></Form.Item>
        <Form.Item name="helper_ids" label={t('lms_line.helpers')}><Select mode="multiple" options={crew.helpers} /></Form.Item>
        <Form.Item name="departure" label={t('lms_line.departure')} extra={t('lms_line.departure_hint')} rules={[{ required: true }]}><TimePicker format="HH:mm" allowClear={false} /></Form.Item>
        <Form.Item name="remark" label={t('lms_line.remark')}><Input maxLength={200} /></Form.Item>
      </Form>
      <CrewConflictAlert conflicts={conflicts} />
    </Modal>
  );
}
