import { Col, DatePicker, Form, Input, InputNumber, Modal, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CreateVisitPlanSchema, type VisitPlan } from '@tradewind/contract/crm/visit-plan.schema';
import { fromText, toText } from '@/core/form/converters';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { StaffSelect } from '@/modules/system';
import { useSaveVisitPlanMutation, type VisitPlanBody } from '../api/visit-plan.api';
import { CrowdPickSelect } from './crowd-pick-select';
import { CustomerMultiSelect } from './customer-multi-select';

type Values = {
  name: string;
  owner_id?: number | null;
  dates?: [Dayjs, Dayjs] | null;
  start_lng?: number | null;
  start_lat?: number | null;
  follow_days?: number | null;
  remark: string;
  customer_ids?: number[];
  crowd_id?: number | null;
};

const DATE = 'YYYY-MM-DD';

/** New or edit a visit plan in a dialog: a new one may start with customers and / or a crowd's members. */
export function VisitPlanFormModal({ plan, onClose, onSaved }: { plan: VisitPlan | null; onClose: () => void; onSaved?: (id: number) => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveVisitPlanMutation();
  const canAssign = usePermission('crm:visit_plan:assign');
  const shape = CreateVisitPlanSchema.shape;
  const submit = useSaveForm(form, save, {
    id: plan?.id ?? null,
    onSaved: (row) => {
      onClose();
      onSaved?.(row.id);
    },
    fieldMap: { start_date: 'dates', end_date: 'dates' },
  });
  const today = dayjs();
  const initial: Values = plan
    ? {
        name: plan.name,
        owner_id: plan.owner_id,
        dates: [dayjs(plan.start_date), dayjs(plan.end_date)],
        start_lng: plan.start_lng === null ? null : Number(plan.start_lng),
        start_lat: plan.start_lat === null ? null : Number(plan.start_lat),
        follow_days: plan.follow_days,
        remark: toText(plan.remark),
      }
    : { name: '', owner_id: null, dates: [today, today.add(6, 'day')], follow_days: 7, remark: '', customer_ids: [], crowd_id: null };
  const bodyOf = (v: Values): VisitPlanBody => ({
    name: v.name,
    owner_id: v.owner_id ?? null,
    start_date: v.dates?.[0]?.format(DATE) ?? '',
    end_date: v.dates?.[1]?.format(DATE) ?? '',
    start_lng: v.start_lng ?? null,
    start_lat: v.start_lat ?? null,
    follow_days: v.follow_days ?? 7,
    remark: fromText(v.remark),
    ...(plan ? {} : { customer_ids: v.customer_ids ?? [], crowd_id: v.crowd_id ?? null }),
  });
  return (
    <Modal open width={720} title={t(plan ? 'crm_plan.edit' : 'crm_plan.create')} okText={t('admin.save')} onOk={() => form.submit()} confirmLoading={save.isPending} onCancel={onClose} destroyOnHidden>
      <Form form={form} name="visit_plan" layout="vertical" initialValues={initial} onFinish={(v) => submit(bodyOf(v))}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label={t('crm_plan.name')} required rules={[zodRule(shape.name)]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="dates" label={t('crm_plan.dates')} required>
              <DatePicker.RangePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {canAssign ? (
            <Col span={12}>
              <Form.Item name="owner_id" label={t('crm_plan.owner')} extra={t('crm_plan.owner_hint')}>
                <StaffSelect placeholder={t('crm_plan.owner')} />
              </Form.Item>
            </Col>
          ) : null}
          <Col span={12}>
            <Form.Item name="follow_days" label={t('crm_plan.follow_days')} extra={t('crm_plan.follow_days_hint')} rules={[zodRule(shape.follow_days)]}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('crm_plan.start_point')} extra={t('crm_plan.start_point_hint')} style={{ marginBottom: 0 }}>
              <Row gutter={8}>
                <Col span={12}>
                  <Form.Item name="start_lng" rules={[zodRule(shape.start_lng)]}>
                    <InputNumber precision={6} placeholder={t('crm_plan.lng')} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="start_lat" rules={[zodRule(shape.start_lat)]}>
                    <InputNumber precision={6} placeholder={t('crm_plan.lat')} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              </Row>
            </Form.Item>
          </Col>
          {!plan ? (
            <>
              <Col span={12}>
                <Form.Item name="crowd_id" label={t('crm_plan.crowd')} extra={t('crm_plan.crowd_hint')}>
                  <CrowdPickSelect placeholder={t('crm_plan.crowd')} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="customer_ids" label={t('crm_plan.customers')}>
                  <CustomerMultiSelect placeholder={t('crm_plan.customers')} />
                </Form.Item>
              </Col>
            </>
          ) : null}
          <Col span={24}>
            <Form.Item name="remark" label={t('crm_plan.remark')} rules={[zodRule(shape.remark)]} style={{ marginBottom: 0 }}>
              <Input.TextArea maxLength={200} rows={2} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
