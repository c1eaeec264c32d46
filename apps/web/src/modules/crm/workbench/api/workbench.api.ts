import { useQuery } from '@tanstack/react-query';
import type { Workbench } from '@tradewind/contract/crm/workbench.schema';
import { http } from '@/core/http/http-client';

export const workbenchKeys = { all: ['crm', 'workbench'] as const };

/** `GET /crm/workbench`: always stale, so coming back to the kept-alive tab asks again and the day's figures are current. */
export function useWorkbenchQuery() {
  return useQuery({
    queryKey: workbenchKeys.all,
    queryFn: async ({ signal }) => (await http.get<Workbench>('/crm/workbench', { signal })).data,
    staleTime: 0,
  });
}
