import { amountInWords } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import type { RefundDetail } from '@tradewind/contract/oms/order-refund.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { PrintSheet, signature, sheetStyles as s } from '@/core/print/print-sheet';

const plain = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** A refund on paper (docs/trading-model.md §1 print, PrintSheet): the company, the number as Code 128, order and customer, lines, the amount in figures and in words, signatures. */
export function RefundSheet({ refund }: { refund: RefundDetail }) {
  const { t, locale } = useI18n();
  return (
    <PrintSheet
      testId="refund-sheet"
      title={`${refund.tenant_name} · ${t('oms_refund.sheet_title')}`}
      number={refund.number}
      meta={[
        [t('oms_refund.order'), refund.order_number],
        [t('oms_refund.customer'), refund.customer_name],
        [t('oms_refund.type'), t(`oms.refund_type.${refund.type}`)],
        [t('oms_refund.status'), t(`oms.refund_status.${refund.status}`)],
        [t('oms_refund.reason'), refund.reason, 'full'],
        [t('oms_refund.created'), refund.created_at],
        refund.entry_no ? [t('oms_refund.entry'), refund.entry_no] : null,
      ]}
      sums={
        <>
          <span className={s.pair}>
            <span>{`${t('oms_refund.goods_amount')}: ¥${refund.goods_amount}`}</span>
            {refund.deduct_reason ? <span>{`${t('oms_refund.deduct_reason')}: ${refund.deduct_reason}`}</span> : null}
          </span>
          <span className={s.capitals} data-testid="refund-sheet-total">
            {`${t('oms_refund.refund_amount')}: ¥${refund.refund_amount}（${t('oms_refund.amount_capitals')}: ${amountInWords(toCents(refund.refund_amount), locale)}）`}
          </span>
        </>
      }
      signatures={[signature(t('oms_refund.sign_maker'), refund.created_by_name), signature(t('oms_refund.sign_auditor'), refund.audited_by_name), signature(t('oms_refund.sign_warehouse')), signature(t('oms_refund.sign_finance')), signature(t('oms_refund.sign_customer'))]}
    >
      <table className={s.lines}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('oms_refund.sku')}</th>
            <th>{t('oms_refund.unit')}</th>
            <th className={s.num}>{t('oms_refund.qty')}</th>
            <th className={s.num}>{t('oms_refund.price')}</th>
            <th className={s.num}>{t('oms_refund.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {refund.lines.map((l, i) => (
            <tr key={l.id}>
              <td>{i + 1}</td>
              <td>{[l.sku_code, l.sku_name, l.spec_text].filter(Boolean).join(' ')}</td>
              <td>{l.unit_name}</td>
              <td className={s.num}>{plain(l.qty)}</td>
              <td className={s.num}>{l.price}</td>
              <td className={s.num}>{l.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PrintSheet>
  );
}
