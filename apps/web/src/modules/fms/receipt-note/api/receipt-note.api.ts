import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReceiptNoteDetail, ReceiptNoteOptions, ReceiptTargets } from '@tradewind/contract/fms/receipt-note.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

/** Query keys and calls of receipt notes (收款单). */
export const receiptNoteKeys = createQueryKeys('fms', 'receipt_note');
export const RECEIPT_LIST_PATH = '/fms/receipt_notes';
export const RECEIPT_EXPORT_PATH = '/fms/receipt_notes/export';
const ONE = '/fms/receipt_note';
export const RECEIPT_PRINT_PERMISSION = 'fms/receipt_note/Print';

export const receiptPath = (page: 'list' | 'add' | 'edit' | 'detail' | 'print', id?: number) => `/fms/receipt_note/${page}${id === undefined ? '' : `?id=${id}`}`;
/** Where an item's target is shown: the order's detail, the statement list searched by its number. */
export const targetPath = (type: string, id: number, no: string) => (type === 'order' ? `/oms/order/detail?id=${id}` : `/oms/statement/list?keyword=${encodeURIComponent(no)}`);

export function useReceiptNoteQuery(id: number | null) {
  return useQuery({
    queryKey: receiptNoteKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<ReceiptNoteDetail>(`${ONE}/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

export const useReceiptOptionsQuery = () =>
  useQuery({ queryKey: ['fms', 'receipt_note', 'options'], queryFn: async ({ signal }) => (await http.get<ReceiptNoteOptions>(`${ONE}/options`, { signal })).data });

/** The customer's open orders and statements and its account, for the allocation table. */
export function useReceiptTargetsQuery(customerId: number | null) {
  return useQuery({
    queryKey: ['fms', 'receipt_note', 'targets', customerId ?? 0],
    queryFn: async ({ signal }) => (await http.get<ReceiptTargets>(`${ONE}/targets`, { query: { customer_id: customerId }, signal })).data,
    enabled: customerId !== null,
  });
}

// an audit changes the account pages, the journal and the orders' and statements' pay state
const moneyKeys = [['fms', 'customer_account'], ['fms', 'money_in'], ['oms']] as const;
export const useSaveReceiptNoteMutation = () => useSaveMutation<object, ReceiptNoteDetail>({ path: ONE, keys: receiptNoteKeys, quiet: true, alsoInvalidate: moneyKeys });
export const useDeleteReceiptNoteMutation = () => useDeleteMutation({ path: ONE, keys: receiptNoteKeys });

/** `PUT /fms/receipt_note/:id/audit`: the detail takes the answer; the lists and the money pages read again. */
export function useAuditReceiptNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await http.put<ReceiptNoteDetail>(`${ONE}/${id}/audit`, {})).data,
    onSuccess: (data) => {
      queryClient.setQueryData(receiptNoteKeys.detail(data.id), data);
      void queryClient.invalidateQueries({ queryKey: receiptNoteKeys.lists() });
      for (const key of moneyKeys) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
