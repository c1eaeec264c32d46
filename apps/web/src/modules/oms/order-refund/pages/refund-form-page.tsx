import { Alert, Button, Card, Flex, Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toCents } from '@tradewind/contract/common/money';
import { REFUND_TYPES, type RefundDetail, type RefundableLine } from '@tradewind/contract/oms/order-refund.schema';
import { SectionTable } from '@/core/documents/section-table';
import { idParamOf, RecordFormPage } from '@/core/form/record-form-page';
import { CellField } from '@/core/form/cell-field';
import { lineErrorsOf, useFormSubmit } from '@/core/form/use-save-form';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { ImageUploader } from '@/modules/common';
import { refundDetailPath, useDeliveredOrdersQuery, useRefundQuery, useRefundableQuery, useSaveRefundMutation } from '../api/order-refund.api';
import { refundQtyError, refundSelection, type RefundQtys } from '../refund-form-lines';
import { useLeavePage } from '@/core/routing/leave-page';

type Header = { type: 1 | 2; reason?: string; photos?: string[]; refund_amount?: number | null; deduct_reason?: string; remark?: string };

/** /oms/order_refund/add?order_id= and /oms/order_refund/edit?id= */
export function RefundFormPage() {
  const { t } = useI18n();
  return <RecordFormPage useRecord={useRefundQuery} notFound={t('oms_refund.not_found')}>{(record) => <RefundForm refund={record} />}</RecordFormPage>;
}

/** The delivered or completed order to refund, searched by number or customer. */
function OrderChoice({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const found = useDeliveredOrdersQuery(useDeferredValue(typed.trim()));
  return (
    <Select
      aria-label={t('oms_refund.order')}
      style={{ width: 420 }}
      value={value ?? undefined}
      placeholder={t('oms_refund.order_choose')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={found.isFetching}
      onChange={(v?: number) => onChange(v ?? null)}
      options={(found.data ?? []).map((o) => ({ value: o.id, label: `${o.number} ${o.customer_name} ¥${o.total_amount}` }))}
    />
  );
}

/**
 * A refund of one delivered order: the lines with what was delivered and what may still be refunded, the
 * quantity of each (checked as the server checks: within what is left, the unit's decimals), type,
 * reason, photos, and the amount the server will compute — a lower amount asks for the deduction's reason.
 */
function RefundForm({ refund }: { refund: RefundDetail | undefined }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const leave = useLeavePage();
  const [params] = useSearchParams();
  const [orderId, setOrderId] = useState<number | null>(refund?.order_id ?? idParamOf(params.get('order_id')));
  const refundable = useRefundableQuery(orderId, refund?.id ?? null);
  const [qtys, setQtys] = useState<RefundQtys>(() => Object.fromEntries((refund?.lines ?? []).map((l) => [l.order_item_id, Number(l.qty)])));
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [form] = Form.useForm<Header>();
  const save = useSaveRefundMutation();
  const lines = refundable.data?.lines ?? [];
  const selection = refundSelection(lines, qtys);
  const amount = Form.useWatch('refund_amount', form);
  const deducting = amount !== null && amount !== undefined && toCents(String(amount)) < toCents(selection.amount);
  const submitSave = useFormSubmit(form, save, {
    success: t(refund ? 'oms_refund.saved' : 'oms_refund.created_ok'),
    onDone: (saved) => leave(refundDetailPath(saved.id)),
    // the server names a line by its place among the chosen ones (`lines.0.qty`), the table by its order line
    onError: (error) => {
      const byLine: Record<number, string> = {};
      for (const [field, text] of Object.entries(lineErrorsOf(error, 'lines'))) {
        const chosen = /^lines\.\d+\./.test(field) ? selection.lines[Number(field.split('.')[1])] : undefined;
        if (chosen) byLine[chosen.order_item_id] = text;
      }
      setLineErrors(byLine);
    },
  });
  const errorOf = (l: RefundableLine) => {
    const e = refundQtyError(l, qtys[l.order_item_id]);
    return e ? t(e.key, e.params) : lineErrors[l.order_item_id];
  };

  const submit = (values: Header) => {
    if (orderId === null) return void message.error(t('oms_refund.order_choose'));
    if (selection.lines.length === 0) return void message.error(t('oms.refund_lines_required'));
    if (lines.some((l) => refundQtyError(l, qtys[l.order_item_id]))) return;
    const body = {
      order_id: orderId,
      type: values.type,
      reason: values.reason ?? '',
      photos: values.photos ?? [],
      refund_amount: values.refund_amount === null || values.refund_amount === undefined ? null : String(values.refund_amount),
      deduct_reason: deducting ? (values.deduct_reason ?? null) : null,
      remark: values.remark ?? null,
      lines: selection.lines,
    };
    submitSave({ id: refund?.id ?? null, input: body });
  };

  return (
    <Form<Header>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{
        type: (refund?.type ?? 2) as 1 | 2,
        reason: refund?.reason,
        photos: refund?.photos ?? [],
        refund_amount: refund && refund.refund_amount !== refund.goods_amount ? Number(refund.refund_amount) : null,
        deduct_reason: refund?.deduct_reason ?? undefined,
        remark: refund?.remark ?? undefined,
      }}
    >
      <Flex vertical gap={12}>
        <Card size="small" title={refund ? t('oms_refund.edit_title', { number: refund.number }) : t('oms_refund.create')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {refund ? <Typography.Text>{t('oms_refund.order')}: {refund.order_number} · {refund.customer_name}</Typography.Text> : <OrderChoice value={orderId} onChange={(id) => { setOrderId(id); setQtys({}); }} />}
            {refundable.isError && <Alert type="error" showIcon message={(refundable.error as Error).message} />}
          </Space>
        </Card>
        {refundable.data && (
          <SectionTable<RefundableLine>
            title={t('oms_refund.lines')}
            extra={<span data-testid="refund-form-amount">{t('oms_refund.lines_amount')}: ¥{selection.amount}</span>}
            rowKey="order_item_id"
            rows={lines}
            columns={[
              { title: t('oms_refund.sku'), key: 'sku', render: (_v, l) => `${l.sku_code} ${l.sku_name} ${l.spec_text}`.trim() },
              { title: t('oms_refund.unit'), dataIndex: 'unit_name', width: 70 },
              { title: t('oms_refund.price'), dataIndex: 'price', width: 90, align: 'right' },
              { title: t('oms_refund.delivered_qty'), dataIndex: 'delivered_qty', width: 90, align: 'right', render: (v: string) => Number(v) },
              { title: t('oms_refund.refunded_qty'), dataIndex: 'refunded_qty', width: 90, align: 'right', render: (v: string) => Number(v) },
              {
                title: t('oms_refund.qty'),
                key: 'qty',
                width: 200,
                render: (_v, l) => {
                  const error = errorOf(l);
                  return (
                    <CellField error={error}>
                      <InputNumber
                        aria-label={`${t('oms_refund.qty')} ${l.sku_code}`}
                        precision={l.allow_decimal === 1 ? 3 : 0}
                        disabled={Number(l.refundable_qty) <= 0}
                        value={qtys[l.order_item_id] ?? null}
                        placeholder={`≤ ${Number(l.refundable_qty)}`}
                        onChange={(v) => {
                          setQtys((q) => ({ ...q, [l.order_item_id]: v }));
                          setLineErrors((e) => ({ ...e, [l.order_item_id]: '' }));
                        }}
                        style={{ width: 140 }}
                      />
                    </CellField>
                  );
                },
              },
            ]}
          />
        )}
        <Card size="small">
          <Form.Item name="type" label={t('oms_refund.type')} rules={[{ required: true, message: t('oms.refund_type_invalid') }]}>
            <Radio.Group options={REFUND_TYPES.map((v) => ({ value: v, label: t(`oms.refund_type.${v}`) }))} />
          </Form.Item>
          <Form.Item name="reason" label={t('oms_refund.reason')} rules={[{ required: true, whitespace: true, message: t('oms.refund_reason_required') }]}>
            <Input.TextArea maxLength={200} rows={2} showCount />
          </Form.Item>
          <Form.Item name="photos" label={t('oms_refund.photos')}>
            <ImageUploader maxCount={9} />
          </Form.Item>
          <Form.Item name="refund_amount" label={t('oms_refund.refund_amount')} extra={t('oms_refund.refund_amount_hint', { amount: selection.amount })}>
            <InputNumber precision={2} placeholder={selection.amount} style={{ width: 200 }} />
          </Form.Item>
          {deducting && (
            <Form.Item name="deduct_reason" label={t('oms_refund.deduct_reason')} rules={[{ required: true, whitespace: true, message: t('oms.refund_deduct_reason_required') }]}>
              <Input maxLength={200} />
            </Form.Item>
          )}
          <Form.Item name="remark" label={t('oms_refund.remark')}>
            <Input maxLength={200} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>{t('oms_refund.submit')}</Button>
            <Button onClick={() => navigate(-1)}>{t('oms_refund.back')}</Button>
          </Space>
        </Card>
      </Flex>
    </Form>
  );
}
