import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderSetting, UpdateOrderSettingInput } from '@tradewind/contract/oms/setting.schema';
import { http } from '@/core/http/http-client';

const KEY = ['oms', 'setting'] as const;

/** The order rules (auto-audit, cut-off, minimum amount, time slots); the order form reads them too. */
export function useOrderSettingQuery() {
  return useQuery({ queryKey: KEY, queryFn: async ({ signal }) => (await http.get<OrderSetting>('/oms/setting', { signal })).data });
}

export function useSaveOrderSettingMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Partial<Record<keyof UpdateOrderSettingInput, unknown>>) => (await http.put<OrderSetting>('/oms/setting', input, { quiet: true })).data,
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
}
