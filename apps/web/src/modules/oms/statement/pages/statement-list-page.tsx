import { Button, Card, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { STATEMENT_STATUSES, StatementListQuerySchema, type StatementRow } from '@tradewind/contract/oms/statement.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { filterTabs, ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { ExportButton } from '@/modules/common';
import { CustomerSelect } from '@/modules/crm';
import { statementKeys, statementPrintPath, useStatementCountsQuery } from '../api/statement.api';
import { ReceiveMoneyButton } from '../../order/components/target-receipts';
import { StatementActions } from '../components/statement-actions';
import { StatementCreateModal } from '../components/statement-create-modal';
import { StatementDrawer } from '../components/statement-drawer';
import { StatementStatusTag } from '../components/statement-status-tag';

/** /oms/statement/list: status tabs with counts; number / customer and period-end filters; export; made by hand in a dialog; each in a drawer. */
export function StatementListPage() {
  const { t } = useI18n();
  const list = useList<StatementRow>({ keys: statementKeys, path: '/oms/statements', schema: StatementListQuerySchema, exportPath: '/oms/statements/export' });
  const counts = useStatementCountsQuery(list.query as QueryParams).data;
  const [open, setOpen] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const columns: TableColumnsType<StatementRow> = [
    { title: t('oms_statement.number'), dataIndex: 'number', width: 170, fixed: 'left', render: (v: string, r) => <Button type="link" size="small" onClick={() => setOpen(r.id)}>{v}</Button> },
    { title: t('oms_statement.status'), dataIndex: 'status', width: 90, render: (v: number) => <StatementStatusTag status={v} /> },
    { title: t('oms_statement.customer'), dataIndex: 'customer_name', width: 160, ellipsis: true },
    { title: t('oms_statement.period'), key: 'period', width: 200, render: (_v, r) => `${r.start_date} ~ ${r.end_date}` },
    { title: t('oms_statement.due_date'), dataIndex: 'due_date', width: 110 },
    { title: t('oms_statement.order_amount'), dataIndex: 'order_amount', width: 110, align: 'right', render: (v: string, r) => `${v}（${r.order_count}）` },
    { title: t('oms_statement.refund_amount'), dataIndex: 'refund_amount', width: 110, align: 'right', render: (v: string, r) => `${v}（${r.refund_count}）` },
    { title: t('oms_statement.total_amount'), dataIndex: 'total_amount', width: 110, align: 'right' },
    { title: t('oms.payment.received_amount'), dataIndex: 'received_amount', width: 110, align: 'right' },
    { title: t('oms.payment.open_amount'), dataIndex: 'open_amount', width: 110, align: 'right', render: (v: string) => (Number(v) > 0 ? <strong>{v}</strong> : v) },
    { title: t('oms_statement.source'), dataIndex: 'source', width: 90, render: (v: number) => t(`oms.statement_source.${v}`) },
    { title: t('oms_statement.created'), dataIndex: 'created_at', width: 170 },
    {
      title: t('oms_statement.actions'),
      key: 'actions',
      width: 240,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setOpen(r.id)}>{t('oms_statement.view')}</Button>
          <Button type="link" size="small" onClick={() => window.open(statementPrintPath(r.id), '_blank')}>{t('oms_statement.print')}</Button>
          {(r.status === 2 || r.status === 3) && Number(r.open_amount) > 0 && <ReceiveMoneyButton link size="small" customerId={r.customer_id} target={{ statement_id: r.id }} />}
          <StatementActions statement={r} size="small" />
        </Space>
      ),
    },
  ];
  const tabs = filterTabs(list, { all: t('oms_statement.tab_all'), values: STATEMENT_STATUSES, label: (s) => t(`oms.statement_status.${s}`), counts: counts ?? {} });
  const actions = (
    <Space>
      <ExportButton permission="oms:statement:export" {...list.exportProps} />
      <CreateButton permission="oms:statement:create" label={t('oms_statement.create')} onClick={() => setCreating(true)} />
    </Space>
  );
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('oms_statement.keyword'), width: 220 },
    { name: 'customer_id', control: <CustomerSelect placeholder={t('oms_statement.customer_all')} style={{ width: 200 }} /> },
    { name: 'dates', placeholder: [t('oms_statement.date_from'), t('oms_statement.date_to')], width: 240 },
  ];
  return (
    <Card size="small">
      <FilterBar list={list} name="statement_filters" fields={filters} />
      <ListTabs {...tabs} actions={actions} />
      <ListTable<StatementRow> list={list} columns={columns} empty={t('oms_statement.empty')} scroll={{ x: 1600 }} />
      <StatementDrawer id={open} onClose={() => setOpen(null)} />
      <StatementCreateModal open={creating} onClose={() => setCreating(false)} onCreated={setOpen} />
    </Card>
  );
}
