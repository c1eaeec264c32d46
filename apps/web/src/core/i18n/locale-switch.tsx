import { Segmented } from 'antd';
import type { Locale } from '@tradewind/contract/common/core-messages';
import { isLocale } from './locale-storage';
import { useI18n } from './use-i18n';

/** Each language is named in itself, so a user who cannot read the current one still finds theirs. */
const OPTIONS: { value: Locale; label: string }[] = [
  { value: 'zh-CN', label: '中文' },
  { value: 'en-US', label: 'English' },
];

export function LocaleSwitch() {
  const { locale, setLocale, t } = useI18n();
  return (
    <Segmented
      aria-label={t('locale.label')}
      options={OPTIONS}
      value={locale}
      onChange={(value) => {
        if (isLocale(value)) setLocale(value);
      }}
    />
  );
}
