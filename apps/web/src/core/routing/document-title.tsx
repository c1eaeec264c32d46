import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { DEFAULT_TITLE_SUFFIX } from '@tradewind/contract/system/setting.constants';
import { useI18n } from '@/core/i18n/use-i18n';
import { routeTitleOf } from './route-handle';
import { useTitleSuffix } from './title-suffix';

export const PRODUCT_NAME = DEFAULT_TITLE_SUFFIX;

/** `<route title> - <suffix>`, from the deepest matched route that names a title (spec 000 §2). */
export function DocumentTitle(): null {
  const matches = useMatches();
  const { t } = useI18n();
  const suffix = useTitleSuffix();
  const titleKey = matches.map((match) => routeTitleOf(match.handle)).findLast((key) => key !== undefined);

  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} - ${suffix}` : suffix;
  }, [titleKey, t, suffix]);
  return null;
}
