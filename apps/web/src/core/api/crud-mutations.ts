import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { http, type RequestBody } from '@/core/http/http-client';
import type { QueryKeys } from './query-keys';

type EntityOptions = {
  /** the entity's query keys: its lists and the record's detail are invalidated */
  keys: Pick<QueryKeys, 'lists' | 'detail'>;
  /** other queries showing the entity (pickers, counts on other entities, the top bar) */
  alsoInvalidate?: readonly QueryKey[];
};

/** Marks the entity's lists, its record and what else shows it as stale; the ones on screen reload. */
export function useInvalidateEntity({ keys, alsoInvalidate = [] }: EntityOptions) {
  const queryClient = useQueryClient();
  return (id?: number | null) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.lists() }),
      id === undefined || id === null ? null : queryClient.invalidateQueries({ queryKey: keys.detail(id) }),
      ...alsoInvalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
}

export type SaveVariables<Input> = { id: number | null; input: Input };

/**
 * Create (`POST path`, id null) or update (`PUT path` with the id in the body), then invalidate. `quiet`:
 * the form shows the failure itself (its fields' messages), so the app-wide handler does not toast it.
 */
export function useSaveMutation<Input extends object, Row extends { id: number } = { id: number }>(options: EntityOptions & { path: string; quiet?: boolean }) {
  const invalidate = useInvalidateEntity(options);
  const { path, quiet } = options;
  return useMutation({
    mutationFn: async ({ id, input }: SaveVariables<Input>) =>
      (id === null ? await http.post<Row>(path, input as RequestBody, { quiet }) : await http.put<Row>(path, { ...input, id }, { quiet })).data,
    onSuccess: (row, { id }) => invalidate(row?.id ?? id),
  });
}

/**
 * After a delete: the lists and what else shows the entity reload; the deleted record's detail is only marked
 * stale, not refetched — the page that deleted it is still on screen until it leaves, and a refetch there
 * answered 404 and showed 'No such …' in red instead of the deletion (a later visit still refetches).
 */
export function invalidateDeleted(queryClient: QueryClient, { keys, alsoInvalidate = [] }: EntityOptions, id: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.lists() }),
    queryClient.cancelQueries({ queryKey: keys.detail(id) }).then(() => queryClient.invalidateQueries({ queryKey: keys.detail(id), refetchType: 'none' })),
    ...alsoInvalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

/** `DELETE path/{id}`, then invalidate (`invalidateDeleted`); a refusal (409) is the app-wide handler's toast. */
export function useDeleteMutation(options: EntityOptions & { path: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => http.delete<unknown>(`${options.path}/${id}`),
    onSuccess: (_data, id) => invalidateDeleted(queryClient, options, id),
  });
}
