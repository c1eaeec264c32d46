import { useState } from 'react';
import { Button, Descriptions, Empty, Flex, Result, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { SectionTable } from '@/core/documents/section-table';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import type { WorkerEarningRow, WorkerSettlementDetail, WorkerSettlementPayment } from '@tradewind/contract/fms/worker-settlement.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { money } from '../../components/money-text';
import { SettlementAuditDialog } from '../../settlement/settlement-audit-dialog';
import { SettlementDetailHeader } from '../../settlement/settlement-detail-header';
import { WORKER_SETTLEMENT } from '../../settlement/settlement-kind';
import { DocLoader } from '@/core/documents/doc-loader';
import { SettlementLog } from '../../settlement/settlement-log';
import { payWorkerSettlementPath, useDeleteWorkerSettlementMutation, useWorkerSettlementActionMutation, useWorkerSettlementQuery } from '../api/worker-settlement.api';
import { TotalsRow } from '@/core/list/totals-row';
import { LongText } from '@/core/documents/long-text';

/**
 * /fms/worker_settlement_order/detail?id=: the earner and period, the earnings by source type (移除 in a
 * draft), the two audits with a remark, the payments, 付款 once finance approved with money open, the log.
 */
export function WorkerSettlementDetailPage() {
  const { t } = useI18n();
  return (
    <DocLoader useDoc={useWorkerSettlementQuery} notFound={<Result status="404" title={t('fms_ws.not_found')} />}>
      {(d) => <WorkerSettlementView doc={d} />}
    </DocLoader>
  );
}

/** The page once its settlement has loaded (DocLoader answers the loading and the 404). */
function WorkerSettlementView({ doc: d }: { doc: WorkerSettlementDetail }) {
  const { t } = useI18n();
  const act = useWorkerSettlementActionMutation();
  const remove = useDeleteWorkerSettlementMutation();
  const [auditing, setAuditing] = useState<'audit1' | 'audit2' | null>(null);
  const draft = d.status === 1;

  const earningColumns: TableColumnsType<WorkerEarningRow> = [
    { title: '#', key: 'i', width: 50, render: (_v, _r, i) => i + 1 },
    { title: t('fms_ws.date'), dataIndex: 'date', width: 110 },
    { title: t('fms_ws.source_type'), dataIndex: 'source_type_name', width: 100, render: (v: string) => <Tag>{v}</Tag> },
    { title: t('fms_ws.source_no'), dataIndex: 'source_no', width: 170, render: (v: string | null) => v ?? '-' },
    { title: t('fms_ws.detail_summary'), dataIndex: 'detail_summary', render: (v: string) => v || '-' },
    { title: t('fms_ws.amount'), dataIndex: 'amount', width: 110, align: 'right', render: money },
    { title: t('fms_ws.settled_at'), dataIndex: 'settled_at', width: 170, render: (v: string | null) => v ?? '-' },
  ];
  if (draft)
    earningColumns.push({
      title: t('fms_web.actions'),
      key: 'remove',
      width: 90,
      render: (_v, e) => (
        <Permission rule="fms:worker_settlement_order:remove">
          <ConfirmAction title={t('fms_ws.remove_confirm', { no: e.source_no ?? `#${e.source_id}`, amount: e.amount })} onConfirm={() => act.mutateAsync({ id: d.id, action: 'remove', earningId: e.id })}>
            <Button type="link" size="small" danger>{t('fms_ws.remove')}</Button>
          </ConfirmAction>
        </Permission>
      ),
    });
  const paymentColumns: TableColumnsType<WorkerSettlementPayment> = [
    { title: t('fms_ws.payment_no'), dataIndex: 'note_no', width: 170 },
    { title: t('fms_ws.status'), dataIndex: 'note_status', width: 100, render: (v: number) => (v === 1 ? <Tag color="success">{t('fms_ws.note_audited')}</Tag> : <Tag>{t('fms_ws.note_pending')}</Tag>) },
    { title: t('fms_ws.pay_date'), dataIndex: 'pay_date', width: 110 },
    { title: t('fms_ws.payment_name'), dataIndex: 'payment_name', width: 140, render: (v: string | null) => v ?? '-' },
    { title: t('fms_ws.amount'), dataIndex: 'amount', width: 110, align: 'right', render: money },
    { title: t('fms_ws.created_by'), dataIndex: 'created_by_name', width: 100, render: (v: string | null) => v ?? '-' },
    { title: t('fms_ws.audited_at'), dataIndex: 'audited_at', width: 170, render: (v: string | null) => v ?? '-' },
  ];

  return (
    <Flex vertical gap={12}>
      <SettlementDetailHeader
        kind={WORKER_SETTLEMENT}
        doc={d}
        numberTestId="ws-number"
        onAudit={setAuditing}
        onDelete={() => remove.mutateAsync(d.id)}
        payPath={payWorkerSettlementPath(d)}
        backText={t('fms_web.back')}
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('fms_ws.target')}>{`${d.target_name}（${d.target_type_name}）`}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ws.phone')}>{d.target_phone ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ws.store')}>{d.store_name}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ws.period')}>{`${d.start_date} ~ ${d.end_date}`}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ws.earning_count')}>{d.earning_count}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ws.by_source')}>
            <Space size={4} wrap>
              {d.by_source.map((s) => (
                <Tag key={s.source_type}>{`${s.source_type_name} ${s.count} · ¥${s.amount}`}</Tag>
              ))}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('fms_ws.total')}>{money(d.total_amount)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ws.paid')}>{money(d.paid_amount)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ws.open')}>
            <Typography.Text type={Number(d.open_amount) > 0 ? 'warning' : undefined}>{money(d.open_amount)}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('fms_ws.created_by')}>{`${d.created_by_name ?? '-'} ${d.created_at}`}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ws.audit1_by')}>{d.audit1_at ? `${d.audit1_by_name ?? '-'} ${d.audit1_at}${d.audit1_remark ? ` · ${d.audit1_remark}` : ''}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ws.audit2_by')}>{d.audit2_at ? `${d.audit2_by_name ?? '-'} ${d.audit2_at}${d.audit2_remark ? ` · ${d.audit2_remark}` : ''}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ws.remark')} span="filled"><LongText text={d.remark} /></Descriptions.Item>
        </Descriptions>
      </SettlementDetailHeader>
      <SectionTable<WorkerEarningRow>
        title={t('fms_ws.earnings')}
        extra={draft ? <Typography.Text type="secondary">{t('fms_ws.remove_hint')}</Typography.Text> : null}
        rows={d.earnings}
        columns={earningColumns}
        scroll={{ x: 1000 }}
        locale={{ emptyText: <Empty description={t('fms_ws.no_earnings')} /> }}
        data-testid="ws-earnings"
        summary={() => <TotalsRow columns={earningColumns} label={t('fms_ws.total_line', { count: d.earning_count })} totals={{ amount: money(d.total_amount) }} />}
      />
      <SectionTable<WorkerSettlementPayment> title={t('fms_ws.payments')} rowKey="note_id" rows={d.payments} columns={paymentColumns} scroll={{ x: 900 }} locale={{ emptyText: <Empty description={t('fms_ws.no_payments')} /> }} />
      <SettlementLog kind={WORKER_SETTLEMENT} logs={d.logs} lineTestId="ws-log-line" />
      {/* kept mounted: a remark typed and cancelled is there when the dialog opens again */}
      <SettlementAuditDialog
        open={auditing !== null}
        title={auditing === 'audit2' ? t('fms_ws.audit2') : t('fms_ws.audit1')}
        hint={auditing === 'audit2' ? t('fms_ws.audit2_hint', { amount: d.total_amount }) : t('fms_ws.audit1_hint', { count: d.earning_count, amount: d.total_amount })}
        remarkLabel={t('fms_ws.audit_remark')}
        okText={t('fms_ws.audit_ok')}
        saving={act.isPending}
        onOk={(remark) => act.mutateAsync({ id: d.id, action: auditing ?? 'audit1', remark })}
        onClose={() => setAuditing(null)}
      />
    </Flex>
  );
}
