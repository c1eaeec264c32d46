import { Card, Select, Space, Tabs, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ReceiptNoteListQuerySchema, type ReceiptNote, type ReceiptNoteList } from '@tradewind/contract/fms/receipt-note.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { filterTabs } from '@/core/list/list-tabs';
import { TotalsRow } from '@/core/list/totals-row';
import { useList } from '@/core/list/use-list';
import { ExportButton } from '@/modules/common';
import { CustomerSelect } from '@/modules/crm';
import { DeptTreeSelect, StaffSelect } from '@/modules/system';
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
  const tabs = filterTabs(list, { all: t('fms_rn.tab_all'), values: [0, 1], label: (s) => t(`fms.rn_status.${s}`), counts: counts ?? {} });
  const dateTypes = [
    { value: 'receipt', label: t('fms_rn.receipt_date') },
    { value: 'audited', label: t('fms_rn.date_audited') },
  ];
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('fms_rn.number'), width: 170 },
    { name: 'customer_id', control: <CustomerSelect placeholder={t('fms_rn.customer')} style={{ width: 200 }} /> },
    { name: 'payment_config_id', placeholder: t('fms_rn.method'), width: 140, options: (options?.payment_methods ?? []).map((m) => ({ value: m.id, label: m.name })) },
    { name: 'source', placeholder: t('fms_rn.source'), width: 130, options: [1, 2, 3].map((s) => ({ value: s, label: t(`fms.rn_source.${s}`) })) },
    { name: 'target_no', placeholder: t('fms_rn.target_no'), width: 190 },
    { name: 'date_type', control: <Select aria-label={t('fms_rn.date_type')} style={{ width: 110 }} options={dateTypes} /> },
    { name: 'dates', placeholder: [t('fms_rn.date_from'), t('fms_rn.date_to')], width: 250 },
    // the customer's owner, as business goals count receipts (their links fill these in)
    { name: 'sales_id', control: <StaffSelect placeholder={t('fms_rn.owner')} style={{ width: 140 }} /> },
    { name: 'dept_id', control: <DeptTreeSelect placeholder={t('fms_rn.owner_dept')} style={{ width: 150 }} /> },
    { name: 'goal_counted', placeholder: t('fms_rn.goal_all'), width: 150, options: [{ value: 1, label: t('fms_rn.goal_counted') }] },
  ];
  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="receipt_note_filters"
        actions={
          <Space>
            <ExportButton permission="fms:receipt_note:export" {...list.exportProps} />
            <CreateButton permission="fms:receipt_note:create" label={t('fms_rn.create')} onClick={() => void navigate(receiptPath('add'))} />
          </Space>
        }
        fields={filters}
      />
      <Tabs {...tabs} />
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
