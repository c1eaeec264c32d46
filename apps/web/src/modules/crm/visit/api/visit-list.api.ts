import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VisitStatics, VisitStaticsQuery } from '@tradewind/contract/crm/visit.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http } from '@/core/http/http-client';

/** The visit list's rows and statistics; a follow-up deleted here also leaves the customer drawer's lists. */
export const visitListKeys = { ...createQueryKeys('crm', 'visit_list'), statics: (query: object) => ['crm', 'visit_list', 'statics', query] as const };

/** GET /crm/visits/statics?group=person: follow-ups by person over the customers the caller sees. */
export function useVisitStaticsQuery(query: Omit<Partial<VisitStaticsQuery>, 'group'>) {
  return useQuery({
    queryKey: visitListKeys.statics(query),
    queryFn: async ({ signal }) => (await http.get<VisitStatics>('/crm/visits/statics', { query: { ...query, group: 'person' }, signal })).data,
  });
}

/** DELETE /crm/visit?id= from the list. */
export function useDeleteListedVisitMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => http.delete<unknown>('/crm/visit', { query: { id } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['crm', 'visit_list'] }), queryClient.invalidateQueries({ queryKey: ['crm', 'customer-detail'] })]),
  });
}
