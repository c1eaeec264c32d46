import { useEffect, useMemo, useRef, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Button, Card, Col, DatePicker, Empty, Flex, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { PAYMENT_NOTE_TARGET_TYPES, PREPAY_NOTE_TARGETS, noteAmountSchema, type PaymentNoteBody, type PaymentNoteDetail, type PaymentNoteTargetType, type PayableSettlementRow } from '@tradewind/contract/fms/payment-note.schema';
import { SectionTable } from '@/core/documents/section-table';
import { FormActions } from '@/core/form/form-actions';
import { DraftFormPage, idParamOf } from '@/core/form/record-form-page';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { ImageUploader } from '@/modules/common';
import { money } from '../../components/money-text';
import { allocateOldestFirst } from '../payment-note-allocation';
import { paymentNotePath, settlementPath, usePaymentMethodsQuery, usePaymentNoteQuery, usePaymentTargetOptionsQuery, usePaymentTargetQuery, useSavePaymentNoteMutation } from '../api/payment-note.api';

type Values = {
  target_type?: PaymentNoteTargetType;
  target_id?: number;
  payment_config_id?: number | null;
  amount?: number | null;
  prepay_used?: number | null;
  pay_date?: Dayjs;
  attachments: string[];
  remark?: string;
} & Record<string, unknown>;

/** Each settlement's "pay now" input is a flat field `a_<id>` (a server error on `items.<i>.amount` lands on it). */
const allocField = (id: number) => `a_${id}`;
const centsOf = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? toCents(v.toFixed(2)) : 0);
const isTargetType = (v: string | null): v is PaymentNoteTargetType => !!v && (PAYMENT_NOTE_TARGET_TYPES as readonly string[]).includes(v);

/** The payee picker: the kind's first 20 matching what is typed, the chosen one always among them. */
function TargetSelect({ type, value, onChange }: { type?: PaymentNoteTargetType; value?: number; onChange?: (v: number | undefined) => void }) {
  const { t } = useI18n();
  const [keyword, setKeyword] = useState('');
  const options = usePaymentTargetOptionsQuery(type, keyword, value);
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      disabled={!type}
      value={value}
      onChange={(v) => onChange?.(v)}
      loading={options.isFetching}
      placeholder={t('fms_pn.target_placeholder')}
      notFoundContent={options.isFetching ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      options={(options.data ?? []).map((o) => ({ value: o.id, label: o.code ? `${o.name}（${o.code}）` : o.name }))}
    />
  );
}

/** The add / edit form: payee, method, amounts and date; the payee's payable settlements with what to pay on each; the rest shown as what it becomes. */
function PaymentNoteForm({ doc }: { doc: PaymentNoteDetail | undefined }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  // no `min` on the inputs: it would quietly turn −100 into 0; the contract's rule says a negative is refused
  const amountRule = zodRule(noteAmountSchema.nullish());
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const save = useSavePaymentNoteMutation();
  const methodsData = usePaymentMethodsQuery().data;
  const methods = useMemo(() => methodsData ?? [], [methodsData]);
  const type = Form.useWatch('target_type', form);
  const targetId = Form.useWatch('target_id', form);
  const target = usePaymentTargetQuery(type, targetId, doc?.id ?? null);
  const values = Form.useWatch([], form) as Values | undefined;
  const settlements = useMemo(() => target.data?.settlements ?? [], [target.data]);

  const fromUrl = doc ? null : { type: params.get('target_type'), id: idParamOf(params.get('target_id')) ?? undefined, settlementId: idParamOf(params.get('settlement_id')) ?? undefined };
  const initial: Values = doc
    ? {
        target_type: doc.target_type,
        target_id: doc.target_id,
        payment_config_id: doc.payment_config_id,
        amount: Number(doc.amount),
        prepay_used: Number(doc.prepay_used),
        pay_date: dayjs(doc.pay_date),
        attachments: doc.attachments,
        remark: doc.remark ?? '',
        ...Object.fromEntries(doc.items.map((i) => [allocField(i.target_id), Number(i.amount)])),
      }
    : { target_type: isTargetType(fromUrl!.type) ? fromUrl!.type : 'supplier', target_id: fromUrl!.id, amount: null, prepay_used: 0, pay_date: dayjs(), attachments: [] };

  // a new note takes the default method once the methods are known
  useEffect(() => {
    if (!doc && form.getFieldValue('payment_config_id') === undefined) {
      const preferred = methods.find((m) => m.is_default === 1 && m.status === 1) ?? methods.find((m) => m.status === 1);
      if (preferred) form.setFieldValue('payment_config_id', preferred.id);
    }
  }, [doc, form, methods]);

  // from a settlement's 付款 button: its open amount, paid in cash
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !fromUrl?.settlementId || !target.data) return;
    const s = target.data.settlements.find((r) => r.settlement_id === fromUrl.settlementId);
    prefilled.current = true;
    if (s) form.setFieldsValue({ [allocField(s.settlement_id)]: Number(s.open_amount), amount: Number(s.open_amount) });
  }, [fromUrl?.settlementId, target.data, form]);

  const prepayTarget = !!type && PREPAY_NOTE_TARGETS.includes(type);
  const amount = centsOf(values?.amount);
  const prepay = prepayTarget ? centsOf(values?.prepay_used) : 0;
  const allocated = settlements.reduce((sum, s) => sum + centsOf(values?.[allocField(s.settlement_id)]), 0);
  const left = amount + prepay - allocated;
  const items = settlements.filter((s) => centsOf(values?.[allocField(s.settlement_id)]) > 0);
  const fieldMap: Record<string, string> = { items: 'amount' };
  items.forEach((s, i) => {
    fieldMap[`items.${i}.amount`] = allocField(s.settlement_id);
    fieldMap[`items.${i}.target_id`] = allocField(s.settlement_id);
  });
  const submit = useSaveForm(form, save, { id: doc?.id ?? null, fieldMap, leaveTo: (saved) => paymentNotePath('detail', saved.id) });

  const allocate = () => {
    const shares = allocateOldestFirst(settlements, amount + prepay);
    const next: Record<string, unknown> = {};
    for (const [id, cents] of shares) next[allocField(id)] = cents > 0 ? Number(fromCents(cents)) : null;
    // a pool of 0 paid every open amount: the cash is what the prepayment does not cover
    if (amount + prepay === 0) next.amount = Number(fromCents(Math.max(0, [...shares.values()].reduce((a, b) => a + b, 0) - prepay)));
    form.setFieldsValue(next);
  };
  const clear = () => form.setFieldsValue(Object.fromEntries(settlements.map((s) => [allocField(s.settlement_id), null])));

  const handleFinish = (v: Values) =>
    submit({
      target_type: v.target_type!,
      target_id: v.target_id!,
      payment_config_id: v.payment_config_id ?? null,
      amount: fromCents(centsOf(v.amount)),
      prepay_used: fromCents(prepayTarget ? centsOf(v.prepay_used) : 0),
      pay_date: (v.pay_date ?? dayjs()).format('YYYY-MM-DD'),
      attachments: v.attachments ?? [],
      remark: v.remark?.trim() ? v.remark.trim() : null,
      items: items.map((s) => ({ target_type: s.settlement_type, target_id: s.settlement_id, amount: fromCents(centsOf(v[allocField(s.settlement_id)])), remark: null })),
    } satisfies PaymentNoteBody);

  const leftText =
    left < 0
      ? <Typography.Text type="danger">{t('fms_pn.over', { amount: fromCents(-left) })}</Typography.Text>
      : left === 0
        ? null
        : type === 'customer'
          ? <Typography.Text>{t('fms_pn.left_refund', { amount: fromCents(left) })}</Typography.Text>
          : type === 'staff'
            ? <Typography.Text type="danger">{t('fms_pn.left_staff', { amount: fromCents(left) })}</Typography.Text>
            : <Typography.Text type="warning">{t('fms_pn.left_prepay', { amount: fromCents(left) })}</Typography.Text>;

  return (
    <Form form={form} name="payment_note" layout="vertical" initialValues={initial} onFinish={handleFinish}>
      <Flex vertical gap={12}>
        <Card size="small" title={t('fms_pn.section_header')}>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item name="target_type" label={t('fms_pn.target_type')} rules={[{ required: true }]}>
                <Select options={PAYMENT_NOTE_TARGET_TYPES.map((v) => ({ value: v, label: t(`fms.target_type.${v}`) }))} onChange={() => form.setFieldsValue({ target_id: undefined, prepay_used: 0 })} />
              </Form.Item>
            </Col>
            <Col span={10}>
              <Form.Item name="target_id" label={t('fms_pn.target')} rules={[{ required: true, message: t('fms_pn.target_required') }]}>
                <TargetSelect type={type} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="payment_config_id" label={t('fms_pn.method')}>
                <Select allowClear options={methods.map((m) => ({ value: m.id, label: `${m.name}（${m.kind_name}）`, disabled: m.status !== 1 }))} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="amount" label={t('fms_pn.amount')} extra={t('fms_pn.amount_hint')} rules={[amountRule]}>
                <InputNumber precision={2} prefix="¥" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              {prepayTarget ? (
                <Form.Item name="prepay_used" label={t('fms_pn.prepay_used')} extra={target.data?.prepay_balance != null ? t('fms_pn.prepay_balance', { balance: target.data.prepay_balance }) : undefined} rules={[amountRule]}>
                  <InputNumber precision={2} prefix="¥" style={{ width: '100%' }} />
                </Form.Item>
              ) : type === 'customer' && target.data?.customer_balance != null ? (
                <Form.Item label={t('fms_pn.customer_balance', { balance: target.data.customer_balance })}>
                  <Typography.Text type="secondary">{t('fms_pn.customer_no_items')}</Typography.Text>
                </Form.Item>
              ) : null}
            </Col>
            <Col span={6}>
              <Form.Item name="pay_date" label={t('fms_pn.pay_date')} rules={[{ required: true }]}>
                <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="remark" label={t('fms_pn.remark')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="attachments" label={t('fms_pn.attachments')}>
                <ImageUploader maxCount={9} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        {type !== 'customer' ? (
          <SectionTable<PayableSettlementRow>
            title={t('fms_pn.section_items')}
            extra={
              <Space>
                <Button onClick={allocate} disabled={settlements.length === 0}>{t('fms_pn.allocate_oldest')}</Button>
                <Button onClick={clear} disabled={settlements.length === 0}>{t('fms_pn.clear_allocation')}</Button>
              </Space>
            }
            rowKey="settlement_id"
            rows={settlements}
            loading={target.isFetching}
            locale={{ emptyText: <Empty description={targetId ? t('fms_pn.no_settlements') : t('fms_pn.choose_target_first')} /> }}
            scroll={{ x: 900 }}
            columns={[
              { title: t('fms_pn.settlement_no'), dataIndex: 'number', width: 170, render: (v: string, r) => <a href={settlementPath(r.settlement_type, r.settlement_id)} target="_blank" rel="noreferrer">{v}</a> },
              { title: t('fms_pn.period'), key: 'period', width: 200, render: (_v, r) => `${r.start_date} ~ ${r.end_date}` },
              { title: t('fms_pn.settlement_total'), dataIndex: 'total_amount', width: 110, align: 'right', render: money },
              { title: t('fms_pn.paid'), dataIndex: 'paid_amount', width: 100, align: 'right', render: money },
              {
                title: t('fms_pn.open'),
                dataIndex: 'open_amount',
                width: 150,
                align: 'right',
                render: (v: string, r) => (
                  <div>
                    {money(v)}
                    {toCents(r.pending_amount) > 0 ? <div><Typography.Text type="warning" style={{ fontSize: 12 }}>{t('fms_pn.pending_elsewhere', { amount: r.pending_amount })}</Typography.Text></div> : null}
                  </div>
                ),
              },
              {
                title: t('fms_pn.this_payment'),
                key: 'pay',
                width: 160,
                render: (_v, r) => (
                  <Form.Item name={allocField(r.settlement_id)} style={{ margin: 0 }} rules={[amountRule]}>
                    <InputNumber aria-label={`${t('fms_pn.this_payment')} ${r.number}`} precision={2} prefix="¥" style={{ width: 140 }} />
                  </Form.Item>
                ),
              },
            ]}
          />
        ) : null}
        <Card size="small">
          <Space size="large" wrap>
            <span>{`${t('fms_pn.amount')} ¥${fromCents(amount)}`}</span>
            {prepayTarget ? <span>{`${t('fms_pn.prepay_used')} ¥${fromCents(prepay)}`}</span> : null}
            <span>{`${t('fms_pn.allocated')} ¥${fromCents(allocated)}`}</span>
            {leftText}
          </Space>
        </Card>
        <FormActions saving={save.isPending} onBack={() => void navigate(doc ? paymentNotePath('detail', doc.id) : paymentNotePath('list'))} />
      </Flex>
    </Form>
  );
}

/** /fms/payment_note/add (also `?target_type=&target_id=&settlement_type=&settlement_id=` from a settlement) and edit?id= (pending only). */
export function PaymentNoteFormPage() {
  const { t } = useI18n();
  return (
    <DraftFormPage useRecord={usePaymentNoteQuery} notFound={t('fms_pn.not_found')} notEditable={t('fms_pn.not_pending')}>
      {(doc) => <PaymentNoteForm doc={doc} />}
    </DraftFormPage>
  );
}
