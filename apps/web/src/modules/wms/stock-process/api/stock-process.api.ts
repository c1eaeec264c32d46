import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { StockProcessAction, StockProcessDetail, StockProcessPreview, StockProcessRecipe } from '@tradewind/contract/wms/stock-process.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

/** Query keys and calls of stock processing; a posted run changes the stock views too. */
export const stockProcessKeys = createQueryKeys('wms', 'stock_process');
const also = { keys: stockProcessKeys, alsoInvalidate: [['wms', 'stock']] };

export const useStockProcessQuery = (id: number | null) =>
  useQuery({
    queryKey: stockProcessKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<StockProcessDetail>(`/wms/stock_process/${id}`, { signal })).data,
    enabled: id !== null,
  });

export const useRecipesQuery = (enabled: boolean) =>
  useQuery({
    queryKey: [...stockProcessKeys.all, 'recipes'],
    queryFn: async ({ signal }) => (await http.get<StockProcessRecipe[]>('/wms/stock_process/recipes', { signal })).data,
    enabled,
    staleTime: 60_000,
  });

/**
 * The form's figures as saving would make them (today's costs, the spread, the loss). Quiet: a half-typed
 * form is refused without a toast, and the form shows why. The last good answer stays while the next loads.
 */
export const usePreviewQuery = (body: object | null) =>
  useQuery({
    queryKey: [...stockProcessKeys.all, 'preview', body],
    queryFn: async ({ signal }) => (await http.post<StockProcessPreview>('/wms/stock_process/preview', body as never, { signal, quiet: true })).data,
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useSaveStockProcessMutation = () => useSaveMutation<object, StockProcessDetail>({ path: '/wms/stock_process', ...also, quiet: true });
export const useDeleteStockProcessMutation = () => useDeleteMutation({ path: '/wms/stock_process', ...also });

export function useStockProcessActionMutation() {
  const invalidate = useInvalidateEntity(also);
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: StockProcessAction }) => (await http.put<StockProcessDetail>(`/wms/stock_process/${id}/${action}`, {})).data,
    onSuccess: (row) => invalidate(row.id),
  });
}
