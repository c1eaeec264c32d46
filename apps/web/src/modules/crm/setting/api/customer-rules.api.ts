import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerSetting, UpdateCustomerSettingInput } from '@tradewind/contract/crm/setting.schema';
import { http } from '@/core/http/http-client';
import { customerConfigKeys } from '../../customer/api/customer-config.api';

const KEY = ['crm', 'customer_setting'] as const;

/** The tenant's customer rules (crm:customer_setting:index); the customer form reads them through the config lists. */
export function useCustomerRulesQuery() {
  return useQuery({ queryKey: KEY, queryFn: async ({ signal }) => (await http.get<CustomerSetting>('/crm/customer_setting', { signal })).data });
}

export function useSaveCustomerRulesMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Record<keyof UpdateCustomerSettingInput, unknown>) => (await http.put<CustomerSetting>('/crm/customer_setting', input, { quiet: true })).data,
    onSuccess: async (saved) => {
      client.setQueryData(KEY, saved);
      await client.invalidateQueries({ queryKey: customerConfigKeys.all });
    },
  });
}
