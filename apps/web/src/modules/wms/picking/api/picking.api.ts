import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourierChoice, OutboundDetail } from '@tradewind/contract/wms/outbound.schema';
import type { Picker, PickingListDetail, PickingOpenOrder, PickingPriceRule, PickingTaskDetail } from '@tradewind/contract/wms/picking.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

/** Query keys and calls of picking lists, tasks, price rules, outbound delivery orders and the lack-out history. */
export const pickingListKeys = createQueryKeys('wms', 'picking_list');
export const pickingTaskKeys = createQueryKeys('wms', 'picking_task');
export const priceRuleKeys = createQueryKeys('wms', 'picking_task_price_rule');
export const outboundKeys = createQueryKeys('wms', 'outbound_delivery_order');
export const lackOutKeys = createQueryKeys('wms', 'lack_out_sku_history');

const idQuery = <T>(keys: ReturnType<typeof createQueryKeys<readonly string[]>>, path: string, id: number | null) => ({
  queryKey: keys.detail(id ?? 0),
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await http.get<T>(`${path}/${id}`, { signal })).data,
  enabled: id !== null,
});

export const usePickingListQuery = (id: number | null) => useQuery(idQuery<PickingListDetail>(pickingListKeys, '/wms/picking_list', id));
export const usePickingTaskQuery = (id: number | null) => useQuery(idQuery<PickingTaskDetail>(pickingTaskKeys, '/wms/picking_task', id));
export const useOutboundQuery = (id: number | null) => useQuery(idQuery<OutboundDetail>(outboundKeys, '/wms/outbound_delivery_order', id));
export const usePriceRuleQuery = (id: number | null) =>
  useQuery({
    queryKey: priceRuleKeys.detail(id ?? 0),
    // the list holds every field of a rule: the edit page reads the rule from it
    queryFn: async ({ signal }) => (await http.get<{ list: PickingPriceRule[] }>('/wms/picking_task_price_rules', { signal, query: { page_size: 100 } })).data.list.find((r) => r.id === id) ?? null,
    enabled: id !== null,
  });

export const usePickersQuery = () => useQuery({ queryKey: ['wms', 'picking_task', 'pickers'], queryFn: async ({ signal }) => (await http.get<Picker[]>('/wms/picking_task/pickers', { signal })).data });

export const useOpenOrdersQuery = (warehouseId: number | undefined, date: string | undefined) =>
  useQuery({
    queryKey: ['wms', 'picking_list', 'open_orders', warehouseId, date],
    queryFn: async ({ signal }) => (await http.get<PickingOpenOrder[]>('/wms/picking_list/open_orders', { signal, query: { warehouse_id: warehouseId!, delivery_date: date! } })).data,
    enabled: Boolean(warehouseId && date),
  });

/** Every picking write changes the wave, its tasks, the outbounds and the stock: reload them all. */
function useInvalidatePicking() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [pickingListKeys.all, pickingTaskKeys.all, outboundKeys.all, ['wms', 'stock']]) void queryClient.invalidateQueries({ queryKey: key });
  };
}

export function usePickingWrite<Body, Result>(method: 'post' | 'put', path: (body: Body) => string, payload: (body: Body) => object = (b) => b as object) {
  const invalidate = useInvalidatePicking();
  return useMutation({
    mutationFn: async (body: Body) => (await http[method]<Result>(path(body), payload(body) as never)).data,
    onSuccess: invalidate,
  });
}

export const useSavePriceRuleMutation = () => useSaveMutation<object, PickingPriceRule>({ path: '/wms/picking_task_price_rule', keys: priceRuleKeys, quiet: true });
/** The couriers an outbound may ship by (the enabled ones). */
export const useCourierChoicesQuery = (enabled: boolean) =>
  useQuery({ queryKey: ['wms', 'outbound_delivery_order', 'couriers'], enabled, queryFn: async ({ signal }) => (await http.get<CourierChoice[]>('/wms/outbound_delivery_order/couriers', { signal })).data });

/** Ships an outbound by express, or clears it: its fields' refusals shown on the form (quiet). */
export function useOutboundExpressMutation() {
  const invalidate = useInvalidatePicking();
  return useMutation({
    mutationFn: async ({ id, courier_id, tracking_no }: { id: number; courier_id: number | null; tracking_no: string | null }) =>
      (await http.put<OutboundDetail>(`/wms/outbound_delivery_order/${id}/express`, { courier_id, tracking_no }, { quiet: true })).data,
    onSuccess: invalidate,
  });
}

export const useSaveOutboundMutation = () => useSaveMutation<object, OutboundDetail>({ path: '/wms/outbound_delivery_order', keys: outboundKeys, quiet: true });
