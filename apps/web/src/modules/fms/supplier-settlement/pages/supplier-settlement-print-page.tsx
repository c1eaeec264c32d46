import { Empty } from 'antd';
import type { SupplierSettlementDetail } from '@tradewind/contract/fms/supplier-settlement.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { DocLoader } from '@/core/documents/doc-loader';
import { SettlementSheet } from '../../settlement/settlement-sheet';
import { useSupplierSettlementQuery } from '../api/supplier-settlement.api';

/** /fms/supplier_settlement_order/print?id= (print layout, permission `fms/supplier_settlement_order/Print`). */
export function SupplierSettlementPrintPage() {
  const { t } = useI18n();
  return (
    <DocLoader useDoc={useSupplierSettlementQuery} notFound={<Empty description={t('fms_ss.not_found')} />}>
      {(d) => <SupplierSettlementSheet doc={d} />}
    </DocLoader>
  );
}

/**
 * A supplier settlement on paper: the tenant's name, the number as Code 128, supplier, store and period,
 * who made and audited it, its receipts and refunds, receipts − refunds = total in figures and in Chinese
 * capitals, and the signatures 制单 / 采购审核 / 财务审核.
 */
function SupplierSettlementSheet({ doc: d }: { doc: SupplierSettlementDetail }) {
  const { t } = useI18n();
  const who = (name: string | null, at: string | null) => (at ? `${name ?? ''} ${at}` : '-');
  return (
    <SettlementSheet
      testId="settlement-sheet"
      title={`${d.tenant_name} ${t('fms_ss.title')}`}
      doc={d}
      meta={[
        [t('fms_ss.supplier'), `${d.supplier_name}（${d.supplier_code}）${d.supplier_contact ?? ''} ${d.supplier_phone ?? ''}`],
        [t('fms_ss.store'), d.store_name],
        [t('fms_ss.period'), `${d.start_date} ~ ${d.end_date}`],
        [t('fms_ss.status'), d.status_name],
        [t('fms_ss.created'), who(d.created_by_name, d.created_at)],
        [t('fms_ss.audit1'), who(d.audit1_by_name, d.audit1_at)],
        [t('fms_ss.audit2'), who(d.audit2_by_name, d.audit2_at)],
        [t('fms_ss.remark'), d.remark ?? '-'],
      ]}
      heads={[t('fms_ss.source_type'), t('fms_ss.source_no'), t('fms_ss.source_date'), t('fms_ss.warehouse')]}
      amountHead={t('fms_ss.amount')}
      lines={d.items.map((i) => ({ id: i.id, cells: [i.source_type_name, i.source_no, i.source_date, i.warehouse_name], amount: i.source_type === 'purchase_refund' ? `-${i.amount}` : i.amount }))}
      totalLine={t('fms_ss.counts', { entries: d.entry_count, refunds: d.refund_count })}
      formula={t('fms_ss.formula', { entries: `¥${d.entry_amount}`, refunds: `¥${d.refund_amount}`, total: `¥${d.total_amount}` })}
      labels={{ capitals: t('fms_ss.capitals'), paid: t('fms_ss.paid_amount'), open: t('fms_ss.open_amount') }}
      capitalsTestId="settlement-sheet-total"
      signatures={[[t('fms_ss.sign_maker'), d.created_by_name], [t('fms_ss.sign_purchase'), d.audit1_by_name], [t('fms_ss.sign_finance'), d.audit2_by_name]]}
    />
  );
}
