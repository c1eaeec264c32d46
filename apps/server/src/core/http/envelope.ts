import type { Envelope, ListData } from '@tradewind/contract/common/envelope';
import type { PaginationQuery } from '@tradewind/contract/common/pagination';
import { translate, type Locale } from '@tradewind/contract/common/messages';

export function ok<T>(data: T, locale: Locale, message = 'common.ok'): Envelope<T> {
  return { code: 200, message: translate(message, locale), data };
}

export function listOf<T>(list: T[], total: number, query: PaginationQuery): ListData<T> {
  return { list, pagination: { total, page: query.page, size: query.page_size } };
}

export function offsetOf(query: PaginationQuery): number {
  return (query.page - 1) * query.page_size;
}
