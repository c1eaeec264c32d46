import { useQuery } from '@tanstack/react-query';
import type { SystemSetting } from '@tradewind/contract/system/setting.schema';
import type { StoreOption } from '@tradewind/contract/system/store.schema';
import type { ClientData, TenantInfo } from '@tradewind/contract/system/tenant.schema';
import { http } from '@/core/http/http-client';
import { isSessionEnding } from '@/core/session/session-cookie';
import { tenantKeys } from '@/modules/system';

export const shellKeys = {
  all: ['shell'] as const,
  stores: () => [...shellKeys.all, 'stores'] as const,
  setting: () => [...shellKeys.all, 'system-setting'] as const,
  clientData: () => [...shellKeys.all, 'client-data'] as const,
};

/** Spec 000 §9: the badge counts are polled every 60 s. */
export const CLIENT_DATA_POLL_MS = 60_000;

/** The system module's tenant query, started only once staff info has loaded (spec 001 §2 order). */
export function useTenantQuery(enabled: boolean) {
  return useQuery({
    queryKey: tenantKeys.info(),
    queryFn: async ({ signal }) => (await http.get<TenantInfo>('/common/tenant', { signal })).data,
    enabled,
    staleTime: Infinity,
  });
}

export function useStoreOptionsQuery(enabled: boolean) {
  return useQuery({
    queryKey: shellKeys.stores(),
    queryFn: async ({ signal }) => (await http.get<StoreOption[]>('/stores/all', { signal })).data,
    enabled,
    staleTime: Infinity,
  });
}

/** The page-title suffix and company profile; the shell works with the default when it fails. */
export function useSystemSettingQuery(enabled: boolean) {
  return useQuery({
    queryKey: shellKeys.setting(),
    queryFn: async ({ signal }) => (await http.get<SystemSetting>('/system/setting', { signal, quiet: true })).data,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Unread messages and running exports for the top-bar badges and the workplace. */
export function useClientDataQuery() {
  return useQuery({
    queryKey: shellKeys.clientData(),
    queryFn: async ({ signal }) => (await http.get<ClientData>('/common/client_data', { signal, quiet: true })).data,
    // No poll once logging out has begun (the call would only come back 401).
    refetchInterval: () => (isSessionEnding() ? false : CLIENT_DATA_POLL_MS),
    staleTime: CLIENT_DATA_POLL_MS / 2,
  });
}
