import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CountSku, StockCountDetail, StockCountLine } from '@tradewind/contract/wms/stock-count.schema';
import { useSaveMutation } from '@/core/api/crud-mutations';
import { createQueryKeys } from '@/core/api/query-keys';
import { http } from '@/core/http/http-client';

/** Query keys and calls of stock counts: the detail page's view, the counting page's (`work`), the actions. */
export const stockCountKeys = createQueryKeys('wms', 'stock_count');
const workKey = (id: number) => [...stockCountKeys.detail(id), 'work'] as const;

export const useStockCountQuery = (id: number | null) =>
  useQuery({
    queryKey: stockCountKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<StockCountDetail>(`/wms/stock_count/${id}`, { signal })).data,
    enabled: id !== null,
  });

export const useStockCountWorkQuery = (id: number | null) =>
  useQuery({
    queryKey: workKey(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<StockCountDetail>(`/wms/stock_count/${id}/work`, { signal })).data,
    enabled: id !== null,
  });

export const useSaveStockCountMutation = () => useSaveMutation<object, StockCountDetail>({ path: '/wms/stock_count', keys: stockCountKeys, quiet: true });

/** A state change (`PUT /wms/stock_count/{id}/{action}`): the lists, the count and the stock reload. */
export function useStockCountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, body = {} }: { id: number; action: 'start' | 'submit' | 'recount' | 'audit' | 'cancel' | 'fill_book'; body?: object }) =>
      (await http.put<StockCountDetail>(`/wms/stock_count/${id}/${action}`, body)).data,
    onSuccess: (data) => {
      queryClient.setQueryData(stockCountKeys.detail(data.id), data);
      // the counting page's own view (work) is below the detail's key and reloads with it
      for (const key of [stockCountKeys.all, ['wms', 'stock']]) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** Saves counted quantities; the counting page merges the answered lines into its view. */
export function useCountStockMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: Array<{ id?: number; sku_id?: number; location_id?: number; qty: string }>) =>
      (await http.put<StockCountLine[]>(`/wms/stock_count/${id}/count`, { lines })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData<StockCountDetail>(workKey(id), (old) => {
        if (!old) return old;
        const byId = new Map(saved.map((l) => [l.id, l]));
        const known = new Set(old.lines.map((l) => l.id));
        const lines = [...old.lines.map((l) => byId.get(l.id) ?? l), ...saved.filter((l) => !known.has(l.id))];
        return { ...old, lines, counted_count: lines.filter((l) => l.counted_qty !== null).length, line_count: lines.length };
      });
      void queryClient.invalidateQueries({ queryKey: stockCountKeys.detail(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: stockCountKeys.lists() });
    },
  });
}

/** The scan of a code the count has no line of: the SKU, or null (404). */
export async function findCountSku(id: number, code: string): Promise<CountSku | null> {
  try {
    return (await http.get<CountSku>(`/wms/stock_count/${id}/sku`, { query: { code }, quiet: true })).data;
  } catch {
    return null;
  }
}
