import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '@/core/http/http-client';

export const areaKeys = {
  all: ['area'] as const,
  /** children of an area; 0 lists the provinces */
  children: (parentId: number) => [...areaKeys.all, 'children', parentId] as const,
  /** one area with its centre */
  detail: (id: number) => [...areaKeys.all, 'detail', id] as const,
};

/** GET /areas/{id}: one level of the province → city → district tree. */
export type Area = { id: number; parent_id: number; name: string; level: number };

/** The reference table changes with a data upgrade at most: keep it for the whole visit. */
const AREA_STALE_MS = Infinity;

const fetchChildren = async (parentId: number, signal?: AbortSignal) => (await http.get<Area[]>(`/areas/${parentId}`, { signal })).data;

export function useProvincesQuery() {
  return useQuery({ queryKey: areaKeys.children(0), queryFn: ({ signal }) => fetchChildren(0, signal), staleTime: AREA_STALE_MS });
}

/**
 * The centre of the most specific area of a chosen path that the server would place an address at: its
 * district, else its city (GET /area/{id}); a province alone has none. [lng, lat] or null.
 */
export function useAreaCentreQuery(ids: readonly number[] | undefined) {
  const id = ids && ids.length >= 2 ? ids[ids.length - 1] : null;
  return useQuery({
    queryKey: areaKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => {
      const area = (await http.get<{ longitude: number | string | null; latitude: number | string | null }>(`/area/${id}`, { signal, quiet: true })).data;
      return area.longitude === null || area.latitude === null ? null : ([Number(area.longitude), Number(area.latitude)] as [number, number]);
    },
    enabled: id !== null,
    staleTime: AREA_STALE_MS,
  });
}

/** Loads children on demand (the cascader opens a level), through the cache. */
export function useLoadAreaChildren(): (parentId: number) => Promise<Area[]> {
  const queryClient = useQueryClient();
  return useCallback(
    (parentId: number) => queryClient.fetchQuery({ queryKey: areaKeys.children(parentId), queryFn: ({ signal }) => fetchChildren(parentId, signal), staleTime: AREA_STALE_MS }),
    [queryClient],
  );
}
