import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { FeedbackProvider } from '@/core/feedback/feedback';
import { I18nProvider } from '@/core/i18n/i18n-provider';
import { useI18n } from '@/core/i18n/use-i18n';

/**
 * The text colour, size, line height, font and link colours of the theme for everything inside, as Ant
 * Design's <App> element gave them (plain headings and links on the public pages rely on it). <App> itself now renders
 * only on demand, beside the pages (core/feedback).
 */
function ThemeText({ children }: { children: ReactNode }) {
  const { token, hashId } = theme.useToken();
  // The theme's class, and the class its CSS variables are declared on (Ant Design's default key; we set
  // no theme.cssVar): Ant Design's link colours apply inside them.
  return (
    <div className={`${hashId} css-var-root`} style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      {children}
    </div>
  );
}

/**
 * Ant Design's defaults darkened to WCAG AA (4.5:1 for small text; axe-core checks it, e2e/shell/
 * accessibility.spec.ts): #1677ff reaches only 4.1:1 with white (primary buttons, the active module) and
 * 3.7:1 on its light tint (the active menu page), the secondary grey rgba(0,0,0,.45) 3.4:1, #ff4d4f 3.3:1,
 * and the colour tags' text (gold, orange, green, cyan …, shade 7 on shade 1) as little as 2.9:1 — each
 * gets the next shade of its palette (gold two: its shade 7 reaches 4.2:1). The shell's own CSS uses the
 * same #0958d9. The success colour is green's shade 8 (shade 7 is 3.4:1 on its tint) with the tint set
 * itself, as the one Ant Design derives from a darker seed is a grey (#d2dec8) the text reaches 2.5:1 on.
 * A table's empty text is the disabled grey (1.8:1) in Ant Design; here the secondary grey.
 */
type TagColor = 'gold' | 'orange' | 'volcano' | 'green' | 'cyan' | 'lime' | 'yellow';

/** A colour tag's text is shade 7 of its palette, known to the theme by two names ('cyan7', 'cyan-7'). */
function darkerTagText(shades: Record<TagColor, string>): Partial<Record<`${TagColor}7` | `${TagColor}-7`, string>> {
  return Object.fromEntries(Object.entries(shades).flatMap(([color, value]) => [[`${color}7`, value], [`${color}-7`, value]]));
}

export const ACCESSIBLE_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#d46b08',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    ...darkerTagText({ gold: '#874d00', orange: '#ad4e00', volcano: '#ad2102', green: '#237804', cyan: '#006d75', lime: '#3f6600', yellow: '#ad8b00' }),
  },
  components: { Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' } },
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the person asked their system for less motion (WCAG 2.3.3); followed while the page is open. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeMotion, () => window.matchMedia(REDUCED_MOTION).matches);
}

/**
 * The theme, without Ant Design's motion (dialogs zooming, drawers sliding, toasts fading) for whoever asked
 * for less; the browser tests ask for it too (`reducedMotion`), so a click never lands on a dialog still
 * growing into place.
 */
const REDUCED_MOTION_THEME: ThemeConfig = { ...ACCESSIBLE_THEME, token: { ...ACCESSIBLE_THEME.token, motion: false } };

function AntdConfig({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider componentSize="small" theme={reducedMotion ? REDUCED_MOTION_THEME : ACCESSIBLE_THEME} locale={locale === 'en-US' ? enUS : zhCN}>
      {/* Message, notification and modal get the theme and locale of this provider. */}
      <FeedbackProvider>
        <ThemeText>{children}</ThemeText>
      </FeedbackProvider>
    </ConfigProvider>
  );
}

/**
 * The server answers in the language a request asks for (Accept-Language: names of states and types, an
 * earning's summary, messages): when the language changes — the top bar, the one saved with the staff
 * member taking over after sign-in — every cached or coming answer is in the old one, so all are fetched again.
 */
function RefetchOnLocaleChange() {
  const { locale } = useI18n();
  const queryClient = useQueryClient();
  const shown = useRef(locale);
  useEffect(() => {
    if (locale === shown.current) return;
    shown.current = locale;
    // A first fetch still under way would be kept by an invalidation alone (TanStack Query lets a fetch
    // without data finish rather than start again): cancel those, then fetch everything shown again.
    void queryClient.cancelQueries().then(() => queryClient.invalidateQueries());
  }, [locale, queryClient]);
  return null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <RefetchOnLocaleChange />
        <AntdConfig>{children}</AntdConfig>
      </I18nProvider>
    </QueryClientProvider>
  );
}
