import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateStaffSchema, Staff, StaffInvite } from '@tradewind/contract/system/staff.schema';
import { useDeleteMutation, useInvalidateEntity } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';
import { deptKeys } from '../../dept/api/dept.keys';
import { roleKeys } from '../../role/api/role.keys';
import { staffKeys } from './staff.keys';

/** A staff change moves the pickers' search, department head counts and role holder counts too. */
const alsoInvalidate = [[...staffKeys.all, 'search'], deptKeys.all, roleKeys.lists()];
const useInvalidateStaff = () => useInvalidateEntity({ keys: staffKeys, alsoInvalidate });

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

export const useDeleteStaffMutation = () => useDeleteMutation({ path: '/staff', keys: staffKeys, alsoInvalidate });

/** POST /staff/invite: a link people open to join; they then wait in the 待审核 tab. */
export function useCreateInviteMutation() {
  return useMutation({
    mutationFn: async (deptId: number | null) => (await http.post<StaffInvite>('/staff/invite', { dept_id: deptId ?? '' })).data,
  });
}
