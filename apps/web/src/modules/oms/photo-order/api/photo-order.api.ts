import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { PhotoOrder, PhotoOrderDetail, PhotoOrderList } from '@tradewind/contract/oms/photo-order.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http, type QueryParams } from '@/core/http/http-client';

export const photoOrderKeys = createQueryKeys('oms', 'photo_order');
export const PHOTO_ORDER_LIST_PATH = '/oms/photo_order/list';
export const photoOrderDetailPath = (id: number) => `/oms/photo_order/detail?id=${id}`;
/** The order add page with the photo beside the form (spec 001: order add takes user_id; customer_id when the photo names no contact). */
export const photoOrderConvertPath = (p: Pick<PhotoOrder, 'id' | 'customer_id' | 'customer_user_id'>) =>
  p.customer_user_id ? `/oms/order/add?user_id=${p.customer_user_id}&photo_order_id=${p.id}` : `/oms/order/add?customer_id=${p.customer_id}&photo_order_id=${p.id}`;

export type PhotoOrderBody = { customer_id: number; customer_user_id: number | null; photos: string[]; remark: string | null };

export function usePhotoOrderQuery(id: number | null) {
  return useQuery({
    queryKey: photoOrderKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<PhotoOrderDetail>(`/oms/photo_order/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** The tabs' counts: the list's filters without the status. */
export function usePhotoOrderCountsQuery(query: QueryParams) {
  const { status: _status, page: _page, page_size: _size, ...filters } = query;
  return useQuery({
    queryKey: [...photoOrderKeys.lists(), 'counts', filters],
    queryFn: async ({ signal }) => (await http.get<PhotoOrderList>('/oms/photo_orders', { query: { ...filters, page_size: 1 }, signal })).data.counts,
  });
}

export function useCreatePhotoOrderMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: PhotoOrderBody) => (await http.post<PhotoOrderDetail>('/oms/photo_order', input, { quiet: true })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: photoOrderKeys.all }),
  });
}

export function useRejectPhotoOrderMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) => (await http.put<PhotoOrderDetail>(`/oms/photo_order/${id}/reject`, { reason }, { quiet: true })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: photoOrderKeys.all }),
  });
}

/** A customer's contacts (crm), for the photo's sender. */
export function useCustomerContactsQuery(customerId: number | null) {
  return useQuery({
    queryKey: ['crm', 'customer', customerId, 'users', 'photo_order'],
    queryFn: async ({ signal }) => {
      const data = (await http.get<ListData<{ id: number; name: string; phone: string }>>(`/crm/customer/${customerId}/users`, { query: { page: 1, page_size: 100 }, signal })).data;
      return data.list;
    },
    enabled: customerId !== null,
  });
}

/**
 * The order form's save when it types a photo order (/oms/order/add?…&photo_order_id=): the order body
 * goes to `PUT /oms/photo_order/{id}/convert`, which makes the order (source 2) and links the photo order
 * in one transaction. Same variables and result as the order's own save, so the form uses either.
 */
export function useConvertPhotoOrderMutation<Input extends object, Result>(photoOrderId: number | null, orderKeysAll: readonly unknown[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input }: { id: number | null; input: Input }) => (await http.put<Result>(`/oms/photo_order/${photoOrderId}/convert`, input, { quiet: true })).data,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: photoOrderKeys.all }), client.invalidateQueries({ queryKey: orderKeysAll })]),
  });
}
