import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, Button, Card, DatePicker, Descriptions, Empty, Flex, Form, Input, Popconfirm, Result, Space, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { toCents } from '@tradewind/contract/common/money';
import {
  SupplierSettlementListQuerySchema,
  type SupplierSettlement,
  type SupplierSettlementDetail,
  type SupplierSettlementItem,
  type SupplierSettlementList,
  type SupplierSettlementSource,
} from '@tradewind/contract/fms/supplier-settlement.schema';
import { useFeedback } from '@/core/feedback/feedback';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { TotalsRow } from '@/core/list/totals-row';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { useListTotals } from '../../api/fms.api';
import { dateRangeFromValues, dateRangeToValues, type DateRangeValues } from '../../components/history-filters';
import { money } from '../../components/money-text';
import { SettlementAuditDialog } from '../../settlement/settlement-audit-dialog';
import { SettlementDetailHeader } from '../../settlement/settlement-detail-header';
import { SUPPLIER_SETTLEMENT } from '../../settlement/settlement-kind';
import { SettlementListActions } from '../../settlement/settlement-list-actions';
import { DocLoader } from '../../components/doc-loader';
import { SettlementLog } from '../../settlement/settlement-log';
import { SettlementStatusTag } from '../../settlement/settlement-status-tag';
import { useSettlementTabs } from '../../settlement/settlement-tabs';
import {
  SUPPLIER_SETTLEMENT_EXPORT_PATH,
  SUPPLIER_SETTLEMENT_LIST_PATH,
  payPath,
  supplierSettlementKeys,
  supplierSettlementPath,
  useCreateSupplierSettlementMutation,
  useDeleteSupplierSettlementMutation,
  useSettlementCandidatesQuery,
  useSupplierSettlementActionMutation,
  useSupplierSettlementQuery,
} from '../api/supplier-settlement.api';
import { settlementSums } from '../components/settlement-sums';
import { SourceTypeTag, SupplierSelect, signedAmount } from '../components/settlement-parts';

const DAY = 'YYYY-MM-DD';

/** /fms/supplier_settlement_order/list: status tabs with counts; number, supplier and period; totals of the tab; export of the tab; actions by permission. */
export function SupplierSettlementListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const list = useList<SupplierSettlement>({ keys: supplierSettlementKeys, path: SUPPLIER_SETTLEMENT_LIST_PATH, schema: SupplierSettlementListQuerySchema, exportPath: SUPPLIER_SETTLEMENT_EXPORT_PATH });
  const whole = useListTotals<Pick<SupplierSettlementList, 'totals' | 'counts'>>(supplierSettlementKeys, SUPPLIER_SETTLEMENT_LIST_PATH, list.query as QueryParams).data;
  const remove = useDeleteSupplierSettlementMutation();
  const tabs = useSettlementTabs(SUPPLIER_SETTLEMENT, list, whole?.counts);
  const columns: TableColumnsType<SupplierSettlement> = [
    { title: t('fms_ss.number'), dataIndex: 'number', width: 170, fixed: 'left', render: (v: string, r) => <Link to={supplierSettlementPath('detail', r.id)}>{v}</Link> },
    { title: t('fms_ss.status'), dataIndex: 'status', width: 100, render: (v: SupplierSettlement['status']) => <SettlementStatusTag kind={SUPPLIER_SETTLEMENT} status={v} /> },
    { title: t('fms_ss.supplier'), dataIndex: 'supplier_name', width: 180, render: (v: string, r) => <Typography.Text title={r.supplier_code}>{v}</Typography.Text> },
    { title: t('fms_ss.period'), key: 'period', width: 210, render: (_v, r) => <span style={{ whiteSpace: 'nowrap' }}>{`${r.start_date} ~ ${r.end_date}`}</span> },
    { title: t('fms_ss.doc_count'), key: 'counts', width: 110, align: 'center', render: (_v, r) => `${r.entry_count} / ${r.refund_count}` },
    { title: t('fms_ss.total_amount'), dataIndex: 'total_amount', width: 130, align: 'right', render: money },
    { title: t('fms_ss.paid_amount'), dataIndex: 'paid_amount', width: 120, align: 'right', render: money },
    { title: t('fms_ss.open_amount'), dataIndex: 'open_amount', width: 120, align: 'right', render: money },
    { title: t('fms_ss.created'), key: 'created', width: 170, render: (_v, r) => <Flex vertical style={{ whiteSpace: 'nowrap' }}><span>{r.created_at}</span><Typography.Text type="secondary">{r.created_by_name ?? ''}</Typography.Text></Flex> },
    {
      title: t('fms_ss.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" onClick={() => void navigate(supplierSettlementPath('detail', r.id))}>{t('fms_ss.view')}</Button>
          {r.status === 1 ? (
            <Permission rule="fms:supplier_settlement_order:delete">
              <Popconfirm
                title={t('fms_ss.delete_confirm')}
                onConfirm={async () => {
                  await remove.mutateAsync(r.id);
                  void message.success(t('fms_ss.deleted'));
                }}
              >
                <Button type="link" danger>{t('fms_ss.delete')}</Button>
              </Popconfirm>
            </Permission>
          ) : null}
        </Space>
      ),
    },
  ];
  const totals = whole?.totals;
  return (
    <Card size="small">
      <FilterBar<DateRangeValues>
        list={list}
        name="supplier_settlement_filters"
        toValues={dateRangeToValues}
        fromValues={dateRangeFromValues}
        actions={<SettlementListActions kind={SUPPLIER_SETTLEMENT} exportProps={list.exportProps} />}
      >
        <Form.Item name="keyword">
          <Input placeholder={t('fms_ss.keyword')} allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="supplier_id">
          <SupplierSelect placeholder={t('fms_ss.supplier')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker placeholder={[t('fms_ss.date_from'), t('fms_ss.date_to')]} allowEmpty={[true, true]} style={{ width: 250 }} />
        </Form.Item>
      </FilterBar>
      <Tabs {...tabs} />
      <ListTable<SupplierSettlement>
        list={list}
        columns={columns}
        empty={t('fms_ss.empty')}
        scroll={{ x: 1300 }}
        summary={() =>
          totals && list.total > 0 ? (
            <TotalsRow
              columns={columns}
              label={t('fms_ss.totals', { total: list.total })}
              totals={{ total_amount: money(totals.total_amount), paid_amount: money(totals.paid_amount), open_amount: money(totals.open_amount) }}
            />
          ) : null
        }
      />
    </Card>
  );
}

type AddValues = { supplier_id?: number | null; period?: [Dayjs, Dayjs] | null; remark?: string };
const keyOf = (s: Pick<SupplierSettlementSource, 'source_type' | 'source_id'>) => `${s.source_type}:${s.source_id}`;

/**
 * /fms/supplier_settlement_order/add: the supplier and the period (last month by default), then the free
 * purchase receipts and refunds of the period in the current store, all checked; unchecked ones stay for a
 * later settlement. The sums follow the checks: receipts − refunds = total.
 */
export function SupplierSettlementAddPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [form] = Form.useForm<AddValues>();
  const supplierId = Form.useWatch('supplier_id', form);
  const period = Form.useWatch('period', form);
  const query = { supplier_id: supplierId ?? undefined, start_date: period?.[0]?.format(DAY), end_date: period?.[1]?.format(DAY) };
  const candidates = useSettlementCandidatesQuery(query);
  const create = useCreateSupplierSettlementMutation();
  const { message } = useFeedback();
  // unchecked sources, for the query they were unchecked in (a new supplier or period starts all checked)
  const queryKey = JSON.stringify(query);
  const [unchecked, setUnchecked] = useState<{ key: string; keys: Set<string> }>({ key: queryKey, keys: new Set() });
  const off = unchecked.key === queryKey ? unchecked.keys : new Set<string>();
  const rows = candidates.data?.list ?? [];
  const chosen = rows.filter((r) => !off.has(keyOf(r)));
  const sums = settlementSums(chosen);
  const lastMonth = dayjs().subtract(1, 'month');

  const submit = async (values: AddValues) => {
    if (chosen.length === 0) return void message.warning(t('fms_ss.none_chosen'));
    const saved = await create.mutateAsync({
      supplier_id: values.supplier_id!,
      start_date: values.period![0].format(DAY),
      end_date: values.period![1].format(DAY),
      remark: values.remark || null,
      items: chosen.map((r) => ({ source_type: r.source_type, source_id: r.source_id })),
    });
    void navigate(supplierSettlementPath('detail', saved.id), { replace: true });
  };

  const columns: TableColumnsType<SupplierSettlementSource> = [
    { title: t('fms_ss.source_type'), dataIndex: 'source_type', width: 140, render: (v: SupplierSettlementSource['source_type'], r) => <SourceTypeTag type={v} name={r.source_type_name} /> },
    { title: t('fms_ss.source_no'), dataIndex: 'source_no', width: 170 },
    { title: t('fms_ss.source_date'), dataIndex: 'source_date', width: 120 },
    { title: t('fms_ss.warehouse'), dataIndex: 'warehouse_name' },
    { title: t('fms_ss.amount'), key: 'amount', width: 140, align: 'right', render: (_v, r) => signedAmount(r) },
  ];
  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t('route.fms_supplier_settlement_order_add')}>
        <Form<AddValues> form={form} layout="inline" initialValues={{ period: [lastMonth.startOf('month'), lastMonth.endOf('month')] }} onFinish={(v) => void submit(v)} style={{ rowGap: 12 }}>
          <Form.Item name="supplier_id" label={t('fms_ss.supplier')} rules={[{ required: true, message: t('fms_ss.supplier_required') }]}>
            <SupplierSelect placeholder={t('fms_ss.supplier_required')} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="period" label={t('fms_ss.period')} rules={[{ required: true, message: t('fms_ss.period_required') }]}>
            <DatePicker.RangePicker allowClear={false} style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="remark" label={t('fms_ss.remark')}>
            <Input maxLength={200} placeholder={t('fms_ss.remark_placeholder')} style={{ width: 280 }} />
          </Form.Item>
        </Form>
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>{t('fms_ss.period_hint')}</Typography.Paragraph>
      </Card>
      <Card size="small" title={t('fms_ss.sources')} extra={rows.length ? <Typography.Text type="secondary">{t('fms_ss.pick_hint')}</Typography.Text> : null}>
        {!query.supplier_id || !query.start_date ? (
          <Empty description={t('fms_ss.choose_first')} />
        ) : (
          <Table<SupplierSettlementSource>
            rowKey={keyOf}
            size="small"
            pagination={false}
            loading={candidates.isFetching}
            dataSource={rows}
            columns={columns}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fms_ss.no_sources')} /> }}
            rowSelection={{
              selectedRowKeys: chosen.map(keyOf),
              onChange: (keys) => setUnchecked({ key: queryKey, keys: new Set(rows.map(keyOf).filter((k) => !keys.includes(k))) }),
            }}
            scroll={{ y: 480 }}
            data-testid="settlement-candidates"
          />
        )}
        <Flex justify="space-between" align="center" style={{ marginTop: 12 }} wrap gap={8}>
          <Space size="large" wrap>
            <span>{t('fms_ss.counts', { entries: sums.entryCount, refunds: sums.refundCount })}</span>
            <Typography.Text strong data-testid="settlement-formula">{t('fms_ss.formula', { entries: sums.entries, refunds: sums.refunds, total: sums.total })}</Typography.Text>
          </Space>
          <Space>
            <Button onClick={() => void navigate(supplierSettlementPath('list'))}>{t('fms_ss.back')}</Button>
            <Button type="primary" loading={create.isPending} disabled={chosen.length === 0} onClick={() => form.submit()}>{t('fms_ss.save')}</Button>
          </Space>
        </Flex>
        {sums.totalCents <= 0 && chosen.length > 0 ? <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('fms.ss_nothing_to_pay', { total: sums.total })} /> : null}
      </Card>
    </Flex>
  );
}

/** /fms/supplier_settlement_order/detail?id=: header with its state, the documents (removable in a draft), the audits, payments, the log. */
export function SupplierSettlementDetailPage() {
  const { t } = useI18n();
  return (
    <DocLoader useDoc={useSupplierSettlementQuery} notFound={<Result status="404" title={t('fms_ss.not_found')} />}>
      {(d) => <SupplierSettlementView doc={d} />}
    </DocLoader>
  );
}

/** The page once its settlement has loaded (DocLoader answers the loading and the 404). */
function SupplierSettlementView({ doc: d }: { doc: SupplierSettlementDetail }) {
  const { t } = useI18n();
  const act = useSupplierSettlementActionMutation();
  const remove = useDeleteSupplierSettlementMutation();
  const { message } = useFeedback();
  const [auditing, setAuditing] = useState<'audit1' | 'audit2' | null>(null);
  const canRemove = usePermission('fms:supplier_settlement_order:remove');
  const draft = d.status === 1;
  const who = (name: string | null, at: string | null, remark?: string | null) => (at ? `${name ?? '-'} ${at}${remark ? `（${remark}）` : ''}` : '-');
  const formula = t('fms_ss.formula', { entries: d.entry_amount, refunds: d.refund_amount, total: d.total_amount });

  const itemColumns: TableColumnsType<SupplierSettlementItem> = [
    { title: '#', key: 'i', width: 50, render: (_v, _r, i) => i + 1 },
    { title: t('fms_ss.source_type'), dataIndex: 'source_type', width: 140, render: (v: SupplierSettlementItem['source_type'], r) => <SourceTypeTag type={v} name={r.source_type_name} /> },
    { title: t('fms_ss.source_no'), dataIndex: 'source_no', width: 180 },
    { title: t('fms_ss.source_date'), dataIndex: 'source_date', width: 120 },
    { title: t('fms_ss.warehouse'), dataIndex: 'warehouse_name' },
    { title: t('fms_ss.amount'), key: 'amount', width: 140, align: 'right', render: (_v, r) => signedAmount(r) },
  ];
  if (draft && canRemove)
    itemColumns.push({
      title: t('fms_ss.actions'),
      key: 'actions',
      width: 90,
      render: (_v, r) => (
        <Popconfirm title={t('fms_ss.remove_confirm', { number: r.source_no })} onConfirm={() => act.mutateAsync({ id: d.id, action: 'remove', removeType: r.source_type, removeId: r.source_id })}>
          <Button type="link" danger size="small">{t('fms_ss.remove')}</Button>
        </Popconfirm>
      ),
    });

  return (
    <Flex vertical gap={12}>
      <SettlementDetailHeader
        kind={SUPPLIER_SETTLEMENT}
        doc={d}
        onAudit={setAuditing}
        onDelete={async () => {
          await remove.mutateAsync(d.id);
          void message.success(t('fms_ss.deleted'));
        }}
        payPath={payPath(d)}
        backText={t('fms_ss.back')}
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('fms_ss.supplier')}>{`${d.supplier_name}（${d.supplier_code}）`}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.store')}>{d.store_name}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.period')}>{`${d.start_date} ~ ${d.end_date}`}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.entry_amount')}>{money(d.entry_amount)}（{d.entry_count}）</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.refund_amount')}>{money(d.refund_amount)}（{d.refund_count}）</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.total_amount')}>
            <Typography.Text strong>{money(d.total_amount)}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.paid_amount')}>{money(d.paid_amount)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.open_amount')}>
            <Typography.Text type={toCents(d.open_amount) > 0 ? 'danger' : undefined}>{money(d.open_amount)}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.created')}>{who(d.created_by_name, d.created_at)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.audit1')}>{who(d.audit1_by_name, d.audit1_at, d.audit1_remark)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.audit2')}>{who(d.audit2_by_name, d.audit2_at, d.audit2_remark)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.paid_at')}>{d.paid_at ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.remark')} span={3}>{d.remark ?? '-'}</Descriptions.Item>
        </Descriptions>
      </SettlementDetailHeader>
      <Card size="small" title={t('fms_ss.sources')} extra={<Typography.Text strong>{formula}</Typography.Text>}>
        <Table<SupplierSettlementItem> rowKey="id" size="small" pagination={false} dataSource={d.items} columns={itemColumns} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }} data-testid="settlement-items" />
      </Card>
      <Card size="small" title={t('fms_ss.payments')}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={d.payments}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fms_ss.no_payments')} /> }}
          columns={[
            { title: t('fms_ss.payment_no'), dataIndex: 'number', width: 180, render: (v: string, p) => <Link to={`/fms/payment_note/detail?id=${p.note_id}`}>{v}</Link> },
            { title: t('fms_ss.status'), dataIndex: 'status', width: 100, render: (v: number) => <Typography.Text type={v === 1 ? 'success' : 'warning'}>{t(`fms_ss.payment_status.${v}`)}</Typography.Text> },
            { title: t('fms_ss.pay_date'), dataIndex: 'pay_date', width: 120 },
            { title: t('fms_ss.amount'), dataIndex: 'amount', align: 'right', render: money },
          ]}
        />
      </Card>
      <SettlementLog kind={SUPPLIER_SETTLEMENT} logs={d.logs} />
      {auditing ? (
        <SettlementAuditDialog
          open
          title={t('fms_ss.audit_title', { action: t(`fms_ss.${auditing}`), number: d.number })}
          hint={t(`fms_ss.${auditing}_hint`)}
          remarkLabel={t('fms_ss.audit_remark')}
          saving={act.isPending}
          onOk={async (remark) => {
            await act.mutateAsync({ id: d.id, action: auditing, remark });
            void message.success(t(`fms.ss_status.${auditing === 'audit1' ? 2 : 3}`));
          }}
          onClose={() => setAuditing(null)}
        >
          <Typography.Paragraph>
            <Typography.Text strong>{formula}</Typography.Text>
          </Typography.Paragraph>
        </SettlementAuditDialog>
      ) : null}
    </Flex>
  );
}
