import { useEffect } from 'react';
import { Card, Col, Form, Radio, Row, Switch, Typography } from 'antd';
import { CUSTOMER_SEX, SALES_TYPE } from '@tradewind/contract/crm/config.schema';
import { CreateCustomerSchema, type Customer } from '@tradewind/contract/crm/customer.schema';
import { FormShell } from '@/core/form/form-shell';
import { AddressFields } from '@/core/form/address/address-fields';
import { AREA_FIELD_MAP, fromAreaPath, fromSwitch, fromText, toAreaPath, toSwitch, toText, type AreaPath } from '@/core/form/converters';
import { TextField } from '@/core/form/text-field';
import { useSaveForm } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { useSession } from '@/core/session/session-context';
import { ImageUploader } from '@/modules/common';
import { StaffSelect } from '@/modules/system';
import { useLeavePage } from '@/core/routing/leave-page';
import { useSaveCustomerMutation, type CreateCustomerBody, type UpdateCustomerBody } from '../api/customer.api';
import { CUSTOMER_LIST_PATH } from '../../crm.routes';
import { ConfigSelect } from './config-select';
import { OwnerCard, RemarkField } from './record-form-parts';
import { useCustomerConfigQuery } from '../api/customer-config.api';
import { CustomerSelect } from '../../price/components/customer-select';

type CustomerValues = {
  name: string;
  phone: string;
  /** the image uploader's list: at most one address */
  avatar: string[];
  level_id?: number | null;
  type_id?: number | null;
  source?: number | null;
  inviter_id?: number | null;
  sex: number;
  weixin: string;
  qq: string;
  email: string;
  area?: AreaPath;
  address: string;
  remark: string;
  status: boolean;
  // create only
  store_id?: number | null;
  sales_type: 0 | 1 | 2;
  sales_id?: number | null;
  contact_name?: string;
};

/** The form's starting values: the customer's, or a new one in the current store, owned by the person creating it. */
function valuesOf(customer: Customer | undefined, defaults: { storeId: number; meId: number; salesType: 0 | 1 | 2 }): CustomerValues {
  return {
    name: customer?.name ?? '',
    phone: customer?.phone ?? '',
    avatar: customer?.avatar ? [customer.avatar] : [],
    level_id: customer?.level_id,
    type_id: customer?.type_id,
    source: customer?.source || null,
    inviter_id: customer?.inviter_id ?? null,
    sex: customer?.sex ?? 0,
    weixin: toText(customer?.weixin),
    qq: toText(customer?.qq),
    email: toText(customer?.email),
    area: customer && toAreaPath(customer),
    address: toText(customer?.address),
    remark: toText(customer?.remark),
    status: customer ? toSwitch(customer.status) : true,
    sales_type: customer?.sales_type ?? defaults.salesType,
    ...(customer ? {} : { store_id: defaults.storeId, sales_id: defaults.meId }),
  };
}

/** What the form sends; store, ownership and contact only when creating (the customer drawer changes them later). */
function bodyOf({ area, ...values }: CustomerValues, creating: boolean, meId: number): CreateCustomerBody | UpdateCustomerBody {
  const common: UpdateCustomerBody = {
    name: values.name,
    phone: values.phone,
    avatar: values.avatar[0] ?? null,
    level_id: values.level_id ?? null,
    type_id: values.type_id ?? null,
    source: values.source ?? 0,
    inviter_id: values.inviter_id ?? null,
    sex: values.sex,
    weixin: fromText(values.weixin),
    qq: fromText(values.qq),
    email: fromText(values.email),
    ...fromAreaPath(area),
    address: fromText(values.address),
    remark: fromText(values.remark),
    status: fromSwitch(values.status),
  };
  if (!creating) return common;
  const salesId = values.sales_type === SALES_TYPE.private ? (values.sales_id ?? meId) : null;
  return { ...common, store_id: values.store_id ?? null, sales_type: values.sales_type, sales_id: salesId, contact_name: fromText(values.contact_name) };
}

/** The one customer form of the add and edit pages, checked with the contract's schema (same messages as the server). */
export function CustomerForm({ customer }: { customer: Customer | undefined }) {
  const { t } = useI18n();
  const session = useSession();
  const [form] = Form.useForm<CustomerValues>();
  const save = useSaveCustomerMutation();
  const shape = CreateCustomerSchema.shape;
  const canChooseOwner = usePermission('crm:customer:sales');
  // the tenant's customer rules (/system/setting/customer): where a new customer goes, whether type and level are required
  const rules = useCustomerConfigQuery().data?.customer_rules;
  const initialValues = valuesOf(customer, { storeId: session.store.id, meId: session.me.id, salesType: rules?.default_sales_type ?? SALES_TYPE.private });
  const typeLevelRequired = rules?.require_type_level === 1;
  const defaultSalesType = rules?.default_sales_type;
  useEffect(() => {
    if (!customer && defaultSalesType !== undefined && !form.isFieldTouched('sales_type')) form.setFieldValue('sales_type', defaultSalesType);
  }, [customer, defaultSalesType, form]);
  const salesType = Form.useWatch('sales_type', form) ?? initialValues.sales_type;
  const select = t('crm_customer.placeholder_select');

  /** Back to the list, and this page's tab closes: the next 'new customer' starts empty. */
  const leavePage = useLeavePage();
  const leave = () => leavePage(CUSTOMER_LIST_PATH);
  const submit = useSaveForm(form, save, { id: customer?.id ?? null, onSaved: leave, fieldMap: AREA_FIELD_MAP });

  return (
    <FormShell<CustomerValues> form={form} name="customer" initialValues={initialValues} onFinish={(values) => submit(bodyOf(values, !customer, session.me.id))} saving={save.isPending} onBack={leave}>
      <Card size="small" title={t('crm_customer.section_basic')}>
        <Row gutter={16}>
          <Col span={12}>
            <TextField name="name" label={t('crm_customer.name')} required schema={shape.name} maxLength={50} />
          </Col>
          <Col span={12}>
            <TextField name="phone" label={t('crm_customer.phone')} required schema={shape.phone} maxLength={11} inputMode="numeric" />
          </Col>
          <Col span={6}>
            <Form.Item name="level_id" label={t('crm_customer.level')} rules={typeLevelRequired ? [{ required: true, message: t('crm.level_required') }] : []}>
              <ConfigSelect list="customer_level" placeholder={select} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="type_id" label={t('crm_customer.type')} rules={typeLevelRequired ? [{ required: true, message: t('crm.type_required') }] : []}>
              <ConfigSelect list="customer_type" placeholder={select} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="source" label={t('crm_customer.source')}>
              <ConfigSelect list="customer_source" placeholder={select} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="status" label={t('crm_customer.status')} valuePropName="checked">
              <Switch checkedChildren={t('admin.enabled')} unCheckedChildren={t('admin.disabled')} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="sex" label={t('crm_customer.sex')}>
              <Radio.Group options={CUSTOMER_SEX.map((o) => ({ value: o.value, label: t(o.label) }))} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="inviter_id" label={t('crm_invite.inviter_field')} extra={t('crm_invite.inviter_help')}>
              <CustomerSelect placeholder={select} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="avatar" label={t('crm_customer.avatar')} style={{ marginBottom: 0 }}>
              <ImageUploader maxCount={1} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('crm_customer.section_contact')}>
        <Row gutter={16}>
          <Col span={8}>
            <TextField name="weixin" label={t('crm_customer.weixin')} schema={shape.weixin} maxLength={50} />
          </Col>
          <Col span={8}>
            <TextField name="qq" label={t('crm_customer.qq')} schema={shape.qq} maxLength={20} />
          </Col>
          <Col span={8}>
            <TextField name="email" label={t('crm_customer.email')} schema={shape.email} maxLength={100} />
          </Col>
          <AddressFields
            labels={{ area: t('crm_customer.area'), address: t('crm_customer.address') }}
            areaPlaceholder={t('crm_customer.area_placeholder')}
            addressSchema={shape.address}
            spans={[8, 16]}
          />
          <RemarkField label={t('crm_customer.remark')} schema={shape.remark} />
        </Row>
      </Card>
      {!customer ? (
        <OwnerCard title={t('crm_customer.section_owner')} storeLabel={t('crm_customer.store')} storeExtra={t('crm_customer.store_hint')}>
          <Col span={8}>
            <Form.Item name="sales_type" label={t('crm_customer.sales_type')} extra={t('crm_customer.sales_type_hint')}>
              <Radio.Group
                optionType="button"
                options={[SALES_TYPE.private, SALES_TYPE.public, SALES_TYPE.team].map((value) => ({ value, label: t(`crm.sales_type_${value}`) }))}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            {salesType === SALES_TYPE.private && canChooseOwner ? (
              <Form.Item name="sales_id" label={t('crm_customer.owner')} extra={t('crm_customer.owner_hint')}>
                <StaffSelect placeholder={select} />
              </Form.Item>
            ) : salesType === SALES_TYPE.private ? (
              <Form.Item label={t('crm_customer.owner')}>
                <Typography.Text type="secondary">{t('crm_customer.owner_hint')}</Typography.Text>
              </Form.Item>
            ) : null}
          </Col>
          <Col span={8}>
            <TextField name="contact_name" label={t('crm_customer.contact_name')} extra={t('crm_customer.contact_name_hint')} schema={shape.contact_name} maxLength={15} style={{ marginBottom: 0 }} />
          </Col>
        </OwnerCard>
      ) : null}
    </FormShell>
  );
}
