import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PaymentNoteBody,
  PaymentNoteDetail,
  PaymentNoteList,
  PaymentNoteTarget,
  PaymentNoteTargetType,
  PaymentTargetOption,
} from '@tradewind/contract/fms/payment-note.schema';
import type { MoneyHistoryConfig, PaymentMethodOption } from '@tradewind/contract/fms/fms-config.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { http, type QueryParams } from '@/core/http/http-client';

/** Query keys and calls of payment notes (付款单). */
export const paymentNoteKeys = createQueryKeys('fms', 'payment_note');
export const PAYMENT_NOTES_PATH = '/fms/payment_notes';
const ONE = '/fms/payment_note';

type Page = 'list' | 'add' | 'edit' | 'detail' | 'print';
export const paymentNotePath = (page: Page, id?: number) => `/fms/payment_note/${page}${id === undefined ? '' : `?id=${id}`}`;
/** A settlement's detail page (the supplier and worker settlement parts' own). */
export const settlementPath = (type: string, id: number) => `/fms/${type === 'supplier_settlement' ? 'supplier' : 'worker'}_settlement_order/detail?id=${id}`;

export function usePaymentNoteQuery(id: number | null) {
  return useQuery({
    queryKey: paymentNoteKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<PaymentNoteDetail>(`${ONE}/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** Per status, how many notes match the list's other filters (the tabs). */
export function usePaymentNoteCountsQuery(query: QueryParams) {
  const { status: _status, page: _page, page_size: _size, ...filters } = query;
  return useQuery({
    queryKey: [...paymentNoteKeys.lists(), 'counts', filters],
    queryFn: async ({ signal }) => (await http.get<PaymentNoteList>(PAYMENT_NOTES_PATH, { query: { ...filters, page_size: 1 }, signal })).data.counts,
  });
}

/** The payee's payable settlements and balances (the form's second half). */
export function usePaymentTargetQuery(type: PaymentNoteTargetType | undefined, id: number | undefined, noteId: number | null) {
  return useQuery({
    queryKey: ['fms', 'payment_note', 'target', type, id, noteId],
    queryFn: async ({ signal }) => (await http.get<PaymentNoteTarget>(`${ONE}/targets`, { query: { target_type: type, target_id: id, note_id: noteId ?? undefined }, signal })).data,
    enabled: !!type && !!id,
  });
}

/** The payee picker's options: the first 20 matching the keyword (and the chosen one). */
export function usePaymentTargetOptionsQuery(type: PaymentNoteTargetType | undefined, keyword: string, id: number | undefined) {
  return useQuery({
    queryKey: ['fms', 'payment_note', 'target_options', type, keyword, id],
    queryFn: async ({ signal }) => (await http.get<{ list: PaymentTargetOption[] }>(`${ONE}/target_options`, { query: { target_type: type, keyword: keyword || undefined, id }, signal })).data.list,
    enabled: !!type,
  });
}

/** The methods a payment may go out through (the form, the list's filter): the customer's balance never. */
export const usePaymentMethodsQuery = () =>
  useQuery({ queryKey: ['fms', 'payment_note', 'methods'], queryFn: async ({ signal }) => (await http.get<{ list: PaymentMethodOption[] }>(`${ONE}/methods`, { signal })).data.list });

/** The journals' filters (types, kinds, parties, methods, documents) in the caller's language. */
export const useMoneyConfigQuery = (direction: 'in' | 'out') =>
  useQuery({
    queryKey: ['fms', 'config', `money_${direction}_history`],
    queryFn: async ({ signal }) => (await http.get<MoneyHistoryConfig>(`/fms/config/money_${direction}_history`, { signal })).data,
  });

export const useSavePaymentNoteMutation = () => useSaveMutation<PaymentNoteBody, PaymentNoteDetail>({ path: ONE, keys: paymentNoteKeys, quiet: true });
export const useDeletePaymentNoteMutation = () => useDeleteMutation({ path: ONE, keys: paymentNoteKeys });

/** `PUT /fms/payment_note/:id/audit`: the detail takes the answer; the lists, journals and settlements read again. */
export function useAuditPaymentNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await http.put<PaymentNoteDetail>(`${ONE}/${id}/audit`, {})).data,
    onSuccess: (data) => {
      queryClient.setQueryData(paymentNoteKeys.detail(data.id), data);
      void queryClient.invalidateQueries({ queryKey: ['fms'] });
    },
  });
}
