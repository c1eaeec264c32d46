import { amountInChineseCapitals } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import type { WorkerSettlementDetail } from '@tradewind/contract/fms/worker-settlement.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { DocumentSheet, sheetStyles as s } from '../../components/document-sheet';

/**
 * A worker settlement on paper: the tenant's name, the number as Code 128, the earner and period, each
 * earning, the total in figures and in Chinese capitals, and the signatures 制单 / 主管审核 / 财务审核 / 领款人.
 */
export function SettlementSheet({ doc: d }: { doc: WorkerSettlementDetail }) {
  const { t } = useI18n();
  return (
    <DocumentSheet
      testId="ws-sheet"
      title={`${d.tenant_name} ${t('fms_ws.sheet_title')}`}
      number={d.number}
      meta={[
        [t('fms_ws.target'), `${d.target_name}（${d.target_type_name}）${d.target_phone ?? ''}`],
        [t('fms_ws.store'), d.store_name],
        [t('fms_ws.period'), `${d.start_date} ~ ${d.end_date}`],
        [t('fms_ws.status'), d.status_name],
        [t('fms_ws.created_by'), `${d.created_by_name ?? ''} ${d.created_at}`],
        [t('fms_ws.remark'), d.remark ?? '-'],
      ]}
      sums={
        <>
          <span className={s.capitals}>{`${t('fms_ws.total_capitals')}：${amountInChineseCapitals(toCents(d.total_amount))}`}</span>
          <span>{`${t('fms_ws.paid')}：¥${d.paid_amount}   ${t('fms_ws.open')}：¥${d.open_amount}`}</span>
        </>
      }
      signatures={[t('fms_ws.sign_maker'), t('fms_ws.sign_audit1'), t('fms_ws.sign_audit2'), t('fms_ws.sign_payee')]}
    >
      <table className={s.lines}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('fms_ws.source_type')}</th>
            <th>{t('fms_ws.source_no')}</th>
            <th>{t('fms_ws.date')}</th>
            <th>{t('fms_ws.detail_summary')}</th>
            <th className={s.num}>{t('fms_ws.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {d.earnings.map((e, i) => (
            <tr key={e.id}>
              <td>{i + 1}</td>
              <td>{e.source_type_name}</td>
              <td>{e.source_no ?? '-'}</td>
              <td>{e.date}</td>
              <td>{e.detail_summary || '-'}</td>
              <td className={s.num}>{e.amount}</td>
            </tr>
          ))}
          <tr>
            <td colSpan={5}>{t('fms_ws.total_line', { count: d.earning_count })}</td>
            <td className={s.num}>{d.total_amount}</td>
          </tr>
        </tbody>
      </table>
    </DocumentSheet>
  );
}
