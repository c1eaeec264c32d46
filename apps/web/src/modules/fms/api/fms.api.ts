import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { BalanceHistoryRow, FinanceAdjustResult } from '@tradewind/contract/fms/balance-history.schema';
import type { CustomerAccount, CustomerAccountList } from '@tradewind/contract/fms/customer-account.schema';
import type { CustomerAccountConfig, PrepayAccountConfig } from '@tradewind/contract/fms/fms-config.schema';
import type { PaySetting, UpdatePaySettingInput } from '@tradewind/contract/fms/pay-setting.schema';
import type { CreatePaymentConfigInput, PaymentConfig } from '@tradewind/contract/fms/payment-config.schema';
import type { PrepayAccount, PrepayAccountList, PrepayAdjustResult, PrepayHistoryRow, PrepayTargetType } from '@tradewind/contract/fms/prepay-account.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http, type QueryParams } from '@/core/http/http-client';
import { fetchList } from '@/core/list/list-query';

export const customerAccountKeys = createQueryKeys('fms', 'customer_account');
export const balanceHistoryKeys = createQueryKeys('fms', 'balance_history');
export const prepayAccountKeys = createQueryKeys('fms', 'prepay_account');
export const prepayHistoryKeys = createQueryKeys('fms', 'prepay_history');
export const paymentConfigKeys = createQueryKeys('fms', 'payment_config');
const configKey = (name: string) => ['fms', 'config', name] as const;
export const paySettingKey = ['fms', 'setting', 'pay'] as const;
/** the customer drawer's account section (crm) reads the same account: refreshed after an adjustment */
const DRAWER_ACCOUNT_KEY = ['crm', 'customer-detail', 'account'] as const;

/**
 * A list's whole answer (rows, pagination and its totals) under the same key as `useList`'s page, so the
 * two share one request: the totals row reads it here.
 */
export function useListTotals<T>(keys: { lists: () => readonly unknown[] }, path: string, query: QueryParams) {
  return useQuery({ queryKey: [...keys.lists(), query], queryFn: ({ signal }) => fetchList(path, query, signal) as Promise<ListData<unknown> & T>, placeholderData: keepPreviousData });
}

export const CUSTOMER_ACCOUNTS_PATH = '/fms/customer_accounts';
export const PREPAY_ACCOUNTS_PATH = '/fms/finance_prepay_accounts';
export type CustomerAccountTotals = Pick<CustomerAccountList, 'totals'>;
export type PrepayAccountTotals = Pick<PrepayAccountList, 'totals'>;

export function useCustomerAccountQuery(customerId: number | null) {
  return useQuery({
    queryKey: customerAccountKeys.detail(customerId ?? 0),
    queryFn: async ({ signal }) => (await http.get<CustomerAccount>('/fms/customer_account', { query: { customer_id: customerId }, signal })).data,
    enabled: customerId !== null,
  });
}

/** One prepay account by target, or by the account's id (a finance message's target). */
export function usePrepayAccountQuery(by: { target_type: PrepayTargetType; target_id: number } | { account_id: number } | null) {
  return useQuery({
    queryKey: [...prepayAccountKeys.details(), by ?? {}],
    queryFn: async ({ signal }) => (await http.get<PrepayAccount>('/fms/finance_prepay_account', { query: by ?? {}, signal })).data,
    enabled: by !== null,
  });
}

export const useCustomerAccountConfig = () =>
  useQuery({ queryKey: configKey('customer_account'), queryFn: async ({ signal }) => (await http.get<CustomerAccountConfig>('/fms/config/customer_account', { signal })).data, staleTime: 300_000 });
export const usePrepayAccountConfig = () =>
  useQuery({ queryKey: configKey('finance_prepay_account'), queryFn: async ({ signal }) => (await http.get<PrepayAccountConfig>('/fms/config/finance_prepay_account', { signal })).data, staleTime: 300_000 });

export type CustomerAdjustBody = { customer_id: number; type: 'balance' | 'need_pay'; amount: string; reason: string };
export function useCustomerAdjustMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CustomerAdjustBody) => (await http.post<FinanceAdjustResult>('/fms/customer_account/finance_adjust', body, { quiet: true })).data,
    onSuccess: (_r, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerAccountKeys.all }),
        queryClient.invalidateQueries({ queryKey: balanceHistoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...DRAWER_ACCOUNT_KEY, body.customer_id] }),
      ]),
  });
}

export type PrepayAdjustBody = { target_type: PrepayTargetType; target_id: number; amount: string; reason: string };
export function usePrepayAdjustMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PrepayAdjustBody) => (await http.post<PrepayAdjustResult>('/fms/finance_prepay_account/finance_adjust', body, { quiet: true })).data,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: prepayAccountKeys.all }), queryClient.invalidateQueries({ queryKey: prepayHistoryKeys.all })]),
  });
}

export type { BalanceHistoryRow, PrepayHistoryRow };

// ---------- payment config ----------

export function usePaymentConfigsQuery() {
  return useQuery({ queryKey: paymentConfigKeys.lists(), queryFn: async ({ signal }) => (await http.get<{ list: PaymentConfig[] }>('/fms/payment_config', { signal })).data.list });
}
/** The whole account number, for the edit form. */
export async function fetchPaymentConfig(id: number): Promise<PaymentConfig> {
  return (await http.get<PaymentConfig>(`/fms/payment_config/${id}`)).data;
}
export type PaymentConfigBody = Omit<CreatePaymentConfigInput, 'status' | 'is_default' | 'sort'> & { status: 0 | 1; is_default: 0 | 1; sort: number };
export const useSavePaymentConfigMutation = () => useSaveMutation<PaymentConfigBody, PaymentConfig>({ path: '/fms/payment_config', keys: paymentConfigKeys, quiet: true });
export function usePaymentConfigActionMutation() {
  const invalidate = useInvalidateEntity({ keys: paymentConfigKeys });
  return useMutation({
    mutationFn: async ({ id, action, status }: { id: number; action: 'status' | 'default' | 'delete'; status?: 0 | 1 }) =>
      action === 'delete' ? (await http.delete<{ id: number }>(`/fms/payment_config/${id}`)).data : (await http.put<PaymentConfig>(`/fms/payment_config/${id}/${action}`, action === 'status' ? { status } : {})).data,
    onSuccess: () => invalidate(),
  });
}

// ---------- pay settings ----------

export function usePaySettingQuery(enabled = true) {
  return useQuery({ queryKey: paySettingKey, queryFn: async ({ signal }) => (await http.get<PaySetting>('/fms/setting/pay', { signal })).data, enabled, staleTime: 60_000 });
}
export function useUpdatePaySettingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdatePaySettingInput) => (await http.put<PaySetting>('/fms/setting/pay', input, { quiet: true })).data,
    onSuccess: (data) => queryClient.setQueryData(paySettingKey, data),
  });
}
