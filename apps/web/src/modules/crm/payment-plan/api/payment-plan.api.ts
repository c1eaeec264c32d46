import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { PaymentPlan, PaymentPlanDetail, PaymentPlanInputSchema, PlanReceipt } from '@tradewind/contract/crm/payment-plan.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useInvalidateEntity } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

export const paymentPlanKeys = { ...createQueryKeys('crm', 'payment_plan'), receipts: (id: number) => ['crm', 'payment_plan', 'receipts', id] as const };

export function usePaymentPlanQuery(id: number | null) {
  return useQuery({
    queryKey: paymentPlanKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<PaymentPlanDetail>(`/crm/payment_plan/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** How many of a customer's plans the drawer shows; the rest are on the list page filtered by the customer. */
export const CUSTOMER_PLANS_SHOWN = 20;

/**
 * GET /crm/payment_plans?customer_id=&with_items=1: the customer's newest plans with their instalments (the
 * customer drawer). Under the plans' list key, so every save, finish, cancel and delete refreshes it.
 */
export function useCustomerPaymentPlansQuery(customerId: number) {
  const query = { customer_id: customerId, with_items: 1, page: 1, page_size: CUSTOMER_PLANS_SHOWN };
  return useQuery({
    queryKey: paymentPlanKeys.list(query),
    queryFn: async ({ signal }) => (await http.get<ListData<PaymentPlan>>('/crm/payment_plans', { query, signal })).data,
  });
}

/** GET /crm/payment_plan/{id}/receipts: the customer's audited receipt notes with something left for plans. */
export function usePlanReceiptsQuery(id: number, enabled: boolean) {
  return useQuery({
    queryKey: paymentPlanKeys.receipts(id),
    queryFn: async ({ signal }) => (await http.get<{ list: PlanReceipt[] }>(`/crm/payment_plan/${id}/receipts`, { signal })).data.list,
    enabled,
    staleTime: 0,
  });
}

export type PaymentPlanBody = z.input<typeof PaymentPlanInputSchema>;
const useInvalidatePlans = () => useInvalidateEntity({ keys: paymentPlanKeys });

/** POST /crm/payment_plan (id null) or PUT /crm/payment_plan/{id}. */
export function useSavePaymentPlanMutation() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: PaymentPlanBody }) =>
      (id === null ? await http.post<PaymentPlanDetail>('/crm/payment_plan', input, { quiet: true }) : await http.put<PaymentPlanDetail>(`/crm/payment_plan/${id}`, input, { quiet: true })).data,
    onSuccess: (row) => invalidate(row.id),
  });
}

/** PUT /crm/payment_plan/{id}/finish/{x}: instalment x paid by a receipt note. */
export function useFinishInstalmentMutation() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: async ({ id, x, receipt_note_id, remark }: { id: number; x: number; receipt_note_id: number | null; remark: string | null }) =>
      (await http.put<PaymentPlanDetail>(`/crm/payment_plan/${id}/finish/${x}`, { receipt_note_id: receipt_note_id ?? '', remark }, { quiet: true })).data,
    onSuccess: (row) => invalidate(row.id),
  });
}

/** PUT /crm/payment_plan/{id}/cancel */
export function useCancelPaymentPlanMutation() {
  const invalidate = useInvalidatePlans();
  return useMutation({ mutationFn: async (id: number) => (await http.put<PaymentPlanDetail>(`/crm/payment_plan/${id}/cancel`, {})).data, onSuccess: (row) => invalidate(row.id) });
}

/** DELETE /crm/payment_plan/{id} */
export const useDeletePaymentPlanMutation = () => useDeleteMutation({ path: '/crm/payment_plan', keys: paymentPlanKeys });
