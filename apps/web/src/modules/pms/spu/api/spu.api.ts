import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { CheckSpuInput, CreateSpuSchema, SpuDetail, SpuListQuery, SpuRow } from '@tradewind/contract/pms/spu.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http, type QueryParams } from '@/core/http/http-client';

export const spuKeys = {
  ...createQueryKeys('pms', 'spu'),
  counts: (query: object = {}) => ['pms', 'spu', 'counts', query] as const,
  checks: (query: object = {}) => ['pms', 'spu', 'checks', query] as const,
};

/** Every change of an SPU moves the lists, the tab counts, the check queue and the SKU list (`['pms', 'sku']`, the SKU pages' key). */
const alsoInvalidate = [['pms', 'spu', 'counts'], ['pms', 'spu', 'checks'], ['pms', 'sku']];

export type SpuBody = z.input<typeof CreateSpuSchema>;

/** The status tabs' counts under the list's filters (not its status). */
export function useSpuStatusCountsQuery(query: Pick<SpuListQuery, 'keyword' | 'category_id' | 'brand_id'>) {
  return useQuery({
    queryKey: spuKeys.counts(query),
    queryFn: async ({ signal }) => (await http.get<Record<string, number>>('/pms/spus/status_counts', { query: query as QueryParams, signal })).data,
  });
}

export function useSpuQuery(id: number | null) {
  return useQuery({
    queryKey: spuKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<SpuDetail>(`/pms/spu/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** The SPUs waiting for a check (GET /pms/spu/checks), oldest submission first. */
export function useSpuChecksQuery(query: { page: number; page_size: number }) {
  return useQuery({
    queryKey: spuKeys.checks(query),
    queryFn: async ({ signal }) => (await http.get<ListData<SpuRow>>('/pms/spu/checks', { query, signal })).data,
  });
}

/** POST /pms/spu or PUT /pms/spu; quiet: the form puts the 422's messages on its fields and cells. */
export const useSaveSpuMutation = () => useSaveMutation<SpuBody, SpuDetail>({ path: '/pms/spu', keys: spuKeys, alsoInvalidate, quiet: true });

export const useDeleteSpuMutation = () => useDeleteMutation({ path: '/pms/spu', keys: spuKeys, alsoInvalidate });

/** The state moves of docs/trading-model.md §2, each its own call: submit, on_sale, off_sale (and copy, which makes a draft). */
export type SpuMove = 'submit' | 'on_sale' | 'off_sale';

export function useSpuMoveMutation(move: SpuMove) {
  const invalidate = useInvalidateEntity({ keys: spuKeys, alsoInvalidate });
  return useMutation({
    mutationFn: async (id: number) => (await http.put<SpuDetail>(`/pms/spu/${id}/${move}`, {})).data,
    onSuccess: (_data, id) => invalidate(id),
  });
}

export function useCopySpuMutation() {
  const invalidate = useInvalidateEntity({ keys: spuKeys, alsoInvalidate });
  return useMutation({
    mutationFn: async (id: number) => (await http.post<SpuDetail>(`/pms/spu/${id}/copy`, {})).data,
    onSuccess: () => invalidate(),
  });
}

/** PUT /pms/spu/:id/check: approve, or reject with the reason (quiet: the reason's field shows a 422). */
export function useCheckSpuMutation() {
  const invalidate = useInvalidateEntity({ keys: spuKeys, alsoInvalidate });
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: CheckSpuInput }) => (await http.put<SpuDetail>(`/pms/spu/${id}/check`, input, { quiet: true })).data,
    onSuccess: (_data, { id }) => invalidate(id),
  });
}
