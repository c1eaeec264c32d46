import { useQuery, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Customer, CreateCustomerSchema, UpdateCustomerSchema } from '@tradewind/contract/crm/customer.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http } from '@/core/http/http-client';
import { useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { customerConfigKeys } from './customer-config.api';

/** Every list of customers (the list, both pools, an account period's customers) is under `lists()`. */
export const customerKeys = createQueryKeys('crm', 'customer');

export function useCustomerQuery(id: number | null) {
  return useQuery({
    queryKey: customerKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<Customer>(`/crm/customer/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** A customer change moves the lists (both pools too), its detail, and the customer counts of types and levels. */
const alsoInvalidate = [['crm', 'category'], customerConfigKeys.all];
export const useInvalidateCustomers = () => useInvalidateEntity({ keys: customerKeys, alsoInvalidate });

export type CreateCustomerBody = z.input<typeof CreateCustomerSchema>;
export type UpdateCustomerBody = Omit<z.input<typeof UpdateCustomerSchema>, 'id'>;

/** POST /crm/customer (id null) or PUT /crm/customer. The app's handler toasts failures; the form adds field errors. */
export const useSaveCustomerMutation = () => useSaveMutation<CreateCustomerBody | UpdateCustomerBody, Customer>({ path: '/crm/customer', keys: customerKeys, alsoInvalidate });

export function useSetCustomerStatusMutation() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 0 | 1 }) => http.put<unknown>(`/crm/customer/${id}/status`, { status }),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}
