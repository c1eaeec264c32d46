import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { UpdateLocationSchema, type Location } from '@tradewind/contract/wms/location.schema';
import { fromSwitch, fromText, toSwitch, toText } from '@/core/form/converters';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSaveLocationMutation } from '../api/location.api';
import { locationTypeOptions } from './location-type';

type Values = { code: string; zone: string; type: 1 | 2 | 3 | 4; status: boolean; sort: number | null };

/** A location's create-or-edit dialog, in the warehouse chosen on the page. */
export function LocationFormModal({ warehouseId, location, onClose }: { warehouseId: number; location: Location | null; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveLocationMutation();
  const submit = useSaveForm(form, save, { id: location?.id ?? null, onSaved: onClose });
  const shape = UpdateLocationSchema.shape;
  const initialValues: Values = { code: location?.code ?? '', zone: toText(location?.zone), type: location?.type ?? 1, status: location ? toSwitch(location.status) : true, sort: location?.sort ?? 0 };
  const handleFinish = (v: Values) => {
    const body = { code: v.code, zone: fromText(v.zone), type: v.type, status: fromSwitch(v.status), sort: v.sort ?? 0 };
    // the warehouse is fixed once created: an update names only the location
    submit(location ? body : { ...body, warehouse_id: warehouseId });
  };

  return (
    <Modal open title={t(location ? 'wms.location_edit' : 'wms.location_create')} width={480} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} okText={t('wms.save')} destroyOnHidden>
      <Form form={form} name="location" layout="vertical" initialValues={initialValues} onFinish={handleFinish}>
        <Form.Item name="code" label={t('wms.location_code')} required rules={[zodRule(shape.code)]}>
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item name="zone" label={t('wms.location_zone')} rules={[zodRule(shape.zone)]}>
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item name="type" label={t('wms.location_type')}>
          <Select options={locationTypeOptions(t)} />
        </Form.Item>
        <Form.Item name="sort" label={t('wms.sort')} rules={[zodRule(shape.sort)]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={t('wms.status')} valuePropName="checked">
          <Switch checkedChildren={t('wms.enabled')} unCheckedChildren={t('wms.disabled')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
