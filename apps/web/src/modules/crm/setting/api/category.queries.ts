import { useQuery } from '@tanstack/react-query';
import type { CustomerCategory } from '@tradewind/contract/crm/config.schema';
import { http } from '@/core/http/http-client';
import { categoryKeys, type CategoryKind } from './category.keys';

/** GET /crm/types or /crm/levels: every row, with how many customers use it. */
export function useCategoryListQuery(kind: CategoryKind) {
  return useQuery({
    queryKey: categoryKeys.list(kind),
    queryFn: async ({ signal }) => (await http.get<CustomerCategory[]>(`/crm/${kind}s`, { signal })).data,
  });
}
