import { Alert, Card, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CreateCouponSchema, type Coupon } from '@tradewind/contract/marketing/coupon.schema';
import { fromText, toText } from '@/core/form/converters';
import { FormActions } from '@/core/form/form-actions';
import { RecordFormPage } from '@/core/form/record-form-page';
import { TextField } from '@/core/form/text-field';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useLeavePage } from '@/core/routing/leave-page';
import { StoreSelect } from '@/modules/system';
import { useCouponQuery, useSaveCouponMutation } from '../api/coupon.api';
import { CouponScopeField } from '../components/coupon-scope-field';
import { COUPON_LIST_PATH } from '../../marketing.routes';

type Values = {
  name: string;
  type: number;
  threshold: number | null;
  amount: number | null;
  percent: number | null;
  cap: number | null;
  scope_type: number;
  scope_ids: number[];
  total_count: number | null;
  per_customer: number | null;
  validity_type: number;
  valid_range: [Dayjs, Dayjs] | null;
  valid_days: number | null;
  take_type: number;
  stack_with_activity: boolean;
  store_ids: number[];
  remark: string;
};

const TIME = 'YYYY-MM-DD HH:mm:ss';

function CouponForm({ coupon }: { coupon: Coupon | undefined }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveCouponMutation();
  const shape = CreateCouponSchema.shape;
  const leavePage = useLeavePage();
  const leave = () => leavePage(COUPON_LIST_PATH);
  const submit = useSaveForm(form, save, { id: coupon?.id ?? null, onSaved: leave, fieldMap: { valid_from: 'valid_range', valid_to: 'valid_range' } });
  // once customers hold it, its terms stay what they were given (the server refuses a change with 409)
  const locked = (coupon?.issued_count ?? 0) > 0;
  const type = Form.useWatch('type', form) ?? coupon?.type ?? 1;
  const scope = Form.useWatch('scope_type', form) ?? coupon?.scope_type ?? 0;
  const validity = Form.useWatch('validity_type', form) ?? coupon?.validity_type ?? 2;
  const names = new Map((coupon?.scope_ids ?? []).map((id, i) => [id, coupon!.scope_names[i]]));
  const initial: Values = {
    name: coupon?.name ?? '',
    type: coupon?.type ?? 1,
    threshold: coupon ? Number(coupon.threshold) : 0,
    amount: coupon && coupon.type === 1 ? Number(coupon.amount) : null,
    percent: coupon && coupon.type === 2 ? Number(coupon.percent) : null,
    cap: coupon?.cap ? Number(coupon.cap) : null,
    scope_type: coupon?.scope_type ?? 0,
    scope_ids: coupon?.scope_ids ?? [],
    total_count: coupon?.total_count ?? null,
    per_customer: coupon?.per_customer ?? 1,
    validity_type: coupon?.validity_type ?? 2,
    valid_range: coupon?.valid_from && coupon.valid_to ? [dayjs(coupon.valid_from), dayjs(coupon.valid_to)] : null,
    valid_days: coupon?.valid_days ?? 30,
    take_type: coupon?.take_type ?? 1,
    stack_with_activity: coupon?.stack_with_activity === 1,
    store_ids: coupon?.store_ids ?? [],
    remark: toText(coupon?.remark),
  };
  const onFinish = (v: Values) =>
    submit({
      name: v.name,
      type: v.type,
      threshold: v.threshold ?? 0,
      amount: v.type === 1 ? v.amount : null,
      percent: v.type === 2 ? v.percent : null,
      cap: v.type === 2 ? v.cap : null,
      scope_type: v.scope_type,
      scope_ids: v.scope_type === 0 ? [] : v.scope_ids,
      total_count: v.total_count ?? '',
      per_customer: v.per_customer ?? '',
      validity_type: v.validity_type,
      valid_from: v.validity_type === 1 && v.valid_range ? v.valid_range[0].format(TIME) : null,
      valid_to: v.validity_type === 1 && v.valid_range ? v.valid_range[1].format(TIME) : null,
      valid_days: v.validity_type === 2 ? v.valid_days : null,
      take_type: v.take_type,
      stack_with_activity: v.stack_with_activity ? 1 : 0,
      store_ids: v.store_ids,
      remark: fromText(v.remark),
    });
  const radios = (prefix: string, values: readonly number[]) => values.map((value) => ({ value, label: t(`${prefix}${value}`) }));
  return (
    <Form form={form} name="coupon" layout="vertical" initialValues={initial} onFinish={onFinish} style={{ maxWidth: 1080 }}>
      {locked ? <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('mkt_coupon.terms_locked', { issued: coupon!.issued_count })} /> : null}
      <Card size="small" title={t('mkt_coupon.section_terms')}>
        <Row gutter={16}>
          <Col span={8}>
            <TextField name="name" label={t('mkt_coupon.name')} required schema={shape.name} maxLength={50} />
          </Col>
          <Col span={16}>
            <Form.Item name="type" label={t('mkt_coupon.type')} required>
              <Radio.Group disabled={locked} options={radios('marketing.coupon_type_', [1, 2])} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="threshold" label={t('mkt_coupon.threshold')} extra={t('mkt_coupon.threshold_hint')} rules={[zodRule(shape.threshold)]}>
              <InputNumber precision={2} prefix="¥" disabled={locked} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {type === 1 ? (
            <Col span={8}>
              <Form.Item name="amount" label={t('mkt_coupon.amount')} required rules={[zodRule(shape.amount)]}>
                <InputNumber precision={2} prefix="¥" disabled={locked} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ) : (
            <>
              <Col span={8}>
                <Form.Item name="percent" label={t('mkt_coupon.percent')} extra={t('mkt_coupon.percent_hint')} required rules={[zodRule(shape.percent)]}>
                  <InputNumber precision={2} suffix="%" disabled={locked} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="cap" label={t('mkt_coupon.cap')} extra={t('mkt_coupon.cap_hint')} rules={[zodRule(shape.cap)]}>
                  <InputNumber precision={2} prefix="¥" disabled={locked} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={24}>
            <Form.Item name="scope_type" label={t('mkt_coupon.scope')} required>
              <Radio.Group disabled={locked} options={radios('marketing.coupon_scope_', [0, 1, 2, 3])} onChange={() => form.setFieldValue('scope_ids', [])} />
            </Form.Item>
          </Col>
          {scope !== 0 ? (
            <Col span={24}>
              <Form.Item name="scope_ids" label={t('mkt_coupon.scope_ids')} required>
                <CouponScopeField scope={scope} names={names} disabled={locked} />
              </Form.Item>
            </Col>
          ) : null}
          <Col span={8}>
            <Form.Item name="stack_with_activity" label={t('mkt_coupon.stack')} valuePropName="checked" extra={t('mkt_coupon.stack_hint')}>
              <Switch disabled={locked} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('mkt_coupon.section_taking')} style={{ marginTop: 12 }}>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="total_count" label={t('mkt_coupon.total')} required extra={coupon ? t('mkt_coupon.total_hint', { issued: coupon.issued_count }) : undefined} rules={[zodRule(shape.total_count)]}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="per_customer" label={t('mkt_coupon.per_customer')} required rules={[zodRule(shape.per_customer)]}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="take_type" label={t('mkt_coupon.take_type')} required>
              <Radio.Group disabled={locked} options={radios('marketing.coupon_take_type_', [1, 2, 3])} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="validity_type" label={t('mkt_coupon.validity')} required>
              <Radio.Group disabled={locked} options={radios('marketing.coupon_validity_', [1, 2])} />
            </Form.Item>
          </Col>
          <Col span={16}>
            {validity === 1 ? (
              <Form.Item name="valid_range" label={t('mkt_coupon.valid_range')} required>
                <DatePicker.RangePicker showTime disabled={locked} style={{ width: '100%' }} />
              </Form.Item>
            ) : (
              <Form.Item name="valid_days" label={t('mkt_coupon.valid_days')} required rules={[zodRule(shape.valid_days)]}>
                <InputNumber precision={0} suffix={t('mkt_coupon.days')} disabled={locked} style={{ width: 200 }} />
              </Form.Item>
            )}
          </Col>
          <Col span={16}>
            <Form.Item name="store_ids" label={t('mkt_coupon.stores')} extra={t('mkt_coupon.stores_hint')}>
              <StoreSelect multiple />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('mkt_coupon.remark')} rules={[zodRule(shape.remark)]}>
              <Input.TextArea maxLength={200} rows={2} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <FormActions saving={save.isPending} onBack={leave} />
    </Form>
  );
}

/** /marketing/coupon/add and /marketing/coupon/edit?id=: one page, one form. */
export function CouponFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useCouponQuery} notFound={t('mkt_coupon.not_found')}>
      {(coupon) => <CouponForm coupon={coupon} />}
    </RecordFormPage>
  );
}
