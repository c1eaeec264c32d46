import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperationQuery, OperationReport } from '@tradewind/contract/bi/operation.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http, type QueryParams } from '@/core/http/http-client';

export const operationKeys = createQueryKeys('bi', 'operation');

/** `GET /bi/operation`: the dashboard's figures for the period in the address (the last ones stay while the next load). */
export function useOperationQuery(query: OperationQuery) {
  return useQuery({
    queryKey: operationKeys.list(query),
    queryFn: async ({ signal }) => (await http.get<OperationReport>('/bi/operation', { query: query as QueryParams, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** The export calls of the dashboard's three tables (the export centre). */
export const OPERATION_EXPORTS = { trend: '/bi/operation/trend/export', stores: '/bi/operation/stores/export', reps: '/bi/operation/reps/export' } as const;
