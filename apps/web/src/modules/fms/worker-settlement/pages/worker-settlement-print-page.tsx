import { Empty } from 'antd';
import type { WorkerSettlementDetail } from '@tradewind/contract/fms/worker-settlement.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { DocLoader } from '@/core/documents/doc-loader';
import { SettlementSheet } from '../../settlement/settlement-sheet';
import { useWorkerSettlementQuery } from '../api/worker-settlement.api';

/** /fms/worker_settlement_order/print?id= (print layout, permission `fms/worker_settlement_order/Print`). */
export function WorkerSettlementPrintPage() {
  const { t } = useI18n();
  return (
    <DocLoader useDoc={useWorkerSettlementQuery} notFound={<Empty description={t('fms_ws.not_found')} />}>
      {(d) => <WorkerSettlementSheet doc={d} />}
    </DocLoader>
  );
}

/**
 * A worker settlement on paper: the tenant's name, the number as Code 128, the earner and period, each
 * earning, the total in figures and in words (Chinese capitals; English words on an English print), and the signatures 制单 / 主管审核 / 财务审核 / 领款人.
 */
function WorkerSettlementSheet({ doc: d }: { doc: WorkerSettlementDetail }) {
  const { t } = useI18n();
  return (
    <SettlementSheet
      testId="ws-sheet"
      title={`${d.tenant_name} ${t('fms_ws.sheet_title')}`}
      doc={d}
      meta={[
        [t('fms_ws.target'), `${d.target_name}（${d.target_type_name}）${d.target_phone ?? ''}`],
        [t('fms_ws.store'), d.store_name],
        [t('fms_ws.period'), `${d.start_date} ~ ${d.end_date}`],
        [t('fms_ws.status'), d.status_name],
        [t('fms_ws.created_by'), `${d.created_by_name ?? ''} ${d.created_at}`],
        [t('fms_ws.remark'), d.remark ?? '-'],
      ]}
      heads={[t('fms_ws.source_type'), t('fms_ws.source_no'), t('fms_ws.date'), t('fms_ws.detail_summary')]}
      amountHead={t('fms_ws.amount')}
      lines={d.earnings.map((e) => ({ id: e.id, cells: [e.source_type_name, e.source_no ?? '-', e.date, e.detail_summary || '-'], amount: e.amount }))}
      totalLine={t('fms_ws.total_line', { count: d.earning_count })}
      labels={{ capitals: t('fms_ws.total_capitals'), paid: t('fms_ws.paid'), open: t('fms_ws.open') }}
      signatures={[[t('fms_ws.sign_maker'), d.created_by_name], [t('fms_ws.sign_audit1'), d.audit1_by_name], [t('fms_ws.sign_audit2'), d.audit2_by_name], [t('fms_ws.sign_payee')]]}
    />
  );
}
