import type { CustomerSearchRow } from '@tradewind/contract/crm/search.schema';
import { useListQuery } from '@/core/list/list-query';
import { searchKeys, type CustomerSearchParams } from './search.keys';

/** GET /search/customers; asks nothing until there is a keyword (the server refuses an empty one). */
export function useCustomerSearchQuery(params: CustomerSearchParams | null) {
  return useListQuery<CustomerSearchRow>({
    queryKey: searchKeys.customers(),
    path: '/search/customers',
    query: params ?? undefined,
    enabled: params !== null && params.keyword.trim() !== '',
  });
}
