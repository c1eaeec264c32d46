import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Empty, Flex, Form, Input, InputNumber, Row, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fromCents } from '@tradewind/contract/common/money';
import { receiptAmountSchema, type ReceiptNoteDetail, type ReceiptTarget } from '@tradewind/contract/fms/receipt-note.schema';
import { CellField } from '@/core/form/cell-field';
import { FormActions } from '@/core/form/form-actions';
import { DraftFormPage, idParamOf } from '@/core/form/record-form-page';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { ApiError } from '@/core/http/http-error';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { ImageUploader } from '@/modules/common';
import { CustomerSelect } from '@/modules/crm';
import { groupDigits } from '@tradewind/contract/common/money';
import { money } from '../../components/money-text';
import { receiptPath, targetPath, useReceiptNoteQuery, useReceiptOptionsQuery, useReceiptTargetsQuery, useSaveReceiptNoteMutation } from '../api/receipt-note.api';
import { allocateOldestFirst, allocationSums, centsOf, openTotal, tableAllocation, targetKey, unallocatedRest } from '../components/allocation';

type Values = { customer_id?: number | null; payment_config_id?: number; amount?: string | null; receipt_date?: Dayjs; attachments?: string[]; remark?: string };
type Body = { customer_id?: number | null; payment_config_id?: number; amount: string; receipt_date?: string; attachments: string[]; remark: string | null; items: Array<{ target_type: string; target_id: number; amount: string }> };

const isNegative = (v: string | undefined) => !!v && v.trim().startsWith('-');
const rowKey = (r: Pick<ReceiptTarget, 'target_type' | 'target_id'>) => targetKey(r.target_type, r.target_id);

/**
 * The add / edit form: customer, method (the default preselected), amount, date, attachments, remark, and the
 * allocation table of the customer's open orders and statements (oldest first) with an amount each: the form
 * proposes the amount over them oldest first and follows the amount until the user changes a row; "allocate
 * oldest first" proposes again; what is left goes to the balance as a prepayment, which saving asks to confirm.
 * `?customer_id=` with `&order_id=` or `&statement_id=` (the order and statement pages' 收款) preselects that
 * target's open amount. Beside the table: the customer's balance, what is open on the listed targets (a
 * cash-on-delivery order owes money that is not in the account-period receivable) and that receivable.
 */
function ReceiptNoteForm({ doc }: { doc: ReceiptNoteDetail | undefined }) {
  const { t } = useI18n();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const zodRule = useZodRule();
  const options = useReceiptOptionsQuery().data;
  const save = useSaveReceiptNoteMutation();
  const [sent, setSent] = useState<Body['items']>([]);
  const [touched, setTouched] = useState<Record<string, string> | null>(() => (doc ? Object.fromEntries(doc.items.map((i) => [targetKey(i.target_type, i.target_id), i.amount])) : null));
  const customerId = Form.useWatch('customer_id', form) ?? null;
  const amount = Form.useWatch('amount', form);
  const methodId = Form.useWatch('payment_config_id', form);
  const targets = useReceiptTargetsQuery(customerId);
  const method = options?.payment_methods.find((m) => m.id === methodId);

  // the open targets, and this note's own items' targets when they are no longer listed (fully paid by another note meanwhile)
  const rows = useMemo(() => {
    const list = [...(targets.data?.list ?? [])];
    if (doc && customerId === doc.customer_id)
      for (const i of doc.items) if (i.target && !list.some((r) => rowKey(r) === rowKey(i.target!))) list.push(i.target);
    return list;
  }, [targets.data, doc, customerId]);

  // ?customer_id=&order_id= / &statement_id=: that target's open amount, once its list has loaded (until the user changes the table)
  const wanted = params.get('order_id') ? targetKey('order', Number(params.get('order_id'))) : params.get('statement_id') ? targetKey('statement', Number(params.get('statement_id'))) : null;
  const preset = useMemo(() => {
    const row = !doc && wanted ? targets.data?.list.find((r) => rowKey(r) === wanted) : undefined;
    return row ? { [rowKey(row)]: row.open_amount } : null;
  }, [doc, wanted, targets.data]);
  const tableRows = useMemo(() => rows.map((r) => ({ key: rowKey(r), open: r.open_amount })), [rows]);
  const alloc = tableAllocation(tableRows, amount, touched, preset);
  const setAlloc = (next: Record<string, string> | ((prev: Record<string, string>) => Record<string, string>)) => setTouched(typeof next === 'function' ? next(alloc) : next);
  useEffect(() => {
    const open = preset ? Object.values(preset)[0] : undefined;
    if (open && !form.getFieldValue('amount')) form.setFieldValue('amount', open);
  }, [preset, form]);

  useEffect(() => {
    if (!doc && options && form.getFieldValue('payment_config_id') === undefined) {
      const preferred = options.payment_methods.find((m) => m.is_default === 1) ?? options.payment_methods[0];
      if (preferred) form.setFieldValue('payment_config_id', preferred.id);
    }
  }, [doc, options, form]);

  // the server's refusals of items (`items.<i>.…`) shown on the rows they name
  const rowErrors = useMemo(() => {
    const out: Record<string, string> = {};
    if (save.error instanceof ApiError)
      for (const f of save.error.fieldErrors) {
        const m = /^items\.(\d+)\./.exec(f.field);
        const item = m ? sent[Number(m[1])] : undefined;
        if (item) out[targetKey(item.target_type, item.target_id)] = f.message;
      }
    return out;
  }, [save.error, sent]);
  const sums = allocationSums(amount, alloc);
  const byBalance = method?.kind === 5;

  const submit = useSaveForm(form, save, { id: doc?.id ?? null, leaveTo: (saved) => receiptPath('detail', saved.id) });

  const initial: Values = doc
    ? { customer_id: doc.customer_id, payment_config_id: doc.payment_config_id ?? undefined, amount: doc.amount, receipt_date: dayjs(doc.receipt_date), attachments: doc.attachments, remark: doc.remark ?? '' }
    : { customer_id: idParamOf(params.get('customer_id')), receipt_date: dayjs(), attachments: [] };

  const handleFinish = (v: Values) => {
    if (rows.some((r) => isNegative(alloc[rowKey(r)]))) return; // the row shows why
    const items = rows.filter((r) => centsOf(alloc[rowKey(r)]) > 0).map((r) => ({ target_type: r.target_type, target_id: r.target_id, amount: fromCents(centsOf(alloc[rowKey(r)])) }));
    const send = () => {
      setSent(items);
      submit({
        customer_id: v.customer_id,
        payment_config_id: v.payment_config_id,
        amount: v.amount ?? '',
        receipt_date: v.receipt_date?.format('YYYY-MM-DD'),
        attachments: v.attachments ?? [],
        remark: v.remark ?? null,
        items,
      });
    };
    // a rest that would land in the balance is confirmed first (a balance payment must allocate all: the server says so)
    const rest = byBalance ? 0 : unallocatedRest(v.amount, alloc);
    if (rest === 0) return send();
    modal.confirm({
      title: t('fms_rn.save_prepay_title'),
      content: t('fms_rn.save_prepay_confirm', { amount: groupDigits(fromCents(rest)) }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: send,
    });
  };

  return (
    <Form form={form} name="receipt_note" layout="vertical" initialValues={initial} onFinish={handleFinish} onValuesChange={(changed: Partial<Values>) => 'customer_id' in changed && setTouched(null)}>
      <Flex vertical gap={12}>
        <Card size="small" title={doc ? `${t('fms_rn.edit_title')} ${doc.number}` : t('fms_rn.create')}>
          {options?.receipt_audit === 0 ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('fms_rn.audit_off_hint')} /> : null}
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="customer_id" label={t('fms_rn.customer')} rules={[{ required: true, message: t('fms_rn.customer_required') }]}>
                <CustomerSelect placeholder={t('fms_rn.customer_placeholder')} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="payment_config_id" label={t('fms_rn.method')} rules={[{ required: true, message: t('fms_rn.method_required') }]} extra={byBalance ? t('fms_rn.balance_hint') : undefined}>
                <Select placeholder={t('fms_rn.method')} options={(options?.payment_methods ?? []).map((m) => ({ value: m.id, label: `${m.name}（${m.kind_name}）` }))} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="amount" label={t('fms_rn.amount')} rules={[{ required: true, message: t('fms_rn.amount_required') }, zodRule(receiptAmountSchema)]}>
                {/* no `min`: it turned −100 into ¥0.01; the contract's rule refuses a negative with its message */}
                <InputNumber<string> stringMode precision={2} prefix="¥" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="receipt_date" label={t('fms_rn.receipt_date')} rules={[{ required: true, message: t('fms_rn.date_required') }]}>
                <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(options?.today ?? undefined), 'day')} />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item name="remark" label={t('fms_rn.remark')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="attachments" label={t('fms_rn.attachments')} extra={t('fms_rn.attachments_hint')}>
                <ImageUploader maxCount={9} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card
          size="small"
          title={t('fms_rn.allocation')}
          extra={
            <Button disabled={!rows.length || sums.total === 0} onClick={() => setAlloc(allocateOldestFirst(tableRows, amount))} data-testid="rn-auto">
              {t('fms_rn.auto_allocate')}
            </Button>
          }
        >
          {customerId === null ? (
            <Empty description={t('fms_rn.pick_customer_first')} />
          ) : (
            <Table<ReceiptTarget>
              rowKey={rowKey}
              size="small"
              pagination={false}
              loading={targets.isFetching}
              dataSource={rows}
              scroll={{ x: 900, y: 420 }}
              data-testid="rn-allocation"
              locale={{ emptyText: <Empty description={t('fms_rn.no_open_targets')} /> }}
              columns={[
                { title: t('fms_rn.target_type'), dataIndex: 'target_type', width: 80, render: (v: string) => t(`fms.rn_target_type.${v}`) },
                { title: t('fms_rn.target_no'), dataIndex: 'target_no', width: 180, render: (v: string, r) => <Link to={targetPath(r.target_type, r.target_id, v)} target="_blank">{v}</Link> },
                { title: t('fms_rn.target_date'), dataIndex: 'date', width: 110 },
                { title: t('fms_rn.due'), dataIndex: 'due_amount', width: 110, align: 'right', render: money },
                { title: t('fms_rn.paid'), dataIndex: 'paid_amount', width: 110, align: 'right', render: money },
                { title: t('fms_rn.open'), dataIndex: 'open_amount', width: 110, align: 'right', render: money },
                // notes still waiting for audit on the same target (a driver's cash sign-in makes one): not yet paid, but not to be collected twice
                {
                  title: t('fms_rn.pending_notes'),
                  key: 'pending',
                  width: 190,
                  render: (_v, r) =>
                    r.pending_notes
                      .filter((n) => n.note_id !== doc?.id)
                      .map((n) => (
                        <div key={n.note_id}>
                          <Link to={`/fms/receipt_note/detail?id=${n.note_id}`} target="_blank">{n.note_no}</Link> {money(n.amount)}
                          {n.source === 3 ? <Typography.Text type="warning"> {t('fms_rn.pending_sign_in')}</Typography.Text> : null}
                        </div>
                      )),
                },
                { title: t('fms_rn.target_state'), dataIndex: 'state_name', width: 90 },
                {
                  title: t('fms_rn.this_note'),
                  key: 'amount',
                  width: 180,
                  render: (_v, r) => {
                    const key = rowKey(r);
                    const over = centsOf(alloc[key]) > centsOf(r.open_amount);
                    const error = rowErrors[key] ?? (isNegative(alloc[key]) ? t('fms.amount_positive') : over ? t('fms_rn.over_open') : undefined);
                    return (
                      <CellField error={error}>
                        <InputNumber<string>
                          stringMode
                          aria-label={`${t('fms_rn.this_note')} ${r.target_no}`}
                          precision={2}
                          style={{ width: 150 }}
                          value={alloc[key] || null}
                          onChange={(v) => setAlloc((prev) => ({ ...prev, [key]: v ?? '' }))}
                        />
                      </CellField>
                    );
                  },
                },
              ]}
            />
          )}
          <Space size="large" style={{ marginTop: 12 }} wrap data-testid="rn-sums">
            <span>{t('fms_rn.amount')}：{money(fromCents(sums.total))}</span>
            <span>{t('fms_rn.allocated')}：{money(fromCents(sums.allocated))}</span>
            {sums.prepay >= 0 ? (
              <Typography.Text type={byBalance && sums.prepay > 0 ? 'danger' : undefined}>{`${t('fms_rn.to_balance')}：`}{money(fromCents(sums.prepay))}</Typography.Text>
            ) : (
              <Typography.Text type="danger">{t('fms_rn.over_amount', { amount: groupDigits(fromCents(-sums.prepay)) })}</Typography.Text>
            )}
            {targets.data ? <Typography.Text type="secondary">{t('fms_rn.account_now', { balance: groupDigits(targets.data.account.balance), open: groupDigits(fromCents(openTotal(tableRows))), need_pay: groupDigits(targets.data.account.need_pay) })}</Typography.Text> : null}
          </Space>
        </Card>
        <FormActions saving={save.isPending} onBack={() => void navigate(doc ? receiptPath('detail', doc.id) : receiptPath('list'))} />
      </Flex>
    </Form>
  );
}

/** /fms/receipt_note/add and edit?id= (pending notes only). */
export function ReceiptNoteFormPage() {
  const { t } = useI18n();
  return (
    <DraftFormPage useRecord={useReceiptNoteQuery} notFound={t('fms_rn.not_found')} notEditable={t('fms_rn.not_pending')}>
      {(doc) => <ReceiptNoteForm doc={doc} />}
    </DraftFormPage>
  );
}
