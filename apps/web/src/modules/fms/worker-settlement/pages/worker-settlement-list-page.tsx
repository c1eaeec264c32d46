import { Button, Card, Space, Typography, type TableColumnsType } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { Link, useNavigate } from 'react-router';
import { WORKER_SETTLEMENT_TARGET_TYPES } from '@tradewind/contract/fms/settlement.schema';
import { WorkerSettlementListQuerySchema, type WorkerSettlementList, type WorkerSettlementRow } from '@tradewind/contract/fms/worker-settlement.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { StackedCell } from '@/core/list/list-cells';
import { ListTable } from '@/core/list/list-table';
import { TotalsRow } from '@/core/list/totals-row';
import { ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { useListTotals } from '../../api/fms.api';
import { money } from '../../components/money-text';
import { WORKER_SETTLEMENT_EXPORT_PATH, WORKER_SETTLEMENT_LIST_PATH, useDeleteWorkerSettlementMutation, useWorkerSettlementActionMutation, workerSettlementKeys, workerSettlementPath } from '../api/worker-settlement.api';
import { WORKER_SETTLEMENT } from '../../settlement/settlement-kind';
import { SettlementListActions } from '../../settlement/settlement-list-actions';
import { SettlementStatusTag } from '../../settlement/settlement-status-tag';
import { useSettlementTabs } from '../../settlement/settlement-tabs';

type Totals = Pick<WorkerSettlementList, 'totals' | 'counts'>;

/** /fms/worker_settlement_order/list: status tabs with counts; number, earner type, earner and period filters; totals; export of the tab; the actions each state allows, confirmed first. */
export function WorkerSettlementListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<WorkerSettlementRow, typeof WorkerSettlementListQuerySchema>({ keys: workerSettlementKeys, path: WORKER_SETTLEMENT_LIST_PATH, schema: WorkerSettlementListQuerySchema, exportPath: WORKER_SETTLEMENT_EXPORT_PATH });
  // the answer's counts are over the other filters (every status), its totals the tab's
  const whole = useListTotals<Totals>(workerSettlementKeys, WORKER_SETTLEMENT_LIST_PATH, list.query as QueryParams).data;
  const totals = whole?.totals;
  const tabs = useSettlementTabs(WORKER_SETTLEMENT, list, whole?.counts);
  const act = useWorkerSettlementActionMutation();
  const remove = useDeleteWorkerSettlementMutation();

  const columns: TableColumnsType<WorkerSettlementRow> = [
    { title: t('fms_ws.number'), dataIndex: 'number', width: 160, fixed: 'left', render: (v: string, r) => <Link to={workerSettlementPath('detail', r.id)}>{v}</Link> },
    { title: t('fms_ws.status'), dataIndex: 'status', width: 100, render: (v: WorkerSettlementRow['status']) => <SettlementStatusTag kind={WORKER_SETTLEMENT} status={v} /> },
    {
      title: t('fms_ws.target'),
      key: 'target',
      width: 180,
      render: (_v, r) => (
        <Space direction="vertical" size={0}>
          <span>{r.target_name}</span>
          <Typography.Text type="secondary">{`${r.target_type_name}${r.target_phone ? ` · ${r.target_phone}` : ''}`}</Typography.Text>
        </Space>
      ),
    },
    { title: t('fms_ws.period'), key: 'period', width: 200, render: (_v, r) => `${r.start_date} ~ ${r.end_date}` },
    { title: t('fms_ws.earning_count'), dataIndex: 'earning_count', width: 80, align: 'right' },
    { title: t('fms_ws.total'), dataIndex: 'total_amount', width: 120, align: 'right', render: money },
    { title: t('fms_ws.paid'), dataIndex: 'paid_amount', width: 120, align: 'right', render: money },
    { title: t('fms_ws.open'), dataIndex: 'open_amount', width: 120, align: 'right', render: money },
    { title: t('fms_ws.store'), dataIndex: 'store_name', width: 120 },
    {
      title: t('fms_ws.created_by'),
      key: 'created',
      width: 170,
      render: (_v, r) => <StackedCell main={r.created_at} sub={r.created_by_name ?? '-'} />,
    },
    {
      title: t('fms_web.actions'),
      key: 'actions',
      width: 250,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => void navigate(workerSettlementPath('detail', r.id))}>{t('fms_web.detail')}</Button>
          {r.status === 1 ? (
            <>
              <Permission rule="fms:worker_settlement_order:audit1">
                <ConfirmAction title={t('fms_ws.audit1_confirm', { number: r.number, amount: r.total_amount })} onConfirm={() => act.mutateAsync({ id: r.id, action: 'audit1', remark: null })}>
                  <Button type="link" size="small">{t('fms_ws.audit1')}</Button>
                </ConfirmAction>
              </Permission>
              <Permission rule="fms:worker_settlement_order:delete">
                <ConfirmAction title={t('fms_ws.delete_confirm', { number: r.number })} onConfirm={() => remove.mutateAsync(r.id)}>
                  <Button type="link" size="small" danger>{t('fms_web.delete')}</Button>
                </ConfirmAction>
              </Permission>
            </>
          ) : null}
          {r.status === 2 ? (
            <Permission rule="fms:worker_settlement_order:audit2">
              <ConfirmAction title={t('fms_ws.audit2_confirm', { number: r.number, amount: r.total_amount })} onConfirm={() => act.mutateAsync({ id: r.id, action: 'audit2', remark: null })}>
                <Button type="link" size="small">{t('fms_ws.audit2')}</Button>
              </ConfirmAction>
            </Permission>
          ) : null}
          <Permission rule="fms/worker_settlement_order/Print">
            <Button type="link" size="small" onClick={() => window.open(workerSettlementPath('print', r.id), '_blank')}>{t('fms_ws.print')}</Button>
          </Permission>
        </Space>
      ),
    },
  ];
  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="worker_settlement_filters"
        fields={[
          { name: 'keyword', placeholder: t('fms_ws.number'), width: 170 },
          { name: 'target_type', placeholder: t('fms_ws.target_type_all'), width: 140, options: WORKER_SETTLEMENT_TARGET_TYPES.map((v) => ({ value: v, label: t(`fms.ws_target.${v}`) })) },
          { name: 'target_keyword', placeholder: t('fms_ws.target_keyword'), width: 180 },
          { name: 'dates', placeholder: [t('fms_web.date_from'), t('fms_web.date_to')], width: 250 },
        ]}
      />
      <ListTabs
        {...tabs}
        actions={<SettlementListActions kind={WORKER_SETTLEMENT} exportProps={list.exportProps} />}
      />
      <ListTable<WorkerSettlementRow>
        list={list}
        columns={columns}
        empty={t('fms_ws.empty')}
        scroll={{ x: 1500 }}
        summary={() =>
          totals ? (
            <TotalsRow
              columns={columns}
              label={t('fms_web.totals', { total: list.total })}
              totals={{ earning_count: totals.earning_count, total_amount: money(totals.total_amount), paid_amount: money(totals.paid_amount), open_amount: money(totals.open_amount) }}
            />
          ) : null
        }
      />
    </Card>
  );
}
