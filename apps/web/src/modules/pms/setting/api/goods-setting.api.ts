import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GoodsSetting, UpdateGoodsSettingSchema } from '@tradewind/contract/pms/goods-setting.schema';
import { http } from '@/core/http/http-client';

export const goodsSettingKeys = { all: ['pms', 'setting', 'goods'] as const };
export type GoodsSettingBody = z.input<typeof UpdateGoodsSettingSchema>;

export function useGoodsSettingQuery() {
  return useQuery({ queryKey: goodsSettingKeys.all, queryFn: async ({ signal }) => (await http.get<GoodsSetting>('/pms/setting/goods', { signal })).data });
}

export function useUpdateGoodsSettingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GoodsSettingBody) => (await http.put<GoodsSetting>('/pms/setting/goods', input, { quiet: true })).data,
    onSuccess: (setting) => queryClient.setQueryData(goodsSettingKeys.all, setting),
  });
}
