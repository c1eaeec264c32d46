import { amountInWords } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import type { StatementDetail } from '@tradewind/contract/oms/statement.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { PrintSheet, sheetStyles as ss } from '@/core/print/print-sheet';

/** A statement on paper (PrintSheet): the company, the number as Code 128, customer, period and due date, its orders and refunds, the total in figures and in words, signatures. */
export function StatementSheet({ statement: s }: { statement: StatementDetail }) {
  const { t, locale } = useI18n();
  return (
    <PrintSheet
      testId="statement-sheet"
      title={`${s.tenant_name} · ${t('oms_statement.sheet_title')}`}
      number={s.number}
      meta={[
        [t('oms_statement.customer'), `${s.customer_name} ${s.customer_phone}`],
        [t('oms_statement.account_period'), s.account_period_name ?? '-'],
        [t('oms_statement.period'), `${s.start_date} ~ ${s.end_date}`],
        [t('oms_statement.due_date'), s.due_date],
        [t('oms_statement.status'), t(`oms.statement_status.${s.status}`)],
      ]}
      sums={
        <>
          <span className={ss.pair}>
            <span>{`${t('oms_statement.order_amount')}: ¥${s.order_amount}`}</span>
            <span>{`${t('oms_statement.refund_amount')}: -¥${s.refund_amount}`}</span>
          </span>
          <span className={ss.capitals} data-testid="statement-sheet-total">
            {`${t('oms_statement.total_amount')}: ¥${s.total_amount}（${t('oms_statement.amount_capitals')}: ${amountInWords(toCents(s.total_amount), locale)}）`}
          </span>
        </>
      }
      signatures={[`${t('oms_statement.sign_maker')}: ${s.created_by_name ?? ''}`, `${t('oms_statement.sign_customer')}: ${s.confirmed_user_name ?? ''}`]}
    >
      <table className={ss.lines}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('oms_statement.kind')}</th>
            <th>{t('oms_statement.doc_number')}</th>
            <th>{t('oms_statement.doc_date')}</th>
            <th className={ss.num}>{t('oms_statement.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {s.items.map((i, n) => (
            <tr key={i.id}>
              <td>{n + 1}</td>
              <td>{t(`oms_statement.kind_${i.kind}`)}</td>
              <td>{i.number}</td>
              <td>{i.doc_date}</td>
              <td className={ss.num}>{i.kind === 2 ? `-${i.amount}` : i.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PrintSheet>
  );
}
