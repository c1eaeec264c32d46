import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, DatePicker, Form, Input, InputNumber, Row, Select, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { fromCents, groupDigits, toCents } from '@tradewind/contract/common/money';
import { PAYMENT_PLAN_METHODS, PAYMENT_PLAN_REMIND_MAX_DAYS, type Instalment, type PaymentPlanDetail } from '@tradewind/contract/crm/payment-plan.schema';
import { fromText, toText } from '@/core/form/converters';
import { FormShell } from '@/core/form/form-shell';
import { useSaveForm } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { useLeavePage } from '@/core/routing/leave-page';
import { useSavePaymentPlanMutation, type PaymentPlanBody } from '../api/payment-plan.api';
import { InstalmentStatusTag } from './plan-status-tag';
import { PAYMENT_PLAN_LIST_PATH, paymentPlanDetailPath } from '../../crm.routes';
import { CustomerSelect } from '../../price/components/customer-select';

type ItemValues = { id: number | null; amount: string | null; due_date: Dayjs | null; method: number; remind_days: number | null; remark: string };
type Values = { customer_id: number | null; title: string; ref_no: string; remark: string; items: ItemValues[] };

const newItem = (due: Dayjs): ItemValues => ({ id: null, amount: null, due_date: due, method: 2, remind_days: 3, remark: '' });

function valuesOf(plan: PaymentPlanDetail | undefined, customerId: number | null): Values {
  if (!plan) return { customer_id: customerId, title: '', ref_no: '', remark: '', items: [newItem(dayjs().add(1, 'month').endOf('month'))] };
  return {
    customer_id: plan.customer_id,
    title: plan.title,
    ref_no: toText(plan.ref_no),
    remark: toText(plan.remark),
    items: plan.items.filter((i) => i.status === 0).map((i) => ({ id: i.id, amount: i.amount, due_date: dayjs(i.due_date), method: i.method, remind_days: i.remind_days, remark: toText(i.remark) })),
  };
}

const bodyOf = (v: Values, plan: PaymentPlanDetail | undefined): PaymentPlanBody => ({
  customer_id: plan?.customer_id ?? v.customer_id ?? '',
  title: v.title,
  ref_no: fromText(v.ref_no),
  remark: fromText(v.remark),
  items: v.items.map((i) => ({ id: i.id, amount: i.amount ?? '', due_date: i.due_date?.format('YYYY-MM-DD') ?? '', method: i.method, remind_days: i.remind_days, remark: fromText(i.remark) })),
});

const centsOf = (v: string | null | undefined) => (v && /^\d+(\.\d+)?$/.test(v) ? toCents(v) : 0);

/**
 * The plan form of /crm/payment_plan/add and /edit: the customer (fixed once made), name, reference and the
 * instalments — on an edit the open ones; paid ones are listed above, read-only. The server's checks (the
 * contract's schema) show on the fields, an instalment's on its row.
 */
export function PaymentPlanForm({ plan, customerId = null }: { plan: PaymentPlanDetail | undefined; customerId?: number | null }) {
  const { t } = useI18n();
  const [form] = Form.useForm<Values>();
  const save = useSavePaymentPlanMutation();
  const leavePage = useLeavePage();
  const submit = useSaveForm(form, save, { id: plan?.id ?? null, leaveTo: (saved) => paymentPlanDetailPath(saved.id) });
  const items = Form.useWatch('items', form) ?? [];
  const paid = (plan?.items ?? []).filter((i) => i.status === 1);
  const total = paid.reduce((acc, i) => acc + toCents(i.amount), 0) + items.reduce((acc, i) => acc + centsOf(i?.amount), 0);
  const remindOptions = [{ value: null as number | null, label: t('crm_pp.item_remind_none') }, ...[0, 1, 3, 7, 15, 30, PAYMENT_PLAN_REMIND_MAX_DAYS].map((n) => ({ value: n as number | null, label: t('crm_pp.item_remind_days', { n }) }))];

  const back = () => leavePage(plan ? paymentPlanDetailPath(plan.id) : PAYMENT_PLAN_LIST_PATH);

  return (
    <FormShell form={form} name="payment_plan" initialValues={valuesOf(plan, customerId)} onFinish={(values) => submit(bodyOf(values, plan))} saving={save.isPending} onBack={back} maxWidth={1100}>
      <Card size="small" title={t('crm_pp.section_basic')}>
        <Row gutter={16}>
          <Col span={8}>
            {plan ? (
              <Form.Item label={t('crm_pp.customer')} required>
                <Input value={plan.customer_name} disabled />
              </Form.Item>
            ) : (
              <Form.Item name="customer_id" label={t('crm_pp.customer')} required>
                <CustomerSelect placeholder={t('crm_customer.placeholder_select')} />
              </Form.Item>
            )}
          </Col>
          <Col span={8}>
            <Form.Item name="title" label={t('crm_pp.title')} required>
              <Input maxLength={50} showCount />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="ref_no" label={t('crm_pp.ref_no')} extra={t('crm_pp.ref_hint')}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('crm_pp.remark')} style={{ marginBottom: 0 }}>
              <Input.TextArea maxLength={200} rows={2} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('crm_pp.section_items')} extra={<Typography.Text strong>{t('crm_pp.items_total', { amount: groupDigits(fromCents(total)) })}</Typography.Text>}>
        {paid.length ? (
          <>
            <Alert type="info" showIcon message={t('crm_pp.paid_locked')} style={{ marginBottom: 8 }} />
            <Table<Instalment>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={paid}
              style={{ marginBottom: 12 }}
              columns={[
                { title: t('crm_pp.item_index'), dataIndex: 'sort', width: 60 },
                { title: t('crm_pp.item_amount'), dataIndex: 'amount', align: 'right', render: groupDigits },
                { title: t('crm_pp.item_date'), dataIndex: 'due_date' },
                { title: t('crm_pp.item_status'), key: 'status', render: (_v, row) => <InstalmentStatusTag item={row} /> },
                { title: t('crm_pp.item_receipt'), dataIndex: 'receipt_note_no' },
              ]}
            />
          </>
        ) : null}
        <Form.List name="items">
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Row key={field.key} gutter={8} align="top">
                  <Col flex="64px">
                    <Form.Item label={index === 0 ? t('crm_pp.item_index') : undefined}>
                      <Typography.Text>{paid.length + index + 1}</Typography.Text>
                    </Form.Item>
                  </Col>
                  <Form.Item name={[field.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Col span={4}>
                    <Form.Item name={[field.name, 'amount']} label={index === 0 ? t('crm_pp.item_amount') : undefined} required>
                      <InputNumber<string> stringMode precision={2} prefix="¥" style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item name={[field.name, 'due_date']} label={index === 0 ? t('crm_pp.item_date') : undefined} required>
                      <DatePicker style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item name={[field.name, 'method']} label={index === 0 ? t('crm_pp.item_method') : undefined} required>
                      <Select options={PAYMENT_PLAN_METHODS.map((value) => ({ value, label: t(`crm.pp_method_${value}`) }))} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item name={[field.name, 'remind_days']} label={index === 0 ? t('crm_pp.item_remind') : undefined}>
                      <Select options={remindOptions} />
                    </Form.Item>
                  </Col>
                  <Col flex="auto">
                    <Form.Item name={[field.name, 'remark']} label={index === 0 ? t('crm_pp.remark') : undefined}>
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col flex="40px">
                    <Form.Item label={index === 0 ? ' ' : undefined}>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('crm_pp.item_remove')} disabled={fields.length === 1} onClick={() => remove(field.name)} />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Form.ErrorList errors={errors} />
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newItem((items[items.length - 1]?.due_date ?? dayjs()).add(1, 'month')))}>
                {t('crm_pp.item_add')}
              </Button>
            </>
          )}
        </Form.List>
      </Card>
    </FormShell>
  );
}
