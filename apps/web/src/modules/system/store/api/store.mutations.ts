import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateStoreSchema, Store } from '@tradewind/contract/system/store.schema';
import { http } from '@/core/http/http-client';
import { shellKeys } from '@/shell/session/session.queries';
import { staffKeys } from '../../staff/api/staff.keys';
import { storeKeys } from './store.keys';

/** What the form sends: the contract schema's input (empty optional texts are left out, not null). */
export type StoreBody = z.input<typeof CreateStoreSchema>;

function useInvalidateStores() {
  const queryClient = useQueryClient();
  return async (id?: number) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: storeKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: storeKeys.options() }),
      // the top bar's store switcher
      queryClient.invalidateQueries({ queryKey: shellKeys.stores() }),
      id === undefined ? null : queryClient.invalidateQueries({ queryKey: storeKeys.detail(id) }),
      // staff rows list their authorised stores
      queryClient.invalidateQueries({ queryKey: staffKeys.all }),
    ]);
  };
}

export function useSaveStoreMutation() {
  const invalidate = useInvalidateStores();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: StoreBody }) =>
      id === null ? (await http.post<Store>('/store', input, { quiet: true })).data : (await http.put<Store>('/store', { ...input, id }, { quiet: true })).data,
    onSuccess: (store) => invalidate(store.id),
  });
}

/** Refused (409) while the store holds data, or when it is the last store or the last master store. */
export function useDeleteStoreMutation() {
  const invalidate = useInvalidateStores();
  return useMutation({
    mutationFn: async (id: number) => http.delete<unknown>(`/store/${id}`),
    onSuccess: (_data, id) => invalidate(id),
  });
}
