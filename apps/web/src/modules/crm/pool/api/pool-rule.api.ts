import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PoolQuota, PoolRules, PoolRulesSchema } from '@tradewind/contract/crm/pool.schema';
import { http } from '@/core/http/http-client';
import { poolKeys } from './pool.api';

/** Only for people holding crm:down_public:index. */
export function usePoolRulesQuery(enabled = true) {
  return useQuery({
    queryKey: poolKeys.rules(),
    queryFn: async ({ signal }) => (await http.get<PoolRules>('/crm/down_public_rule', { signal })).data,
    enabled,
  });
}

/** The caller's private customers against the cap (crm:public:list or crm:customer:sales_type). */
export function usePoolQuotaQuery(enabled = true) {
  return useQuery({
    queryKey: poolKeys.quota(),
    queryFn: async ({ signal }) => (await http.get<PoolQuota>('/crm/public/quota', { signal })).data,
    enabled,
  });
}

export type PoolRulesBody = z.input<typeof PoolRulesSchema>;

/** POST /crm/down_public_rule replaces the whole set; the cap shown on the pool page changes with it. */
export function useSavePoolRulesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PoolRulesBody) => (await http.post<PoolRules>('/crm/down_public_rule', input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: poolKeys.all }),
  });
}
