import { useState } from 'react';
import { Alert, DatePicker, Form, Input, Modal, Select, Table, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { CrewConflict, LineDetail, StopOrder } from '@tradewind/contract/lms/line.schema';
import { showFieldErrors } from '@/core/form/show-field-errors';
import { useI18n } from '@/core/i18n/use-i18n';
import { useCreateLineMutation, useLineMapQuery, useWaitingOrdersQuery } from '../api/line.api';
import { crewConflictsOf } from './crew-conflicts';
import { formatVolume } from '@tradewind/contract/common/measure';

type Values = { line_date: Dayjs; name?: string; car_id?: number; driver_id?: number; helper_ids?: number[]; departure: Dayjs; remark?: string };

/**
 * Crew choices of a store's day: available cars, drivers and helpers on duty (from the line map's day; a
 * helper who drives is labelled so), and who of a crew is already on another open line of the day.
 */
export function useCrewOptions(date: string) {
  const { t } = useI18n();
  const day = useLineMapQuery(date);
  const workers = day.data?.workers ?? [];
  const cars = (day.data?.cars ?? []).map((c) => ({ value: c.id, label: `${c.plate} · ${c.car_model_name}`, driver: c.default_driver_id }));
  const drivers = workers.filter((w) => w.type !== 2).map((w) => ({ value: w.id, label: w.name }));
  const helpers = workers.map((w) => ({ value: w.id, label: w.type === 2 ? w.name : `${w.name}（${t('lms_line.is_driver')}）` }));
  const conflicts = (crew: { driver_id?: number | null; helper_ids?: number[] | null }, selfId: number | null = null) =>
    crewConflictsOf(day.data?.lines ?? [], crew, selfId, (id) => workers.find((w) => w.id === id)?.name ?? `#${id}`);
  return { cars, drivers, helpers, conflicts };
}

/** The warning before saving (and on the detail after): who of the crew is on another open line of the day. Saving stays allowed. */
export function CrewConflictAlert({ conflicts }: { conflicts: readonly CrewConflict[] }) {
  const { t } = useI18n();
  if (conflicts.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ margin: '8px 0' }}
      data-testid="crew-conflicts"
      message={t('lms_line.crew_conflict_title')}
      description={
        <>
          {conflicts.map((c) => <div key={`${c.worker_id}-${c.line_id}`}>{t('lms_line.crew_conflict', { name: c.worker_name, line: c.line_name ? `${c.line_number}（${c.line_name}）` : c.line_number })}</div>)}
          <div>{t('lms_line.crew_conflict_hint')}</div>
        </>
      }
    />
  );
}

/** 新建线路: the day, car, driver, helpers, departure, and the waiting orders of the day picked for it. */
export function LineFormModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (line: LineDetail) => void }) {
  const { t } = useI18n();
  const [form] = Form.useForm<Values>();
  const date = (Form.useWatch('line_date', form) ?? dayjs().add(1, 'day')).format('YYYY-MM-DD');
  const crew = useCrewOptions(date);
  const conflicts = crew.conflicts({ driver_id: Form.useWatch('driver_id', form), helper_ids: Form.useWatch('helper_ids', form) });
  const waiting = useWaitingOrdersQuery(open ? date : null);
  const [picked, setPicked] = useState<number[]>([]);
  const create = useCreateLineMutation();
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const line = await create.mutateAsync({
        line_date: v.line_date.format('YYYY-MM-DD'),
        name: v.name ?? null,
        car_id: v.car_id,
        driver_id: v.driver_id,
        helper_ids: v.helper_ids ?? [],
        departure: v.departure.format('HH:mm'),
        remark: v.remark ?? null,
        logistics_order_ids: picked,
      });
      setPicked([]);
      form.resetFields();
      onCreated(line);
    } catch (error) {
      showFieldErrors(form, error as Error);
    }
  };
  return (
    <Modal open={open} title={t('lms_line.create')} width={900} onCancel={onClose} onOk={() => void submit()} confirmLoading={create.isPending} okText={t('lms_line.create_ok')} destroyOnHidden>
      <Form form={form} layout="inline" name="line_form" initialValues={{ line_date: dayjs().add(1, 'day'), departure: dayjs('07:00', 'HH:mm') }} style={{ rowGap: 8, marginBottom: 12 }}>
        <Form.Item name="line_date" label={t('lms_line.date')} rules={[{ required: true }]}>
          <DatePicker allowClear={false} disabledDate={(d) => d.isBefore(dayjs(), 'day')} onChange={() => setPicked([])} />
        </Form.Item>
        <Form.Item name="name" label={t('lms_line.name')}>
          <Input maxLength={50} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="departure" label={t('lms_line.departure')} tooltip={t('lms_line.departure_hint')} rules={[{ required: true }]}>
          <TimePicker format="HH:mm" allowClear={false} />
        </Form.Item>
        <Form.Item name="car_id" label={t('lms_line.car')} rules={[{ required: true, message: t('lms_line.car_required') }]}>
          <Select
            options={crew.cars}
            style={{ width: 200 }}
            onChange={(id: number) => {
              const driver = crew.cars.find((c) => c.value === id)?.driver;
              if (driver && !form.getFieldValue('driver_id')) form.setFieldValue('driver_id', driver);
            }}
          />
        </Form.Item>
        <Form.Item name="driver_id" label={t('lms_line.driver')} rules={[{ required: true, message: t('lms_line.driver_required') }]}>
          <Select options={crew.drivers} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="helper_ids" label={t('lms_line.helpers')}>
          <Select mode="multiple" options={crew.helpers} style={{ minWidth: 180 }} />
        </Form.Item>
        <Form.Item name="remark" label={t('lms_line.remark')}>
          <Input maxLength={200} style={{ width: 260 }} />
        </Form.Item>
      </Form>
      <CrewConflictAlert conflicts={conflicts} />
      <Table<StopOrder>
        rowKey="logistics_order_id"
        size="small"
        loading={waiting.isFetching}
        dataSource={waiting.data ?? []}
        pagination={false}
        scroll={{ y: 300 }}
        locale={{ emptyText: t('lms_line.no_waiting') }}
        rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys as number[]) }}
        columns={[
          { title: t('lms_line.customer'), dataIndex: 'customer_name', width: 140 },
          { title: t('lms_line.address'), dataIndex: 'address', ellipsis: true },
          { title: t('lms_line.time_slot'), dataIndex: 'time_slot', width: 110, render: (v: string | null) => v ?? '-' },
          { title: t('lms_line.load'), key: 'load', width: 150, render: (_v, r) => `${r.weight} kg · ${formatVolume(r.volume)} m³` },
        ]}
      />
      <div style={{ marginTop: 8 }}>{t('lms_line.picked', { n: picked.length })}</div>
    </Modal>
  );
}
