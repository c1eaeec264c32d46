import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateCustomerSchema, Customer, UpdateCustomerSchema } from '@tradewind/contract/crm/customer.schema';
import { useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';
import { customerConfigKeys } from './customer-config.keys';
import { customerKeys } from './customer.keys';

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
