import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GoodsSalesCategories, GoodsSalesCategoryQuery, GoodsSalesTrend, GoodsSalesTrendQuery } from '@tradewind/contract/bi/goods-sales.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http, type QueryParams } from '@/core/http/http-client';

export const GOODS_SALES_PATH = '/bi/goods_sales/list';
export const GOODS_SALES_EXPORT_PATH = '/bi/goods_sales/list/export';

export const goodsSalesKeys = createQueryKeys('bi', 'goods_sales');
const trendKeys = createQueryKeys('bi', 'goods_sales', 'trend');
const categoryKeys = createQueryKeys('bi', 'goods_sales', 'categories');

/** `GET /bi/goods_sales/trend`: the chosen SKU's (or the top 5's) net amount per day, week or month. */
export function useGoodsSalesTrendQuery(query: GoodsSalesTrendQuery) {
  return useQuery({
    queryKey: [...trendKeys.all, query],
    queryFn: async ({ signal }) => (await http.get<GoodsSalesTrend>('/bi/goods_sales/trend', { query: query as unknown as QueryParams, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** `GET /bi/goods_sales/categories`: the net amount per category. */
export function useGoodsSalesCategoriesQuery(query: GoodsSalesCategoryQuery) {
  return useQuery({
    queryKey: [...categoryKeys.all, query],
    queryFn: async ({ signal }) => (await http.get<GoodsSalesCategories>('/bi/goods_sales/categories', { query: query as unknown as QueryParams, signal })).data,
    placeholderData: keepPreviousData,
  });
}
