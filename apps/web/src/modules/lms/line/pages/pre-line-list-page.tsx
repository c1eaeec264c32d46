import { useState } from 'react';
import { ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Form, Input, InputNumber, Modal, Select, Skeleton, Space, Tag, TimePicker, Tooltip, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { DEFAULT_DEPARTURE, PreLineListQuerySchema, type PreLine } from '@tradewind/contract/lms/line.schema';
import { showFieldErrors } from '@/core/form/show-field-errors';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { CustomerSelect } from '@/modules/crm';
import { PRE_LINE_LIST_PATH, linePath, preLineKeys, useCreateLineMutation, useDeletePreLineMutation, useLineMapQuery, useSavePreLineMutation } from '../api/line.api';
import { AreaEditor } from '../components/area-editor';
import { useCrewOptions } from '../components/line-form-modal';
import { defaultLineDay } from '../components/map-day';
import '../line.messages';

/** /lms/pre_line/list: standing routes — area, usual customers in order, usual car and crew; build a day's line from one. */
export function PreLineListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<PreLine>({ keys: preLineKeys, path: PRE_LINE_LIST_PATH, schema: PreLineListQuerySchema });
  const remove = useDeletePreLineMutation();
  const [editing, setEditing] = useState<PreLine | 'new' | null>(null);
  const [building, setBuilding] = useState<PreLine | null>(null);
  const columns: TableColumnsType<PreLine> = [
    { title: t('lms_pre.name'), dataIndex: 'name', width: 140 },
    { title: t('lms_pre.area'), key: 'area', width: 200, render: (_v, r) => <Space>{r.area_description ?? '-'}{r.area ? <Tag>{t('lms_pre.polygon', { n: r.area.length - 1 })}</Tag> : null}</Space> },
    { title: t('lms_pre.customers'), key: 'customers', render: (_v, r) => r.customers.map((c, i) => `${i + 1}. ${c.name}`).join('  ') || '-' },
    { title: t('lms_line.car'), dataIndex: 'car_plate', width: 100, render: (v: string | null) => v ?? '-' },
    { title: t('lms_line.driver'), key: 'crew', width: 150, render: (_v, r) => [r.driver_name, ...r.helper_names].filter(Boolean).join('、') || '-' },
    { title: t('lms_pre.status'), dataIndex: 'status', width: 70, render: (v: number) => <Tag color={v ? 'green' : 'default'}>{t(v ? 'lms_pre.on' : 'lms_pre.off')}</Tag> },
    rowActionsColumn<PreLine>({
      title: t('lms_line.actions'),
      width: 230,
      actions: (r) => [
        <Permission key="build" rule="lms:line:create">
          <Tooltip title={t('lms_pre.build_hint')}>
            <Button type="link" disabled={!r.status || !r.car_id || !r.driver_id} onClick={() => setBuilding(r)}>
              {t('lms_pre.build')}
            </Button>
          </Tooltip>
        </Permission>,
        { permission: 'lms:pre_line:update', label: t('lms_line.edit'), onClick: () => setEditing(r) },
        { permission: 'lms:pre_line:delete', label: t('lms_pre.delete'), danger: true, confirm: t('lms_pre.delete_confirm', { name: r.name }), onClick: () => remove.mutateAsync(r.id) },
      ],
    }),
  ];
  const statuses = [
    { value: 1, label: t('lms_pre.on') },
    { value: 0, label: t('lms_pre.off') },
  ];
  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="pre_line_filters"
        actions={<CreateButton permission="lms:pre_line:create" label={t('lms_pre.create')} onClick={() => setEditing('new')} />}
        fields={[
          { name: 'keyword', placeholder: t('lms_pre.keyword'), width: 180 },
          { name: 'status', placeholder: t('lms_pre.status'), width: 100, options: statuses },
        ]}
      />
      <ListTable<PreLine> list={list} columns={columns} empty={t('lms_pre.empty')} scroll={{ x: 1100 }} />
      {editing ? <PreLineModal preLine={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {building ? <BuildLineModal preLine={building} onClose={() => setBuilding(null)} onBuilt={(id) => void navigate(linePath('detail', id))} /> : null}
    </Card>
  );
}

/**
 * 生成线路: the day (at first the next day with waiting orders, else tomorrow; never a day gone by — the
 * server refuses one too) and the departure of the line a pre-line makes.
 */
function BuildLineModal({ preLine, onClose, onBuilt }: { preLine: PreLine; onClose: () => void; onBuilt: (lineId: number) => void }) {
  const { t } = useI18n();
  const [form] = Form.useForm<{ line_date: Dayjs; departure: Dayjs }>();
  const build = useCreateLineMutation();
  const today = dayjs().format('YYYY-MM-DD');
  const canReadMap = usePermission('lms:line_map:index');
  const day = useLineMapQuery(today, canReadMap);
  const ready = !canReadMap || !day.isPending;
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const line = await build.mutateAsync({ pre_line_id: preLine.id, line_date: v.line_date.format('YYYY-MM-DD'), departure: v.departure.format('HH:mm') });
      onBuilt(line.id);
    } catch (error) {
      showFieldErrors(form, error as Error);
    }
  };
  return (
    <Modal open title={t('lms_pre.build_title', { name: preLine.name })} onCancel={onClose} onOk={() => void submit()} confirmLoading={build.isPending} okButtonProps={{ disabled: !ready }}>
      {ready ? (
        <Form form={form} layout="vertical" name="pre_line_build" initialValues={{ line_date: dayjs(defaultLineDay(today, day.data?.next_waiting_date)), departure: dayjs(DEFAULT_DEPARTURE, 'HH:mm') }}>
          <Form.Item name="line_date" label={t('lms_line.date')} extra={t('lms_pre.build_date_hint')} rules={[{ required: true }]}>
            <DatePicker allowClear={false} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item name="departure" label={t('lms_line.departure')} extra={t('lms_line.departure_hint')} rules={[{ required: true }]}>
            <TimePicker format="HH:mm" allowClear={false} />
          </Form.Item>
        </Form>
      ) : <Skeleton active paragraph={{ rows: 2 }} />}
    </Modal>
  );
}

type Values = { name: string; area_description?: string; area?: Array<[number, number]> | null; customer_ids: Array<number | null>; car_id?: number; driver_id?: number; helper_ids?: number[]; status: 0 | 1; sort: number; remark?: string };

/** The usual customers in their order: each a customer picker, moved up or taken out. */
function CustomerOrder({ value = [], onChange }: { value?: Array<number | null>; onChange?: (v: Array<number | null>) => void }) {
  const { t } = useI18n();
  const set = (next: Array<number | null>) => onChange?.(next);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.map((id, i) => (
        <Space key={`${i}-${id ?? 'new'}`}>
          <span style={{ width: 20, display: 'inline-block' }}>{i + 1}.</span>
          <CustomerSelect value={id} onChange={(v) => set(value.map((x, j) => (j === i ? v : x)))} style={{ width: 300 }} />
          <Button size="small" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => set(value.map((x, j) => (j === i - 1 ? value[i] : j === i ? value[i - 1] : x)))} />
          <Button size="small" icon={<DeleteOutlined />} onClick={() => set(value.filter((_x, j) => j !== i))} />
        </Space>
      ))}
      <Button size="small" icon={<PlusOutlined />} onClick={() => set([...value, null])}>{t('lms_pre.add_customer')}</Button>
    </Space>
  );
}

function PreLineModal({ preLine, onClose }: { preLine: PreLine | null; onClose: () => void }) {
  const { t } = useI18n();
  const [form] = Form.useForm<Values>();
  const save = useSavePreLineMutation();
  const day = dayjs().add(1, 'day').format('YYYY-MM-DD');
  const crew = useCrewOptions(day);
  const map = useLineMapQuery(day);
  const depot = map.data?.depot ? ([Number(map.data.depot.longitude), Number(map.data.depot.latitude)] as [number, number]) : undefined;
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await save.mutateAsync({
        id: preLine?.id ?? null,
        input: {
          ...v,
          customer_ids: v.customer_ids.filter((x): x is number => typeof x === 'number'),
          area: v.area && v.area.length >= 3 ? v.area : null,
          car_id: v.car_id ?? null,
          driver_id: v.driver_id ?? null,
          helper_ids: v.helper_ids ?? [],
        },
      });
      onClose();
    } catch (error) {
      showFieldErrors(form, error as Error);
    }
  };
  return (
    <Modal open width={680} title={t(preLine ? 'lms_pre.edit' : 'lms_pre.create')} onCancel={onClose} onOk={() => void submit()} confirmLoading={save.isPending}>
      <Form<Values>
        form={form}
        layout="vertical"
        name="pre_line_form"
        initialValues={
          preLine
            ? { ...preLine, area_description: preLine.area_description ?? undefined, car_id: preLine.car_id ?? undefined, driver_id: preLine.driver_id ?? undefined, remark: preLine.remark ?? undefined }
            : { status: 1, sort: 0, customer_ids: [] }
        }
      >
        <Form.Item name="name" label={t('lms_pre.name')} rules={[{ required: true, message: t('lms.pre_line_name_required') }]}><Input maxLength={50} /></Form.Item>
        <Form.Item name="area_description" label={t('lms_pre.area')}><Input maxLength={200} placeholder={t('lms_pre.area_hint')} /></Form.Item>
        {map.data ? <Form.Item name="area" label={t('lms_pre.area_map')}><AreaEditor tileUrl={map.data.tile_url || null} center={depot} /></Form.Item> : null}
        <Form.Item name="customer_ids" label={t('lms_pre.customers')}><CustomerOrder /></Form.Item>
        <Space wrap>
          <Form.Item name="car_id" label={t('lms_line.car')}><Select allowClear options={crew.cars} style={{ width: 200 }} /></Form.Item>
          <Form.Item name="driver_id" label={t('lms_line.driver')}><Select allowClear options={crew.drivers} style={{ width: 140 }} /></Form.Item>
          <Form.Item name="helper_ids" label={t('lms_line.helpers')}><Select mode="multiple" options={crew.helpers} style={{ minWidth: 180 }} /></Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="status" label={t('lms_pre.status')}><Select options={[{ value: 1, label: t('lms_pre.on') }, { value: 0, label: t('lms_pre.off') }]} style={{ width: 100 }} /></Form.Item>
          <Form.Item name="sort" label={t('lms_pre.sort')}><InputNumber /></Form.Item>
          <Form.Item name="remark" label={t('lms_line.remark')}><Input maxLength={200} style={{ width: 260 }} /></Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
