import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkerSettlementTargetType } from '@tradewind/contract/fms/settlement.schema';
import type { CreateWorkerSettlementInput, WorkerSettlementCandidates, WorkerSettlementDetail, WorkerSettlementEarners } from '@tradewind/contract/fms/worker-settlement.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';
import { WORKER_SETTLEMENT, settlementPagePath, type SettlementPage } from '../../settlement/settlement-kind';

/** Query keys and calls of worker settlement orders (工人结算单). */
export const workerSettlementKeys = createQueryKeys('fms', 'worker_settlement_order');
export const WORKER_SETTLEMENT_LIST_PATH = '/fms/worker_settlement_orders';
export const WORKER_SETTLEMENT_EXPORT_PATH = '/fms/worker_settlement_orders/export';
const ONE = '/fms/worker_settlement_order';

export const workerSettlementPath = (page: SettlementPage, id?: number) => settlementPagePath(WORKER_SETTLEMENT, page, id);
/** The payment note form (fms/payment-note), opened on this settlement (its earner and what is open). */
export const payWorkerSettlementPath = (d: Pick<WorkerSettlementDetail, 'id' | 'target_type' | 'target_id'>) =>
  `/fms/payment_note/add?target_type=${d.target_type}&target_id=${d.target_id}&settlement_type=worker_settlement&settlement_id=${d.id}`;

export function useWorkerSettlementQuery(id: number | null) {
  return useQuery({
    queryKey: workerSettlementKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<WorkerSettlementDetail>(`${ONE}/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

export type Period = { start_date: string; end_date: string };

/** The add page's first step: who has unsettled earnings in the period (current store). */
export function useEarnersQuery(period: Period | null) {
  return useQuery({
    queryKey: [...workerSettlementKeys.all, 'earners', period],
    queryFn: async ({ signal }) => (await http.get<WorkerSettlementEarners>(`${ONE}/earners`, { query: period!, signal })).data.list,
    enabled: period !== null,
  });
}

export type Earner = { target_type: WorkerSettlementTargetType; target_id: number };

/** The chosen earner's unsettled earnings of the period. */
export function useCandidatesQuery(period: Period | null, earner: Earner | null) {
  return useQuery({
    queryKey: [...workerSettlementKeys.all, 'candidates', period, earner],
    queryFn: async ({ signal }) => (await http.get<WorkerSettlementCandidates>(`${ONE}/candidates`, { query: { ...period!, ...earner! }, signal })).data,
    enabled: period !== null && earner !== null,
  });
}

/** A settlement changed: the detail takes the answer; the lists, earners and candidates read again. */
function useSettlementChanged() {
  const queryClient = useQueryClient();
  return (data: WorkerSettlementDetail) => {
    queryClient.setQueryData(workerSettlementKeys.detail(data.id), data);
    void queryClient.invalidateQueries({ queryKey: workerSettlementKeys.all });
  };
}

export function useCreateWorkerSettlementMutation() {
  const changed = useSettlementChanged();
  return useMutation({ mutationFn: async (input: CreateWorkerSettlementInput) => (await http.post<WorkerSettlementDetail>(ONE, input)).data, onSuccess: changed });
}

export type WorkerSettlementAction = { id: number; action: 'audit1' | 'audit2'; remark: string | null } | { id: number; action: 'remove'; earningId: number };

/** `PUT …/:id/audit1|audit2` and `PUT …/remove`. */
export function useWorkerSettlementActionMutation() {
  const changed = useSettlementChanged();
  return useMutation({
    mutationFn: async (a: WorkerSettlementAction) =>
      (a.action === 'remove' ? await http.put<WorkerSettlementDetail>(`${ONE}/remove`, { remove_id: a.earningId }) : await http.put<WorkerSettlementDetail>(`${ONE}/${a.id}/${a.action}`, { remark: a.remark })).data,
    onSuccess: changed,
  });
}

export const useDeleteWorkerSettlementMutation = () => useDeleteMutation({ path: ONE, keys: workerSettlementKeys });
