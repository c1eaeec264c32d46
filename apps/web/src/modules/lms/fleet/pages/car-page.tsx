import { Form, Input, Select } from 'antd';
import { CAR_STATUSES } from '@tradewind/contract/lms/lms.schema';
import { CarBodySchema, CarListQuerySchema, type Car } from '@tradewind/contract/lms/fleet.schema';
import { RecordSelect, type RecordSelectProps } from '@/core/form/record-select';
import { fromText, toText } from '@/core/form/converters';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useList } from '@/core/list/use-list';
import { useCarModelOptionsQuery } from '../../car-model/api/car-model.api';
import { carKeys, useDeleteCarMutation, useSaveCarMutation } from '../api/fleet.api';
import { CarStatusTag, stateOptions } from '../components/fleet-tags';
import { WorkerSelect } from '../components/worker-select';
import { DialogListCard, FleetDialog } from '../components/dialog-list-card';
import { formatVolume } from '@tradewind/contract/common/measure';

type Values = { plate: string; car_model_id: number | null; default_driver_id: number | null; status: 0 | 1 | 2; remark: string };

function CarModelSelect({ current, placeholder, ...props }: RecordSelectProps & { current?: number }) {
  const { t } = useI18n();
  const models = useCarModelOptionsQuery();
  const options = (models.data ?? []).map((m) => ({ value: m.id, label: `${m.name}（${m.capacity_weight}kg / ${formatVolume(m.capacity_volume)}m³）`, disabled: m.status !== 1 && m.id !== current }));
  return <RecordSelect {...props} options={options} loading={models.isPending} placeholder={placeholder ?? t('lms_fl.car_model')} />;
}

/** A car's create-or-edit dialog: the plate is checked as the server checks it (new-energy plates have 8 characters). */
function CarModal({ car, onClose }: { car: Car | null; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveCarMutation();
  const submit = useSaveForm(form, save, { id: car?.id ?? null, onSaved: onClose });
  const shape = CarBodySchema.shape;
  const initialValues: Values = { plate: car?.plate ?? '', car_model_id: car?.car_model_id ?? null, default_driver_id: car?.default_driver_id ?? null, status: car?.status ?? 1, remark: toText(car?.remark) };
  const handleFinish = (v: Values) => submit({ plate: v.plate, car_model_id: v.car_model_id ?? '', default_driver_id: v.default_driver_id, status: v.status, remark: fromText(v.remark) });
  return (
    <FleetDialog<Values> title={t(car ? 'lms_fl.car_edit' : 'lms_fl.car_create')} form={form} name="car" initialValues={initialValues} onFinish={handleFinish} saving={save.isPending} onClose={onClose}>
      <Form.Item name="plate" label={t('lms_fl.plate')} required rules={[zodRule(shape.plate)]} extra={t('lms_fl.plate_hint')}>
        <Input maxLength={12} autoComplete="off" placeholder="沪A12345" />
      </Form.Item>
      <Form.Item name="car_model_id" label={t('lms_fl.car_model')} required rules={[{ required: true, message: t('lms.car_model_invalid') }]}>
        <CarModelSelect current={car?.car_model_id} />
      </Form.Item>
      <Form.Item name="default_driver_id" label={t('lms_fl.default_driver')}>
        <WorkerSelect role="driver" placeholder={t('lms_fl.default_driver_none')} />
      </Form.Item>
      <Form.Item name="status" label={t('lms_fl.status')}>
        <Select options={stateOptions(t, 'car_status', CAR_STATUSES)} />
      </Form.Item>
      <Form.Item name="remark" label={t('lms_fl.remark')} rules={[zodRule(shape.remark)]}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
    </FleetDialog>
  );
}

/** /lms/car/list: the current store's cars; only available ones are offered to planning. */
export function CarPage() {
  const { t } = useI18n();
  const list = useList<Car>({ keys: carKeys, path: '/lms/cars', schema: CarListQuerySchema });
  const remove = useDeleteCarMutation();
  return (
    <DialogListCard<Car>
      entity="car"
      list={list}
      filterName="car_filters"
      columns={[
        { title: t('lms_fl.plate'), dataIndex: 'plate', width: 120, fixed: 'left' },
        { title: t('lms_fl.car_model'), dataIndex: 'car_model_name', width: 160 },
        { title: t('lms_fl.capacity'), key: 'capacity', width: 160, render: (_v, r) => `${r.capacity_weight} kg / ${formatVolume(r.capacity_volume)} m³` },
        { title: t('lms_fl.default_driver'), dataIndex: 'default_driver_name', width: 120, render: (v: string | null) => v ?? '-' },
        { title: t('lms_fl.status'), dataIndex: 'status', width: 90, render: (v: number) => <CarStatusTag status={v} /> },
        { title: t('lms_fl.remark'), dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v ?? '-' },
      ]}
      createLabel={t('lms_fl.car_create')}
      empty={t('lms_fl.car_empty')}
      confirm={(row) => t('lms_fl.car_delete_confirm', { plate: row.plate })}
      onDelete={(id) => remove.mutateAsync(id)}
      renderDialog={(car, onClose) => <CarModal car={car} onClose={onClose} />}
      filters={[
        { name: 'keyword', placeholder: t('lms_fl.car_keyword'), width: 180 },
        { name: 'car_model_id', control: <CarModelSelect placeholder={t('lms_fl.car_model_all')} style={{ width: 200 }} /> },
        { name: 'status', placeholder: t('lms_fl.status_all'), width: 120, options: stateOptions(t, 'car_status', CAR_STATUSES) },
      ]}
    />
  );
}
