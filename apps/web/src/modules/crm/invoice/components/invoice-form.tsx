import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, Col, Empty, Flex, Form, Input, InputNumber, Radio, Row, Select, Table, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fromCents, groupDigits, toCents } from '@tradewind/contract/common/money';
import { INVOICE_TITLE_TYPES, INVOICE_TYPES, taxNumberSchema, type InvoiceDetail, type InvoiceOrder } from '@tradewind/contract/crm/invoice.schema';
import { CellField } from '@/core/form/cell-field';
import { FormActions } from '@/core/form/form-actions';
import { idParamOf } from '@/core/form/record-form-page';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { ApiError } from '@/core/http/http-error';
import { useI18n } from '@/core/i18n/use-i18n';
import { CustomerSelect } from '../../price/components/customer-select';
import { INVOICE_LIST_PATH, invoiceEditPath } from '../../crm.routes';
import { useInvoiceOrdersQuery, useInvoiceTitlesQuery, useSaveInvoiceMutation, type InvoiceBody } from '../api/invoice.api';

const money = (v: string) => `¥${groupDigits(v)}`;
const TITLE_FIELDS = ['title', 'tax_number', 'bank_name', 'bank_account', 'address', 'phone'] as const;
type Values = { customer_id?: number | null; type?: 1 | 2; title_type?: 1 | 2; title?: string; tax_number?: string; bank_name?: string; bank_account?: string; address?: string; phone?: string; remark?: string };
const cents = (v: string | undefined) => (v && /^\d+(\.\d{0,2})?$/.test(v.trim()) ? toCents(v.trim()) : 0);

/**
 * The invoice form (a draft or a rejected invoice, or a new one; `original` makes a red reversal of it):
 * customer, type, the title picked from the customer's certification or titles used before (or typed), and
 * the customer's delivered orders to tick — each amount starts at what the order may still be invoiced for
 * (reversed, for a red one). The server's refusals of a line show on its row.
 */
export function InvoiceForm({ doc, original }: { doc?: InvoiceDetail; original?: InvoiceDetail }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveInvoiceMutation();
  const redId = original?.id ?? (doc?.kind === 2 ? doc.original_id : null);
  const red = redId === null ? undefined : { id: redId };
  const customerId = Form.useWatch('customer_id', form) ?? null;
  const type = Form.useWatch('type', form);
  const titleType = Form.useWatch('title_type', form);
  const orders = useInvoiceOrdersQuery(customerId, { invoiceId: doc?.id, originalId: red?.id });
  const titles = useInvoiceTitlesQuery(red ? null : customerId);
  const [picked, setPicked] = useState<Record<number, string>>(() => Object.fromEntries((doc?.lines ?? []).map((l) => [l.order_id, l.amount.replace('-', '')])));
  const [sent, setSent] = useState<number[]>([]);
  const limitOf = (o: InvoiceOrder) => (red ? (o.reversible_amount ?? '0.00') : o.invoiceable_amount);

  // the customer's titles: the certification's first; picking one fills the title fields
  useEffect(() => {
    if (doc || redId !== null || !titles.data?.length || form.getFieldValue('title')) return;
    const first = titles.data[0];
    form.setFieldsValue({ title_type: first.title_type, ...Object.fromEntries(TITLE_FIELDS.map((f) => [f, first[f] ?? ''])) });
  }, [titles.data, doc, redId, form]);

  const rowErrors = useMemo(() => {
    const out: Record<number, string> = {};
    if (save.error instanceof ApiError)
      for (const f of save.error.fieldErrors) {
        const m = /^lines\.(\d+)\./.exec(f.field);
        const orderId = m ? sent[Number(m[1])] : undefined;
        if (orderId !== undefined) out[orderId] = f.message;
      }
    return out;
  }, [save.error, sent]);

  const submit = useSaveForm(form, save, { id: doc?.id ?? null, leaveTo: (saved) => invoiceEditPath(saved.id) });
  const rows = orders.data ?? [];
  const selected = rows.filter((o) => o.order_id in picked);
  const total = selected.reduce((s, o) => s + cents(picked[o.order_id]), 0);

  const initial: Values = doc
    ? { customer_id: doc.customer_id, type: doc.type, title_type: doc.title_type, title: doc.title, tax_number: doc.tax_number ?? '', bank_name: doc.bank_name ?? '', bank_account: doc.bank_account ?? '', address: doc.address ?? '', phone: doc.phone ?? '', remark: doc.remark ?? '' }
    : original
      ? { customer_id: original.customer_id, type: original.type, title_type: original.title_type, title: original.title, tax_number: original.tax_number ?? '', bank_name: original.bank_name ?? '', bank_account: original.bank_account ?? '', address: original.address ?? '', phone: original.phone ?? '' }
      : { customer_id: idParamOf(params.get('customer_id')), type: 1, title_type: 1 };

  const handleFinish = (v: Values) => {
    const lines = selected.map((o) => ({ order_id: o.order_id, amount: picked[o.order_id] ?? '' }));
    setSent(lines.map((l) => l.order_id));
    const body: InvoiceBody = {
      customer_id: v.customer_id ?? 0,
      type: v.type ?? 1,
      title_type: v.title_type ?? 1,
      title: v.title ?? '',
      tax_number: v.tax_number || null,
      bank_name: v.bank_name || null,
      bank_account: v.bank_account || null,
      address: v.address || null,
      phone: v.phone || null,
      remark: v.remark || null,
      original_id: red?.id ?? null,
      lines,
    };
    submit(body);
  };
  const special = type === 2;
  const locked = !!red; // a red invoice carries its original's title

  return (
    <Form form={form} name="invoice" layout="vertical" initialValues={initial} onFinish={handleFinish} onValuesChange={(changed: Partial<Values>) => 'customer_id' in changed && setPicked({})} disabled={save.isPending}>
      <Flex vertical gap={12}>
        <Card size="small" title={doc ? `${t('crm_invoice.edit_title')} ${doc.number}` : red ? `${t('crm_invoice.create_red')} · ${t('crm_invoice.original')} ${original?.number ?? ''}` : t('crm_invoice.create')}>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="customer_id" label={t('crm_invoice.customer')} rules={[{ required: true, message: t('crm_invoice.customer_required') }]}>
                {locked ? <CustomerSelect allowClear={false} style={{ pointerEvents: 'none' }} /> : <CustomerSelect placeholder={t('crm_invoice.customer_placeholder')} />}
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="type" label={t('crm_invoice.type')} required>
                <Radio.Group disabled={locked} options={INVOICE_TYPES.map((v) => ({ value: v, label: t(`crm.invoice_type_${v}`) }))} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="title_type" label={t('crm_invoice.title_type')} required>
                <Radio.Group disabled={locked} options={INVOICE_TITLE_TYPES.map((v) => ({ value: v, label: t(`crm.invoice_title_type_${v}`), disabled: special && v === 2 }))} />
              </Form.Item>
            </Col>
            {!locked ? (
              <Col span={8}>
                <Form.Item label={t('crm_invoice.pick_title')}>
                  <Select
                    placeholder={t('crm_invoice.pick_title_placeholder')}
                    disabled={!titles.data?.length}
                    value={null}
                    data-testid="invoice-title-picker"
                    options={(titles.data ?? []).map((x, i) => ({ value: i, label: `【${t(x.source === 'certification' ? 'crm_invoice.title_from_cert' : 'crm_invoice.title_saved')}】${x.title}${x.tax_number ? ` ${x.tax_number}` : ''}` }))}
                    onChange={(i: number) => {
                      const x = titles.data![i];
                      form.setFieldsValue({ title_type: x.title_type, ...Object.fromEntries(TITLE_FIELDS.map((f) => [f, x[f] ?? ''])) });
                    }}
                  />
                </Form.Item>
              </Col>
            ) : null}
            <Col span={8}>
              <Form.Item name="title" label={t('crm_invoice.invoice_title')} rules={[{ required: true, whitespace: true, message: t('crm.invoice_title_required') }]}>
                <Input maxLength={100} disabled={locked} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="tax_number" label={t('crm_invoice.tax_number')} required={titleType === 1} rules={[...(titleType === 1 ? [{ required: true, message: t('crm.invoice_tax_number_required') }] : []), zodRule(taxNumberSchema)]}>
                <Input maxLength={20} disabled={locked} />
              </Form.Item>
            </Col>
            {(['bank_name', 'bank_account', 'address', 'phone'] as const).map((f) => (
              <Col span={f === 'address' ? 16 : 8} key={f}>
                <Form.Item name={f} label={t(`crm_invoice.${f}`)} required={special} rules={special ? [{ required: true, whitespace: true, message: t(`crm.invoice_special_${f}`) }] : []}>
                  <Input maxLength={f === 'address' ? 200 : f === 'bank_name' ? 100 : 50} disabled={locked} />
                </Form.Item>
              </Col>
            ))}
            <Col span={24}>
              <Form.Item name="remark" label={t('crm_invoice.remark')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          </Row>
          {special && !locked ? <Alert type="info" showIcon title={t('crm_invoice.special_hint')} /> : null}
        </Card>
        <Card size="small" title={t('crm_invoice.orders')} extra={<Typography.Text type="secondary">{t(red ? 'crm_invoice.red_orders_hint' : 'crm_invoice.orders_hint')}</Typography.Text>}>
          {customerId === null ? (
            <Empty description={t('crm_invoice.pick_customer_first')} />
          ) : (
            <Table<InvoiceOrder>
              rowKey="order_id"
              size="small"
              pagination={false}
              loading={orders.isFetching}
              dataSource={rows}
              scroll={{ x: 1000, y: 420 }}
              data-testid="invoice-orders"
              locale={{ emptyText: <Empty description={t('crm_invoice.no_orders')} /> }}
              rowSelection={{
                selectedRowKeys: selected.map((o) => o.order_id),
                getCheckboxProps: (o) => ({ disabled: !(o.order_id in picked) && limitOf(o) === '0.00', 'aria-label': o.order_no }),
                onChange: (keys) =>
                  setPicked((prev) => Object.fromEntries(rows.filter((o) => keys.includes(o.order_id)).map((o) => [o.order_id, prev[o.order_id] ?? limitOf(o)]))),
              }}
              columns={[
                { title: t('crm_invoice.order_no'), dataIndex: 'order_no', width: 190, render: (v: string, r) => <Link to={`/oms/order/detail?id=${r.order_id}`} target="_blank">{v}</Link> },
                { title: t('crm_invoice.order_date'), dataIndex: 'date', width: 110 },
                { title: t('crm_invoice.delivered'), dataIndex: 'delivered_amount', width: 110, align: 'right', render: money },
                { title: t('crm_invoice.refunded'), dataIndex: 'refunded_amount', width: 100, align: 'right', render: money },
                { title: t('crm_invoice.invoiced'), dataIndex: 'invoiced_amount', width: 100, align: 'right', render: money },
                { title: t('crm_invoice.pending'), dataIndex: 'pending_amount', width: 110, align: 'right', render: (v: string) => (v === '0.00' ? '-' : <Typography.Text type="warning">{money(v)}</Typography.Text>) },
                red
                  ? { title: t('crm_invoice.reversible'), key: 'limit', width: 110, align: 'right', render: (_v, r) => <Typography.Text strong>{money(r.reversible_amount ?? '0.00')}</Typography.Text> }
                  : { title: t('crm_invoice.invoiceable'), dataIndex: 'invoiceable_amount', width: 110, align: 'right', render: (v: string) => <Typography.Text strong>{money(v)}</Typography.Text> },
                {
                  title: t('crm_invoice.this_invoice'),
                  key: 'amount',
                  width: 180,
                  render: (_v, r) => {
                    if (!(r.order_id in picked)) return null;
                    const over = cents(picked[r.order_id]) > toCents(limitOf(r));
                    const error = rowErrors[r.order_id] ?? (over ? t('crm_invoice.over') : undefined);
                    return (
                      <CellField error={error}>
                        <InputNumber<string>
                          stringMode
                          precision={2}
                          aria-label={`${t('crm_invoice.this_invoice')} ${r.order_no}`}
                          style={{ width: 150 }}
                          value={picked[r.order_id] || null}
                          onChange={(v) => setPicked((prev) => ({ ...prev, [r.order_id]: v ?? '' }))}
                        />
                      </CellField>
                    );
                  },
                },
              ]}
            />
          )}
          <Typography.Paragraph style={{ margin: '12px 0 0' }} data-testid="invoice-total">
            {t('crm_invoice.selected_total', { count: selected.length, amount: groupDigits(fromCents(red ? -total : total)) })}
          </Typography.Paragraph>
        </Card>
        <FormActions saving={save.isPending} onBack={() => void navigate(doc ? invoiceEditPath(doc.id) : INVOICE_LIST_PATH)} />
      </Flex>
    </Form>
  );
}

