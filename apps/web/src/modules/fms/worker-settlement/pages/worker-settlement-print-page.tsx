import { Empty, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useWorkerSettlementQuery } from '../api/worker-settlement.api';
import { SettlementSheet } from '../components/settlement-sheet';

/** /fms/worker_settlement_order/print?id= (print layout, permission `fms/worker_settlement_order/Print`). */
export function WorkerSettlementPrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const doc = useWorkerSettlementQuery(id);
  if (id !== null && doc.isPending) return <Skeleton active />;
  if (!doc.data) return <Empty description={t('fms_ws.not_found')} />;
  return <SettlementSheet doc={doc.data} />;
}
