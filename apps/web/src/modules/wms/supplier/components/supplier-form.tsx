import { Card, Col, Form, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useNavigate } from 'react-router';
import { SupplierBodySchema, type Supplier } from '@tradewind/contract/wms/supplier.schema';
import { AddressFields } from '@/core/form/address/address-fields';
import { AREA_FIELD_MAP, fromAreaPath, fromSwitch, fromText, toAreaPath, toSwitch, toText, type AreaPath } from '@/core/form/converters';
import { FormShell } from '@/core/form/form-shell';
import { TextField } from '@/core/form/text-field';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useStoreOptionsQuery } from '@/shell/session/session.api';
import { useSaveSupplierMutation, type SupplierBody } from '../api/supplier.api';
import { SUPPLIER_LIST_PATH } from '../../wms.routes';

type Values = {
  name: string;
  code: string;
  status: boolean;
  contact_name: string;
  contact_phone: string;
  area?: AreaPath;
  address: string;
  settlement_type: 1 | 2;
  settlement_days: number | null;
  bank_name: string;
  bank_account: string;
  bank_holder: string;
  tax_no: string;
  store_ids: number[];
  remark: string;
};

const valuesOf = (s: Supplier | undefined): Values => ({
  name: s?.name ?? '',
  code: s?.code ?? '',
  status: s ? toSwitch(s.status) : true,
  contact_name: toText(s?.contact_name),
  contact_phone: toText(s?.contact_phone),
  area: s && toAreaPath(s),
  address: toText(s?.address),
  settlement_type: s?.settlement_type ?? 1,
  settlement_days: s?.settlement_days ?? null,
  bank_name: toText(s?.bank_name),
  bank_account: toText(s?.bank_account),
  bank_holder: toText(s?.bank_holder),
  tax_no: toText(s?.tax_no),
  store_ids: s?.stores.map((x) => x.id) ?? [],
  remark: toText(s?.remark),
});

const bodyOf = ({ area, ...v }: Values, s: Supplier | undefined): SupplierBody => ({
  name: v.name,
  code: v.code,
  status: fromSwitch(v.status),
  contact_name: fromText(v.contact_name),
  contact_phone: fromText(v.contact_phone),
  ...fromAreaPath(area),
  address: fromText(v.address),
  // the form has no map: coordinates stay as they were
  longitude: s?.longitude ?? null,
  latitude: s?.latitude ?? null,
  settlement_type: v.settlement_type,
  settlement_days: v.settlement_type === 2 ? v.settlement_days : null,
  bank_name: fromText(v.bank_name),
  bank_account: fromText(v.bank_account),
  bank_holder: fromText(v.bank_holder),
  tax_no: fromText(v.tax_no),
  store_ids: v.store_ids,
  remark: fromText(v.remark),
});

/** The stores a supplier may serve: the editor's own; stores it serves that the editor lacks shown, not removable. */
function SupplierStoresSelect({ value, onChange, id, served }: { value?: number[]; onChange?: (v: number[]) => void; id?: string; served: Supplier['stores'] }) {
  const stores = useStoreOptionsQuery(true);
  const mine = (stores.data ?? []).filter((s) => s.has_auth === 1);
  const others = served.filter((s) => !mine.some((m) => m.id === s.id));
  const options = [...mine.map((s) => ({ value: s.id, label: s.name })), ...others.map((s) => ({ value: s.id, label: s.name, disabled: true }))];
  return <Select id={id} mode="multiple" value={value} onChange={onChange} options={options} loading={stores.isPending} allowClear optionFilterProp="label" />;
}

/** The supplier form of the add and edit pages; saved, it goes back to the list. */
export function SupplierForm({ supplier }: { supplier: Supplier | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveSupplierMutation();
  const shape = SupplierBodySchema.shape;
  const back = () => void navigate(SUPPLIER_LIST_PATH);
  const submit = useSaveForm(form, save, { id: supplier?.id ?? null, leaveTo: SUPPLIER_LIST_PATH, fieldMap: AREA_FIELD_MAP });
  const settlement = Form.useWatch('settlement_type', form);

  return (
    <FormShell form={form} name="supplier" initialValues={valuesOf(supplier)} onFinish={(values) => submit(bodyOf(values, supplier))} saving={save.isPending} onBack={back} maxWidth={880}>
      <Card size="small" title={t('wms.section_basic')}>
        <Row gutter={16}>
          <Col span={12}>
            <TextField name="name" label={t('wms.supplier_name')} required schema={shape.name} maxLength={50} />
          </Col>
          <Col span={12}>
            <TextField name="code" label={t('wms.supplier_code')} required schema={shape.code} maxLength={30} extra={t('wms.supplier_code_hint')} />
          </Col>
          <Col span={6}>
            <TextField name="contact_name" label={t('wms.contact_name')} schema={shape.contact_name} maxLength={50} />
          </Col>
          <Col span={6}>
            <TextField name="contact_phone" label={t('wms.contact_phone')} schema={shape.contact_phone} maxLength={11} inputMode="tel" />
          </Col>
          <Col span={12}>
            <Form.Item name="store_ids" label={t('wms.supplier_stores')} extra={t('wms.supplier_stores_hint')}>
              <SupplierStoresSelect served={supplier?.stores ?? []} />
            </Form.Item>
          </Col>
          <AddressFields labels={{ area: t('wms.supplier_area'), address: t('wms.supplier_address') }} areaPlaceholder={t('wms.warehouse_area_placeholder')} addressSchema={shape.address} />
        </Row>
      </Card>
      <Card size="small" title={t('wms.supplier_section_settlement')}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="settlement_type" label={t('wms.supplier_settlement')}>
              <Radio.Group
                options={[
                  { value: 1, label: t('wms.supplier_settlement_cash') },
                  { value: 2, label: t('wms.supplier_settlement_period') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            {settlement === 2 ? (
              <Form.Item name="settlement_days" label={t('wms.supplier_settlement_days')} required rules={[zodRule(shape.settlement_days), { required: true, message: t('wms.settlement_days_required') }]}>
                <InputNumber precision={0} suffix={t('wms.supplier_days')} style={{ width: '100%' }} />
              </Form.Item>
            ) : null}
          </Col>
          <Col span={8}>
            <TextField name="bank_name" label={t('wms.supplier_bank_name')} schema={shape.bank_name} maxLength={50} />
          </Col>
          <Col span={8}>
            <TextField name="bank_account" label={t('wms.supplier_bank_account')} schema={shape.bank_account} maxLength={40} inputMode="numeric" />
          </Col>
          <Col span={8}>
            <TextField name="bank_holder" label={t('wms.supplier_bank_holder')} schema={shape.bank_holder} maxLength={50} />
          </Col>
          <Col span={12}>
            <TextField name="tax_no" label={t('wms.supplier_tax_no')} schema={shape.tax_no} maxLength={20} />
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('wms.supplier_section_other')}>
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item name="status" label={t('wms.status')} valuePropName="checked">
              <Switch checkedChildren={t('wms.enabled')} unCheckedChildren={t('wms.disabled')} />
            </Form.Item>
          </Col>
          <Col span={18}>
            <TextField name="remark" label={t('wms.remark')} schema={shape.remark} maxLength={200} />
          </Col>
        </Row>
      </Card>
    </FormShell>
  );
}
