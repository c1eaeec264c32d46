import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider, theme } from 'antd';
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

function AntdConfig({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <ConfigProvider componentSize="small" locale={locale === 'en-US' ? enUS : zhCN}>
      {/* Message, notification and modal get the theme and locale of this provider. */}
      <FeedbackProvider>
        <ThemeText>{children}</ThemeText>
      </FeedbackProvider>
    </ConfigProvider>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <AntdConfig>{children}</AntdConfig>
      </I18nProvider>
    </QueryClientProvider>
  );
}
