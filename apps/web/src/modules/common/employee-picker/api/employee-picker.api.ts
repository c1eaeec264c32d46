/**
 * The picker's own keys: the system module owns the staff and department pages, but only exports what
 * its index.ts offers, so the picker reads the same endpoints under its own key space.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Department } from '@tradewind/contract/system/dept.schema';
import type { Staff } from '@tradewind/contract/system/staff.schema';
import { http } from '@/core/http/http-client';
import { fetchList } from '@/core/list/list-query';

/**
 * The picker's own keys: the system module owns the staff and department pages, but only exports what
 * its index.ts offers, so the picker reads the same endpoints under its own key space.
 */
export type EmployeePageParams = { page: number; page_size: number; name?: string; c_dept_id?: number };

export const employeePickerKeys = {
  all: ['employee-picker'] as const,
  depts: () => [...employeePickerKeys.all, 'depts'] as const,
  pages: () => [...employeePickerKeys.all, 'page'] as const,
  page: (params: EmployeePageParams) => [...employeePickerKeys.pages(), params] as const,
  search: (keyword: string) => [...employeePickerKeys.all, 'search', keyword] as const,
};

/** /staffs/search answers at most this many (its own cap). */
export const EMPLOYEE_SEARCH_LIMIT = 50;

/** GET /depts: the department tree (any signed-in staff). */
export function useDeptTreeQuery(enabled: boolean) {
  return useQuery({
    queryKey: employeePickerKeys.depts(),
    queryFn: async ({ signal }) => (await http.get<Department[]>('/depts', { signal, quiet: true })).data,
    enabled,
    staleTime: 60_000,
  });
}

/** GET /staffs for callers with system:staff:list: active (status 1), approved (is_audit 1) staff. */
export function useEmployeePageQuery(params: EmployeePageParams, enabled: boolean) {
  return useQuery({
    queryKey: employeePickerKeys.page(params),
    queryFn: ({ signal }) => fetchList<Staff>('/staffs', { ...params, status: 1, is_audit: 1 }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /staffs/search?keyword=: the fallback without system:staff:list (active, approved staff; no pages). */
export function useEmployeeSearchQuery(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: employeePickerKeys.search(keyword),
    queryFn: async ({ signal }) => (await http.get<Staff[]>('/staffs/search', { query: { keyword, limit: EMPLOYEE_SEARCH_LIMIT }, signal })).data,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
