import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';
import { MAX_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import type { CreateWarehouseSchema, Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

export const warehouseKeys = {
  ...createQueryKeys('wms', 'warehouse'),
  /** every warehouse of the caller's stores, for selectors */
  options: () => ['wms', 'warehouse', 'options'] as const,
};
export type WarehouseBody = z.input<typeof CreateWarehouseSchema>;

// the selectors and the settings page (store defaults) show warehouses too
const alsoInvalidate = [warehouseKeys.options(), ['wms', 'setting']];

export function useWarehouseQuery(id: number | null) {
  return useQuery({
    queryKey: warehouseKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<Warehouse>(`/wms/warehouse/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** Every warehouse of the caller's stores (the first 100, as the list orders them): a selector's choices. */
export function useWarehouseOptionsQuery() {
  return useQuery({
    queryKey: warehouseKeys.options(),
    queryFn: async ({ signal }) => (await http.get<ListData<Warehouse>>('/wms/warehouses', { query: { page_size: MAX_PAGE_SIZE, all_stores: 1 }, signal })).data.list,
    staleTime: 30_000,
  });
}

export const useSaveWarehouseMutation = () => useSaveMutation<WarehouseBody, Warehouse>({ path: '/wms/warehouse', keys: warehouseKeys, alsoInvalidate, quiet: true });

/** Refused (409) while the warehouse holds stock or has moves: the app-wide handler shows the reason. */
export const useDeleteWarehouseMutation = () => useDeleteMutation({ path: '/wms/warehouse', keys: warehouseKeys, alsoInvalidate });

export function useSetManagersMutation(id: number) {
  const invalidate = useInvalidateEntity({ keys: warehouseKeys, alsoInvalidate });
  return useMutation({
    mutationFn: async (staffIds: number[]) => (await http.put<Warehouse>(`/wms/warehouse/${id}/managers`, { staff_ids: staffIds }, { quiet: true })).data,
    onSuccess: () => invalidate(id),
  });
}

/** `PUT /wms/warehouse/{id}/default_location`: a location of the warehouse, or null to clear it. */
export function useSetDefaultLocationMutation() {
  const invalidate = useInvalidateEntity({ keys: warehouseKeys, alsoInvalidate: [...alsoInvalidate, ['wms', 'location']] });
  return useMutation({
    mutationFn: async ({ warehouseId, locationId }: { warehouseId: number; locationId: number | null }) =>
      (await http.put<Warehouse>(`/wms/warehouse/${warehouseId}/default_location`, { location_id: locationId })).data,
    onSuccess: (_row, { warehouseId }) => invalidate(warehouseId),
  });
}
