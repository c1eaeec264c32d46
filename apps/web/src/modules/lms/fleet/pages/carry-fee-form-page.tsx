import { useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Form, InputNumber, Radio, Row, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { CarryFeeBodySchema, type CarryFeeDetail } from '@tradewind/contract/lms/fleet-pay.schema';
import { RecordSelect, type RecordSelectProps } from '@/core/form/record-select';
import { fromText, toText } from '@/core/form/converters';
import { FormActions } from '@/core/form/form-actions';
import { RecordFormPage } from '@/core/form/record-form-page';
import { TextField } from '@/core/form/text-field';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useCarryFeeOrdersQuery, useCarryFeeQuery, useCarryFeeQuoteQuery, useSaveCarryFeeMutation, useWorkerOptionsQuery } from '../api/fleet.api';
import { CarryFeeStatusTag, CarryQuoteParts } from '../components/fleet-tags';
import { WorkerSelect } from '../components/worker-select';
import { CARRY_FEE_LIST_PATH } from '../../lms.routes';
import { DocumentLog } from '@/core/documents/document-log';

type Values = { order_id: number | null; mode: 1 | 2; floors: number | null; pieces: number | null; lift: 0 | 1; rate: number | null; fixed_amount: number | null; worker_ids: number[]; remark: string };

/** Each loader's share as the server splits it: even to the cent, the remainder to the first. */
function shares(amountCents: number, count: number): number[] {
  if (count === 0) return [];
  const base = Math.floor(amountCents / count);
  return Array.from({ length: count }, (_v, i) => base + (i === 0 ? amountCents - base * count : 0));
}

/** Orders out for delivery or delivered, searched by number or customer; the fee's own order stays listed. */
function OrderSelect({ current, ...props }: RecordSelectProps & { current: CarryFeeDetail | undefined }) {
  const { t } = useI18n();
  const [keyword, setKeyword] = useState('');
  const orders = useCarryFeeOrdersQuery(keyword);
  const found = (orders.data ?? []).map((o) => ({ value: o.order_id, label: `${o.order_no} · ${o.customer_name} · ${t(`oms.order_status.${o.status}`)}${o.logistics_order_no ? ` · ${o.logistics_order_no}` : ''}` }));
  const own = current && !found.some((o) => o.value === current.order_id) ? [{ value: current.order_id, label: `${current.order_no} · ${current.customer_name}` }] : [];
  return (
    <RecordSelect
      {...props}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      options={[...own, ...found]}
      loading={orders.isPending}
      placeholder={t('lms_fl.carry_order_placeholder')}
      notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lms_fl.carry_no_orders')} />}
    />
  );
}

function CarryFeeView({ fee }: { fee: CarryFeeDetail }) {
  const { t } = useI18n();
  return (
    <Descriptions size="small" column={2} bordered>
      <Descriptions.Item label={t('lms_fl.order')}>{`${fee.order_no} · ${fee.customer_name}`}</Descriptions.Item>
      <Descriptions.Item label={t('lms_fl.logistics_order')}>{fee.logistics_order_no ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('lms_fl.carry_mode')}>{fee.mode === 1 ? t('lms_fl.carry_formula', { floors: fee.floors ?? 0, pieces: fee.pieces ?? 0, rate: fee.rate ?? '' }) : t('lms.carry_fee_mode.2')}</Descriptions.Item>
      <Descriptions.Item label={t('lms_fl.amount')}>¥{fee.amount}</Descriptions.Item>
      {fee.template_name ? (
        <Descriptions.Item label={t('lms_fl.carry_template')} span={2}>
          <Space wrap size={4}>
            <span>{`${fee.template_name} · ${t(`lms_fl.lift_${fee.lift}`)}`}</span>
            <CarryQuoteParts parts={fee.quote ?? []} />
          </Space>
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t('lms_fl.loaders')} span={2}>{fee.workers.map((w) => `${w.name} ¥${w.amount}`).join('、')}</Descriptions.Item>
      <Descriptions.Item label={t('lms_fl.confirmed_at')}>{fee.confirmed_at ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('lms_fl.remark')}>{fee.remark ?? '-'}</Descriptions.Item>
    </Descriptions>
  );
}

function CarryFeeForm({ fee }: { fee: CarryFeeDetail | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveCarryFeeMutation();
  const back = () => void navigate(CARRY_FEE_LIST_PATH);
  const submit = useSaveForm(form, save, { id: fee?.id ?? null, leaveTo: CARRY_FEE_LIST_PATH });
  const shape = CarryFeeBodySchema.shape;
  const v = Form.useWatch([], form) as Partial<Values> | undefined;
  const mode = v?.mode ?? fee?.mode ?? 1;
  const initialValues: Values = {
    order_id: fee?.order_id ?? null,
    mode: fee?.mode ?? 1,
    floors: fee?.floors ?? null,
    pieces: fee?.pieces ?? null,
    lift: fee?.lift ?? 1,
    rate: fee?.rate ? Number(fee.rate) : null,
    fixed_amount: fee?.mode === 2 ? Number(fee.amount) : null,
    worker_ids: fee?.workers.map((w) => w.id) ?? [],
    remark: toText(fee?.remark),
  };
  // the store's carry-fee template prices mode 1 when it has one (the server's quote); else the rate typed
  const quote = useCarryFeeQuoteQuery({ order_id: v?.order_id ?? initialValues.order_id, floors: v?.floors ?? null, pieces: v?.pieces ?? null, lift: v?.lift ?? initialValues.lift });
  const templateQuote = mode === 1 ? (quote.data ?? null) : null;
  // the amount as it will be (the settings' rate when none is given: the server's to say)
  const cents =
    mode === 2
      ? v?.fixed_amount
        ? toCents(String(v.fixed_amount))
        : 0
      : templateQuote
        ? toCents(templateQuote.amount)
        : v?.floors && v?.pieces && v?.rate !== null && v?.rate !== undefined
          ? v.floors * v.pieces * toCents(String(v.rate))
          : null;
  const split = cents ? shares(cents, v?.worker_ids?.length ?? 0) : [];
  const loaders = useWorkerOptionsQuery('loader');
  const loaderName = (id: number | undefined) => loaders.data?.find((w) => w.id === id)?.name ?? fee?.workers.find((w) => w.id === id)?.name;
  const handleFinish = (x: Values) =>
    submit({
      order_id: x.order_id,
      mode: x.mode,
      floors: x.mode === 1 ? x.floors : null,
      pieces: x.mode === 1 ? x.pieces : null,
      lift: x.lift,
      rate: x.mode === 1 ? x.rate : null,
      fixed_amount: x.mode === 2 ? x.fixed_amount : null,
      worker_ids: x.worker_ids,
      remark: fromText(x.remark),
    });
  return (
    <Form form={form} name="carry_fee" layout="vertical" initialValues={initialValues} onFinish={handleFinish}>
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="order_id" label={t('lms_fl.order')} required extra={t('lms_fl.carry_order_hint')}>
            <OrderSelect current={fee} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="mode" label={t('lms_fl.carry_mode')}>
            <Radio.Group options={[1, 2].map((m) => ({ value: m, label: t(`lms.carry_fee_mode.${m}`) }))} />
          </Form.Item>
        </Col>
        {mode === 1 ? (
          <>
            <Col span={8}>
              <Form.Item name="floors" label={t('lms_fl.floors')} required rules={[zodRule(shape.floors)]}>
                <InputNumber precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="pieces" label={t('lms_fl.pieces')} required rules={[zodRule(shape.pieces)]}>
                <InputNumber precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="rate" label={t('lms_fl.rate')} rules={[zodRule(shape.rate)]} extra={t('lms_fl.rate_default_hint')}>
                <InputNumber precision={2} prefix="¥" style={{ width: '100%' }} disabled={templateQuote !== null} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="lift" label={t('lms_fl.lift')}>
                <Radio.Group options={[1, 0].map((l) => ({ value: l, label: t(`lms_fl.lift_${l}`) }))} />
              </Form.Item>
            </Col>
            {templateQuote ? (
              <Col span={24}>
                <Alert
                  type="success"
                  style={{ marginBottom: 16 }}
                  message={t('lms_fl.carry_by_template', { name: templateQuote.template_name, amount: templateQuote.amount })}
                  description={
                    <Space wrap size={4}>
                      <CarryQuoteParts parts={templateQuote.parts} />
                    </Space>
                  }
                />
              </Col>
            ) : null}
          </>
        ) : (
          <Col span={8}>
            <Form.Item name="fixed_amount" label={t('lms_fl.fixed_amount')} required rules={[zodRule(shape.fixed_amount)]}>
              <InputNumber precision={2} prefix="¥" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        <Col span={24}>
          <Form.Item name="worker_ids" label={t('lms_fl.loaders')} required extra={t('lms_fl.loaders_hint')}>
            <WorkerSelect mode="multiple" role="loader" placeholder={t('lms_fl.loaders_placeholder')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Alert
            type="info"
            style={{ marginBottom: 16 }}
            message={
              cents === null ? (
                t('lms_fl.carry_amount_by_setting')
              ) : (
                <Space wrap>
                  <Typography.Text strong>{t('lms_fl.carry_amount_preview', { amount: fromCents(cents) })}</Typography.Text>
                  {split.map((c, i) => (
                    <Tag key={i}>{`${loaderName(v?.worker_ids?.[i]) ?? `#${i + 1}`} ¥${fromCents(c)}`}</Tag>
                  ))}
                </Space>
              )
            }
          />
        </Col>
        <Col span={24}>
          <TextField name="remark" label={t('lms_fl.remark')} schema={shape.remark} maxLength={200} />
        </Col>
      </Row>
      <FormActions saving={save.isPending} onBack={back} />
    </Form>
  );
}

/** /lms/logistics_carry_fee/add and /edit?id=: a draft's form; a confirmed fee is shown as it was charged. Its log below. */
export function CarryFeeFormPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <RecordFormPage useRecord={useCarryFeeQuery} notFound={t('lms_fl.carry_not_found')}>
      {(fee) => (
        <Flex vertical gap={12} style={{ maxWidth: 880 }}>
          <Card size="small" title={fee ? <Space><span>{fee.number}</span><CarryFeeStatusTag status={fee.status} /></Space> : t('lms_fl.carry_create')}>
            {fee?.status === 2 ? (
              <>
                <CarryFeeView fee={fee} />
                <Button style={{ marginTop: 12 }} onClick={() => void navigate(CARRY_FEE_LIST_PATH)}>{t('form.back')}</Button>
              </>
            ) : (
              <CarryFeeForm fee={fee} />
            )}
          </Card>
          {fee ? (
            <DocumentLog title={t('lms_fl.log')} logs={fee.logs} action={(l) => t(`lms_fl.action_${l.action}`)} system="-" />
          ) : null}
        </Flex>
      )}
    </RecordFormPage>
  );
}
