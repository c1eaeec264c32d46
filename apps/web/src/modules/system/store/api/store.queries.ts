import { useQuery } from '@tanstack/react-query';
import type { Store, StoreOption } from '@tradewind/contract/system/store.schema';
import { http } from '@/core/http/http-client';
import { useListQuery } from '@/core/http/use-list-query';
import { storeKeys, type StoreListParams } from './store.keys';

export function useStoreListQuery(params: StoreListParams) {
  return useListQuery<Store>({ queryKey: storeKeys.lists(), path: '/stores', query: params });
}

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
