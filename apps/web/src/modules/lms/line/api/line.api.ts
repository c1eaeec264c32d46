import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompareResult,
  LineDetail,
  LineList,
  LineMap,
  PreLine,
  RoutePlanDetail,
  StopOrder,
} from '@tradewind/contract/lms/line.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { http, type QueryParams } from '@/core/http/http-client';

/** Query keys and calls of lines, route plans, the line map, compare and pre-lines. */
export const lineKeys = createQueryKeys('lms', 'line');
export const planKeys = createQueryKeys('lms', 'route_plan');
export const preLineKeys = createQueryKeys('lms', 'pre_line');
export const lineMapKey = (date: string) => ['lms', 'line_map', date] as const;

export const LINE_LIST_PATH = '/lms/lines';
export const LINE_EXPORT_PATH = '/lms/lines/export';
export const PRE_LINE_LIST_PATH = '/lms/pre_lines';
const ONE = '/lms/line';

export const linePath = (page: 'list' | 'detail' | 'print', id?: number) => `/lms/line/${page}${id === undefined ? '' : `?id=${id}`}`;
/** The driver's cash-up of a line, printed (the line print page's cash view). */
export const cashUpPath = (id: number) => `${linePath('print', id)}&view=cash`;

export function useLineQuery(id: number | null) {
  return useQuery({ queryKey: lineKeys.detail(id ?? 0), queryFn: async ({ signal }) => (await http.get<LineDetail>(`${ONE}/${id}`, { signal })).data, enabled: id !== null });
}

export function useLineCountsQuery(query: QueryParams) {
  const { status: _status, page: _page, page_size: _size, ...filters } = query;
  return useQuery({
    queryKey: [...lineKeys.lists(), 'counts', filters],
    queryFn: async ({ signal }) => (await http.get<LineList>(LINE_LIST_PATH, { query: { ...filters, page_size: 1 }, signal })).data.counts,
  });
}

export function useWaitingOrdersQuery(date: string | null) {
  return useQuery({
    queryKey: ['lms', 'line', 'waiting', date],
    queryFn: async ({ signal }) => (await http.get<{ list: StopOrder[] }>(`${ONE}/waiting_orders`, { query: { date: date! }, signal })).data.list,
    enabled: date !== null,
  });
}

/** The day on the map: waiting orders, lines, cars, workers, plans (also the crew choices of the forms). */
export function useLineMapQuery(date: string, enabled = true) {
  return useQuery({ queryKey: lineMapKey(date), queryFn: async ({ signal }) => (await http.get<LineMap>('/lms/line_map', { query: { date }, signal })).data, enabled });
}

/** A route plan; read again every second while it solves (besides the realtime progress). */
export function usePlanQuery(id: number | null) {
  return useQuery({
    queryKey: planKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<RoutePlanDetail>(`/lms/route_plan/${id}`, { signal })).data,
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 0 ? 1000 : false),
  });
}

export function useCompareQuery(query: { date: string; left: string; right: string } | null) {
  return useQuery({
    queryKey: ['lms', 'line', 'compare', query],
    queryFn: async ({ signal }) => (await http.get<CompareResult>(`${ONE}/compare`, { query: query!, signal })).data,
    enabled: query !== null,
  });
}

/** Everything a line change touches: the lists, the day on the map, waiting orders. */
function useLineInvalidation() {
  const queryClient = useQueryClient();
  return (data?: LineDetail) => {
    if (data) queryClient.setQueryData(lineKeys.detail(data.id), data);
    void queryClient.invalidateQueries({ queryKey: lineKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['lms', 'line_map'] });
    void queryClient.invalidateQueries({ queryKey: ['lms', 'logistics_order'] });
  };
}

export type LineAction =
  | { id: number; action: 'depart' | 'cancel'; body: { remark?: string | null } }
  | { id: number; action: 'stops'; body: { logistics_order_ids: number[] } }
  | { id: number; action: 'remove_stop'; body: { logistics_order_id: number } }
  | { id: number; action: 'lock_stop'; body: { logistics_order_id: number; locked: 0 | 1 } }
  | { id: number; action: 'move_stop'; body: { logistics_order_id: number; to_line_id: number; position?: number } }
  | { id: number; action: 'take_off_stop'; body: { logistics_order_id: number; reason: string; to_line_id?: number | null } }
  | { id: number; action: 'close'; body: { reason: string } };

/** `PUT /lms/line/:id/{action}`: the answer is the detail (of the target line for a move). */
export function useLineActionMutation() {
  const done = useLineInvalidation();
  return useMutation({
    mutationFn: async ({ id, action, body }: LineAction) => (await http.put<LineDetail>(`${ONE}/${id}/${action}`, body)).data,
    onSuccess: (data) => done(data),
  });
}

export function useAddStopsMutation() {
  const done = useLineInvalidation();
  return useMutation({
    mutationFn: async ({ id, ids }: { id: number; ids: number[] }) => (await http.post<LineDetail>(`${ONE}/${id}/stops`, { logistics_order_ids: ids })).data,
    onSuccess: (data) => done(data),
  });
}

export function useCreateLineMutation() {
  const done = useLineInvalidation();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) => (await http.post<LineDetail>(body.pre_line_id && !body.logistics_order_ids ? `${ONE}/from_pre_line` : ONE, body)).data,
    onSuccess: (data) => done(data),
  });
}

export function useUpdateLineMutation() {
  const done = useLineInvalidation();
  return useMutation({ mutationFn: async (body: Record<string, unknown>) => (await http.put<LineDetail>(ONE, body)).data, onSuccess: (data) => done(data) });
}

export type PlanAction =
  | { id: number; action: 'move_stop'; body: { logistics_order_id: number; to_plan_line_id: number | null; position?: number; version?: number } }
  | { id: number; action: 'lock_stop'; body: { logistics_order_id: number; locked: 0 | 1; version?: number } }
  | { id: number; action: 'resolve' | 'confirm'; body: { version?: number } }
  | { id: number; action: 'discard'; body: Record<string, never> };

export function usePlanMutations() {
  const queryClient = useQueryClient();
  const settle = (data: RoutePlanDetail) => {
    queryClient.setQueryData(planKeys.detail(data.id), data);
    void queryClient.invalidateQueries({ queryKey: ['lms', 'line_map'] });
    void queryClient.invalidateQueries({ queryKey: lineKeys.all });
  };
  const create = useMutation({ mutationFn: async (body: Record<string, unknown>) => (await http.post<RoutePlanDetail>('/lms/route_plan', body)).data, onSuccess: settle });
  const act = useMutation({ mutationFn: async ({ id, action, body }: PlanAction) => (await http.put<RoutePlanDetail>(`/lms/route_plan/${id}/${action}`, body)).data, onSuccess: settle });
  return { create, act };
}

/** The standing routes in use (the map's seeds and drawn areas). */
export function usePreLinesInUseQuery(enabled: boolean) {
  return useQuery({
    queryKey: [...preLineKeys.lists(), 'in_use'],
    queryFn: async ({ signal }) => (await http.get<{ list: PreLine[] }>(PRE_LINE_LIST_PATH, { query: { page_size: 100, status: 1 }, signal })).data.list,
    enabled,
  });
}

export const useSavePreLineMutation = () => useSaveMutation<object, PreLine>({ path: '/lms/pre_line', keys: preLineKeys });
export const useDeletePreLineMutation = () => useDeleteMutation({ path: '/lms/pre_line', keys: preLineKeys });
