import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListData } from '@tradewind/contract/common/envelope';
import { MAX_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import type { Location } from '@tradewind/contract/wms/location.schema';
import type { AvailableStockRow, StockAlertInput, StockRow } from '@tradewind/contract/wms/stock-view.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http, type QueryParams } from '@/core/http/http-client';
import type { AvailableOf } from '../available-stock';

export const STOCK_LIST_PATH = '/wms/stock';
export const STOCK_EXPORT_PATH = '/wms/stock/export';
export const STOCK_HISTORY_PATH = '/wms/stock/history';
export const STOCK_HISTORY_EXPORT_PATH = '/wms/stock/history/export';
export const LOCATION_STOCK_PATH = '/wms/stock/location_stock';
export const STOCK_DANGER_PATH = '/wms/stock/danger';
export const STOCK_LACK_PATH = '/wms/stock/lack';

export const stockKeys = createQueryKeys('wms', 'stock');
export const stockHistoryKeys = createQueryKeys('wms', 'stock', 'history');
export const locationStockKeys = createQueryKeys('wms', 'stock', 'location');
export const stockDangerKeys = createQueryKeys('wms', 'stock', 'danger');
export const stockLackKeys = createQueryKeys('wms', 'stock', 'lack');

/** `PUT /wms/stock/alert`: a SKU's safety and upper limits in a warehouse; every stock list shows them. */
export function useStockAlertMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: StockAlertInput) => (await http.put<StockRow>('/wms/stock/alert', body, { quiet: true })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: stockKeys.all }),
  });
}

/** Every live location of a warehouse (page by page, as the location list orders them): what labels print. */
export function useWarehouseLocationsQuery(warehouseId: number | undefined) {
  return useQuery({
    queryKey: ['wms', 'location', 'all', warehouseId],
    enabled: warehouseId !== undefined,
    queryFn: async ({ signal }) => {
      const all: Location[] = [];
      for (let page = 1; ; page += 1) {
        const data = (await http.get<ListData<Location>>('/wms/locations', { query: { warehouse_id: warehouseId, page, page_size: MAX_PAGE_SIZE }, signal })).data;
        all.push(...data.list);
        if (data.list.length < MAX_PAGE_SIZE || all.length >= data.pagination.total) return all;
      }
    },
  });
}

export const AVAILABLE_STOCK_PATH = '/wms/stock/available';

/**
 * What the SKUs of a document's lines may still take from each warehouse they ship from (on hand −
 * reserved), one call per warehouse to `path`: `/wms/stock/available` for the transfer form, oms's
 * `/oms/order/stock` for the order form (a rep holds no warehouse permission). Figures already read stay
 * while a newly added SKU's are read; a refused read leaves its lines without a hint.
 */
export function useAvailableOf(path: string, warehouseIds: ReadonlyArray<number | null | undefined>, skuIds: readonly number[], extra: QueryParams = {}): AvailableOf {
  const skus = [...new Set(skuIds)].sort((a, b) => a - b);
  const warehouses = [...new Set(warehouseIds.filter((w): w is number => typeof w === 'number'))];
  const results = useQueries({
    queries: warehouses.map((warehouseId) => ({
      queryKey: [...stockKeys.all, 'available', path, warehouseId, skus, extra],
      enabled: skus.length > 0,
      placeholderData: keepPreviousData,
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await http.get<{ list: AvailableStockRow[] }>(path, { query: { ...extra, warehouse_id: warehouseId, sku_ids: skus.join(',') }, signal, quiet: true })).data.list,
    })),
  });
  const byKey = new Map(results.flatMap((r) => (r.data ?? []).map((row) => [`${row.warehouse_id}:${row.sku_id}`, row.available] as const)));
  return (warehouseId, skuId) => byKey.get(`${warehouseId}:${skuId}`);
}
