import { keepPreviousData, useQueries, useQuery, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StaffListQuery, Staff, CreateStaffSchema, StaffInvite } from '@tradewind/contract/system/staff.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http } from '@/core/http/http-client';
import { useListQuery } from '@/core/list/list-query';
import { useDeleteMutation, useInvalidateEntity } from '@/core/api/crud-mutations';
import { deptKeys } from '../../dept/api/dept.api';
import { roleKeys } from '../../role/api/role.api';

export type StaffListParams = Partial<StaffListQuery>;

export const staffKeys = {
  ...createQueryKeys('staff'),
  search: (keyword: string) => ['staff', 'search', keyword] as const,
};

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

/** A staff change moves the pickers' search, department head counts and role holder counts too. */
// made when a hook runs, not at load: role.api imports this file and this file imports role.api
const alsoInvalidate = () => [[...staffKeys.all, 'search'], deptKeys.all, roleKeys.lists()];
const useInvalidateStaff = () => useInvalidateEntity({ keys: staffKeys, alsoInvalidate: alsoInvalidate() });

/** Input of the create form; the form's own field names, with the password only when creating. */
export type StaffInput = Omit<z.input<typeof CreateStaffSchema>, 'password'> & { password?: string };

export function useSaveStaffMutation() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: StaffInput }) =>
      id === null
        ? (await http.post<Staff>('/staff', input, { quiet: true })).data
        : (await http.put<Staff>('/staff', { ...input, id, password: undefined }, { quiet: true })).data,
    onSuccess: (staff) => invalidate(staff.id),
  });
}

export function useSetStaffStatusMutation() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 0 | 1 }) => http.put<unknown>(`/staff/${id}/status`, { status }),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}

/** Approves (pass 1) or rejects (pass 0, the member is removed) someone who joined through an invite. */
export function useAuditStaffMutation() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: async ({ id, pass }: { id: number; pass: 0 | 1 }) => http.put<unknown>(`/staff/${id}/audit`, { pass }),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}

export function useResetStaffPasswordMutation() {
  return useMutation({
    mutationFn: async (input: { id: number; password: string }) => http.put<unknown>('/staff/reset_password', input, { quiet: true }),
  });
}

export const useDeleteStaffMutation = () => useDeleteMutation({ path: '/staff', keys: staffKeys, alsoInvalidate: alsoInvalidate() });

/** POST /staff/invite: a link people open to join; they then wait in the 待审核 tab. */
export function useCreateInviteMutation() {
  return useMutation({
    mutationFn: async (deptId: number | null) => (await http.post<StaffInvite>('/staff/invite', { dept_id: deptId ?? '' })).data,
  });
}
