import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ConfigOptionItem, ConfigOptionKind, ConfigOptionSchema } from '@tradewind/contract/crm/setting.schema';
import { http } from '@/core/http/http-client';
import { customerConfigKeys } from '../../customer/api/customer-config.api';

/** Customer sources (`/crm/source`) and follow-up types (`/crm/visit_type`): one shape, one key factory. */
export const optionKeys = {
  all: ['crm', 'config_option'] as const,
  list: (kind: ConfigOptionKind) => [...optionKeys.all, kind, 'list'] as const,
};

export type ConfigOptionBody = z.input<typeof ConfigOptionSchema>;

/** GET /crm/sources or /crm/visit_types: every live option, with how many records use it. */
export function useOptionListQuery(kind: ConfigOptionKind) {
  return useQuery({
    queryKey: optionKeys.list(kind),
    queryFn: async ({ signal }) => (await http.get<ConfigOptionItem[]>(`/crm/${kind}s`, { signal })).data,
  });
}

/** The options feed the config lists every customer, lead and follow-up form uses. */
function useInvalidateOptions() {
  const queryClient = useQueryClient();
  return async (kind: ConfigOptionKind) => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: optionKeys.list(kind) }), queryClient.invalidateQueries({ queryKey: customerConfigKeys.all })]);
  };
}

export function useSaveOptionMutation(kind: ConfigOptionKind) {
  const invalidate = useInvalidateOptions();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: ConfigOptionBody }) =>
      id === null ? (await http.post<ConfigOptionItem>(`/crm/${kind}`, input)).data : (await http.put<ConfigOptionItem>(`/crm/${kind}`, { ...input, id })).data,
    onSuccess: () => invalidate(kind),
  });
}

/** Refused (409) while records still use it. */
export function useDeleteOptionMutation(kind: ConfigOptionKind) {
  const invalidate = useInvalidateOptions();
  return useMutation({
    mutationFn: async (id: number) => http.delete<unknown>(`/crm/${kind}/${id}`),
    onSuccess: () => invalidate(kind),
  });
}
