import { Empty, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { amountInWords } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { PrintSheet, sheetStyles as ss } from '@/core/print/print-sheet';
import { useSubOrderQuery } from '../api/sub-order.api';

const plain = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** /oms/sub_order/print?id= (print layout): one warehouse's part of an order on paper — its number as Code 128 (PrintSheet), its order, its lines, their amount in figures and capitals, the remark, signatures. */
export function SubOrderPrintPage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const sub = useSubOrderQuery(id);
  if (id === null || sub.isError) return <Empty description={t('oms.sub_order_not_found')} />;
  if (!sub.data) return <Spin />;
  const s = sub.data;
  return (
    <PrintSheet
      testId="sub-order-sheet"
      title={`${s.tenant_name} · ${t('oms_sub_order.sheet_title')}`}
      number={s.number}
      meta={[
        [t('oms_sub_order.order'), s.order_number],
        [t('oms_sub_order.customer'), s.customer_name],
        [t('oms_sub_order.contact'), [s.contact_name, s.contact_phone].filter(Boolean).join(' ') || '-'],
        [t('oms_sub_order.consignee'), `${s.consignee_name} ${s.consignee_phone}`],
        [t('oms_sub_order.delivery_date'), `${s.delivery_date} ${s.time_slot ?? ''}`],
        [t('oms_sub_order.address'), s.address_text, 'full'],
        [t('oms_sub_order.warehouse'), s.warehouse_name],
        [t('oms_sub_order.status'), t(`oms.order_status.${s.status}`)],
      ]}
      sums={
        <>
          <span className={ss.capitals}>
            {`${t('oms_sub_order.goods_amount')}: ¥${s.goods_amount}（${t('oms_sub_order.amount_capitals')}: ${amountInWords(toCents(s.goods_amount), locale)}）`}
          </span>
          {s.remark ? <span>{`${t('oms_sub_order.remark')}: ${s.remark}`}</span> : null}
        </>
      }
      signatures={[`${t('oms_sub_order.sign_picker')}:`, `${t('oms_sub_order.sign_driver')}:`, `${t('oms_sub_order.sign_customer')}:`]}
    >
      <table className={ss.lines}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('oms_sub_order.sku')}</th>
            <th>{t('oms_sub_order.unit')}</th>
            <th className={ss.num}>{t('oms_sub_order.qty')}</th>
            <th className={ss.num}>{t('oms_sub_order.price')}</th>
            <th className={ss.num}>{t('oms_sub_order.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {s.items.map((l, i) => (
            <tr key={l.id}>
              <td>{i + 1}</td>
              <td>{[l.sku_code, l.name, l.spec_text].filter(Boolean).join(' ')}</td>
              <td>{l.unit_name}</td>
              <td className={ss.num}>{plain(l.qty)}</td>
              <td className={ss.num}>{l.price}</td>
              <td className={ss.num}>{l.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PrintSheet>
  );
}
