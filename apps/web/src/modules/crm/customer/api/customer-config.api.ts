import { useQuery } from '@tanstack/react-query';
import type { CustomerConfig } from '@tradewind/contract/crm/config.schema';
import { http } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';

export const customerConfigKeys = {
  /** GET /crm/config/customer: the six option lists, in the caller's locale */
  all: ['crm', 'config', 'customer'] as const,
};

/** Sex, source, sales type, visit type, level and type options; labels come translated, so the locale is part of the key. */
export function useCustomerConfigQuery() {
  const { locale } = useI18n();
  return useQuery({
    queryKey: [...customerConfigKeys.all, locale],
    queryFn: async ({ signal }) => (await http.get<CustomerConfig>('/crm/config/customer', { signal })).data,
    staleTime: 60_000,
  });
}
