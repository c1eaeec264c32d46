import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateRefundSchema, Refundable, RefundAction, RefundDetail, RefundList } from '@tradewind/contract/oms/order-refund.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useSaveMutation, useDeleteMutation } from '@/core/api/crud-mutations';
import { http, type QueryParams } from '@/core/http/http-client';

export const refundKeys = createQueryKeys('oms', 'order_refund');
export type RefundBody = z.input<typeof CreateRefundSchema>;

export const REFUND_LIST_PATH = '/oms/order_refund/list';
export const refundAddPath = (orderId?: number) => (orderId ? `/oms/order_refund/add?order_id=${orderId}` : '/oms/order_refund/add');
export const refundEditPath = (id: number) => `/oms/order_refund/edit?id=${id}`;
export const refundDetailPath = (id: number) => `/oms/order_refund/detail?id=${id}`;
export const refundPrintPath = (id: number) => `/oms/order_refund/print?id=${id}`;

export function useRefundQuery(id: number | null) {
  return useQuery({
    queryKey: refundKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<RefundDetail>(`/oms/order_refund/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** The tabs' counts: the list's filters without the status. */
export function useRefundCountsQuery(query: QueryParams) {
  const { status: _status, page: _page, page_size: _size, ...filters } = query;
  return useQuery({
    queryKey: [...refundKeys.lists(), 'counts', filters],
    queryFn: async ({ signal }) => (await http.get<RefundList>('/oms/order_refunds', { query: { ...filters, page_size: 1 }, signal })).data.counts,
  });
}

/** The order's lines with what may still be refunded (`refundId`: the refund being edited does not count against itself). */
export function useRefundableQuery(orderId: number | null, refundId: number | null) {
  return useQuery({
    queryKey: ['oms', 'order_refund', 'refundable', orderId, refundId],
    queryFn: async ({ signal }) => (await http.get<Refundable>('/oms/order_refund/refundable', { query: { order_id: orderId, refund_id: refundId ?? undefined }, signal, quiet: true })).data,
    enabled: orderId !== null,
    retry: false,
  });
}

/** Delivered and completed orders found by number or customer, for the add form's order choice. */
export function useDeliveredOrdersQuery(keyword: string) {
  return useQuery({
    queryKey: ['oms', 'order_refund', 'orders', keyword],
    queryFn: async ({ signal }) => {
      const [delivered, completed] = await Promise.all(
        [6, 7].map(async (status) => (await http.get<{ list: Array<{ id: number; number: string; customer_name: string; total_amount: string }> }>('/oms/orders', { query: { status, keyword: keyword || undefined, page_size: 20 }, signal })).data.list),
      );
      return [...delivered, ...completed];
    },
  });
}

export const useSaveRefundMutation = () => useSaveMutation<RefundBody, RefundDetail>({ path: '/oms/order_refund', keys: refundKeys, quiet: true });
export const useDeleteRefundMutation = () => useDeleteMutation({ path: '/oms/order_refund', keys: refundKeys });

/** audit / reject / receive / refund, each with its body; the lists, the detail and the order read again after. */
export function useRefundActionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, body }: { id: number; action: RefundAction; body: Record<string, unknown> }) => (await http.put<{ id: number; status: number }>(`/oms/order_refund/${id}/${action}`, body)).data,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: refundKeys.all }), client.invalidateQueries({ queryKey: ['oms', 'order'] })]),
  });
}
