import { Button, Card, Col, Flex, Form, Input, Radio, Row, Space, Switch, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { CUSTOMER_SEX, SALES_TYPE } from '@tradewind/contract/crm/config.schema';
import { CreateCustomerSchema, type Customer } from '@tradewind/contract/crm/customer.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { ImageUploader } from '@/modules/common';
import { AreaCascader } from '@/core/form/address/area-cascader';
import type { AreaPath } from '@/core/form/converters';
import { StaffSelect } from '@/modules/system';
import { AuthorisedStoreSelect } from './authorised-store-select';
import { ConfigSelect } from './config-select';

export type CustomerValues = {
  name: string;
  phone: string;
  /** the image uploader's list: at most one address */
  avatar: string[];
  level_id?: number | null;
  type_id?: number | null;
  source?: number | null;
  sex: number;
  weixin?: string;
  qq?: string;
  email?: string;
  area?: AreaPath;
  address?: string;
  remark?: string;
  status: boolean;
  // create only
  store_id?: number | null;
  sales_type: 0 | 1 | 2;
  sales_id?: number | null;
  contact_name?: string;
};

/** The form's starting values: the customer's, or a new one in the current store, owned by the person creating it. */
export function customerFormValues(customer: Customer | undefined, defaults: { storeId: number; meId: number }): CustomerValues {
  if (!customer) return { name: '', phone: '', avatar: [], sex: 0, status: true, store_id: defaults.storeId, sales_type: SALES_TYPE.private, sales_id: defaults.meId };
  const ids = [customer.province_id, customer.city_id, customer.area_id].filter((id): id is number => id !== null);
  return {
    name: customer.name,
    phone: customer.phone,
    avatar: customer.avatar ? [customer.avatar] : [],
    level_id: customer.level_id,
    type_id: customer.type_id,
    source: customer.source || null,
    sex: customer.sex,
    weixin: customer.weixin ?? '',
    qq: customer.qq ?? '',
    email: customer.email ?? '',
    area: ids.length > 0 ? { ids, names: (customer.area_string ?? '').split(' ').filter(Boolean) } : undefined,
    address: customer.address ?? '',
    remark: customer.remark ?? '',
    status: customer.status === 1,
    sales_type: customer.sales_type,
  };
}

type Props = {
  form: FormInstance<CustomerValues>;
  /** edit: store, ownership and contact are changed in the customer drawer, not here */
  mode: 'create' | 'edit';
  initialValues: CustomerValues;
  saving: boolean;
  onFinish: (values: CustomerValues) => void;
  onCancel: () => void;
};

/** The one customer form of the add and edit pages, checked with the contract's schema (same messages as the server). */
export function CustomerForm({ form, mode, initialValues, saving, onFinish, onCancel }: Props) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const shape = CreateCustomerSchema.shape;
  const canChooseOwner = usePermission('crm:customer:sales');
  const salesType = Form.useWatch('sales_type', form) ?? initialValues.sales_type;
  const select = t('crm_customer.placeholder_select');

  return (
    <Form form={form} name="customer" layout="vertical" initialValues={initialValues} onFinish={onFinish} style={{ maxWidth: 960 }}>
      <Flex vertical gap={12}>
        <Card size="small" title={t('crm_customer.section_basic')}>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="name" label={t('crm_customer.name')} required rules={[zodRule(shape.name)]}>
                <Input maxLength={50} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="phone" label={t('crm_customer.phone')} required rules={[zodRule(shape.phone)]}>
                <Input maxLength={11} autoComplete="off" inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="level_id" label={t('crm_customer.level')}>
                <ConfigSelect list="customer_level" placeholder={select} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="type_id" label={t('crm_customer.type')}>
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
            <Col span={18}>
              <Form.Item name="avatar" label={t('crm_customer.avatar')} style={{ marginBottom: 0 }}>
                <ImageUploader maxCount={1} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" title={t('crm_customer.section_contact')}>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="weixin" label={t('crm_customer.weixin')} rules={[zodRule(shape.weixin)]}>
                <Input maxLength={50} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="qq" label={t('crm_customer.qq')} rules={[zodRule(shape.qq)]}>
                <Input maxLength={20} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="email" label={t('crm_customer.email')} rules={[zodRule(shape.email)]}>
                <Input maxLength={100} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="area" label={t('crm_customer.area')}>
                <AreaCascader placeholder={t('crm_customer.area_placeholder')} />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item name="address" label={t('crm_customer.address')} rules={[zodRule(shape.address)]}>
                <Input maxLength={200} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="remark" label={t('crm_customer.remark')} rules={[zodRule(shape.remark)]} style={{ marginBottom: 0 }}>
                <Input.TextArea maxLength={500} rows={2} showCount />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        {mode === 'create' ? (
          <Card size="small" title={t('crm_customer.section_owner')}>
            <Row gutter={16}>
              <Col span={8}>
                <Form.Item name="store_id" label={t('crm_customer.store')} extra={t('crm_customer.store_hint')}>
                  <AuthorisedStoreSelect allowClear={false} />
                </Form.Item>
              </Col>
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
                <Form.Item name="contact_name" label={t('crm_customer.contact_name')} extra={t('crm_customer.contact_name_hint')} rules={[zodRule(shape.contact_name)]} style={{ marginBottom: 0 }}>
                  <Input maxLength={15} autoComplete="off" />
                </Form.Item>
              </Col>
            </Row>
          </Card>
        ) : null}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('admin.save')}
          </Button>
          <Button onClick={onCancel}>{t('admin.back')}</Button>
        </Space>
      </Flex>
    </Form>
  );
}
