import { amountInChineseCapitals } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import type { SupplierSettlementDetail } from '@tradewind/contract/fms/supplier-settlement.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { DocumentSheet, sheetStyles as s } from '../../components/document-sheet';

/**
 * A supplier settlement on paper: the tenant's name, the number as Code 128, supplier, store and period,
 * who made and audited it, its receipts and refunds, receipts − refunds = total in figures and in Chinese
 * capitals, and the signatures 制单 / 采购审核 / 财务审核.
 */
export function SettlementSheet({ doc: d }: { doc: SupplierSettlementDetail }) {
  const { t } = useI18n();
  const who = (name: string | null, at: string | null) => (at ? `${name ?? ''} ${at}` : '-');
  return (
    <DocumentSheet
      testId="settlement-sheet"
      title={`${d.tenant_name} ${t('fms_ss.title')}`}
      number={d.number}
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
      sums={
        <>
          <span>{t('fms_ss.formula', { entries: `¥${d.entry_amount}`, refunds: `¥${d.refund_amount}`, total: `¥${d.total_amount}` })}</span>
          <span className={s.capitals} data-testid="settlement-sheet-total">{`${t('fms_ss.capitals')}：${amountInChineseCapitals(toCents(d.total_amount))}`}</span>
          <span>{`${t('fms_ss.paid_amount')}：¥${d.paid_amount}   ${t('fms_ss.open_amount')}：¥${d.open_amount}`}</span>
        </>
      }
      signatures={[t('fms_ss.sign_maker'), t('fms_ss.sign_purchase'), t('fms_ss.sign_finance')]}
    >
      <table className={s.lines}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('fms_ss.source_type')}</th>
            <th>{t('fms_ss.source_no')}</th>
            <th>{t('fms_ss.source_date')}</th>
            <th>{t('fms_ss.warehouse')}</th>
            <th className={s.num}>{t('fms_ss.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {d.items.map((i, n) => (
            <tr key={i.id}>
              <td>{n + 1}</td>
              <td>{i.source_type_name}</td>
              <td>{i.source_no}</td>
              <td>{i.source_date}</td>
              <td>{i.warehouse_name}</td>
              <td className={s.num}>{i.source_type === 'purchase_refund' ? `-${i.amount}` : i.amount}</td>
            </tr>
          ))}
          <tr>
            <td colSpan={5}>{t('fms_ss.counts', { entries: d.entry_count, refunds: d.refund_count })}</td>
            <td className={s.num}>{d.total_amount}</td>
          </tr>
        </tbody>
      </table>
    </DocumentSheet>
  );
}
