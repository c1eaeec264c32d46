/** Customer types (`/crm/type`) and levels (`/crm/level`) share one shape and one key factory. */
import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerCategory, CustomerCategoryInput } from '@tradewind/contract/crm/config.schema';
import { http } from '@/core/http/http-client';
import { customerConfigKeys } from '../../customer/api/customer-config.api';

/** Customer types (`/crm/type`) and levels (`/crm/level`) share one shape and one key factory. */
export type CategoryKind = 'type' | 'level';

export const categoryKeys = {
  all: ['crm', 'category'] as const,
  list: (kind: CategoryKind) => [...categoryKeys.all, kind, 'list'] as const,
};

/** GET /crm/types or /crm/levels: every row, with how many customers use it. */
export function useCategoryListQuery(kind: CategoryKind) {
  return useQuery({
    queryKey: categoryKeys.list(kind),
    queryFn: async ({ signal }) => (await http.get<CustomerCategory[]>(`/crm/${kind}s`, { signal })).data,
  });
}

/** Types and levels feed the config lists every customer select uses. */
function useInvalidateCategories() {
  const queryClient = useQueryClient();
  return async (kind: CategoryKind) => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: categoryKeys.list(kind) }), queryClient.invalidateQueries({ queryKey: customerConfigKeys.all })]);
  };
}

export function useSaveCategoryMutation(kind: CategoryKind) {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: CustomerCategoryInput }) =>
      id === null ? (await http.post<CustomerCategory>(`/crm/${kind}`, input)).data : (await http.put<CustomerCategory>(`/crm/${kind}`, { ...input, id })).data,
    onSuccess: () => invalidate(kind),
  });
}

/** Refused (409) while customers still use it. */
export function useDeleteCategoryMutation(kind: CategoryKind) {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: async (id: number) => http.delete<unknown>(`/crm/${kind}/${id}`),
    onSuccess: () => invalidate(kind),
  });
}
