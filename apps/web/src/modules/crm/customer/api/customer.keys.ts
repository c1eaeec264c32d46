import type { CustomerListQuery } from '@tradewind/contract/crm/customer.schema';

export type CustomerListParams = Partial<CustomerListQuery>;

export const customerKeys = {
  all: ['crm', 'customer'] as const,
  /** every page of every customer list (the list page and the pool page); `useListQuery` appends the query */
  lists: () => [...customerKeys.all, 'list'] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (id: number) => [...customerKeys.details(), id] as const,
};
