import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { MapSetting, Site } from '@tradewind/contract/oms/site.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';
import type { SiteBody } from '../site-form-values';

export const siteKeys = createQueryKeys('oms', 'site');
export const SITE_LIST_PATH = '/oms/setting/index';
export const SITE_ADD_PATH = '/oms/setting/add_site';
export const siteEditPath = (id: number) => `/oms/setting/edit_site?id=${id}`;
const mapSettingKey = ['oms', 'map_setting'] as const;

/** Every site (at most 100: a tenant's pick-up points and areas), in their sort order. */
export function useSitesQuery(enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...siteKeys.lists(), 'all'],
    queryFn: async ({ signal }) => (await http.get<ListData<Site>>('/oms/sites', { query: { page_size: 100 }, signal })).data.list,
  });
}

export function useSiteQuery(id: number | null) {
  return useQuery({
    queryKey: siteKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<Site>(`/oms/site/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

export const useSaveSiteMutation = () => useSaveMutation<SiteBody, Site>({ path: '/oms/site', keys: siteKeys, quiet: true });
export const useDeleteSiteMutation = () => useDeleteMutation({ path: '/oms/site', keys: siteKeys });

export function useSiteStatusMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 0 | 1 }) => (await http.put<Site>(`/oms/site/${id}/status`, { status })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: siteKeys.all }),
  });
}

/** The tenant's map tiles ('' : the plain canvas). */
export function useMapSettingQuery() {
  return useQuery({ queryKey: mapSettingKey, queryFn: async ({ signal }) => (await http.get<MapSetting>('/oms/map_setting', { signal })).data });
}

export function useSaveMapSettingMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: MapSetting) => (await http.put<MapSetting>('/oms/map_setting', input, { quiet: true })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: mapSettingKey }),
  });
}
