import { useQuery } from '@tanstack/react-query';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import { http } from '@/core/http/http-client';
import { useListQuery } from '@/core/list/list-query';
import { customerKeys, type CustomerListParams } from './customer.keys';

export function useCustomerListQuery(params: CustomerListParams, options: { enabled?: boolean } = {}) {
  return useListQuery<Customer>({ queryKey: customerKeys.lists(), path: '/crm/customers', query: params, enabled: options.enabled });
}

export function useCustomerQuery(id: number | null) {
  return useQuery({
    queryKey: customerKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<Customer>(`/crm/customer/${id}`, { signal })).data,
    enabled: id !== null,
  });
}
