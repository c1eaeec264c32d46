import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AddVisitPlanTargetsSchema, CreateVisitPlanSchema, UpdateVisitPlanSchema, VisitPlanDetail } from '@tradewind/contract/crm/visit-plan.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

export const visitPlanKeys = createQueryKeys('crm', 'visit_plan');

export function useVisitPlanQuery(id: number | null) {
  return useQuery({
    queryKey: visitPlanKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<VisitPlanDetail>(`/crm/visit_plan/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

export type VisitPlanBody = z.input<typeof CreateVisitPlanSchema> | Omit<z.input<typeof UpdateVisitPlanSchema>, 'id'>;
/** POST /crm/visit_plan (id null) or PUT /crm/visit_plan. */
export const useSaveVisitPlanMutation = () => useSaveMutation<VisitPlanBody, VisitPlanDetail>({ path: '/crm/visit_plan', keys: visitPlanKeys });
export const useDeleteVisitPlanMutation = () => useDeleteMutation({ path: '/crm/visit_plan', keys: visitPlanKeys });

/** POST /crm/visit_plan/{id}/target and DELETE /crm/visit_plan/{id}/target/{customer_id}: the route is ordered again. */
export function useVisitPlanTargetMutation() {
  const invalidate = useInvalidateEntity({ keys: visitPlanKeys });
  return useMutation({
    mutationFn: async (v: { id: number; add?: z.input<typeof AddVisitPlanTargetsSchema>; remove?: number }) =>
      (v.add ? await http.post<VisitPlanDetail>(`/crm/visit_plan/${v.id}/target`, v.add) : await http.delete<VisitPlanDetail>(`/crm/visit_plan/${v.id}/target/${v.remove}`)).data,
    onSuccess: (_d, v) => invalidate(v.id),
  });
}
