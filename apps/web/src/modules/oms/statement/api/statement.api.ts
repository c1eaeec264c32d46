import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatementAction, StatementDetail, StatementList } from '@tradewind/contract/oms/statement.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation } from '@/core/api/crud-mutations';
import { http, type QueryParams } from '@/core/http/http-client';

export const statementKeys = createQueryKeys('oms', 'statement');
export const statementPrintPath = (id: number) => `/oms/statement/print?id=${id}`;

export function useStatementQuery(id: number | null) {
  return useQuery({
    queryKey: statementKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<StatementDetail>(`/oms/statement/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

export function useStatementCountsQuery(query: QueryParams) {
  const { status: _status, page: _page, page_size: _size, ...filters } = query;
  return useQuery({
    queryKey: [...statementKeys.lists(), 'counts', filters],
    queryFn: async ({ signal }) => (await http.get<StatementList>('/oms/statements', { query: { ...filters, page_size: 1 }, signal })).data.counts,
  });
}

/** A customer's contacts (who may confirm its statement). */
export function useCustomerContactsQuery(customerId: number | null) {
  return useQuery({
    queryKey: ['oms', 'statement', 'contacts', customerId],
    queryFn: async ({ signal }) => (await http.get<{ list: Array<{ id: number; name: string; phone: string }> }>(`/crm/customer/${customerId}/users`, { signal })).data.list,
    enabled: customerId !== null,
  });
}

export function useCreateStatementMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { customer_id: number; start_date: string; end_date: string; remark?: string | null }) => (await http.post<StatementDetail>('/oms/statement', body, { quiet: true })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: statementKeys.all }),
  });
}

export const useDeleteStatementMutation = () => useDeleteMutation({ path: '/oms/statement', keys: statementKeys });

export function useStatementActionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, body }: { id: number; action: StatementAction; body: Record<string, unknown> }) => (await http.put<{ id: number; status: number }>(`/oms/statement/${id}/${action}`, body)).data,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: statementKeys.all }), client.invalidateQueries({ queryKey: ['oms', 'order'] })]),
  });
}
