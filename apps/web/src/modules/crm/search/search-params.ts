import { CUSTOMER_SEARCH_PAGE_SIZE } from '@tradewind/contract/crm/search.constants';
import type { CustomerSearchParams } from './api/search.api';

/**
 * The first page of a search for `keyword`: 20 rows (spec 000 §9), or the page size the dialog already
 * shows for the previous search.
 */
export function firstSearchPage(keyword: string, previous: CustomerSearchParams | null): CustomerSearchParams {
  return { keyword, page: 1, page_size: previous?.page_size ?? CUSTOMER_SEARCH_PAGE_SIZE };
}
