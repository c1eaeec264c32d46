import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import type { CreateCustomerPricesSchema, CreatePricePlanSchema, CustomerPrice, PricePlanDetail, UpdateCustomerPriceSchema } from '@tradewind/contract/crm/price.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

export const pricePlanKeys = createQueryKeys('crm', 'price_plan');
export const customerPriceKeys = createQueryKeys('crm', 'customer_price');
export const quotationKeys = createQueryKeys('crm', 'quotation_price');

export type PricePlanBody = z.input<typeof CreatePricePlanSchema>;
export type CustomerPricesBody = z.input<typeof CreateCustomerPricesSchema>;
export type CustomerPriceBody = Omit<z.input<typeof UpdateCustomerPriceSchema>, 'id'>;

// a plan's or a customer's price changes what the quotation shows
const alsoInvalidate = [quotationKeys.all];

export function usePricePlanQuery(id: number | null) {
  return useQuery({
    queryKey: pricePlanKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<PricePlanDetail>(`/crm/price/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

export const useSavePricePlanMutation = () => useSaveMutation<PricePlanBody, PricePlanDetail>({ path: '/crm/price', keys: pricePlanKeys, alsoInvalidate, quiet: true });
export const useDeletePricePlanMutation = () => useDeleteMutation({ path: '/crm/price', keys: pricePlanKeys, alsoInvalidate });

/** Enabling may be refused (409, another enabled plan prices the same SKU for a level or type): the app-wide handler shows why. */
export function usePricePlanStatusMutation() {
  const invalidate = useInvalidateEntity({ keys: pricePlanKeys, alsoInvalidate });
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 0 | 1 }) => (await http.put<PricePlanDetail>(`/crm/price/${id}/status`, { status })).data,
    onSuccess: (_row, { id }) => invalidate(id),
  });
}

export function useCustomerPriceQuery(id: number | null) {
  return useQuery({
    queryKey: customerPriceKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<CustomerPrice>(`/crm/personalized_price/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** `POST /crm/personalized_price`: several prices of one customer at once. */
export function useAddCustomerPricesMutation() {
  const invalidate = useInvalidateEntity({ keys: customerPriceKeys, alsoInvalidate });
  return useMutation({
    mutationFn: async (input: CustomerPricesBody) => (await http.post<CustomerPrice[]>('/crm/personalized_price', input, { quiet: true })).data,
    onSuccess: () => invalidate(),
  });
}

export const useSaveCustomerPriceMutation = () => useSaveMutation<CustomerPriceBody, CustomerPrice>({ path: '/crm/personalized_price', keys: customerPriceKeys, alsoInvalidate, quiet: true });
export const useDeleteCustomerPriceMutation = () => useDeleteMutation({ path: '/crm/personalized_price', keys: customerPriceKeys, alsoInvalidate });

/** Customers matching a keyword (name, mobile), 20 at most: the customer picker's choices. */
export function useCustomerOptionsQuery(keyword: string) {
  return useQuery({
    queryKey: ['crm', 'customer', 'options', keyword],
    queryFn: async ({ signal }) => (await http.get<ListData<Customer>>('/crm/customers', { query: { keyword: keyword || undefined, page_size: 20 }, signal })).data.list,
    staleTime: 30_000,
  });
}

/** One customer's name for a picker that opens on a chosen customer. */
export function useCustomerNameQuery(id: number | null) {
  return useQuery({
    queryKey: ['crm', 'customer', 'name', id ?? 0],
    queryFn: async ({ signal }) => (await http.get<Customer>(`/crm/customer/${id}`, { signal, quiet: true })).data,
    enabled: id !== null,
    staleTime: 60_000,
  });
}
