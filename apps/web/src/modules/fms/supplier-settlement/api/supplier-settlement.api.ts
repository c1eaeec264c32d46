import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSupplierSettlementInput,
  SupplierSettlementCandidates,
  SupplierSettlementDetail,
  SupplierSettlementSupplier,
} from '@tradewind/contract/fms/supplier-settlement.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';
import { SUPPLIER_SETTLEMENT, settlementPagePath, type SettlementPage } from '../../settlement/settlement-kind';

/** Query keys and calls of supplier settlement orders (供应商结算单). */
export const supplierSettlementKeys = createQueryKeys('fms', 'supplier_settlement');
export const SUPPLIER_SETTLEMENT_LIST_PATH = '/fms/supplier_settlement_orders';
export const SUPPLIER_SETTLEMENT_EXPORT_PATH = '/fms/supplier_settlement_orders/export';
const ONE = '/fms/supplier_settlement_order';

export const supplierSettlementPath = (page: SettlementPage, id?: number) => settlementPagePath(SUPPLIER_SETTLEMENT, page, id);

/** The payment note form (fms/payment-note), opened on this settlement's supplier and the settlement itself. */
export const payPath = (d: Pick<SupplierSettlementDetail, 'id' | 'supplier_id'>) =>
  `/fms/payment_note/add?target_type=supplier&target_id=${d.supplier_id}&settlement_type=supplier_settlement&settlement_id=${d.id}`;

export function useSupplierSettlementQuery(id: number | null) {
  return useQuery({
    queryKey: supplierSettlementKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<SupplierSettlementDetail>(`${ONE}/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** The tenant's suppliers for the selects (finance staff need not hold the supplier pages' permission). */
export function useSettlementSuppliersQuery() {
  return useQuery({
    queryKey: [...supplierSettlementKeys.all, 'suppliers'],
    queryFn: async ({ signal }) => (await http.get<{ list: SupplierSettlementSupplier[] }>(`${ONE}/suppliers`, { signal })).data.list,
    staleTime: 60_000,
  });
}

/** The add page's preview: the supplier's free sources of the period in the current store. */
export function useSettlementCandidatesQuery(query: { supplier_id?: number | null; start_date?: string; end_date?: string }) {
  const ready = !!query.supplier_id && !!query.start_date && !!query.end_date;
  return useQuery({
    queryKey: [...supplierSettlementKeys.all, 'candidates', query],
    queryFn: async ({ signal }) => (await http.get<SupplierSettlementCandidates>(`${ONE}/candidates`, { query, signal })).data,
    enabled: ready,
  });
}

export function useCreateSupplierSettlementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateSupplierSettlementInput) => (await http.post<SupplierSettlementDetail>(ONE, input)).data,
    onSuccess: (data) => {
      queryClient.setQueryData(supplierSettlementKeys.detail(data.id), data);
      void queryClient.invalidateQueries({ queryKey: supplierSettlementKeys.all });
    },
  });
}

export const useDeleteSupplierSettlementMutation = () => useDeleteMutation({ path: ONE, keys: supplierSettlementKeys, alsoInvalidate: [[...supplierSettlementKeys.all, 'candidates']] });

export type SupplierSettlementAction =
  | { id: number; action: 'audit1' | 'audit2'; remark: string | null }
  | { id: number; action: 'remove'; removeType: 'warehousing_entry' | 'purchase_refund'; removeId: number };

/** audit1 / audit2 / remove: the detail takes the answer; the lists (and the add page's candidates) read again. */
export function useSupplierSettlementActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (a: SupplierSettlementAction) =>
      (a.action === 'remove'
        ? await http.put<SupplierSettlementDetail>(`${ONE}/remove`, { remove_type: a.removeType, remove_id: a.removeId })
        : await http.put<SupplierSettlementDetail>(`${ONE}/${a.id}/${a.action}`, { remark: a.remark })
      ).data,
    onSuccess: (data) => {
      queryClient.setQueryData(supplierSettlementKeys.detail(data.id), data);
      void queryClient.invalidateQueries({ queryKey: supplierSettlementKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: [...supplierSettlementKeys.all, 'candidates'] });
    },
  });
}
