import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GoodsSummary, GoodsSummaryQuery } from '@tradewind/contract/bi/goods.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http, type QueryParams } from '@/core/http/http-client';

export const GOODS_SKUS_PATH = '/bi/goods/skus';
export const GOODS_SKUS_EXPORT_PATH = '/bi/goods/skus/export';
export const SLOW_MOVERS_PATH = '/bi/goods/slow_movers';
export const SLOW_MOVERS_EXPORT_PATH = '/bi/goods/slow_movers/export';

export const goodsSkuKeys = createQueryKeys('bi', 'goods', 'skus');
export const slowMoverKeys = createQueryKeys('bi', 'goods', 'slow_movers');
const summaryKeys = createQueryKeys('bi', 'goods', 'summary');

/** `GET /bi/goods/summary`: best and worst sellers, the ABC classes and the Pareto points of a period. */
export function useGoodsSummaryQuery(query: GoodsSummaryQuery) {
  return useQuery({
    queryKey: [...summaryKeys.all, query],
    queryFn: async ({ signal }) => (await http.get<GoodsSummary>('/bi/goods/summary', { query: query as unknown as QueryParams, signal })).data,
    placeholderData: keepPreviousData,
  });
}
