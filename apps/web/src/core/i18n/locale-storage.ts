import { DEFAULT_LOCALE, LOCALES, type Locale } from '@tradewind/contract/common/core-messages';

const STORAGE_KEY = 'Tradewind-Locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The chosen UI locale. Read outside React too: the http client sends it as Accept-Language so the
 * server answers in the language the user sees.
 */
export function readLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    // Storage can be disabled (privacy modes); the app still works in the default locale.
    return DEFAULT_LOCALE;
  }
}

/** Whether this browser holds a choice of its own (else the staff member's saved language may apply). */
export function hasStoredLocale(): boolean {
  try {
    return isLocale(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return false;
  }
}

export function writeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not persisted, but the choice still applies to this page view.
  }
}
