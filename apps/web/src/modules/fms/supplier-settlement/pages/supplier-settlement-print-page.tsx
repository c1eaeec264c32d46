import { Empty, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSupplierSettlementQuery } from '../api/supplier-settlement.api';
import { SettlementSheet } from '../components/settlement-sheet';

/** /fms/supplier_settlement_order/print?id= (print layout, permission `fms/supplier_settlement_order/Print`). */
export function SupplierSettlementPrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const doc = useSupplierSettlementQuery(id);
  if (id !== null && doc.isPending) return <Skeleton active />;
  if (!doc.data) return <Empty description={t('fms_ss.not_found')} />;
  return <SettlementSheet doc={doc.data} />;
}
