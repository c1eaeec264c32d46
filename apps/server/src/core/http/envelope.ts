import type { Envelope } from '@tradewind/contract/common/envelope';
import { translate, type Locale } from '@tradewind/contract/common/messages';

export function ok<T>(data: T, locale: Locale, message = 'common.ok'): Envelope<T> {
  return { code: 200, message: translate(message, locale), data };
}
