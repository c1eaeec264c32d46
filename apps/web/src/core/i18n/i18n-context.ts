import { createContext } from 'react';
import type { Locale } from '@tradewind/contract/common/core-messages';
import type { TextKey, TextParams } from './web-messages';

export type I18n = {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: (key: TextKey, params?: TextParams) => string;
};

export const I18nContext = createContext<I18n | null>(null);
