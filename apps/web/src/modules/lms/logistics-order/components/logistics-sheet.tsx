import { amountInChineseCapitals } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import type { LogisticsOrderDetail } from '@tradewind/contract/lms/logistics.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import styles from '@/core/print/order-sheet.module.css';
import { BarcodeSvg } from '@/core/barcode/barcode-svg';

/**
 * The delivery note a driver carries (送货单): the number as Code 128, the order, consignee, address and
 * time slot, the line and stop, what was shipped, the amount to collect in figures and capitals, and
 * the customer's signature.
 */
export function LogisticsSheet({ order: d }: { order: LogisticsOrderDetail }) {
  const { t } = useI18n();
  const collect = toCents(d.collect_amount);
  return (
    <article className={styles.sheet} data-testid="logistics-sheet">
      <div className={styles.head}>
        <div>
          <h2 className={styles.title}>
            {d.tenant_name} · {t('lms_lo.sheet_title')}
          </h2>
          <div>
            {t('lms_lo.number')}: {d.number}
          </div>
        </div>
        <BarcodeSvg sku={{ barcode: null, code: d.number }} className={styles.barcode} />
      </div>
      <div className={styles.meta}>
        <span>{t('lms_lo.order_no')}: {d.sub_order_no ?? d.order_no}</span>
        <span>{t('lms_lo.customer')}: {d.customer_name}</span>
        <span>{t('lms_lo.consignee')}: {`${d.consignee_name} ${d.consignee_phone}`}</span>
        <span>{t('lms_lo.delivery_date')}: {`${d.delivery_date} ${d.time_slot ?? ''}`}</span>
        <span className={styles.wide}>{t('lms_lo.address')}: {[d.area_string, d.address].filter(Boolean).join(' ')}</span>
        <span>{t('lms_lo.line')}: {d.line_no ? `${d.line_no}${d.stop ? ` · ${t('lms_lo.stop_seq', { seq: d.stop.seq })}` : ''}` : t('lms_lo.no_line')}</span>
        <span>{t('lms_lo.driver')}: {[d.driver_name, d.car_plate].filter(Boolean).join(' · ') || '-'}</span>
        <span>{t('lms_lo.load')}: {t('lms_lo.load_text', { pieces: d.pieces, weight: d.weight, volume: d.volume })}</span>
        <span>{t('lms_lo.warehouse')}: {d.warehouse_name} · {d.outbound_no}</span>
        {d.order_remark ? <span className={styles.wide}>{t('lms_lo.order_remark')}: {d.order_remark}</span> : null}
      </div>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('lms_lo.sku')}</th>
            <th>{t('lms_lo.unit')}</th>
            <th>{t('lms_lo.shipped_qty')}</th>
            <th>{t('lms_lo.received_qty')}</th>
          </tr>
        </thead>
        <tbody>
          {d.lines.map((l, i) => (
            <tr key={l.order_item_id}>
              <td>{i + 1}</td>
              <td>{[l.sku_code, l.sku_name, l.spec_text].filter(Boolean).join(' ')}</td>
              <td>{l.unit_name}</td>
              <td className={styles.num}>{l.qty}</td>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.sums}>
        <strong data-testid="logistics-sheet-collect">
          {t('lms_lo.collect_amount')}: ¥{d.collect_amount}
          {collect > 0 ? `（${t('lms_lo.amount_capitals')}: ${amountInChineseCapitals(collect)}）` : `（${t('lms_lo.nothing_to_collect')}）`}
        </strong>
      </div>
      <div className={styles.signatures}>
        <span>{t('lms_lo.sign_warehouse')}:</span>
        <span>{t('lms_lo.sign_driver')}: {d.driver_name ?? ''}</span>
        <span>{t('lms_lo.sign_customer')}:</span>
        <span>{t('lms_lo.sign_date')}:</span>
      </div>
    </article>
  );
}
