import { useState } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Space, Switch } from 'antd';
import type { FormInstance } from 'antd';
import { StoreBodySchema, type Store } from '@tradewind/contract/system/store.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { EmployeePicker } from '@/modules/common';
import { AreaCascader, type AreaPath } from '../../area/components/area-cascader';
import { StaffSelect } from '../../staff/components/staff-select';

/** Adds staff picked by department (the employee picker) to those already authorised. */
function PickStaffButton() {
  const { t } = useI18n();
  const form = Form.useFormInstance<StoreValues>();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<TeamOutlined />} onClick={() => setOpen(true)}>
        {t('store.pick_staff')}
      </Button>
      <EmployeePicker
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={(picked) => {
          const current: number[] = form.getFieldValue('staff_ids') ?? [];
          form.setFieldValue('staff_ids', [...new Set([...current, ...picked.map((p) => p.id)])]);
          setOpen(false);
        }}
      />
    </>
  );
}

export type StoreValues = {
  name: string;
  is_master: boolean;
  status: boolean;
  area?: AreaPath;
  address?: string;
  longitude?: number | null;
  latitude?: number | null;
  contact_name?: string;
  contact_phone?: string;
  staff_ids: number[];
};

export function storeFormValues(store: Store | undefined): StoreValues {
  if (!store) return { name: '', is_master: false, status: true, staff_ids: [] };
  const ids = [store.province_id, store.city_id, store.area_id].filter((id): id is number => id !== null);
  return {
    name: store.name,
    is_master: store.is_master === 1,
    status: store.status === 1,
    area: ids.length > 0 ? { ids, names: (store.area_string ?? '').split(' ').filter(Boolean) } : undefined,
    address: store.address ?? '',
    longitude: store.longitude,
    latitude: store.latitude,
    contact_name: store.contact_name ?? '',
    contact_phone: store.contact_phone ?? '',
    staff_ids: store.staff_ids,
  };
}

type Props = { form: FormInstance<StoreValues>; initialValues: StoreValues; saving: boolean; onFinish: (values: StoreValues) => void; onCancel: () => void };

/** The store form shared by the add and edit pages. */
export function StoreForm({ form, initialValues, saving, onFinish, onCancel }: Props) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const shape = StoreBodySchema.shape;
  return (
    <Form form={form} name="store" layout="vertical" initialValues={initialValues} onFinish={onFinish} style={{ maxWidth: 880 }}>
      <Flex vertical gap={12}>
        <Card size="small" title={t('store.section_basic')}>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="name" label={t('store.name')} required rules={[zodRule(shape.name)]}>
                <Input maxLength={50} autoComplete="off" />
              </Form.Item>
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
            <Col span={12}>
              <Form.Item name="area" label={t('store.area')}>
                <AreaCascader placeholder={t('store.area_placeholder')} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="address" label={t('store.address')} rules={[zodRule(shape.address)]}>
                <Input maxLength={200} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label={t('store.location')} style={{ marginBottom: 0 }}>
                <Space.Compact block>
                  <Form.Item name="longitude" noStyle rules={[zodRule(shape.longitude)]}>
                    <InputNumber placeholder={t('store.longitude')} min={-180} max={180} step={0.000001} style={{ width: '50%' }} />
                  </Form.Item>
                  <Form.Item name="latitude" noStyle rules={[zodRule(shape.latitude)]}>
                    <InputNumber placeholder={t('store.latitude')} min={-90} max={90} step={0.000001} style={{ width: '50%' }} />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="contact_name" label={t('store.contact_name')} rules={[zodRule(shape.contact_name)]}>
                <Input maxLength={50} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="contact_phone" label={t('store.contact_phone')} rules={[zodRule(shape.contact_phone)]}>
                <Input maxLength={20} autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" title={t('store.section_staff')}>
          {/* The label names the select inside (antd ids a named field as <form>_<name>). */}
          <Form.Item label={t('store.staff')} htmlFor="store_staff_ids" extra={t('store.staff_hint')} style={{ marginBottom: 0 }}>
            <Flex gap={8}>
              <Form.Item name="staff_ids" noStyle>
                <StaffSelect multiple placeholder={t('staff.search_placeholder')} style={{ flex: 1 }} />
              </Form.Item>
              <PickStaffButton />
            </Flex>
          </Form.Item>
        </Card>
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
