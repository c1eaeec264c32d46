import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreatePurchaseOrderSchema,
  PurchaseOrderAction,
  PurchaseOrderDetail,
  PurchaseOrderList,
  PurchaseOrderShareLink,
  SharedPurchaseOrder,
} from '@tradewind/contract/wms/purchase-order.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { http, type QueryParams } from '@/core/http/http-client';

export const purchaseOrderKeys = createQueryKeys('wms', 'purchase_order');
export type PurchaseOrderBody = z.input<typeof CreatePurchaseOrderSchema>;

export const PURCHASE_ORDER_LIST_PATH = '/wms/purchase_order/list';
export const PURCHASE_ORDER_ADD_PATH = '/wms/purchase_order/add';
export const purchaseOrderEditPath = (id: number) => `/wms/purchase_order/edit?id=${id}`;
export const purchaseOrderDetailPath = (id: number) => `/wms/purchase_order/detail?id=${id}`;
export const purchaseOrderPrintPath = (id: number) => `/wms/purchase_order/print?id=${id}`;

export function usePurchaseOrderQuery(id: number | null) {
  return useQuery({
    queryKey: purchaseOrderKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<PurchaseOrderDetail>(`/wms/purchase_order/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** The tabs' counts: the list's filters without the status (the server counts per status). */
export function usePurchaseOrderCountsQuery(query: QueryParams) {
  const { status: _status, page: _page, page_size: _size, ...filters } = query;
  return useQuery({
    queryKey: [...purchaseOrderKeys.lists(), 'counts', filters],
    queryFn: async ({ signal }) => (await http.get<PurchaseOrderList>('/wms/purchase_orders', { query: { ...filters, page_size: 1 }, signal })).data.counts,
  });
}

export const useSavePurchaseOrderMutation = () => useSaveMutation<PurchaseOrderBody>({ path: '/wms/purchase_order', keys: purchaseOrderKeys, quiet: true });
export const useDeletePurchaseOrderMutation = () => useDeleteMutation({ path: '/wms/purchase_order', keys: purchaseOrderKeys });

/** submit / audit / reject / close / cancel: the list and the detail read again after. */
export function usePurchaseOrderActionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, remark }: { id: number; action: PurchaseOrderAction; remark?: string }) =>
      (await http.put<{ id: number; status: number }>(`/wms/purchase_order/${id}/${action}`, remark ? { remark } : {})).data,
    onSuccess: () => client.invalidateQueries({ queryKey: purchaseOrderKeys.all }),
  });
}

export function useSharePurchaseOrderMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, days, show_prices }: { id: number; days: number; show_prices: 0 | 1 }) =>
      (await http.post<PurchaseOrderShareLink>(`/wms/purchase_order/${id}/share`, { days, show_prices })).data,
    onSuccess: (_link, { id }) => client.invalidateQueries({ queryKey: purchaseOrderKeys.detail(id) }),
  });
}

export function useRevokeShareMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await http.delete<{ id: number }>(`/wms/purchase_order/${id}/share`)).data,
    onSuccess: (_r, id) => client.invalidateQueries({ queryKey: purchaseOrderKeys.detail(id) }),
  });
}

/** The public read of a share link (no login); a dead link answers 404 shown on the page, no toast. */
export function useSharedPurchaseOrderQuery(token: string) {
  return useQuery({
    queryKey: ['share', 'purchase_order', token],
    queryFn: async ({ signal }) => (await http.get<SharedPurchaseOrder>('/share/purchase_order', { query: { token }, signal, quiet: true })).data,
    enabled: token !== '',
    retry: false,
  });
}
