import { useState } from 'react';
import { DatePicker, Form, Input, Modal, Select, Table, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { LineDetail, StopOrder } from '@tradewind/contract/lms/line.schema';
import { showFieldErrors } from '@/core/form/show-field-errors';
import { useI18n } from '@/core/i18n/use-i18n';
import { useCreateLineMutation, useLineMapQuery, useWaitingOrdersQuery } from '../api/line.api';

type Values = { line_date: Dayjs; name?: string; car_id?: number; driver_id?: number; helper_ids?: number[]; departure: Dayjs; remark?: string };

/** Crew choices of a store's day: available cars, drivers and helpers on duty (from the line map's day). */
export function useCrewOptions(date: string) {
  const day = useLineMapQuery(date);
  const cars = (day.data?.cars ?? []).map((c) => ({ value: c.id, label: `${c.plate} · ${c.car_model_name}`, driver: c.default_driver_id }));
  const drivers = (day.data?.workers ?? []).filter((w) => w.type !== 2).map((w) => ({ value: w.id, label: w.name }));
  const helpers = (day.data?.workers ?? []).map((w) => ({ value: w.id, label: w.name }));
  return { cars, drivers, helpers };
}

/** 新建线路: the day, car, driver, helpers, departure, and the waiting orders of the day picked for it. */
export function LineFormModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (line: LineDetail) => void }) {
  const { t } = useI18n();
  const [form] = Form.useForm<Values>();
  const date = (Form.useWatch('line_date', form) ?? dayjs().add(1, 'day')).format('YYYY-MM-DD');
  const crew = useCrewOptions(date);
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
          <DatePicker allowClear={false} onChange={() => setPicked([])} />
        </Form.Item>
        <Form.Item name="name" label={t('lms_line.name')}>
          <Input maxLength={50} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="departure" label={t('lms_line.departure')} rules={[{ required: true }]}>
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
          { title: t('lms_line.load'), key: 'load', width: 150, render: (_v, r) => `${r.weight} kg · ${r.volume} m³` },
        ]}
      />
      <div style={{ marginTop: 8 }}>{t('lms_line.picked', { n: picked.length })}</div>
    </Modal>
  );
}
