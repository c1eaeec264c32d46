import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Courier, CreateCourierSchema } from '@tradewind/contract/marketing/courier.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

export const courierKeys = createQueryKeys('marketing', 'courier');
export const COURIER_LIST_PATH = '/marketing/couriers';

export type CourierBody = z.input<typeof CreateCourierSchema>;
export const useSaveCourierMutation = () => useSaveMutation<CourierBody, Courier>({ path: '/marketing/courier', keys: courierKeys, quiet: true });
export const useDeleteCourierMutation = () => useDeleteMutation({ path: '/marketing/courier', keys: courierKeys });

/** PUT /marketing/courier/{id}/status: enable (1) or disable (0). */
export function useCourierStatusMutation() {
  const invalidate = useInvalidateEntity({ keys: courierKeys });
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 0 | 1 }) => (await http.put<Courier>(`/marketing/courier/${id}/status`, { status })).data,
    onSuccess: (row) => invalidate(row.id),
  });
}
