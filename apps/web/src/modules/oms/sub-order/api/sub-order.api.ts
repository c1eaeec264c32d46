import { useQuery } from '@tanstack/react-query';
import type { SubOrderDetail, SubOrderList } from '@tradewind/contract/oms/sub-order.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http, type QueryParams } from '@/core/http/http-client';

export const subOrderKeys = createQueryKeys('oms', 'sub_order');
export const subOrderPrintPath = (id: number) => `/oms/sub_order/print?id=${id}`;

export function useSubOrderQuery(id: number | null) {
  return useQuery({
    queryKey: subOrderKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<SubOrderDetail>(`/oms/sub_order/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** The tabs' counts: the list's filters without the status. */
export function useSubOrderCountsQuery(query: QueryParams) {
  const { status: _status, page: _page, page_size: _size, ...filters } = query;
  return useQuery({
    queryKey: [...subOrderKeys.lists(), 'counts', filters],
    queryFn: async ({ signal }) => (await http.get<SubOrderList>('/oms/sub_orders', { query: { ...filters, page_size: 1 }, signal })).data.counts,
  });
}
