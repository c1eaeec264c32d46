import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { routeTitleOf } from './route-handle';

export const PRODUCT_NAME = 'Tradewind';

/** `<route title> - Tradewind`, from the deepest matched route that names a title. */
export function DocumentTitle(): null {
  const matches = useMatches();
  const { t } = useI18n();
  const titleKey = matches.map((match) => routeTitleOf(match.handle)).findLast((key) => key !== undefined);

  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [titleKey, t]);
  return null;
}
