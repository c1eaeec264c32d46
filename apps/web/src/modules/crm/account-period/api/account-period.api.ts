import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { AccountPeriod, CreateAccountPeriodInput } from '@tradewind/contract/crm/account-period.schema';
import type { PaymentDayInput } from '@tradewind/contract/crm/customer.schema';
import { http } from '@/core/http/http-client';
import { useInvalidateCustomers } from '../../customer/api/customer.api';
import { logKeys } from '../../customer-drawer/api/customer-detail.api';

export const accountPeriodKeys = {
  all: ['crm', 'account-period'] as const,
  lists: () => [...accountPeriodKeys.all, 'list'] as const,
};

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

/** A period's change also renames it on the customers that use it: their lists and details refresh too. */
function usePeriodsChanged() {
  const queryClient = useQueryClient();
  const invalidateCustomers = useInvalidateCustomers();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: accountPeriodKeys.all }), invalidateCustomers()]);
}

/** POST /crm/customer_account_period (id null) or PUT (only the name: the rest is locked once saved). */
export function useSaveAccountPeriodMutation() {
  const changed = usePeriodsChanged();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: CreateAccountPeriodInput }) =>
      id === null
        ? (await http.post<AccountPeriod>('/crm/customer_account_period', input)).data
        : (await http.put<AccountPeriod>('/crm/customer_account_period', { id, name: input.name })).data,
    onSuccess: () => changed(),
  });
}

/** DELETE /crm/customer_account_period/{id} (refused while customers use it). */
export function useDeleteAccountPeriodMutation() {
  const changed = usePeriodsChanged();
  return useMutation({
    mutationFn: async (id: number) => http.delete<unknown>(`/crm/customer_account_period/${id}`),
    onSuccess: () => changed(),
  });
}

/** PUT /crm/customer/{id}/payment_day: open, modify or close the customer's account period. */
export function useSavePaymentDayMutation() {
  const queryClient = useQueryClient();
  const invalidateCustomers = useInvalidateCustomers();
  return useMutation({
    mutationFn: async ({ customerId, input }: { customerId: number; input: PaymentDayInput }) => http.put<unknown>(`/crm/customer/${customerId}/payment_day`, input),
    onSuccess: (_data, { customerId }) =>
      Promise.all([
        invalidateCustomers(customerId),
        queryClient.invalidateQueries({ queryKey: accountPeriodKeys.all }),
        queryClient.invalidateQueries({ queryKey: logKeys.ofCustomer(customerId) }),
      ]),
  });
}
