import { useEffect } from 'react';
import { Card, Col, Form, InputNumber, Row, Space, Switch } from 'antd';
import { useNavigate } from 'react-router';
import { WarehouseBodySchema, type Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import { AddressFields } from '@/core/form/address/address-fields';
import { AREA_FIELD_MAP, fromAreaPath, fromSwitch, fromText, toAreaPath, toSwitch, toText, type AreaPath } from '@/core/form/converters';
import { FormShell } from '@/core/form/form-shell';
import { TextField } from '@/core/form/text-field';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { StaffPickerField } from '@/modules/system';
import { useWarehouseSettingQuery } from '../../setting/api/warehouse-setting.api';
import { useSaveWarehouseMutation, type WarehouseBody } from '../api/warehouse.api';
import { WAREHOUSE_LIST_PATH } from '../../wms.routes';
import { WarehouseStoreSelect } from './warehouse-store-select';

type Values = {
  name: string;
  code: string;
  store_id: number | null;
  area?: AreaPath;
  address: string;
  longitude: number | null;
  latitude: number | null;
  contact_name: string;
  contact_phone: string;
  status: boolean;
  allow_negative: boolean | undefined;
  remark: string;
  sort: number | null;
  manager_ids: number[];
};

const valuesOf = (w: Warehouse | undefined): Values => ({
  name: w?.name ?? '',
  code: w?.code ?? '',
  store_id: w?.store_id ?? null,
  area: w && toAreaPath(w),
  address: toText(w?.address),
  longitude: w?.longitude ?? null,
  latitude: w?.latitude ?? null,
  contact_name: toText(w?.contact_name),
  contact_phone: toText(w?.contact_phone),
  status: w ? toSwitch(w.status) : true,
  // a new warehouse takes the settings' default unless switched here
  allow_negative: w ? toSwitch(w.allow_negative) : undefined,
  remark: toText(w?.remark),
  sort: w?.sort ?? 0,
  manager_ids: w?.managers.map((m) => m.id) ?? [],
});

const bodyOf = ({ area, ...v }: Values, isNew: boolean): WarehouseBody => ({
  name: v.name,
  code: v.code,
  store_id: v.store_id ?? undefined,
  ...fromAreaPath(area),
  address: fromText(v.address),
  longitude: v.longitude,
  latitude: v.latitude,
  contact_name: fromText(v.contact_name),
  contact_phone: fromText(v.contact_phone),
  status: fromSwitch(v.status),
  allow_negative: v.allow_negative === undefined ? undefined : fromSwitch(v.allow_negative),
  remark: fromText(v.remark),
  sort: v.sort ?? 0,
  // managers are set on create here; afterwards on the managers page (an edit leaves them unchanged)
  manager_ids: isNew ? v.manager_ids : undefined,
});

/** The warehouse form of the add and edit pages; saved, it goes back to the list. */
export function WarehouseForm({ warehouse }: { warehouse: Warehouse | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveWarehouseMutation();
  const shape = WarehouseBodySchema.shape;
  const back = () => void navigate(WAREHOUSE_LIST_PATH);
  const submit = useSaveForm(form, save, { id: warehouse?.id ?? null, leaveTo: WAREHOUSE_LIST_PATH, fieldMap: AREA_FIELD_MAP });
  const isNew = !warehouse;
  // A new warehouse shows the settings' default of negative stock, for those who may read the settings;
  // for others the switch is left unset and the server applies the default.
  const canReadSetting = usePermission('wms:setting:index');
  const setting = useWarehouseSettingQuery(isNew && canReadSetting);
  const negativeDefault = setting.data?.allow_negative;
  useEffect(() => {
    if (negativeDefault !== undefined && !form.isFieldTouched('allow_negative')) form.setFieldValue('allow_negative', toSwitch(negativeDefault));
  }, [negativeDefault, form]);

  return (
    <FormShell form={form} name="warehouse" initialValues={valuesOf(warehouse)} onFinish={(values) => submit(bodyOf(values, isNew))} saving={save.isPending} onBack={back} maxWidth={880}>
      <Card size="small" title={t('wms.section_basic')}>
        <Row gutter={16}>
          <Col span={12}>
            <TextField name="name" label={t('wms.warehouse_name')} required schema={shape.name} maxLength={50} />
          </Col>
          <Col span={12}>
            <TextField name="code" label={t('wms.warehouse_code')} required schema={shape.code} maxLength={30} extra={t('wms.warehouse_code_hint')} />
          </Col>
          <Col span={12}>
            <Form.Item name="store_id" label={t('wms.warehouse_store')} extra={isNew ? t('wms.warehouse_store_hint') : undefined}>
              <WarehouseStoreSelect placeholder={t('wms.warehouse_scope_current')} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="status" label={t('wms.status')} valuePropName="checked">
              <Switch checkedChildren={t('wms.enabled')} unCheckedChildren={t('wms.disabled')} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="sort" label={t('wms.sort')} rules={[zodRule(shape.sort)]}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('wms.section_address')}>
        <Row gutter={16}>
          <AddressFields labels={{ area: t('wms.warehouse_area'), address: t('wms.warehouse_address') }} areaPlaceholder={t('wms.warehouse_area_placeholder')} addressSchema={shape.address} />
          <Col span={12}>
            <Form.Item label={t('wms.warehouse_coordinates')} style={{ marginBottom: 0 }}>
              <Space.Compact block>
                <Form.Item name="longitude" noStyle rules={[zodRule(shape.longitude)]}>
                  <InputNumber aria-label={t('wms.longitude')} placeholder={t('wms.longitude')} step={0.000001} style={{ width: '50%' }} />
                </Form.Item>
                <Form.Item name="latitude" noStyle rules={[zodRule(shape.latitude)]}>
                  <InputNumber aria-label={t('wms.latitude')} placeholder={t('wms.latitude')} step={0.000001} style={{ width: '50%' }} />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col span={6}>
            <TextField name="contact_name" label={t('wms.contact_name')} schema={shape.contact_name} maxLength={50} />
          </Col>
          <Col span={6}>
            <TextField name="contact_phone" label={t('wms.contact_phone')} schema={shape.contact_phone} maxLength={20} inputMode="tel" />
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('wms.section_stock')}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="allow_negative" label={t('wms.allow_negative')} valuePropName="checked" extra={isNew ? t('wms.allow_negative_hint') : undefined}>
              <Switch />
            </Form.Item>
          </Col>
          <Col span={12}>
            <TextField name="remark" label={t('wms.remark')} schema={shape.remark} maxLength={200} />
          </Col>
          {isNew ? (
            <Col span={24}>
              <Form.Item name="manager_ids" label={t('wms.managers')} extra={t('wms.managers_hint')} style={{ marginBottom: 0 }}>
                <StaffPickerField multiple />
              </Form.Item>
            </Col>
          ) : null}
        </Row>
      </Card>
    </FormShell>
  );
}
