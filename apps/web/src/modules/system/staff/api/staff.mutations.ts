import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateStaffSchema, Staff, StaffInvite } from '@tradewind/contract/system/staff.schema';
import { http } from '@/core/http/http-client';
import { deptKeys } from '../../dept/api/dept.keys';
import { roleKeys } from '../../role/api/role.keys';
import { staffKeys } from './staff.keys';

/** A staff change moves department head counts and role holder counts too. */
function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return async (id?: number) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'search'] }),
      id === undefined ? null : queryClient.invalidateQueries({ queryKey: staffKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: deptKeys.all }),
      queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
    ]);
  };
}

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

export function useDeleteStaffMutation() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: async (id: number) => http.delete<unknown>(`/staff/${id}`),
    onSuccess: (_data, id) => invalidate(id),
  });
}

/** POST /staff/invite: a link people open to join; they then wait in the 待审核 tab. */
export function useCreateInviteMutation() {
  return useMutation({
    mutationFn: async (deptId: number | null) => (await http.post<StaffInvite>('/staff/invite', { dept_id: deptId ?? '' })).data,
  });
}
