import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateLeadSchema, Lead, LeadDuplicate, TransformLeadSchema, TransformResult, UpdateLeadSchema } from '@tradewind/contract/crm/lead.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';
import { customerKeys } from '../../customer/api/customer.api';
import { certificationKeys } from '../../customer-drawer/api/customer-detail.api';

/** Every list of leads (all, mine, the pool) is under `lists()`; a lead's follow-ups refresh `['crm', 'lead']` too. */
export const leadKeys = { ...createQueryKeys('crm', 'lead'), duplicates: (id: number) => ['crm', 'lead', 'duplicates', id] as const };

export function useLeadQuery(id: number | null) {
  return useQuery({
    queryKey: leadKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<Lead>(`/crm/lead/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

export type CreateLeadBody = z.input<typeof CreateLeadSchema>;
export type UpdateLeadBody = Omit<z.input<typeof UpdateLeadSchema>, 'id'>;

/** POST /crm/lead (id null) or PUT /crm/lead. */
export const useSaveLeadMutation = () => useSaveMutation<CreateLeadBody | UpdateLeadBody, Lead>({ path: '/crm/lead', keys: leadKeys });
/** DELETE /crm/lead/{id} */
export const useDeleteLeadMutation = () => useDeleteMutation({ path: '/crm/lead', keys: leadKeys });

const useInvalidateLeads = () => useInvalidateEntity({ keys: leadKeys });

/** PUT /crm/lead/{id}/sales, /claim, /release: the owner changes. */
export function useLeadOwnerMutation() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: async ({ id, action, sales_id, remark }: { id: number; action: 'sales' | 'claim' | 'release'; sales_id?: number; remark?: string }) =>
      (await http.put<Lead>(`/crm/lead/${id}/${action}`, action === 'sales' ? { sales_id, remark } : {})).data,
    onSuccess: (_data, { id }) => invalidate(id),
  });
}

/** GET /crm/lead/{id}/duplicates: the customers the lead may already be. */
export function useLeadDuplicatesQuery(id: number) {
  return useQuery({
    queryKey: leadKeys.duplicates(id),
    queryFn: async ({ signal }) => (await http.get<{ list: LeadDuplicate[] }>(`/crm/lead/${id}/duplicates`, { signal })).data.list,
    staleTime: 0,
  });
}

export type TransformLeadBody = z.input<typeof TransformLeadSchema>;

/** PUT /crm/lead/{id}/transform: the lead and the customers move. */
export function useTransformLeadMutation() {
  const queryClient = useQueryClient();
  const invalidateLeads = useInvalidateLeads();
  const invalidateCustomers = useInvalidateEntity({ keys: customerKeys });
  return useMutation({
    mutationFn: async ({ id, ...body }: TransformLeadBody & { id: number }) => (await http.put<TransformResult>(`/crm/lead/${id}/transform`, body)).data,
    onSuccess: (data, { id }) => Promise.all([invalidateLeads(id), invalidateCustomers(data.customer_id), queryClient.invalidateQueries({ queryKey: certificationKeys.ofCustomer(data.customer_id) })]),
  });
}
