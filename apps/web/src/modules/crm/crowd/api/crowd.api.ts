import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';
import { MAX_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import type { Crowd, CrowdFeatures, CreateCrowdSchema, UpdateCrowdSchema } from '@tradewind/contract/crm/crowd.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';

/** Crowds and, under `['crm', 'crowd_member', id]`, each crowd's member pages. */
export const crowdKeys = createQueryKeys('crm', 'crowd');
const MEMBERS = ['crm', 'crowd_member'] as const;
export const crowdMemberKeysOf = (id: number) => createQueryKeys(...MEMBERS, String(id));

export function useCrowdQuery(id: number | null) {
  return useQuery({
    queryKey: crowdKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<Crowd>(`/crm/crowd/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** The crowds for a picker (the newest 100): marketing targets activities and coupons at them. */
export function useCrowdOptionsQuery(enabled = true) {
  return useQuery({
    queryKey: ['crm', 'crowd', 'options'],
    queryFn: async ({ signal }) => (await http.get<ListData<Crowd>>('/crm/crowds', { query: { page_size: MAX_PAGE_SIZE }, signal })).data.list,
    enabled,
    staleTime: 60_000,
  });
}

/** GET /crm/crowds/features: what the rule builder offers; labels come translated, so the locale is part of the key. */
export function useCrowdFeaturesQuery() {
  const { locale } = useI18n();
  return useQuery({
    queryKey: ['crm', 'crowd', 'features', locale],
    queryFn: async ({ signal }) => (await http.get<CrowdFeatures>('/crm/crowds/features', { signal })).data,
    staleTime: 300_000,
  });
}

/** POST /crm/crowd/preview: the live count of a rule (quiet: an unfinished rule just has no count yet). */
export function useCrowdPreviewQuery(rule: unknown, enabled: boolean) {
  const text = JSON.stringify(rule);
  return useQuery({
    queryKey: ['crm', 'crowd', 'preview', text],
    queryFn: async ({ signal }) => (await http.post<{ count: number }>('/crm/crowd/preview', { rule }, { signal, quiet: true })).data.count,
    enabled,
    staleTime: 10_000,
    retry: false,
  });
}

export type CrowdBody = Omit<z.input<typeof UpdateCrowdSchema>, 'id'> | z.input<typeof CreateCrowdSchema>;
export const useSaveCrowdMutation = () => useSaveMutation<CrowdBody, Crowd>({ path: '/crm/crowd', keys: crowdKeys, alsoInvalidate: [MEMBERS] });
export const useDeleteCrowdMutation = () => useDeleteMutation({ path: '/crm/crowd', keys: crowdKeys });

/** PUT /crm/crowd/{id}/refresh: members worked out again now. */
export function useRefreshCrowdMutation() {
  const invalidate = useInvalidateEntity({ keys: crowdKeys, alsoInvalidate: [MEMBERS] });
  return useMutation({
    mutationFn: async (id: number) => (await http.put<Crowd>(`/crm/crowd/${id}/refresh`, {})).data,
    onSuccess: (_d, id) => invalidate(id),
  });
}
