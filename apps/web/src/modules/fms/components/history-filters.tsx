import type { TableColumnsType } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ExportButton, type ExportButtonProps } from '@/modules/common';
import { groupDigits } from '@tradewind/contract/common/money';
import { signedMoney } from './money-text';

/**
 * An account history's filters: its type (and what the page adds) and a date range, both ends inclusive;
 * with `exporting`, the history's export (the same filters) for those with its permission.
 */
export function HistoryFilters({
  list,
  name,
  types,
  fields = [],
  exporting,
}: {
  list: Parameters<typeof FilterBar>[0]['list'];
  name: string;
  types: Array<{ value: string | number; name: string }>;
  /** the page's own filters, before the type */
  fields?: FilterFields;
  exporting?: ExportButtonProps;
}) {
  const { t } = useI18n();
  const exportButton = exporting ? <ExportButton {...exporting} /> : undefined;
  return (
    <FilterBar
      list={list}
      name={name}
      extra={exportButton}
      fields={[
        ...fields,
        { name: 'type', placeholder: t('fms_web.type_all'), width: 150, options: types.map((o) => ({ value: o.value, label: o.name })) },
        { name: 'dates', placeholder: [t('fms_web.date_from'), t('fms_web.date_to')], width: 240 },
      ]}
    />
  );
}

type HistoryRow = { created_at: string; type_name: string; amount: string; before_amount: string; after_amount: string; doc_no: string | null; remark: string | null; staff_name: string | null };

/** An account history's columns (`extra` after the time: the customer account's field). */
export function historyColumns<Row extends HistoryRow>(t: (key: string) => string, extra: TableColumnsType<Row> = []): TableColumnsType<Row> {
  const text = (v: string | null) => v ?? '-';
  return [
    { title: t('fms_web.time'), dataIndex: 'created_at', width: 160 },
    ...extra,
    { title: t('fms_web.type'), dataIndex: 'type_name', width: 120 },
    { title: t('fms_web.amount'), dataIndex: 'amount', width: 120, align: 'right', render: signedMoney },
    { title: t('fms_web.before'), dataIndex: 'before_amount', width: 110, align: 'right', render: groupDigits },
    { title: t('fms_web.after'), dataIndex: 'after_amount', width: 110, align: 'right', render: groupDigits },
    { title: t('fms_web.document'), dataIndex: 'doc_no', width: 150, render: text },
    { title: t('fms_web.remark'), dataIndex: 'remark', ellipsis: true, render: text },
    { title: t('fms_web.staff'), dataIndex: 'staff_name', width: 90, render: text },
  ];
}
