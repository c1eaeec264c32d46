import { useQuery } from '@tanstack/react-query';
import type { TenantInfo } from '@tradewind/contract/system/tenant.schema';
import { http } from '@/core/http/http-client';
import { tenantKeys } from './tenant.keys';

/** GET /common/tenant: the company behind the session (experience flag, contract, first-run state). */
export function useTenantInfoQuery() {
  return useQuery({
    queryKey: tenantKeys.info(),
    queryFn: async ({ signal }) => (await http.get<TenantInfo>('/common/tenant', { signal })).data,
    staleTime: 5 * 60_000,
  });
}
