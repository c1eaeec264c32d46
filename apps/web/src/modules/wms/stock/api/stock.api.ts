import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListData } from '@tradewind/contract/common/envelope';
import { MAX_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import type { Location } from '@tradewind/contract/wms/location.schema';
import type { StockAlertInput, StockRow } from '@tradewind/contract/wms/stock-view.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http } from '@/core/http/http-client';

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
