import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateCustomerSchema, Customer, UpdateCustomerSchema } from '@tradewind/contract/crm/customer.schema';
import { http } from '@/core/http/http-client';
import { customerConfigKeys } from './customer-config.keys';
import { customerKeys } from './customer.keys';

/** A customer change moves the lists (both pools too), its detail, and the customer counts of types and levels. */
export function useInvalidateCustomers() {
  const queryClient = useQueryClient();
  return async (id?: number) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
      id === undefined ? null : queryClient.invalidateQueries({ queryKey: customerKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: ['crm', 'category'] }),
      queryClient.invalidateQueries({ queryKey: customerConfigKeys.all }),
    ]);
  };
}

export type CreateCustomerBody = z.input<typeof CreateCustomerSchema>;
export type UpdateCustomerBody = Omit<z.input<typeof UpdateCustomerSchema>, 'id'>;

/** POST /crm/customer (id null) or PUT /crm/customer. The app's handler toasts failures; the form adds field errors. */
export function useSaveCustomerMutation() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: CreateCustomerBody | UpdateCustomerBody }) =>
      id === null ? (await http.post<Customer>('/crm/customer', input)).data : (await http.put<Customer>('/crm/customer', { ...input, id })).data,
    onSuccess: (customer) => invalidate(customer?.id),
  });
}

export function useSetCustomerStatusMutation() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 0 | 1 }) => http.put<unknown>(`/crm/customer/${id}/status`, { status }),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}
