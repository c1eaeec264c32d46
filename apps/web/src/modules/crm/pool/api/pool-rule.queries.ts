import { useQuery } from '@tanstack/react-query';
import type { PoolQuota, PoolRules } from '@tradewind/contract/crm/pool.schema';
import { http } from '@/core/http/http-client';
import { poolKeys } from './pool.keys';

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
