import type { CustomerSearchQuery, CustomerSearchRow } from '@tradewind/contract/crm/search.schema';
import { useListQuery } from '@/core/list/list-query';

export type CustomerSearchParams = CustomerSearchQuery;

export const searchKeys = {
  all: ['crm-search'] as const,
  /** every page of every keyword; `useListQuery` appends the query itself */
  customers: () => [...searchKeys.all, 'customers'] as const,
};

/** GET /search/customers; asks nothing until there is a keyword (the server refuses an empty one). */
export function useCustomerSearchQuery(params: CustomerSearchParams | null) {
  return useListQuery<CustomerSearchRow>({
    queryKey: searchKeys.customers(),
    path: '/search/customers',
    query: params ?? undefined,
    enabled: params !== null && params.keyword.trim() !== '',
  });
}
