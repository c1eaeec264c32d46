import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSignInInput, LogisticsOrderDetail, LogisticsOrderList, OrderLogistics, SignInResult } from '@tradewind/contract/lms/logistics.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http, type QueryParams } from '@/core/http/http-client';

/** Query keys and calls of logistics orders and sign-ins. */
export const logisticsOrderKeys = createQueryKeys('lms', 'logistics_order');
export const signInKeys = createQueryKeys('lms', 'sign_in');
export const LOGISTICS_LIST_PATH = '/lms/logistics_orders';
export const LOGISTICS_EXPORT_PATH = '/lms/logistics_orders/export';
export const SIGN_IN_LIST_PATH = '/lms/sign_ins';

export const logisticsListPath = (id?: number) => `/lms/logistics_order/list${id === undefined ? '' : `?id=${id}`}`;
export const logisticsPrintPath = (id: number) => `/lms/logistics_order/print?id=${id}`;
export const logisticsBatchPrintPath = (ids: readonly number[]) => `/lms/logistics_order/batch_print?ids=${ids.join(',')}`;

export const fetchLogisticsOrder = async (id: number, signal?: AbortSignal) => (await http.get<LogisticsOrderDetail>(`/lms/logistics_order/${id}`, { signal })).data;

export function useLogisticsOrderQuery(id: number | null) {
  return useQuery({ queryKey: logisticsOrderKeys.detail(id ?? 0), queryFn: ({ signal }) => fetchLogisticsOrder(id!, signal), enabled: id !== null });
}

/** Per status, how many match the list's other filters (the tabs). */
export function useLogisticsCountsQuery(query: QueryParams) {
  const { status: _status, page: _page, page_size: _size, ...filters } = query;
  return useQuery({
    queryKey: [...logisticsOrderKeys.lists(), 'counts', filters],
    queryFn: async ({ signal }) => (await http.get<LogisticsOrderList>(LOGISTICS_LIST_PATH, { query: { ...filters, page_size: 1 }, signal })).data.counts,
  });
}

/** The order detail page's section: the order's logistics orders with their sign-ins. */
export function useOrderLogisticsQuery(orderId: number | null, enabled = true) {
  return useQuery({
    queryKey: [...logisticsOrderKeys.all, 'of_order', orderId ?? 0],
    queryFn: async ({ signal }) => (await http.get<OrderLogistics>('/lms/logistics_order/of_order', { query: { order_id: orderId! }, signal })).data,
    enabled: enabled && orderId !== null,
  });
}

/**
 * `POST /lms/sign_in`: a stop signed or failed. Everything it changes reads again: logistics orders,
 * sign-ins, lines (their stops and state), orders (delivered or closed) and stock (a failed stop's goods).
 */
export function useSignInMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateSignInInput) => (await http.post<SignInResult>('/lms/sign_in', body)).data,
    onSuccess: () => {
      for (const key of [logisticsOrderKeys.all, signInKeys.all, ['lms', 'line'], ['oms', 'order'], ['wms', 'stock']]) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
