import { useQuery } from '@tanstack/react-query';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { AccountPeriod } from '@tradewind/contract/crm/account-period.schema';
import { http } from '@/core/http/http-client';
import { accountPeriodKeys } from './account-period.keys';

/** Periods are few (a handful per tenant): the dialog and the page show them all in one list. */
export const ACCOUNT_PERIOD_PAGE_SIZE = 100;

/** GET /crm/customer_account_periods */
export function useAccountPeriodListQuery(enabled = true) {
  return useQuery({
    queryKey: accountPeriodKeys.lists(),
    queryFn: async ({ signal }) => {
      const data = (await http.get<ListData<AccountPeriod> | AccountPeriod[]>('/crm/customer_account_periods', { query: { page: 1, page_size: ACCOUNT_PERIOD_PAGE_SIZE }, signal })).data;
      return Array.isArray(data) ? data : data.list;
    },
    enabled,
  });
}
