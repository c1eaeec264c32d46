import { Empty, Space } from 'antd';
import { amountInWords } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import type { PaymentNoteDetail } from '@tradewind/contract/fms/payment-note.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { DocLoader } from '@/core/documents/doc-loader';
import { PrintSheet, sheetStyles, signature } from '@/core/print/print-sheet';
import { usePaymentNoteQuery } from '../api/payment-note.api';

/** /fms/payment_note/print?id= (print layout, permission `fms/payment_note/Print`). */
export function PaymentNotePrintPage() {
  const { t } = useI18n();
  return (
    <DocLoader useDoc={usePaymentNoteQuery} notFound={<Empty description={t('fms_pn.not_found')} />}>
      {(d) => <PaymentNoteSheet doc={d} />}
    </DocLoader>
  );
}

/**
 * A payment note on paper: the tenant's name, the number as Code 128, payee, method and date, the
 * settlements it pays, the amounts in figures and the cash paid in words, and the signatures
 * 制单 / 审核 / 出纳 / 收款人 (the finance PrintSheet).
 */
function PaymentNoteSheet({ doc: d }: { doc: PaymentNoteDetail }) {
  const { t, locale } = useI18n();
  return (
    <PrintSheet
      testId="pn-sheet"
      title={`${d.tenant_name} ${t('fms_pn.sheet_title')}`}
      number={d.number}
      meta={[
        [t('fms_pn.target'), `${d.target_name}（${d.target_type_name}）`],
        [t('fms_pn.method'), d.payment_config_name ? `${d.payment_config_name}（${d.payment_kind_name ?? ''}）` : '-'],
        [t('fms_pn.pay_date'), d.pay_date],
        [t('fms_pn.status'), d.status_name],
        [t('fms_pn.store'), d.store_name],
        [t('fms_pn.created_by'), `${d.created_by_name ?? ''} ${d.created_at}`],
        [t('fms_pn.audited_by'), d.audited_at ? `${d.audited_by_name ?? ''} ${d.audited_at}` : '-'],
        [t('fms_pn.remark'), d.remark ?? '-'],
      ]}
      sums={
        <>
          <Space size="large">
            <span>{`${t('fms_pn.amount')}：¥${d.amount}`}</span>
            <span>{`${t('fms_pn.prepay_used')}：¥${d.prepay_used}`}</span>
            <span>{`${t('fms_pn.unallocated')}：¥${d.unallocated_amount}`}</span>
          </Space>
          <span className={sheetStyles.capitals}>{`${t('fms_pn.capitals')}：${amountInWords(toCents(d.amount), locale)}`}</span>
        </>
      }
      signatures={[signature(t('fms_pn.sign_maker'), d.created_by_name), signature(t('fms_pn.sign_auditor'), d.audited_by_name), signature(t('fms_pn.sign_cashier')), signature(t('fms_pn.sign_payee'))]}
    >
      <table className={sheetStyles.lines}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('fms_pn.settlement_type')}</th>
            <th>{t('fms_pn.settlement_no')}</th>
            <th>{t('fms_pn.period')}</th>
            <th className={sheetStyles.num}>{t('fms_pn.settlement_total')}</th>
            <th className={sheetStyles.num}>{t('fms_pn.this_payment')}</th>
          </tr>
        </thead>
        <tbody>
          {d.items.length === 0 ? (
            <tr>
              <td colSpan={6}>{t('fms_pn.no_items_print')}</td>
            </tr>
          ) : (
            d.items.map((item, i) => (
              <tr key={item.id}>
                <td>{i + 1}</td>
                <td>{item.target_type_name}</td>
                <td>{item.target_no}</td>
                <td>{`${item.start_date} ~ ${item.end_date}`}</td>
                <td className={sheetStyles.num}>{item.total_amount}</td>
                <td className={sheetStyles.num}>{item.amount}</td>
              </tr>
            ))
          )}
          <tr>
            <td colSpan={5}>{t('fms_pn.items_total')}</td>
            <td className={sheetStyles.num}>{d.allocated_amount}</td>
          </tr>
        </tbody>
      </table>
    </PrintSheet>
  );
}
