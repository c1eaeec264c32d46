import { useMutation, useQuery } from '@tanstack/react-query';
import type { ListData } from '@tradewind/contract/common/envelope';
import { MAX_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import type { SkuPriceLog, SkuRow, SkuStatusBody } from '@tradewind/contract/pms/sku.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useInvalidateEntity } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';
import { skuSearchKeys } from '../../sku-picker/api/sku-search.api';

export const skuKeys = { ...createQueryKeys('pms', 'sku'), priceLogs: (id: number) => ['pms', 'sku', 'price_logs', id] as const, printed: (ids: readonly number[]) => ['pms', 'sku', 'printed', ids] as const };
export const SKU_LIST_PATH = '/pms/skus';
export const SKU_EXPORT_PATH = '/pms/skus/export';

/** A change to SKUs shows on the list, the picker's pages and the price history. */
function useInvalidateSkus() {
  return useInvalidateEntity({ keys: skuKeys, alsoInvalidate: [skuSearchKeys.all, ['pms', 'sku', 'price_logs']] });
}

/** `PUT /pms/skus/status`: the ticked SKUs on or off sale. */
export function useSkuStatusMutation() {
  const invalidate = useInvalidateSkus();
  return useMutation({
    mutationFn: async (body: SkuStatusBody) => (await http.put<unknown>('/pms/skus/status', body)).data,
    onSuccess: () => invalidate(),
  });
}

/** The three prices as two-decimal strings; market price may be empty. */
export type SkuPriceInput = { sale_price: string | null; market_price: string | null; cost_price: string | null };

/** `PUT /pms/sku/:id/price`: the three prices as the dialog holds them; the dialog shows refused fields. */
export function useSkuPriceMutation() {
  const invalidate = useInvalidateSkus();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: SkuPriceInput }) => (await http.put<SkuRow>(`/pms/sku/${id}/price`, input, { quiet: true })).data,
    onSuccess: (_row, { id }) => invalidate(id),
  });
}

/** `GET /pms/sku/:id/price_logs`: who changed which price when, newest first. */
export function useSkuPriceLogsQuery(id: number | null) {
  return useQuery({
    queryKey: skuKeys.priceLogs(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<SkuPriceLog[]>(`/pms/sku/${id}/price_logs`, { signal })).data,
    enabled: id !== null,
  });
}

/** The SKUs of the label print page (`GET /pms/skus?ids[]=…`, at most 100). */
export function usePrintedSkusQuery(ids: readonly number[]) {
  return useQuery({
    queryKey: skuKeys.printed(ids),
    queryFn: async ({ signal }) => {
      const rows = (await http.get<ListData<SkuRow>>(SKU_LIST_PATH, { query: { ids, page_size: MAX_PAGE_SIZE }, signal })).data.list;
      // in the order they were ticked
      return [...rows].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    },
    enabled: ids.length > 0,
  });
}
