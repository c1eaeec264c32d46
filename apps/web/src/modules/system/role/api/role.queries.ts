import { useQuery } from '@tanstack/react-query';
import type { ListData } from '@tradewind/contract/common/envelope';
import { MAX_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import type { Role } from '@tradewind/contract/system/role.schema';
import { http } from '@/core/http/http-client';
import { roleKeys } from './role.keys';

/** Every role for a picker: a company has a handful, well under one page of 100. */
export function useRoleOptionsQuery(enabled = true) {
  return useQuery({
    queryKey: roleKeys.options(),
    queryFn: async ({ signal }) => (await http.get<ListData<Role>>('/roles', { query: { page: 1, page_size: MAX_PAGE_SIZE }, signal })).data.list,
    enabled,
    staleTime: 60_000,
  });
}

export function useRoleQuery(id: number | null) {
  return useQuery({
    queryKey: roleKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<Role>(`/role/${id}`, { signal })).data,
    enabled: id !== null,
  });
}
