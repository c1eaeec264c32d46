import { Card, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { MoneyHistoryListQuerySchema, type MoneyHistoryList, type MoneyHistoryRow } from '@tradewind/contract/fms/money-history.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { TotalsRow } from '@/core/list/totals-row';
import { useList } from '@/core/list/use-list';
import { createQueryKeys } from '@/core/api/query-keys';
import { ExportButton } from '@/modules/common';
import { useListTotals } from '../../api/fms.api';
import { money } from '../../components/money-text';
import { useMoneyConfigQuery } from '../../payment-note/api/payment-note.api';

type Direction = 'in' | 'out';
const keysOf = { in: createQueryKeys('fms', 'money_in'), out: createQueryKeys('fms', 'money_out') };
/** The note behind a row: its detail page. */
const docPath = (r: MoneyHistoryRow) => `/fms/${r.doc_type}/detail?id=${r.doc_id}`;

/** /fms/money_in/list and /fms/money_out/list: the journal's filters, rows newest first with a totals row, export, numbers opening their notes. */
export function MoneyHistoryList({ direction }: { direction: Direction }) {
  const { t } = useI18n();
  const path = `/fms/money_${direction}_histories`;
  const keys = keysOf[direction];
  const list = useList<MoneyHistoryRow, typeof MoneyHistoryListQuerySchema>({ keys, path, schema: MoneyHistoryListQuerySchema, exportPath: `${path}/export` });
  const totals = useListTotals<Pick<MoneyHistoryList, 'totals'>>(keys, path, list.query as QueryParams).data?.totals;
  const config = useMoneyConfigQuery(direction).data;
  const option = (o: { value: string | number; name: string }) => ({ value: o.value, label: o.name });
  const columns: TableColumnsType<MoneyHistoryRow> = [
    { title: t('fms_mh.occurred_on'), dataIndex: 'occurred_on', width: 110, fixed: 'left' },
    { title: t('fms_mh.type'), dataIndex: 'type_name', width: 140 },
    { title: t('fms_mh.amount'), dataIndex: 'amount', width: 120, align: 'right', render: (v: string) => <Typography.Text type={direction === 'in' ? 'success' : 'danger'}>{money(v)}</Typography.Text> },
    { title: t('fms_mh.method'), key: 'method', width: 150, render: (_v, r) => <div>{r.payment_config_name}<br /><Typography.Text type="secondary">{r.payment_kind_name}</Typography.Text></div> },
    { title: t('fms_mh.target'), key: 'target', width: 190, render: (_v, r) => <div>{r.target_name || '-'}<br /><Typography.Text type="secondary">{r.target_type_name}</Typography.Text></div> },
    { title: t('fms_mh.doc'), key: 'doc', width: 190, render: (_v, r) => <div><Link to={docPath(r)}>{r.doc_no}</Link><br /><Typography.Text type="secondary">{r.doc_type_name}</Typography.Text></div> },
    { title: t('fms_mh.store'), dataIndex: 'store_name', width: 120 },
    { title: t('fms_mh.remark'), dataIndex: 'remark', width: 160, render: (v: string | null) => v ?? '-' },
    { title: t('fms_mh.staff'), key: 'staff', width: 170, render: (_v, r) => <div>{r.created_at}<br /><Typography.Text type="secondary">{r.staff_name ?? ''}</Typography.Text></div> },
  ];
  return (
    <Card size="small">
      <FilterBar
        list={list}
        name={`money_${direction}_filters`}
        actions={<ExportButton permission={`fms:money_${direction}:export`} {...list.exportProps} />}
        fields={[
          { name: 'type', placeholder: t('fms_mh.type_all'), width: 150, options: (config?.types ?? []).map(option) },
          { name: 'payment_config_id', placeholder: t('fms_mh.method_all'), width: 150, options: (config?.payment_methods ?? []).map((m) => ({ value: m.id, label: m.name })) },
          { name: 'payment_kind', placeholder: t('fms_mh.kind_all'), width: 130, options: (config?.payment_kinds ?? []).filter((k) => k.value !== 5).map(option) },
          { name: 'target_type', placeholder: t('fms_mh.target_type_all'), width: 140, options: (config?.target_types ?? []).map(option) },
          { name: 'target_keyword', placeholder: t('fms_mh.target_keyword'), width: 150 },
          { name: 'doc_no', placeholder: t('fms_mh.doc_no'), width: 160 },
          { name: 'dates', placeholder: [t('fms_mh.date_from'), t('fms_mh.date_to')], width: 240 },
        ]}
      />
      <ListTable<MoneyHistoryRow>
        list={list}
        columns={columns}
        empty={t(`fms_mh.empty_${direction}`)}
        scroll={{ x: 1400 }}
        summary={() =>
          totals ? <TotalsRow columns={columns} label={t('fms_mh.totals', { count: totals.count })} totals={{ amount: <Typography.Text strong>{money(totals.amount)}</Typography.Text> }} /> : null
        }
      />
    </Card>
  );
}
