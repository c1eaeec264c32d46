import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProfitOrderLines, ProfitOrdersQuery, ProfitQuery, ProfitReport } from '@tradewind/contract/bi/profit.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http, type QueryParams } from '@/core/http/http-client';

export const profitKeys = { ...createQueryKeys('bi', 'profit'), orders: (query: object) => ['bi', 'profit', 'orders', query] as const };

/** `GET /bi/profit`: profit by the dimension and the drill-down's narrowing in the address. */
export function useProfitQuery(query: ProfitQuery) {
  return useQuery({
    queryKey: profitKeys.list(query),
    queryFn: async ({ signal }) => (await http.get<ProfitReport>('/bi/profit', { query: query as QueryParams, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** `GET /bi/profit/orders`: the order lines of one SKU in the period (the drill-down's last step). */
export function useProfitOrdersQuery(query: ProfitOrdersQuery) {
  return useQuery({
    queryKey: profitKeys.orders(query),
    queryFn: async ({ signal }) => (await http.get<ProfitOrderLines>('/bi/profit/orders', { query: query as QueryParams, signal })).data,
    placeholderData: keepPreviousData,
  });
}

export const PROFIT_EXPORTS = { table: '/bi/profit/export', orders: '/bi/profit/orders/export' } as const;
