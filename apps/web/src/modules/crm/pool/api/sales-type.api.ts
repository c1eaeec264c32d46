import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/core/http/http-client';
import { customerKeys } from '../../customer/api/customer.api';
import { logKeys } from '../../customer-drawer/api/customer-detail.api';
import { poolKeys } from './pool.api';

export type SalesTypeResult = { id: number; sales_type: 0 | 1 | 2; sales_id: number | null };
export type SalesTypeVariables = {
  id: number;
  /** 1 grab into the caller's private list, 0 release to the public pool, 2 to the team pool */
  sales_type: 0 | 1 | 2;
  remark?: string;
  /** the caller shows the failure itself (batch grab sums them up): no toast */
  quiet?: boolean;
};

/**
 * PUT /crm/customer/{id}/sales_type — grab and release, for the pool page, the customer list and the
 * drawer. Refusals (cap, cool-down, someone was quicker) come back as the server's 409 message. Any
 * outcome moves the lists (both pools), the customer, its log and the caller's quota.
 */
export function useSalesTypeMutation() {
  const queryClient = useQueryClient();
  const refresh = (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: customerKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: poolKeys.quota() }),
      queryClient.invalidateQueries({ queryKey: logKeys.ofCustomer(id) }),
    ]);
  return useMutation({
    mutationFn: async ({ id, sales_type, remark, quiet }: SalesTypeVariables) =>
      (await http.put<SalesTypeResult>(`/crm/customer/${id}/sales_type`, { sales_type, remark: remark ?? '' }, { quiet })).data,
    // a refusal too: the customer may have left the pool meanwhile
    onSettled: (_data, _error, { id }) => refresh(id),
  });
}
