import { Card, Col, Form, InputNumber, Row, Space, Switch } from 'antd';
import { useNavigate } from 'react-router';
import { StoreBodySchema, type Store } from '@tradewind/contract/system/store.schema';
import { AddressFields } from '@/core/form/address/address-fields';
import { AREA_FIELD_MAP, fromAreaPath, fromSwitch, fromText, toAreaPath, toSwitch, toText, type AreaPath } from '@/core/form/converters';
import { FormShell } from '@/core/form/form-shell';
import { TextField } from '@/core/form/text-field';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { StaffPickerField } from '../../staff/components/staff-picker-field';
import { useSaveStoreMutation, type StoreBody } from '../api/store.api';
import { STORE_LIST_PATH } from '../../system.routes';

type StoreValues = Omit<StoreBody, 'is_master' | 'status' | 'province_id' | 'city_id' | 'area_id' | 'staff_ids'> & {
  is_master: boolean;
  status: boolean;
  area?: AreaPath;
  staff_ids: number[];
};

const valuesOf = (store: Store | undefined): StoreValues => ({
  name: store?.name ?? '',
  is_master: toSwitch(store?.is_master),
  status: store ? toSwitch(store.status) : true,
  area: store && toAreaPath(store),
  address: toText(store?.address),
  longitude: store?.longitude ?? null,
  latitude: store?.latitude ?? null,
  contact_name: toText(store?.contact_name),
  contact_phone: toText(store?.contact_phone),
  staff_ids: store?.staff_ids ?? [],
});

const bodyOf = ({ area, ...values }: StoreValues): StoreBody => ({
  ...values,
  is_master: fromSwitch(values.is_master),
  status: fromSwitch(values.status),
  ...fromAreaPath(area),
  address: fromText(values.address),
  contact_name: fromText(values.contact_name),
  contact_phone: fromText(values.contact_phone),
});

/** The store form of the add and edit pages; saved, it goes back to the list. */
export function StoreForm({ store }: { store: Store | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const zodRule = useZodRule();
  const [form] = Form.useForm<StoreValues>();
  const save = useSaveStoreMutation();
  const shape = StoreBodySchema.shape;
  const back = () => void navigate(STORE_LIST_PATH);
  const submit = useSaveForm(form, save, { id: store?.id ?? null, leaveTo: STORE_LIST_PATH, fieldMap: AREA_FIELD_MAP });

  return (
    <FormShell form={form} name="store" initialValues={valuesOf(store)} onFinish={(values) => submit(bodyOf(values))} saving={save.isPending} onBack={back} maxWidth={880}>
      <Card size="small" title={t('store.section_basic')}>
        <Row gutter={16}>
          <Col span={12}>
            <TextField name="name" label={t('store.name')} required schema={shape.name} maxLength={50} />
          </Col>
          <Col span={6}>
            <Form.Item name="is_master" label={t('store.is_master')} tooltip={t('store.is_master_hint')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="status" label={t('admin.status')} valuePropName="checked">
              <Switch checkedChildren={t('admin.enabled')} unCheckedChildren={t('admin.disabled')} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('store.section_location')}>
        <Row gutter={16}>
          <AddressFields labels={{ area: t('store.area'), address: t('store.address') }} areaPlaceholder={t('store.area_placeholder')} addressSchema={shape.address} />
          <Col span={12}>
            <Form.Item label={t('store.location')} style={{ marginBottom: 0 }}>
              <Space.Compact block>
                <Form.Item name="longitude" noStyle rules={[zodRule(shape.longitude)]}>
                  <InputNumber placeholder={t('store.longitude')} step={0.000001} style={{ width: '50%' }} />
                </Form.Item>
                <Form.Item name="latitude" noStyle rules={[zodRule(shape.latitude)]}>
                  <InputNumber placeholder={t('store.latitude')} step={0.000001} style={{ width: '50%' }} />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col span={6}>
            <TextField name="contact_name" label={t('store.contact_name')} schema={shape.contact_name} maxLength={50} />
          </Col>
          <Col span={6}>
            <TextField name="contact_phone" label={t('store.contact_phone')} schema={shape.contact_phone} maxLength={20} />
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('store.section_staff')}>
        <Form.Item name="staff_ids" label={t('store.staff')} extra={t('store.staff_hint')} style={{ marginBottom: 0 }}>
          <StaffPickerField multiple placeholder={t('staff.search_placeholder')} />
        </Form.Item>
      </Card>
    </FormShell>
  );
}
