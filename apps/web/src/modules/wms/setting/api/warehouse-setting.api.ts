import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateWarehouseSettingSchema, WarehouseSetting } from '@tradewind/contract/wms/warehouse-setting.schema';
import { http } from '@/core/http/http-client';

export const warehouseSettingKeys = { all: ['wms', 'setting', 'warehouse'] as const };
export type WarehouseSettingBody = z.input<typeof UpdateWarehouseSettingSchema>;

export function useWarehouseSettingQuery(enabled = true) {
  return useQuery({ queryKey: warehouseSettingKeys.all, queryFn: async ({ signal }) => (await http.get<WarehouseSetting>('/wms/setting/warehouse', { signal })).data, enabled });
}

export function useUpdateWarehouseSettingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WarehouseSettingBody) => (await http.put<WarehouseSetting>('/wms/setting/warehouse', input, { quiet: true })).data,
    onSuccess: (setting) => queryClient.setQueryData(warehouseSettingKeys.all, setting),
  });
}
