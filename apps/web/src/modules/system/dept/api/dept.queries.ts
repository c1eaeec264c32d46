import { useQuery } from '@tanstack/react-query';
import type { Department } from '@tradewind/contract/system/dept.schema';
import { http } from '@/core/http/http-client';
import { deptKeys } from './dept.keys';

/** GET /depts: the department tree with head counts (any signed-in staff). */
export function useDeptTreeQuery() {
  return useQuery({
    queryKey: deptKeys.tree(),
    queryFn: async ({ signal }) => (await http.get<Department[]>('/depts', { signal })).data,
    staleTime: 60_000,
  });
}
