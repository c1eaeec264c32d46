import { Empty, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { amountInChineseCapitals } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import { useI18n } from '@/core/i18n/use-i18n';
import { BarcodeSvg } from '@/core/barcode/barcode-svg';
import { useLineQuery } from '../api/line.api';
import { hhmm, km } from '../components/line-parts';
import styles from '../components/line-sheet.module.css';

/**
 * /lms/line/print?id= (print layout, permission `lms/line/Print`): the driver's line sheet — the number as
 * Code 128, car, driver, helpers, departure; the stops in order with address, consignee, phone, time slot,
 * planned arrival, pieces, amount to collect and a signature box; the total to collect in capitals.
 */
export function LinePrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const line = useLineQuery(id);
  if (id !== null && line.isPending) return <Skeleton active />;
  if (!line.data) return <Empty description={t('lms_line.not_found')} />;
  const d = line.data;
  const pieces = d.stops.reduce((s, x) => s + Math.round(Number(x.pieces) * 1000), 0) / 1000;
  return (
    <article className={styles.sheet} data-testid="line-print">
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{d.tenant_name} {t('lms_line.sheet_title')}</h1>
          <div>{d.number}</div>
        </div>
        <BarcodeSvg sku={{ barcode: null, code: d.number }} className={styles.barcode} />
      </header>
      <div className={styles.meta}>
        <span>{t('lms_line.date')}: {d.line_date}</span>
        <span>{t('lms_line.car')}: {d.car_plate ?? '-'} {d.car_model_name ?? ''}</span>
        <span>{t('lms_line.departure')}: {hhmm(d.planned_start)}</span>
        <span>{t('lms_line.driver')}: {d.driver_name ?? '-'} {d.driver_phone ?? ''}</span>
        <span>{t('lms_line.helpers')}: {d.helper_names.join('、') || '-'}</span>
        <span>{t('lms_line.distance')}: {km(d.distance_m)} · {t('lms_line.stops')}: {d.stop_count}</span>
        <span>{t('lms_line.load')}: {d.total_weight} kg · {d.total_volume} m³</span>
        <span>{t('lms_line.name')}: {d.name ?? '-'}</span>
        <span>{t('lms_line.status')}: {t(`lms.line_status.${d.status}`)}</span>
      </div>
      <table className={styles.stops}>
        <thead>
          <tr>
            <th>{t('lms_line.seq')}</th>
            <th>{t('lms_line.customer')}</th>
            <th>{t('lms_line.address')}</th>
            <th>{t('lms_line.time_slot')}</th>
            <th>{t('lms_line.arrival')}</th>
            <th>{t('lms_line.pieces')}</th>
            <th>{t('lms_line.collect')}</th>
            <th className={styles.sign}>{t('lms_line.sign')}</th>
          </tr>
        </thead>
        <tbody>
          {d.stops.map((s) => (
            <tr key={s.id}>
              <td>{s.seq}</td>
              <td>
                {s.customer_name}
                <br />
                {s.consignee_name} {s.consignee_phone}
              </td>
              <td>{s.address}<br />{s.order_no}</td>
              <td>{s.time_slot ?? '-'}</td>
              <td>{hhmm(s.planned_arrival)}</td>
              <td className={styles.num}>{s.pieces}</td>
              <td className={styles.num}>{s.collect_amount}</td>
              <td />
            </tr>
          ))}
          <tr>
            <td colSpan={5}>{t('lms_line.total')}</td>
            <td className={styles.num}>{pieces}</td>
            <td className={styles.num}>{d.total_collect}</td>
            <td />
          </tr>
        </tbody>
      </table>
      <div className={styles.total}>{t('lms_line.total_collect')}（{t('lms_line.capitals')}）：{amountInChineseCapitals(toCents(d.total_collect))}</div>
      <footer className={styles.signatures}>
        <span>{t('lms_line.sign_dispatcher')}: {d.created_by_name ?? ''}</span>
        <span>{t('lms_line.sign_driver')}:</span>
        <span>{t('lms_line.sign_warehouse')}:</span>
        <span>{t('lms_line.sign_finance')}:</span>
      </footer>
    </article>
  );
}
