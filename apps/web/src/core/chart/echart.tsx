import { useEffect, useRef } from 'react';
import type * as EchartsSetup from './echarts-setup';
import type { EChartsCoreOption, ECharts } from 'echarts/core';
import { useI18n } from '@/core/i18n/use-i18n';

/**
 * Colours every chart uses, in order: Ant Design's blue, green, gold, red, purple, cyan, magenta and
 * orange at shades that keep 3:1 contrast with a white background (WCAG 1.4.11 for graphics).
 */
export const CHART_COLORS = ['#1668dc', '#389e0d', '#d48806', '#cf1322', '#531dab', '#08979c', '#c41d7f', '#d4380d'];

export type EChartProps = {
  /** the chart's option (ECharts 6); `color` and `aria` are filled in when it leaves them out */
  option: EChartsCoreOption;
  /** what the chart shows, for screen readers (the container's label) and as its accessible title */
  title: string;
  height?: number | string;
  /** a click on a data item (drill-down): ECharts' event parameters */
  onItemClick?: (params: { name: string; dataIndex: number; seriesIndex: number; data: unknown; value: unknown }) => void;
  /** dark text on a dark background (the data screen) */
  theme?: 'dark';
};

let loaded: Promise<typeof EchartsSetup> | null = null;
const loadEcharts = () => (loaded ??= import('./echarts-setup'));

/**
 * One ECharts chart: loads ECharts on first use (its own chunk, not the shell's), follows its box's size
 * (a hidden tab's chart redraws when shown) and the app's language (ECharts' own texts — the aria
 * description, the tooltip's — in zh or en), and is labelled for screen readers.
 */
export function EChart({ option, title, height = 320, onItemClick, theme }: EChartProps) {
  const { locale } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const clickRef = useRef(onItemClick);
  useEffect(() => {
    clickRef.current = onItemClick;
  }, [onItemClick]);

  // the instance: made for a language and theme, disposed with them
  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | null = null;
    void loadEcharts().then(({ echarts }) => {
      if (disposed || !box.current) return;
      const instance = echarts.init(box.current, theme ?? null, { locale: locale === 'en-US' ? 'EN' : 'ZH', renderer: 'canvas' });
      chart.current = instance;
      instance.on('click', (params) => clickRef.current?.(params as never));
      observer = new ResizeObserver(() => instance.resize());
      observer.observe(box.current);
      box.current.dispatchEvent(new Event('tw-chart-ready'));
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [locale, theme]);

  // the option: set on the instance once it is there (and again when it comes after a language change)
  useEffect(() => {
    const element = box.current;
    const apply = () =>
      chart.current?.setOption(
        { color: CHART_COLORS, aria: { enabled: true, decal: { show: false } }, animationDuration: 300, ...option, title: { show: false, text: title, ...(option.title as object) } },
        { notMerge: true },
      );
    apply();
    element?.addEventListener('tw-chart-ready', apply);
    return () => element?.removeEventListener('tw-chart-ready', apply);
  }, [option, title, locale, theme]);

  return <div ref={box} role="img" aria-label={title} style={{ width: '100%', height }} />;
}
