import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PoolRules, PoolRulesSchema } from '@tradewind/contract/crm/pool.schema';
import { http } from '@/core/http/http-client';
import { poolKeys } from './pool.keys';

export type PoolRulesBody = z.input<typeof PoolRulesSchema>;

/** POST /crm/down_public_rule replaces the whole set; the cap shown on the pool page changes with it. */
export function useSavePoolRulesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PoolRulesBody) => (await http.post<PoolRules>('/crm/down_public_rule', input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: poolKeys.all }),
  });
}
