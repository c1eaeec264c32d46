import { amountInWords } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import type { OrderDetail } from '@tradewind/contract/oms/order.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { PrintSheet, signature, sheetStyles as s } from '@/core/print/print-sheet';
import { stepText } from './order-pricing-steps';

const plain = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** An order on paper (docs/trading-model.md §1 print, PrintSheet): the company, the number as Code 128, customer and delivery, lines with what each pricing rule did, totals in figures and in words, the remark, signatures. */
export function OrderSheet({ order }: { order: OrderDetail }) {
  const { t, locale } = useI18n();
  const fees: Array<[string, string, number]> = [
    ['oms_order.goods_amount', order.goods_amount, 1],
    ['oms_order.freight_amount', order.freight_amount, 1],
    ['oms_order.carry_fee', order.carry_fee, 1],
    ['oms_order.coupon_amount', order.coupon_amount, -1],
    ['oms_order.activity_amount', order.activity_amount, -1],
  ];
  return (
    <PrintSheet
      testId="order-sheet"
      title={`${order.tenant_name} · ${t('oms_order.sheet_title')}`}
      number={order.number}
      meta={[
        [t('oms_order.customer'), order.customer_name],
        [t('oms_order.contact'), [order.contact_name, order.contact_phone].filter(Boolean).join(' ') || '-'],
        [t('oms_order.consignee'), `${order.consignee_name} ${order.consignee_phone}`],
        [t('oms_order.delivery_date'), `${order.delivery_date} ${order.time_slot ?? ''}`],
        [t('oms_order.address'), order.address_text, 'full'],
        [t('oms_order.warehouse'), order.warehouse_name],
        [t('oms_order.pay_type'), t(`oms.pay_type.${order.pay_type}`)],
        [t('oms_order.created'), order.created_at],
        [t('oms_order.status'), t(`oms.order_status.${order.status}`)],
      ]}
      sums={
        <>
          <span className={s.pair}>
            {fees
              .filter(([, v, sign]) => sign > 0 || toCents(v) > 0)
              .map(([key, v, sign]) => (
                <span key={key}>{`${t(key)}: ${sign < 0 ? '-' : ''}¥${v}`}</span>
              ))}
          </span>
          <span className={s.capitals} data-testid="order-sheet-total">
            {`${t('oms_order.total_amount')}: ¥${order.total_amount}（${t('oms_order.amount_capitals')}: ${amountInWords(toCents(order.total_amount), locale)}）`}
          </span>
          {order.remark ? <span>{`${t('oms_order.remark')}: ${order.remark}`}</span> : null}
        </>
      }
      signatures={[signature(t('oms_order.sign_maker'), order.created_by_name), signature(t('oms_order.sign_auditor'), order.audited_by_name), signature(t('oms_order.sign_picker')), signature(t('oms_order.sign_driver')), signature(t('oms_order.sign_customer'))]}
    >
      <table className={s.lines}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('oms_order.sku')}</th>
            <th>{t('oms_order.unit')}</th>
            <th className={s.num}>{t('oms_order.qty')}</th>
            <th className={s.num}>{t('oms_order.price')}</th>
            <th className={s.num}>{t('oms_order.amount')}</th>
            <th>{t('oms_order.pricing_steps')}</th>
            <th>{t('oms_order.line_remark')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((l, i) => (
            <tr key={l.id} data-testid="order-sheet-line">
              <td>{i + 1}</td>
              <td>{[l.sku_code, l.name, l.spec_text].filter(Boolean).join(' ')}</td>
              <td>{l.unit_name}</td>
              <td className={s.num}>{plain(l.qty)}</td>
              <td className={s.num}>{l.price}</td>
              <td className={s.num}>{l.amount}</td>
              <td data-testid="order-sheet-steps">{l.pricing_steps.map((step) => stepText(t, step)).join('；')}</td>
              <td>{l.remark ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PrintSheet>
  );
}
