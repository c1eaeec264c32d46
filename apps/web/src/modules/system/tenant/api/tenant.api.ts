import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TenantInfo, InitializationSchema, UpgradeRequestSchema } from '@tradewind/contract/system/tenant.schema';
import { http } from '@/core/http/http-client';
import { authKeys } from '../../auth/api/auth.api';

export const tenantKeys = {
  all: ['tenant'] as const,
  info: () => [...tenantKeys.all, 'info'] as const,
};

/** GET /common/tenant: the company behind the session (experience flag, contract, first-run state). */
export function useTenantInfoQuery() {
  return useQuery({
    queryKey: tenantKeys.info(),
    queryFn: async ({ signal }) => (await http.get<TenantInfo>('/common/tenant', { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** Request bodies are what the schemas accept (their input), not what they produce. */
export type InitializationBody = z.input<typeof InitializationSchema>;
export type UpgradeRequestBody = z.input<typeof UpgradeRequestSchema>;

/** The first-run wizard's submit: company profile and the master store, once per tenant. */
export function useInitializeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InitializationBody) => (await http.post<TenantInfo>('/common/initialization', input)).data,
    onSuccess: async (tenant) => {
      // Anything cached while the company was uninitialised (the shell's tenant info and store list, if it
      // was opened first) is out of date; dropping it makes the shell load afresh instead of sending the
      // owner back here.
      queryClient.removeQueries({ type: 'inactive' });
      queryClient.setQueryData(tenantKeys.info(), tenant);
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
  });
}

/** POST /common/upgrade_request: answers the server's confirmation text as the envelope message. */
export function useUpgradeRequestMutation() {
  return useMutation({
    mutationFn: async (input: UpgradeRequestBody) => http.post<unknown>('/common/upgrade_request', input),
  });
}
