import { amountInChineseCapitals } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import type { OrderDetail } from '@tradewind/contract/oms/order.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { BarcodeSvg } from '@/core/barcode/barcode-svg';
import styles from '@/core/print/order-sheet.module.css';

const plain = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** An order on paper (docs/trading-model.md §1 print): the company, the number as Code 128, customer and delivery, lines, totals in figures and Chinese capitals, signatures. */
export function OrderSheet({ order }: { order: OrderDetail }) {
  const { t } = useI18n();
  const fees: Array<[string, string, number]> = [
    ['oms_order.goods_amount', order.goods_amount, 1],
    ['oms_order.freight_amount', order.freight_amount, 1],
    ['oms_order.carry_fee', order.carry_fee, 1],
    ['oms_order.coupon_amount', order.coupon_amount, -1],
    ['oms_order.activity_amount', order.activity_amount, -1],
  ];
  return (
    <article className={styles.sheet} data-testid="order-sheet">
      <div className={styles.head}>
        <div>
          <h2 className={styles.title}>{order.tenant_name} · {t('oms_order.sheet_title')}</h2>
          <div>{t('oms_order.number')}: {order.number}</div>
        </div>
        <BarcodeSvg sku={{ barcode: null, code: order.number }} className={styles.barcode} />
      </div>
      <div className={styles.meta}>
        <span>{t('oms_order.customer')}: {order.customer_name}</span>
        <span>{t('oms_order.contact')}: {[order.contact_name, order.contact_phone].filter(Boolean).join(' ') || '-'}</span>
        <span>{t('oms_order.consignee')}: {order.consignee_name} {order.consignee_phone}</span>
        <span>{t('oms_order.delivery_date')}: {order.delivery_date} {order.time_slot ?? ''}</span>
        <span className={styles.wide}>{t('oms_order.address')}: {order.address_text}</span>
        <span>{t('oms_order.warehouse')}: {order.warehouse_name}</span>
        <span>{t('oms_order.pay_type')}: {t(`oms.pay_type.${order.pay_type}`)}</span>
        <span>{t('oms_order.created')}: {order.created_at}</span>
        <span>{t('oms_order.status')}: {t(`oms.order_status.${order.status}`)}</span>
      </div>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('oms_order.sku')}</th>
            <th>{t('oms_order.unit')}</th>
            <th>{t('oms_order.qty')}</th>
            <th>{t('oms_order.price')}</th>
            <th>{t('oms_order.amount')}</th>
            <th>{t('oms_order.line_remark')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((l, i) => (
            <tr key={l.id} data-testid="order-sheet-line">
              <td>{i + 1}</td>
              <td>{[l.sku_code, l.name, l.spec_text].filter(Boolean).join(' ')}</td>
              <td>{l.unit_name}</td>
              <td className={styles.num}>{plain(l.qty)}</td>
              <td className={styles.num}>{l.price}</td>
              <td className={styles.num}>{l.amount}</td>
              <td>{l.remark ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.sums}>
        {fees
          .filter(([, v, sign]) => sign > 0 || toCents(v) > 0)
          .map(([key, v, sign]) => (
            <span key={key}>
              {t(key)}: {sign < 0 ? '-' : ''}¥{v}
            </span>
          ))}
      </div>
      <div className={styles.sums}>
        <strong data-testid="order-sheet-total">
          {t('oms_order.total_amount')}: ¥{order.total_amount}（{t('oms_order.amount_capitals')}: {amountInChineseCapitals(toCents(order.total_amount))}）
        </strong>
      </div>
      {order.remark && <div style={{ marginTop: 8, fontSize: 13 }}>{t('oms_order.remark')}: {order.remark}</div>}
      <div className={styles.signatures}>
        <span>{t('oms_order.sign_maker')}: {order.created_by_name ?? ''}</span>
        <span>{t('oms_order.sign_picker')}:</span>
        <span>{t('oms_order.sign_driver')}:</span>
        <span>{t('oms_order.sign_customer')}:</span>
      </div>
    </article>
  );
}
