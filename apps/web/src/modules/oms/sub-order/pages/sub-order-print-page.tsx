import { Empty, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { amountInChineseCapitals } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { BarcodeSvg } from '@/core/barcode/barcode-svg';
import styles from '@/core/print/order-sheet.module.css';
import { useSubOrderQuery } from '../api/sub-order.api';

const plain = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** /oms/sub_order/print?id= (print layout): one warehouse's part of an order on paper — its number as Code 128, its lines, their amount, signatures. */
export function SubOrderPrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const sub = useSubOrderQuery(id);
  if (id === null || sub.isError) return <Empty description={t('oms.sub_order_not_found')} />;
  if (!sub.data) return <Spin />;
  const s = sub.data;
  return (
    <article className={styles.sheet} data-testid="sub-order-sheet">
      <div className={styles.head}>
        <div>
          <h2 className={styles.title}>{s.tenant_name} · {t('oms_sub_order.sheet_title')}</h2>
          <div>{t('oms_sub_order.number')}: {s.number}</div>
          <div>{t('oms_sub_order.order')}: {s.order_number}</div>
        </div>
        <BarcodeSvg sku={{ barcode: null, code: s.number }} className={styles.barcode} />
      </div>
      <div className={styles.meta}>
        <span>{t('oms_sub_order.customer')}: {s.customer_name}</span>
        <span>{t('oms_sub_order.contact')}: {[s.contact_name, s.contact_phone].filter(Boolean).join(' ') || '-'}</span>
        <span>{t('oms_sub_order.consignee')}: {s.consignee_name} {s.consignee_phone}</span>
        <span>{t('oms_sub_order.delivery_date')}: {s.delivery_date} {s.time_slot ?? ''}</span>
        <span className={styles.wide}>{t('oms_sub_order.address')}: {s.address_text}</span>
        <span>{t('oms_sub_order.warehouse')}: {s.warehouse_name}</span>
        <span>{t('oms_sub_order.status')}: {t(`oms.order_status.${s.status}`)}</span>
      </div>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('oms_sub_order.sku')}</th>
            <th>{t('oms_sub_order.unit')}</th>
            <th>{t('oms_sub_order.qty')}</th>
            <th>{t('oms_sub_order.price')}</th>
            <th>{t('oms_sub_order.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {s.items.map((l, i) => (
            <tr key={l.id}>
              <td>{i + 1}</td>
              <td>{[l.sku_code, l.name, l.spec_text].filter(Boolean).join(' ')}</td>
              <td>{l.unit_name}</td>
              <td className={styles.num}>{plain(l.qty)}</td>
              <td className={styles.num}>{l.price}</td>
              <td className={styles.num}>{l.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.sums}>
        <strong>
          {t('oms_sub_order.goods_amount')}: ¥{s.goods_amount}（{t('oms_sub_order.amount_capitals')}: {amountInChineseCapitals(toCents(s.goods_amount))}）
        </strong>
      </div>
      {s.remark && <div style={{ marginTop: 8, fontSize: 13 }}>{t('oms_sub_order.remark')}: {s.remark}</div>}
      <div className={styles.signatures}>
        <span>{t('oms_sub_order.sign_picker')}:</span>
        <span>{t('oms_sub_order.sign_driver')}:</span>
        <span>{t('oms_sub_order.sign_customer')}:</span>
      </div>
    </article>
  );
}
