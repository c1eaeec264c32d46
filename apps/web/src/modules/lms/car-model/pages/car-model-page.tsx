import { Form, Input, InputNumber, Switch, Tag } from 'antd';
import { CarModelBodySchema, CarModelListQuerySchema, type CarModel } from '@tradewind/contract/lms/car-model.schema';
import { fromSwitch, fromText, toSwitch, toText } from '@/core/form/converters';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useList } from '@/core/list/use-list';
import { DialogListCard, FleetDialog } from '../../fleet/components/dialog-list-card';
import { carModelKeys, useDeleteCarModelMutation, useSaveCarModelMutation } from '../api/car-model.api';

type Values = { name: string; length_m: number | null; capacity_weight: number | null; capacity_volume: number | null; status: boolean; remark: string };

/** A car model's create-or-edit dialog. */
function CarModelModal({ model, onClose }: { model: CarModel | null; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveCarModelMutation();
  const submit = useSaveForm(form, save, { id: model?.id ?? null, onSaved: onClose });
  const shape = CarModelBodySchema.shape;
  const initialValues: Values = {
    name: model?.name ?? '',
    length_m: model?.length_m ? Number(model.length_m) : null,
    capacity_weight: model ? Number(model.capacity_weight) : null,
    capacity_volume: model ? Number(model.capacity_volume) : null,
    status: model ? toSwitch(model.status) : true,
    remark: toText(model?.remark),
  };
  const handleFinish = (v: Values) =>
    submit({ name: v.name, length_m: v.length_m ?? null, capacity_weight: v.capacity_weight ?? '', capacity_volume: v.capacity_volume ?? '', status: fromSwitch(v.status), remark: fromText(v.remark) });
  return (
    <FleetDialog<Values> title={t(model ? 'lms_fl.car_model_edit' : 'lms_fl.car_model_create')} form={form} name="car_model" initialValues={initialValues} onFinish={handleFinish} saving={save.isPending} onClose={onClose}>
      <Form.Item name="name" label={t('lms_fl.car_model_name')} required rules={[zodRule(shape.name)]}>
        <Input maxLength={50} autoComplete="off" placeholder={t('lms_fl.car_model_name_placeholder')} />
      </Form.Item>
      <Form.Item name="capacity_weight" label={t('lms_fl.capacity_weight')} required rules={[zodRule(shape.capacity_weight)]}>
        <InputNumber precision={2} suffix="kg" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="capacity_volume" label={t('lms_fl.capacity_volume')} required rules={[zodRule(shape.capacity_volume)]}>
        <InputNumber precision={3} suffix="m³" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="length_m" label={t('lms_fl.length')} rules={[zodRule(shape.length_m)]}>
        <InputNumber precision={2} suffix="m" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="status" label={t('lms_fl.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="remark" label={t('lms_fl.remark')} rules={[zodRule(shape.remark)]}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
    </FleetDialog>
  );
}

/** /lms/car_model/list: the tenant's car models (capacities planning loads against); add and edit in a dialog. */
export function CarModelPage() {
  const { t } = useI18n();
  const list = useList<CarModel>({ keys: carModelKeys, path: '/lms/car_models', schema: CarModelListQuerySchema });
  const remove = useDeleteCarModelMutation();
  return (
    <DialogListCard<CarModel>
      entity="car_model"
      list={list}
      filterName="car_model_filters"
      columns={[
        { title: t('lms_fl.car_model_name'), dataIndex: 'name', width: 180 },
        { title: t('lms_fl.capacity_weight'), dataIndex: 'capacity_weight', width: 120, align: 'right', render: (v: string) => `${v} kg` },
        { title: t('lms_fl.capacity_volume'), dataIndex: 'capacity_volume', width: 120, align: 'right', render: (v: string) => `${v} m³` },
        { title: t('lms_fl.length'), dataIndex: 'length_m', width: 90, align: 'right', render: (v: string | null) => (v ? `${v} m` : '-') },
        { title: t('lms_fl.car_count'), dataIndex: 'car_count', width: 90, align: 'right' },
        { title: t('lms_fl.status'), dataIndex: 'status', width: 90, render: (v: number) => (v === 1 ? <Tag color="success">{t('lms_fl.enabled')}</Tag> : <Tag>{t('lms_fl.disabled')}</Tag>) },
        { title: t('lms_fl.remark'), dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v ?? '-' },
      ]}
      createLabel={t('lms_fl.car_model_create')}
      empty={t('lms_fl.car_model_empty')}
      confirm={(row) => t('lms_fl.car_model_delete_confirm', { name: row.name })}
      onDelete={(id) => remove.mutateAsync(id)}
      renderDialog={(model, onClose) => <CarModelModal model={model} onClose={onClose} />}
      filters={[
        { name: 'keyword', placeholder: t('lms_fl.car_model_name'), width: 180 },
        { name: 'status', placeholder: t('lms_fl.status_all'), width: 120, options: [{ value: 1, label: t('lms_fl.enabled') }, { value: 0, label: t('lms_fl.disabled') }] },
      ]}
    />
  );
}
