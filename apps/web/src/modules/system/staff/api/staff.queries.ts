import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { Staff } from '@tradewind/contract/system/staff.schema';
import { http } from '@/core/http/http-client';
import { useListQuery } from '@/core/list/list-query';
import { staffKeys, type StaffListParams } from './staff.keys';

/** Picker lists are short: the first 50 matches, like the staff search of other modules. */
export const STAFF_SEARCH_LIMIT = 50;

export function useStaffListQuery(params: StaffListParams) {
  return useListQuery<Staff>({ queryKey: staffKeys.lists(), path: '/staffs', query: params });
}

const fetchStaff = async (id: number, signal?: AbortSignal) => (await http.get<Staff>(`/staff/${id}`, { signal })).data;

export function useStaffQuery(id: number | null) {
  return useQuery({ queryKey: staffKeys.detail(id ?? 0), queryFn: ({ signal }) => fetchStaff(id ?? 0, signal), enabled: id !== null });
}

/** Several staff by id (labels of a picker's chosen values that the search did not return). */
export function useStaffByIdsQueries(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({ queryKey: staffKeys.detail(id), queryFn: ({ signal }: { signal: AbortSignal }) => fetchStaff(id, signal), staleTime: 60_000 })),
  });
}

/** GET /staffs/search: active, approved staff by name, phone or account (any signed-in user). */
export function useStaffSearchQuery(keyword: string) {
  return useQuery({
    queryKey: staffKeys.search(keyword),
    queryFn: async ({ signal }) => (await http.get<Staff[]>('/staffs/search', { query: { keyword, limit: STAFF_SEARCH_LIMIT }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
