import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerOverview, CustomerTop } from '@tradewind/contract/bi/customer.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http, type QueryParams } from '@/core/http/http-client';

/** Query keys and calls of the customer dashboard (/bi/customer/index): its figures, the churn-risk list, the top customers. */
export const biCustomerKeys = createQueryKeys('bi', 'customer');
export const CHURN_API = '/bi/customer/churn';
export const CHURN_EXPORT_PATH = '/bi/customer/churn/export';
export const TOP_EXPORT_PATH = '/bi/customer/top/export';

/** New and repeat customers by month, the repurchase rate and the cohorts of a period (and store). */
export function useCustomerOverviewQuery(period: QueryParams) {
  return useQuery({
    queryKey: [...biCustomerKeys.all, 'overview', period],
    queryFn: async ({ signal }) => (await http.get<CustomerOverview>('/bi/customer/overview', { query: period, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** The period's customers by net amount, the first `limit`. */
export function useTopCustomersQuery(period: QueryParams) {
  return useQuery({
    queryKey: [...biCustomerKeys.all, 'top', period],
    queryFn: async ({ signal }) => (await http.get<CustomerTop>('/bi/customer/top', { query: period, signal })).data,
    placeholderData: keepPreviousData,
  });
}
