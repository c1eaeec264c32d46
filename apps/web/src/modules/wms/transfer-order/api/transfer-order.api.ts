import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CloseTransferOrderInput, ReceiveTransferOrderInput, TransferOrderDetail, TransferOrderList } from '@tradewind/contract/wms/transfer-order.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { http, type QueryParams } from '@/core/http/http-client';

/** Query keys and calls of transfer orders (调拨单). */
export const transferOrderKeys = createQueryKeys('wms', 'transfer_order');
export const TRANSFER_LIST_PATH = '/wms/transfer_orders';
export const TRANSFER_EXPORT_PATH = '/wms/transfer_orders/export';
const ONE = '/wms/transfer_order';

export const transferPath = (page: 'list' | 'add' | 'edit' | 'detail' | 'print', id?: number) => `/wms/transfer_order/${page}${id === undefined ? '' : `?id=${id}`}`;

export function useTransferOrderQuery(id: number | null) {
  return useQuery({
    queryKey: transferOrderKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<TransferOrderDetail>(`${ONE}/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** Per status, how many transfers match the list's other filters (the tabs). */
export function useTransferCountsQuery(query: QueryParams) {
  const { status: _status, page: _page, page_size: _size, ...filters } = query;
  return useQuery({
    queryKey: [...transferOrderKeys.lists(), 'counts', filters],
    queryFn: async ({ signal }) => (await http.get<TransferOrderList>(TRANSFER_LIST_PATH, { query: { ...filters, page_size: 1 }, signal })).data.counts,
  });
}

// an audit or a receipt changes the stock pages (on hand, in transit)
const stockKeys = [['wms', 'stock']] as const;
export const useSaveTransferOrderMutation = () => useSaveMutation<object, TransferOrderDetail>({ path: ONE, keys: transferOrderKeys, quiet: true });
export const useDeleteTransferOrderMutation = () => useDeleteMutation({ path: ONE, keys: transferOrderKeys });

export type TransferAction =
  | { id: number; action: 'audit' | 'cancel'; body: { remark?: string | null } }
  | { id: number; action: 'receive'; body: ReceiveTransferOrderInput }
  | { id: number; action: 'close'; body: CloseTransferOrderInput };

/** `PUT /wms/transfer_order/:id/{audit|cancel|receive|close}`: the detail takes the answer, the lists and the stock pages read again. */
export function useTransferActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, body }: TransferAction) => (await http.put<TransferOrderDetail>(`${ONE}/${id}/${action}`, body)).data,
    onSuccess: (data) => {
      queryClient.setQueryData(transferOrderKeys.detail(data.id), data);
      void queryClient.invalidateQueries({ queryKey: transferOrderKeys.lists() });
      for (const key of stockKeys) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
