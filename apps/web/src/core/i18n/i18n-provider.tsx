import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '@tradewind/contract/common/core-messages';
import { I18nContext, type I18n } from './i18n-context';
import { readLocale, writeLocale } from './locale-storage';
import { translateText } from './web-messages';

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(readLocale);

  const setLocale = useCallback((next: Locale) => {
    writeLocale(next);
    setLocaleState(next);
  }, []);

  useEffect(() => {
    // Screen readers and the browser's own translation offer go by <html lang>.
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo<I18n>(() => ({ locale, setLocale, t: (key, params) => translateText(key, locale, params) }), [locale, setLocale]);
  return <I18nContext value={value}>{children}</I18nContext>;
}
