import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { I18nProvider } from '@/core/i18n/i18n-provider';
import { useI18n } from '@/core/i18n/use-i18n';

function AntdConfig({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <ConfigProvider componentSize="small" locale={locale === 'en-US' ? enUS : zhCN}>
      {/* AntdApp gives message/notification/modal hooks the theme and locale of this provider. */}
      <AntdApp>{children}</AntdApp>
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
