import { useQuery } from '@tanstack/react-query';
import type { Store, StoreOption } from '@tradewind/contract/system/store.schema';
import { http } from '@/core/http/http-client';
import { storeKeys } from './store.keys';

export function useStoreQuery(id: number | null) {
  return useQuery({
    queryKey: storeKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<Store>(`/store/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** Every store of the company (any signed-in staff): the choices of a store picker. */
export function useStoreOptionsQuery() {
  return useQuery({
    queryKey: storeKeys.options(),
    queryFn: async ({ signal }) => (await http.get<StoreOption[]>('/stores/all', { signal })).data,
    staleTime: 60_000,
  });
}
