import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Form, Input, Select, Space, Tabs, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ReceiptNoteListQuerySchema, type ReceiptNote, type ReceiptNoteList } from '@tradewind/contract/fms/receipt-note.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { TotalsRow } from '@/core/list/totals-row';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { ExportButton } from '@/modules/common';
import { CustomerSelect } from '@/modules/crm';
import { DeptTreeSelect, StaffSelect } from '@/modules/system';
import { dateRangeFromValues, dateRangeToValues, type DateRangeValues } from '@/core/list/date-range-values';
import { useListTotals } from '../../api/fms.api';
import { money } from '../../components/money-text';
import { RECEIPT_EXPORT_PATH, RECEIPT_LIST_PATH, receiptNoteKeys, receiptPath, useReceiptOptionsQuery } from '../api/receipt-note.api';
import { ReceiptNoteActions, ReceiptStatusTag } from '../components/receipt-note-parts';

type Extras = Pick<ReceiptNoteList, 'counts' | 'totals'>;

/** /fms/receipt_note/list: status tabs with counts; number, customer, method, source, receipt dates and an order's or statement's number; totals; export; row actions by permission. */
export function ReceiptNoteListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<ReceiptNote, typeof ReceiptNoteListQuerySchema>({ keys: receiptNoteKeys, path: RECEIPT_LIST_PATH, schema: ReceiptNoteListQuerySchema, exportPath: RECEIPT_EXPORT_PATH });
  const extras = useListTotals<Extras>(receiptNoteKeys, RECEIPT_LIST_PATH, list.query as QueryParams).data;
  const options = useReceiptOptionsQuery().data;
  const status = list.query.status as number | undefined;
  const counts = extras?.counts;
  const columns: TableColumnsType<ReceiptNote> = [
    { title: t('fms_rn.number'), dataIndex: 'number', width: 170, fixed: 'left', render: (v: string, r) => <Link to={receiptPath('detail', r.id)}>{v}</Link> },
    { title: t('fms_rn.status'), dataIndex: 'status', width: 90, render: (v: number) => <ReceiptStatusTag status={v} /> },
    { title: t('fms_rn.customer'), key: 'customer', width: 180, render: (_v, r) => <div>{r.customer_name}<br /><Typography.Text type="secondary">{r.customer_phone ?? ''}</Typography.Text></div> },
    { title: t('fms_rn.method'), dataIndex: 'payment_name', width: 110, render: (v: string | null) => v ?? <Typography.Text type="warning">{t('fms_rn.no_method')}</Typography.Text> },
    { title: t('fms_rn.amount'), dataIndex: 'amount', width: 120, align: 'right', ...list.sorter('amount'), render: money },
    { title: t('fms_rn.allocated'), dataIndex: 'allocated_amount', width: 120, align: 'right', render: money },
    { title: t('fms_rn.prepay'), dataIndex: 'unallocated_amount', width: 120, align: 'right', render: money },
    { title: t('fms_rn.targets'), dataIndex: 'target_nos', width: 200, ellipsis: true, render: (v: string[]) => (v.length ? v.join('、') : <Typography.Text type="secondary">{t('fms_rn.prepay_only')}</Typography.Text>) },
    { title: t('fms_rn.receipt_date'), dataIndex: 'receipt_date', width: 120, ...list.sorter('receipt_date') },
    { title: t('fms_rn.source'), dataIndex: 'source_name', width: 100 },
    { title: t('fms_rn.created'), dataIndex: 'created_at', width: 170, ...list.sorter('created_at'), render: (v: string, r) => <div>{v}<br /><Typography.Text type="secondary">{r.created_by_name ?? ''}</Typography.Text></div> },
    { title: t('fms_rn.actions'), key: 'actions', width: 230, fixed: 'right', render: (_v, r) => <ReceiptNoteActions note={r} inList /> },
  ];
  const tabs = [
    { key: 'all', label: `${t('fms_rn.tab_all')} (${counts?.all ?? 0})` },
    ...[0, 1].map((s) => ({ key: String(s), label: `${t(`fms.rn_status.${s}`)} (${counts?.[String(s)] ?? 0})` })),
  ];
  return (
    <Card size="small">
      <FilterBar<DateRangeValues>
        list={list}
        name="receipt_note_filters"
        toValues={dateRangeToValues}
        fromValues={dateRangeFromValues}
        actions={
          <Space>
            <Permission rule="fms:receipt_note:export">
              <ExportButton {...list.exportProps} />
            </Permission>
            <Permission rule="fms:receipt_note:create">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(receiptPath('add'))}>{t('fms_rn.create')}</Button>
            </Permission>
          </Space>
        }
      >
        <Form.Item name="keyword">
          <Input placeholder={t('fms_rn.number')} allowClear style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="customer_id">
          <CustomerSelect placeholder={t('fms_rn.customer')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="payment_config_id">
          <Select allowClear placeholder={t('fms_rn.method')} style={{ width: 140 }} options={(options?.payment_methods ?? []).map((m) => ({ value: m.id, label: m.name }))} />
        </Form.Item>
        <Form.Item name="source">
          <Select allowClear placeholder={t('fms_rn.source')} style={{ width: 130 }} options={[1, 2, 3].map((s) => ({ value: s, label: t(`fms.rn_source.${s}`) }))} />
        </Form.Item>
        <Form.Item name="target_no">
          <Input placeholder={t('fms_rn.target_no')} allowClear style={{ width: 190 }} />
        </Form.Item>
        <Form.Item name="date_type">
          <Select aria-label={t('fms_rn.date_type')} style={{ width: 110 }} options={[{ value: 'receipt', label: t('fms_rn.receipt_date') }, { value: 'audited', label: t('fms_rn.date_audited') }]} />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker placeholder={[t('fms_rn.date_from'), t('fms_rn.date_to')]} allowEmpty={[true, true]} style={{ width: 250 }} />
        </Form.Item>
        {/* the customer's owner, as business goals count receipts (their links fill these in) */}
        <Form.Item name="sales_id">
          <StaffSelect placeholder={t('fms_rn.owner')} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="dept_id">
          <DeptTreeSelect placeholder={t('fms_rn.owner_dept')} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="goal_counted">
          <Select allowClear placeholder={t('fms_rn.goal_all')} style={{ width: 150 }} options={[{ value: 1, label: t('fms_rn.goal_counted') }]} />
        </Form.Item>
      </FilterBar>
      <Tabs activeKey={status === undefined ? 'all' : String(status)} onChange={(key) => list.go({ ...list.query, page: 1, status: key === 'all' ? undefined : Number(key) })} items={tabs} />
      <ListTable<ReceiptNote>
        list={list}
        columns={columns}
        empty={t('fms_rn.empty')}
        scroll={{ x: 1910 }}
        summary={() =>
          extras?.totals ? (
            <TotalsRow
              columns={columns}
              label={t('fms_rn.totals', { total: list.total })}
              totals={{ amount: money(extras.totals.amount), allocated_amount: money(extras.totals.allocated_amount), unallocated_amount: money(extras.totals.unallocated_amount) }}
            />
          ) : null
        }
      />
    </Card>
  );
}
