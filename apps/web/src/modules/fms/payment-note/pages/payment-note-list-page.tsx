import { Button, Card, Space, Tabs, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PAYMENT_NOTE_TARGET_TYPES, PaymentNoteListQuerySchema, type PaymentNote, type PaymentNoteList } from '@tradewind/contract/fms/payment-note.schema';
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
import { useListTotals } from '../../api/fms.api';
import { money } from '../../components/money-text';
import { PAYMENT_NOTES_PATH, paymentNoteKeys, paymentNotePath, usePaymentMethodsQuery, usePaymentNoteCountsQuery } from '../api/payment-note.api';
import { PaymentNoteStatusTag } from '../components/payment-note-parts';
import { NoteActions } from '../components/payment-note-actions';

const P = 'fms:payment_note';

/** /fms/payment_note/list: status tabs with counts; number, payee, method and pay-date filters; totals row; export; actions. */
export function PaymentNoteListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<PaymentNote, typeof PaymentNoteListQuerySchema>({ keys: paymentNoteKeys, path: PAYMENT_NOTES_PATH, schema: PaymentNoteListQuerySchema, exportPath: `${PAYMENT_NOTES_PATH}/export` });
  const counts = usePaymentNoteCountsQuery(list.query as QueryParams).data;
  const totals = useListTotals<Pick<PaymentNoteList, 'totals'>>(paymentNoteKeys, PAYMENT_NOTES_PATH, list.query as QueryParams).data?.totals;
  const methods = usePaymentMethodsQuery().data ?? [];
  const columns: TableColumnsType<PaymentNote> = [
    { title: t('fms_pn.number'), dataIndex: 'number', width: 170, fixed: 'left', render: (v: string, r) => <Link to={paymentNotePath('detail', r.id)}>{v}</Link> },
    { title: t('fms_pn.status'), dataIndex: 'status', width: 90, render: (v: number, r) => <PaymentNoteStatusTag status={v} name={r.status_name} /> },
    { title: t('fms_pn.target'), key: 'target', width: 200, render: (_v, r) => <div>{r.target_name}<br /><Typography.Text type="secondary">{r.target_type_name}</Typography.Text></div> },
    { title: t('fms_pn.method'), dataIndex: 'payment_config_name', width: 120, render: (v: string | null) => v ?? '-' },
    { title: t('fms_pn.amount'), dataIndex: 'amount', width: 110, align: 'right', render: money },
    { title: t('fms_pn.prepay_used'), dataIndex: 'prepay_used', width: 110, align: 'right', render: money },
    { title: t('fms_pn.allocated'), dataIndex: 'allocated_amount', width: 110, align: 'right', render: money },
    { title: t('fms_pn.unallocated'), dataIndex: 'unallocated_amount', width: 110, align: 'right', render: money },
    { title: t('fms_pn.pay_date'), dataIndex: 'pay_date', width: 110 },
    { title: t('fms_pn.created_by'), key: 'created', width: 170, render: (_v, r) => <div>{r.created_at}<br /><Typography.Text type="secondary">{r.created_by_name ?? ''}</Typography.Text></div> },
    {
      title: t('fms_pn.actions'),
      key: 'actions',
      width: 210,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => void navigate(paymentNotePath('detail', r.id))}>{t('fms_pn.view')}</Button>
          <NoteActions note={r} link />
        </Space>
      ),
    },
  ];
  const tabs = filterTabs(list, { all: t('fms_pn.tab_all'), values: [0, 1], label: (s) => t(`fms.pn_status.${s}`), counts: counts ?? {} });
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('fms_pn.keyword'), width: 170 },
    { name: 'target_type', placeholder: t('fms_pn.target_type_all'), width: 140, options: PAYMENT_NOTE_TARGET_TYPES.map((v) => ({ value: v, label: t(`fms.target_type.${v}`) })) },
    { name: 'target_keyword', placeholder: t('fms_pn.target_keyword'), width: 170 },
    { name: 'payment_config_id', placeholder: t('fms_pn.method_all'), width: 150, options: methods.map((m) => ({ value: m.id, label: m.name })) },
    { name: 'dates', placeholder: [t('fms_pn.date_from'), t('fms_pn.date_to')], width: 250 },
  ];
  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="payment_note_filters"
        actions={
          <Space>
            <ExportButton permission={`${P}:export`} {...list.exportProps} />
            <CreateButton permission={`${P}:create`} label={t('fms_pn.create')} onClick={() => void navigate(paymentNotePath('add'))} />
          </Space>
        }
        fields={filters}
      />
      <Tabs {...tabs} />
      <ListTable<PaymentNote>
        list={list}
        columns={columns}
        empty={t('fms_pn.empty')}
        scroll={{ x: 1500 }}
        summary={() =>
          totals ? (
            <TotalsRow
              columns={columns}
              label={t('fms_pn.totals', { total: list.total })}
              totals={{ amount: money(totals.amount), prepay_used: money(totals.prepay_used), allocated_amount: money(totals.allocated_amount), unallocated_amount: money(totals.unallocated_amount) }}
            />
          ) : null
        }
      />
    </Card>
  );
}
