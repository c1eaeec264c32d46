import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProfitOrderLines, ProfitOrdersQuery, ProfitPageQuery, ProfitReport } from '@tradewind/contract/bi/profit.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http, type QueryParams } from '@/core/http/http-client';

export const profitKeys = { ...createQueryKeys('bi', 'profit'), orders: (query: object) => ['bi', 'profit', 'orders', query] as const };

/** `GET /bi/profit`: profit by the dimension and the drill-down's narrowing in the address, a page of it. */
export function useProfitQuery(query: ProfitPageQuery) {
  return useQuery({
    queryKey: profitKeys.list(query),
    queryFn: async ({ signal }) => (await http.get<ProfitReport>('/bi/profit', { query: query as QueryParams, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** `GET /bi/profit/orders`: the order lines of one SKU in the period (the drill-down's last step); asks nothing while not `enabled`. */
export function useProfitOrdersQuery(query: ProfitOrdersQuery, enabled = true) {
  return useQuery({
    queryKey: profitKeys.orders(query),
    enabled,
    queryFn: async ({ signal }) => (await http.get<ProfitOrderLines>('/bi/profit/orders', { query: query as QueryParams, signal })).data,
    placeholderData: keepPreviousData,
  });
}

export const PROFIT_EXPORTS = { table: '/bi/profit/export', orders: '/bi/profit/orders/export' } as const;
