import { useEffect, useRef } from 'react';
import { Button, Space } from 'antd';
import type { Locale } from '@tradewind/contract/common/core-messages';
import { http } from '@/core/http/http-client';
import { hasSession } from '@/core/session/session-cookie';
import { hasStoredLocale, isLocale } from './locale-storage';
import { useI18n } from './use-i18n';

/** Each language is named in itself, so a user who cannot read the current one still finds theirs. */
const OPTIONS: { value: Locale; label: string }[] = [
  { value: 'zh-CN', label: '中文' },
  { value: 'en-US', label: 'English' },
];

/**
 * Saves the signed-in person's language with them (`staff.language`, PUT /auth/info): the server makes
 * what it writes for them — messages, export file names and sources — in it, also when someone else's
 * action or a background job causes it.
 */
export async function saveLocale(locale: Locale): Promise<void> {
  await http.put('/auth/info', { language: locale }, { quiet: true });
}

/**
 * Inside the signed-in shell: keeps the language saved with the staff member (`saved`, /auth/info's
 * `language`) equal to the one on screen, whichever switch changed it — the top bar's, the login page's
 * before signing in, personal settings. The language on screen wins.
 */
export function useSaveLocale(saved: string | undefined): void {
  const { locale, setLocale } = useI18n();
  const sent = useRef(saved);
  useEffect(() => {
    // A browser without a choice of its own (a new computer, cleared storage) takes the one saved with
    // the staff member rather than overwriting it with the default.
    if (saved !== undefined && isLocale(saved) && saved !== locale && !hasStoredLocale()) {
      sent.current = saved;
      setLocale(saved);
      return;
    }
    if (saved === undefined || locale === sent.current) return;
    sent.current = locale;
    saveLocale(locale).catch(() => {
      // Tried again at the next switch; the screen keeps the chosen language meanwhile.
      sent.current = undefined;
    });
  }, [locale, saved, setLocale]);
}

/**
 * The two languages as a pair of buttons, the chosen one filled (a radio group to assistive technology).
 * Not Ant Design's Segmented: it brings the tooltip and colour presets along, 10 kB the login page would
 * load for nothing.
 */
export function LocaleSwitch() {
  const { locale, setLocale, t } = useI18n();
  const choose = (value: Locale) => {
    if (value === locale) return;
    setLocale(value);
    // Signed in (a shared page opened from the shell): the server learns it at once.
    if (hasSession()) void saveLocale(value).catch(() => undefined);
  };
  return (
    <Space.Compact role="radiogroup" aria-label={t('locale.label')}>
      {OPTIONS.map((option) => (
        <Button key={option.value} size="small" autoInsertSpace={false} role="radio" aria-checked={option.value === locale} type={option.value === locale ? 'primary' : 'default'} onClick={() => choose(option.value)}>
          {option.label}
        </Button>
      ))}
    </Space.Compact>
  );
}
