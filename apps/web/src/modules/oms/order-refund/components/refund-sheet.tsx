import { amountInChineseCapitals } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import type { RefundDetail } from '@tradewind/contract/oms/order-refund.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { BarcodeSvg } from '@/core/barcode/barcode-svg';
import styles from '@/core/print/order-sheet.module.css';

const plain = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** A refund on paper (docs/trading-model.md §1 print): the company, the number as Code 128, order and customer, lines, the amount in figures and Chinese capitals, signatures. */
export function RefundSheet({ refund }: { refund: RefundDetail }) {
  const { t } = useI18n();
  return (
    <article className={styles.sheet} data-testid="refund-sheet">
      <div className={styles.head}>
        <div>
          <h2 className={styles.title}>{refund.tenant_name} · {t('oms_refund.sheet_title')}</h2>
          <div>{t('oms_refund.number')}: {refund.number}</div>
        </div>
        <BarcodeSvg sku={{ barcode: null, code: refund.number }} className={styles.barcode} />
      </div>
      <div className={styles.meta}>
        <span>{t('oms_refund.order')}: {refund.order_number}</span>
        <span>{t('oms_refund.customer')}: {refund.customer_name}</span>
        <span>{t('oms_refund.type')}: {t(`oms.refund_type.${refund.type}`)}</span>
        <span>{t('oms_refund.status')}: {t(`oms.refund_status.${refund.status}`)}</span>
        <span className={styles.wide}>{t('oms_refund.reason')}: {refund.reason}</span>
        <span>{t('oms_refund.created')}: {refund.created_at}</span>
        {refund.entry_no && <span>{t('oms_refund.entry')}: {refund.entry_no}</span>}
      </div>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('oms_refund.sku')}</th>
            <th>{t('oms_refund.unit')}</th>
            <th>{t('oms_refund.qty')}</th>
            <th>{t('oms_refund.price')}</th>
            <th>{t('oms_refund.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {refund.lines.map((l, i) => (
            <tr key={l.id}>
              <td>{i + 1}</td>
              <td>{[l.sku_code, l.sku_name, l.spec_text].filter(Boolean).join(' ')}</td>
              <td>{l.unit_name}</td>
              <td className={styles.num}>{plain(l.qty)}</td>
              <td className={styles.num}>{l.price}</td>
              <td className={styles.num}>{l.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.sums}>
        <span>{t('oms_refund.goods_amount')}: ¥{refund.goods_amount}</span>
        {refund.deduct_reason && <span>{t('oms_refund.deduct_reason')}: {refund.deduct_reason}</span>}
      </div>
      <div className={styles.sums}>
        <strong data-testid="refund-sheet-total">
          {t('oms_refund.refund_amount')}: ¥{refund.refund_amount}（{t('oms_refund.amount_capitals')}: {amountInChineseCapitals(toCents(refund.refund_amount))}）
        </strong>
      </div>
      <div className={styles.signatures}>
        <span>{t('oms_refund.sign_maker')}: {refund.created_by_name ?? ''}</span>
        <span>{t('oms_refund.sign_warehouse')}:</span>
        <span>{t('oms_refund.sign_finance')}:</span>
        <span>{t('oms_refund.sign_customer')}:</span>
      </div>
    </article>
  );
}
