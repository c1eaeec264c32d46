import { Empty, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { amountInWords } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import { useI18n } from '@/core/i18n/use-i18n';
import { PrintSheet, sheetStyles as s } from '@/core/print/print-sheet';
import { useLineQuery } from '../api/line.api';
import { CashUpTable } from '../components/cash-up';
import { hhmm, km } from '../components/line-parts';
import '../line.messages';
import { formatVolume } from '@tradewind/contract/common/measure';

/**
 * /lms/line/print?id= (print layout, permission `lms/line/Print`): the driver's line sheet (PrintSheet) —
 * the number as Code 128, car, driver, helpers, departure; the stops in order with address, consignee,
 * phone, time slot, planned arrival, pieces, amount to collect, what was collected and a signature box;
 * the total to collect in capitals. `&view=cash` prints the driver's cash-up instead (cash-up.tsx).
 */
export function LinePrintPage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const line = useLineQuery(id);
  if (id !== null && line.isPending) return <Skeleton active />;
  if (!line.data) return <Empty description={t('lms_line.not_found')} />;
  const d = line.data;
  const pieces = d.stops.reduce((sum, x) => sum + Math.round(Number(x.pieces) * 1000), 0) / 1000;
  const crew = [t('lms_line.driver'), `${d.driver_name ?? '-'} ${d.driver_phone ?? ''}`] as const;
  if (params.get('view') === 'cash') {
    return (
      <PrintSheet
        testId="line-cash-up-print"
        title={`${d.tenant_name} ${t('lms_line.cash_up_title')}`}
        number={d.number}
        meta={[[t('lms_line.date'), d.line_date], [t('lms_line.car'), d.car_plate ?? '-'], crew, [t('lms_line.status'), t(`lms.line_status.${d.status}`)]]}
        sums={<span className={s.capitals}>{`${t('lms_line.total_collected')}（${t('lms_line.capitals')}）：${amountInWords(toCents(d.total_collected), locale)}`}</span>}
        signatures={[`${t('lms_line.sign_driver')}:`, `${t('lms_line.sign_finance')}:`]}
      >
        <CashUpTable line={d} />
      </PrintSheet>
    );
  }
  return (
    <PrintSheet
      testId="line-print"
      title={`${d.tenant_name} ${t('lms_line.sheet_title')}`}
      number={d.number}
      meta={[
        [t('lms_line.date'), d.line_date],
        [t('lms_line.car'), `${d.car_plate ?? '-'} ${d.car_model_name ?? ''}`],
        [t('lms_line.departure'), hhmm(d.planned_start)],
        crew,
        [t('lms_line.helpers'), d.helper_names.join('、') || '-'],
        [t('lms_line.distance'), `${km(d.distance_m)} · ${t('lms_line.stops')}: ${d.stop_count}`],
        [t('lms_line.load'), `${d.total_weight} kg · ${formatVolume(d.total_volume)} m³`],
        [t('lms_line.name'), d.name ?? '-'],
        [t('lms_line.status'), t(`lms.line_status.${d.status}`)],
      ]}
      sums={<span className={s.capitals}>{`${t('lms_line.total_collect')}（${t('lms_line.capitals')}）：${amountInWords(toCents(d.total_collect), locale)}`}</span>}
      signatures={[`${t('lms_line.sign_dispatcher')}: ${d.created_by_name ?? ''}`, `${t('lms_line.sign_driver')}:`, `${t('lms_line.sign_warehouse')}:`, `${t('lms_line.sign_finance')}:`]}
    >
      <table className={s.lines}>
        <thead>
          <tr>
            <th>{t('lms_line.seq')}</th>
            <th>{t('lms_line.customer')}</th>
            <th>{t('lms_line.address')}</th>
            <th>{t('lms_line.time_slot')}</th>
            <th>{t('lms_line.arrival')}</th>
            <th className={s.num}>{t('lms_line.pieces')}</th>
            <th className={s.num}>{t('lms_line.collect')}</th>
            <th className={s.num}>{t('lms_line.collected')}</th>
            <th className={s.sign}>{t('lms_line.sign')}</th>
          </tr>
        </thead>
        <tbody>
          {d.stops.map((stop) => (
            <tr key={stop.id}>
              <td>{stop.seq}</td>
              <td>
                {stop.customer_name}
                <br />
                {stop.consignee_name} {stop.consignee_phone}
              </td>
              <td>
                {stop.address}
                <br />
                {stop.order_no}
              </td>
              <td>{stop.time_slot ?? '-'}</td>
              <td>{hhmm(stop.planned_arrival)}</td>
              <td className={s.num}>{stop.pieces}</td>
              <td className={s.num}>{stop.collect_amount}</td>
              <td className={s.num}>{stop.status === 0 ? '' : (stop.collected_amount ?? '0.00')}</td>
              <td />
            </tr>
          ))}
          <tr>
            <td colSpan={5}>{t('lms_line.total')}</td>
            <td className={s.num}>{pieces}</td>
            <td className={s.num}>{d.total_collect}</td>
            <td className={s.num}>{d.status >= 2 ? d.total_collected : ''}</td>
            <td />
          </tr>
        </tbody>
      </table>
    </PrintSheet>
  );
}
