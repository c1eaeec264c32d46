import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Store, StoreOption, CreateStoreSchema } from '@tradewind/contract/system/store.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http } from '@/core/http/http-client';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { shellKeys } from '@/shell/session/session.api';
import { staffKeys } from '../../staff/api/staff.api';

export const storeKeys = {
  ...createQueryKeys('store'),
  /** GET /stores/all: every store with the user's authorisation flag, for pickers */
  options: () => ['store', 'options'] as const,
};

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

export type StoreBody = z.input<typeof CreateStoreSchema>;

// Pickers, the top bar's store switcher, and staff rows (they list their authorised stores) show stores too.
const alsoInvalidate = [storeKeys.options(), shellKeys.stores(), staffKeys.all];

export const useSaveStoreMutation = () => useSaveMutation<StoreBody, Store>({ path: '/store', keys: storeKeys, alsoInvalidate, quiet: true });

/** Refused (409) while the store holds data, or when it is the last store or the last master store. */
export const useDeleteStoreMutation = () => useDeleteMutation({ path: '/store', keys: storeKeys, alsoInvalidate });
