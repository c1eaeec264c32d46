import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateRoleSchema, Role } from '@tradewind/contract/system/role.schema';
import { http } from '@/core/http/http-client';
import { staffKeys } from '../../staff/api/staff.keys';
import { roleKeys } from './role.keys';

/** What the form sends: the contract schema's input (empty optional texts are left out, not null). */
export type RoleBody = z.input<typeof CreateRoleSchema>;

function useInvalidateRoles() {
  const queryClient = useQueryClient();
  return async (id?: number) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: roleKeys.options() }),
      id === undefined ? null : queryClient.invalidateQueries({ queryKey: roleKeys.detail(id) }),
      // staff rows show their roles' names
      queryClient.invalidateQueries({ queryKey: staffKeys.all }),
    ]);
  };
}

export function useSaveRoleMutation() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: RoleBody }) =>
      id === null ? (await http.post<Role>('/role', input, { quiet: true })).data : (await http.put<Role>('/role', { ...input, id }, { quiet: true })).data,
    onSuccess: (role) => invalidate(role.id),
  });
}

/** A role still held by staff needs `transferRoleId`, the role they move to (409 'role.in_use' otherwise). */
export function useDeleteRoleMutation() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: async ({ id, transferRoleId }: { id: number; transferRoleId?: number }) =>
      http.delete<unknown>(`/role/${id}`, { query: { transfer_role_id: transferRoleId } }),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}
