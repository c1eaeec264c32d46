import type { CustomerSearchQuery } from '@tradewind/contract/crm/search.schema';

export type CustomerSearchParams = CustomerSearchQuery;

export const searchKeys = {
  all: ['crm-search'] as const,
  /** every page of every keyword; `useListQuery` appends the query itself */
  customers: () => [...searchKeys.all, 'customers'] as const,
};
