import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CarryFeeTemplate, CreateCarryFeeTemplateSchema, CreateFreightTemplateSchema, FreightTemplate } from '@tradewind/contract/marketing/template.schema';
import { createQueryKeys, type QueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

/** Freight and carry-fee templates: keys, reads and writes (/marketing/{freight,carry_fee}_template*). */
export const freightKeys = createQueryKeys('marketing', 'freight_template');
export const carryTemplateKeys = createQueryKeys('marketing', 'carry_fee_template');

export type FreightBody = z.input<typeof CreateFreightTemplateSchema>;
export type CarryTemplateBody = z.input<typeof CreateCarryFeeTemplateSchema>;

const detailQuery = <T>(keys: QueryKeys, path: string, id: number | null) => ({
  queryKey: keys.detail(id ?? 0),
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await http.get<T>(`${path}/${id}`, { signal })).data,
  enabled: id !== null,
});

export const useFreightTemplateQuery = (id: number | null) => useQuery(detailQuery<FreightTemplate>(freightKeys, '/marketing/freight_template', id));
export const useCarryTemplateQuery = (id: number | null) => useQuery(detailQuery<CarryFeeTemplate>(carryTemplateKeys, '/marketing/carry_fee_template', id));

export const useSaveFreightMutation = () => useSaveMutation<FreightBody, FreightTemplate>({ path: '/marketing/freight_template', keys: freightKeys, quiet: true });
export const useSaveCarryTemplateMutation = () => useSaveMutation<CarryTemplateBody, CarryFeeTemplate>({ path: '/marketing/carry_fee_template', keys: carryTemplateKeys, quiet: true });
export const useDeleteFreightMutation = () => useDeleteMutation({ path: '/marketing/freight_template', keys: freightKeys });
export const useDeleteCarryTemplateMutation = () => useDeleteMutation({ path: '/marketing/carry_fee_template', keys: carryTemplateKeys });

/** PUT …/{id}/enable or /disable (409 when the store already has an enabled template: the app's toast names it). */
export function useTemplateStatusMutation(kind: 'freight' | 'carry_fee') {
  const keys = kind === 'freight' ? freightKeys : carryTemplateKeys;
  const invalidate = useInvalidateEntity({ keys });
  return useMutation({
    mutationFn: async ({ id, enable }: { id: number; enable: boolean }) => (await http.put<{ id: number }>(`/marketing/${kind}_template/${id}/${enable ? 'enable' : 'disable'}`, {})).data,
    onSuccess: (_d, { id }) => invalidate(id),
  });
}
