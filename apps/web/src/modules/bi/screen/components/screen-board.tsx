import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ScreenData } from '@tradewind/contract/bi/screen.schema';
import { fromCents, groupDigits, toCents } from '@tradewind/contract/common/money';
import { LOGISTICS_ORDER_STATUS } from '@tradewind/contract/lms/lms.schema';
import { ORDER_STATUS } from '@tradewind/contract/oms/order.schema';
import { EChart } from '@/core/chart/echart';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeliveryMap, DELIVERY_COLORS } from './delivery-map';
import styles from './screen-board.module.css';

/** The order states the screen counts, in the order work moves, cancelled last. */
const ORDER_STATES = [
  ORDER_STATUS.pendingAudit, ORDER_STATUS.audited, ORDER_STATUS.picking, ORDER_STATUS.picked,
  ORDER_STATUS.shipping, ORDER_STATUS.delivered, ORDER_STATUS.completed, ORDER_STATUS.cancelled,
] as const;
const STATE_COLORS: Record<number, string> = { 0: '#8c8c8c', 1: '#ffc53d', 2: '#4096ff', 3: '#36cfc9', 4: '#5cdbd3', 5: '#ff9c6e', 6: '#73d13d', 7: '#95de64' };

const money = (text: string) => groupDigits(text);

/** A figure that counts up (or down) to its new value over a second; at once for people who asked for less motion. */
function useCountUp(targetCents: number): number {
  const [shown, setShown] = useState(targetCents);
  const from = useRef(targetCents);
  useEffect(() => {
    const start = from.current;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (still || start === targetCents) {
      from.current = targetCents;
      setShown(targetCents);
      return;
    }
    const began = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const p = Math.min((now - began) / 1000, 1);
      const value = Math.round(start + (targetCents - start) * (1 - (1 - p) ** 3));
      from.current = value;
      setShown(value);
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [targetCents]);
  return shown;
}

/** The wall clock, every second, in the tenant's zone. */
function Clock({ timeZone }: { timeZone: string }) {
  const { locale } = useI18n();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const time = now.toLocaleTimeString(locale, { timeZone, hour12: false });
  const date = now.toLocaleDateString(locale, { timeZone, year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' });
  return (
    <>
      <div className={styles.clockTime} data-testid="screen-clock">{time}</div>
      <div className={styles.clockDate}>{date}</div>
    </>
  );
}

export type ScreenBoardProps = {
  data: ScreenData | undefined;
  company: string;
  storeName: string;
  timeZone: string;
  /** the realtime connection: 'open' shows Live, else a warning that the figures may be behind */
  live: boolean;
};

/**
 * The data screen's board, designed at 1920×1080 on a dark ground (scaled by `ScaledBoard`): today's
 * sales counting up, orders, customers, receipts and deliveries; orders by state; the 7-day trend;
 * today's deliveries on the map; the top goods and the stores ranked.
 */
export function ScreenBoard({ data, company, storeName, timeZone, live }: ScreenBoardProps) {
  const { t } = useI18n();
  const sales = useCountUp(toCents(data?.sales_amount ?? '0'));
  const count = (list: ScreenData['orders_by_status'] | undefined, status: number) => list?.find((s) => s.status === status)?.count ?? 0;
  const deliveries = data?.deliveries_by_status.reduce((n, s) => n + s.count, 0) ?? 0;

  const trend = useMemo(
    () => ({
      backgroundColor: 'transparent',
      grid: { left: 70, right: 50, top: 40, bottom: 30 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0, right: 0, textStyle: { fontSize: 16 } },
      xAxis: { type: 'category', data: data?.trend.map((p) => p.date.slice(5)) ?? [], axisLabel: { fontSize: 16 } },
      yAxis: [
        { type: 'value', axisLabel: { fontSize: 14 }, splitLine: { lineStyle: { color: 'rgba(255,255,255,0.08)' } } },
        { type: 'value', axisLabel: { fontSize: 14 }, splitLine: { show: false }, minInterval: 1 },
      ],
      series: [
        { name: t('bi_screen.trend_sales'), type: 'line', smooth: true, symbolSize: 8, areaStyle: { opacity: 0.2 }, lineStyle: { width: 3 }, itemStyle: { color: '#ffd666' }, data: data?.trend.map((p) => Number(p.sales_amount)) ?? [] },
        { name: t('bi_screen.trend_orders'), type: 'bar', yAxisIndex: 1, barWidth: 18, itemStyle: { color: 'rgba(64,150,255,0.7)' }, data: data?.trend.map((p) => p.orders) ?? [] },
      ],
    }),
    [data?.trend, t],
  );

  const topMax = Math.max(...(data?.top_goods.map((g) => Number(g.sales_amount)) ?? [0]), 0);
  const storeMax = Math.max(...(data?.stores.map((s) => Number(s.sales_amount)) ?? [0]), 0);

  return (
    <div className={styles.board} data-testid="screen-board">
      <header className={styles.header}>
        <div className={styles.company}>
          <strong>{company}</strong>
          {storeName}
          <span className={`${styles.live} ${live ? '' : styles.offline}`} data-testid="screen-live">{live ? t('bi_screen.live') : t('bi_screen.offline')}</span>
        </div>
        <div className={styles.title}>{t('bi_screen.title')}</div>
        <div className={styles.clock}>
          <Clock timeZone={timeZone} />
        </div>
      </header>

      <section className={styles.kpis}>
        <div className={`${styles.kpi} ${styles.kpiMain}`}>
          <div className={styles.kpiLabel}>{t('bi_screen.sales_today')}</div>
          <div className={styles.kpiValue} data-testid="screen-sales">¥{money(fromCents(sales))}</div>
          <div className={styles.kpiNote}>{data?.date ?? ''}</div>
        </div>
        <Kpi label={t('bi_screen.orders_today')} value={String(data?.orders ?? 0)} testId="screen-orders" note={`${t('oms.order_status.1')} ${count(data?.orders_by_status, ORDER_STATUS.pendingAudit)}`} />
        <Kpi label={t('bi_screen.customers_today')} value={String(data?.customers ?? 0)} testId="screen-customers" />
        <Kpi label={t('bi_screen.receipts_today')} value={`¥${money(data?.receipt_amount ?? '0.00')}`} testId="screen-receipts" note={t('bi_screen.receipt_count', { n: data?.receipts ?? 0 })} />
        <Kpi label={t('bi_screen.deliveries_today')} value={String(deliveries)} testId="screen-deliveries" note={t('bi_screen.signed_of', { n: count(data?.deliveries_by_status, LOGISTICS_ORDER_STATUS.signed) })} />
      </section>

      <section className={styles.body}>
        <div className={`${styles.column} ${styles.left}`}>
          <Panel title={t('bi_screen.orders_by_status')}>
            <div className={styles.states}>
              {ORDER_STATES.map((s) => (
                <div key={s} className={styles.state}>
                  <span className={styles.stateCount} style={{ color: STATE_COLORS[s] }} data-testid={`screen-state-${s}`}>{count(data?.orders_by_status, s)}</span>
                  <span className={styles.stateName}>{t(`oms.order_status.${s}`)}</span>
                </div>
              ))}
            </div>
          </Panel>
          <Panel title={t('bi_screen.trend')}>
            <EChart option={trend} title={t('bi_screen.trend')} height="100%" theme="dark" />
          </Panel>
        </div>

        <Panel title={t('bi_screen.delivery_map')}>
          {data ? <DeliveryMap deliveries={data.deliveries} tileUrl={data.tile_url} className={styles.map} /> : null}
          {data && data.deliveries.length === 0 ? <div className={styles.empty} style={{ pointerEvents: 'none', zIndex: 500 }}>{t('bi_screen.no_points')}</div> : null}
          <div className={styles.legend} data-testid="screen-map-legend">
            {Object.values(LOGISTICS_ORDER_STATUS).map((s) => (
              <span key={s}>
                <i className={styles.dot} style={{ background: DELIVERY_COLORS[s] }} />
                {t(`lms.logistics_order_status.${s}`)}
                <b>{count(data?.deliveries_by_status, s)}</b>
              </span>
            ))}
          </div>
        </Panel>

        <div className={`${styles.column} ${styles.right}`}>
          <Panel title={t('bi_screen.top_goods')}>
            <Ranking
              rows={(data?.top_goods ?? []).map((g) => ({ key: g.sku_id, name: `${g.name}${g.spec_text ? ` ${g.spec_text}` : ''}`, value: `¥${money(g.sales_amount)}`, share: topMax > 0 ? Number(g.sales_amount) / topMax : 0 }))}
              testId="screen-top-goods"
            />
          </Panel>
          <Panel title={t('bi_screen.store_rank')}>
            <Ranking
              rows={(data?.stores ?? []).slice(0, 7).map((s) => ({ key: s.store_id, name: `${s.name} · ${t('bi_screen.orders_n', { n: s.orders })}`, value: `¥${money(s.sales_amount)}`, share: storeMax > 0 ? Number(s.sales_amount) / storeMax : 0 }))}
              testId="screen-stores"
            />
          </Panel>
        </div>
      </section>
    </div>
  );
}

function Kpi({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className={styles.kpi}>
      <div className={styles.kpiLabel}>{label}</div>
      <div className={styles.kpiValue} data-testid={testId}>{value}</div>
      <div className={styles.kpiNote}>{note ?? '\u00a0'}</div>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.panel}>
      <div className={styles.panelTitle}>
        <span>{title}</span>
      </div>
      <div className={styles.panelBody}>{children}</div>
    </div>
  );
}

function Ranking({ rows, testId }: { rows: Array<{ key: number; name: string; value: string; share: number }>; testId: string }) {
  const { t } = useI18n();
  if (rows.length === 0) return <div className={styles.empty}>{t('bi_screen.no_data')}</div>;
  return (
    <ol className={styles.rank} data-testid={testId}>
      {rows.map((r, i) => (
        <li key={r.key} className={styles.rankRow}>
          <span className={`${styles.rankNo} ${i < 3 ? styles.rankTop : ''}`}>{i + 1}</span>
          <span className={styles.rankName}>
            {r.name}
            <span className={styles.rankBar} style={{ width: `${Math.max(r.share * 100, 1)}%` }} />
          </span>
          <span className={styles.rankValue}>{r.value}</span>
        </li>
      ))}
    </ol>
  );
}
