import { amountInWords } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import type { LogisticsOrderDetail } from '@tradewind/contract/lms/logistics.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { PrintSheet, sheetStyles as s } from '@/core/print/print-sheet';
import { addressText } from '@tradewind/contract/common/address';
import { formatVolume } from '@tradewind/contract/common/measure';

/**
 * The delivery note a driver carries (送货单, PrintSheet): the number as Code 128, the order, consignee,
 * address and time slot, the line and stop, what was shipped, the amount to collect in figures and
 * capitals, and the customer's signature.
 */
export function LogisticsSheet({ order: d }: { order: LogisticsOrderDetail }) {
  const { t, locale } = useI18n();
  const collect = toCents(d.collect_amount);
  return (
    <PrintSheet
      testId="logistics-sheet"
      title={`${d.tenant_name} · ${t('lms_lo.sheet_title')}`}
      number={d.number}
      meta={[
        [t('lms_lo.order_no'), d.sub_order_no ?? d.order_no],
        [t('lms_lo.customer'), d.customer_name],
        [t('lms_lo.consignee'), `${d.consignee_name} ${d.consignee_phone}`],
        [t('lms_lo.delivery_date'), `${d.delivery_date} ${d.time_slot ?? ''}`],
        [t('lms_lo.address'), addressText(d.area_string, d.address), 'full'],
        [t('lms_lo.line'), d.line_no ? `${d.line_no}${d.stop ? ` · ${t('lms_lo.stop_seq', { seq: d.stop.seq })}` : ''}` : t('lms_lo.no_line')],
        [t('lms_lo.driver'), [d.driver_name, d.car_plate].filter(Boolean).join(' · ') || '-'],
        [t('lms_lo.load'), t('lms_lo.load_text', { pieces: d.pieces, weight: d.weight, volume: formatVolume(d.volume) })],
        [t('lms_lo.warehouse'), `${d.warehouse_name} · ${d.outbound_no}`],
        d.order_remark ? [t('lms_lo.order_remark'), d.order_remark, 'full'] : null,
      ]}
      sums={
        <span className={s.capitals} data-testid="logistics-sheet-collect">
          {`${t('lms_lo.collect_amount')}: ¥${d.collect_amount}`}
          {collect > 0 ? `（${t('lms_lo.amount_capitals')}: ${amountInWords(collect, locale)}）` : `（${t('lms_lo.nothing_to_collect')}）`}
        </span>
      }
      signatures={[`${t('lms_lo.sign_warehouse')}:`, `${t('lms_lo.sign_driver')}: ${d.driver_name ?? ''}`, `${t('lms_lo.sign_customer')}:`, `${t('lms_lo.sign_date')}:`]}
    >
      <table className={s.lines}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('lms_lo.sku')}</th>
            <th>{t('lms_lo.unit')}</th>
            <th className={s.num}>{t('lms_lo.shipped_qty')}</th>
            <th className={s.sign}>{t('lms_lo.received_qty')}</th>
          </tr>
        </thead>
        <tbody>
          {d.lines.map((l, i) => (
            <tr key={l.order_item_id}>
              <td>{i + 1}</td>
              <td>{[l.sku_code, l.sku_name, l.spec_text].filter(Boolean).join(' ')}</td>
              <td>{l.unit_name}</td>
              <td className={s.num}>{l.qty}</td>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    </PrintSheet>
  );
}
