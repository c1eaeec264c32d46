import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateInvoiceSchema, InvoiceDetail, InvoiceList, InvoiceOrder, InvoiceTitle } from '@tradewind/contract/crm/invoice.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { http, type QueryParams } from '@/core/http/http-client';
import { fetchList } from '@/core/list/list-query';

/** Query keys and calls of invoices (发票). */
export const invoiceKeys = createQueryKeys('crm', 'invoice');
export const INVOICES_API = '/crm/invoices';
export const INVOICE_EXPORT_PATH = '/crm/invoices/export';
const ONE = '/crm/invoice';

/** The list's whole answer (rows and the tabs' counts) under the same key as `useList`'s page: one request. */
export function useInvoiceCounts(query: QueryParams) {
  return useQuery({ queryKey: [...invoiceKeys.lists(), query], queryFn: ({ signal }) => fetchList(INVOICES_API, query, signal) as Promise<InvoiceList>, placeholderData: keepPreviousData });
}

export function useInvoiceQuery(id: number | null) {
  return useQuery({
    queryKey: invoiceKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<InvoiceDetail>(`${ONE}/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** The customer's delivered orders with what is invoiceable (or, for a red invoice, the original's orders with what is reversible). */
export function useInvoiceOrdersQuery(customerId: number | null, options: { invoiceId?: number; originalId?: number | null }) {
  return useQuery({
    queryKey: ['crm', 'invoice', 'orders', customerId ?? 0, options.invoiceId ?? 0, options.originalId ?? 0],
    queryFn: async ({ signal }) =>
      (await http.get<{ list: InvoiceOrder[] }>('/crm/invoice_orders', { query: { customer_id: customerId, invoice_id: options.invoiceId, original_id: options.originalId ?? undefined }, signal })).data.list,
    enabled: customerId !== null,
  });
}

/** The customer's certification title and saved titles. */
export function useInvoiceTitlesQuery(customerId: number | null) {
  return useQuery({
    queryKey: ['crm', 'invoice', 'titles', customerId ?? 0],
    queryFn: async ({ signal }) => (await http.get<{ list: InvoiceTitle[] }>('/crm/invoice_titles', { query: { customer_id: customerId }, signal })).data.list,
    enabled: customerId !== null,
  });
}

export type InvoiceBody = z.input<typeof CreateInvoiceSchema>;
/** POST /crm/invoice (id null) or PUT /crm/invoice. */
export const useSaveInvoiceMutation = () => useSaveMutation<InvoiceBody, InvoiceDetail>({ path: ONE, keys: invoiceKeys, quiet: true, alsoInvalidate: [['crm', 'invoice', 'orders'], ['crm', 'invoice', 'titles']] });
export const useDeleteInvoiceMutation = () => useDeleteMutation({ path: ONE, keys: invoiceKeys });

export type InvoiceActionCall = { id: number; action: 'apply' } | { id: number; action: 'audit'; pass: 0 | 1; reason?: string } | { id: number; action: 'open'; invoice_no: string; invoice_date: string; express_remark?: string | null };

/** PUT /crm/invoice/:id/apply, /audit, /open: the detail takes the answer; the lists and the order picker read again. */
export function useInvoiceActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, ...body }: InvoiceActionCall) => (await http.put<InvoiceDetail>(`${ONE}/${id}/${action}`, body)).data,
    onSuccess: (data) => {
      queryClient.setQueryData(invoiceKeys.detail(data.id), data);
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['crm', 'invoice', 'orders'] });
    },
  });
}
