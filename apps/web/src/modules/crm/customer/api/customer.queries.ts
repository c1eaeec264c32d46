import { useQuery } from '@tanstack/react-query';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import { http } from '@/core/http/http-client';
import { customerKeys } from './customer.keys';

export function useCustomerQuery(id: number | null) {
  return useQuery({
    queryKey: customerKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<Customer>(`/crm/customer/${id}`, { signal })).data,
    enabled: id !== null,
  });
}
