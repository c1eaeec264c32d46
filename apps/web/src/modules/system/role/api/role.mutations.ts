import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateRoleSchema, Role } from '@tradewind/contract/system/role.schema';
import { useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';
import { staffKeys } from '../../staff/api/staff.keys';
import { roleKeys } from './role.keys';

/** What the form sends: the contract schema's input (empty optional texts are left out, not null). */
export type RoleBody = z.input<typeof CreateRoleSchema>;

// The pickers, and staff rows (they show their roles' names).
const alsoInvalidate = [roleKeys.options(), staffKeys.all];

export const useSaveRoleMutation = () => useSaveMutation<RoleBody, Role>({ path: '/role', keys: roleKeys, alsoInvalidate, quiet: true });

/** A role still held by staff needs `transferRoleId`, the role they move to (409 'role.in_use' otherwise). */
export function useDeleteRoleMutation() {
  const invalidate = useInvalidateEntity({ keys: roleKeys, alsoInvalidate });
  return useMutation({
    mutationFn: async ({ id, transferRoleId }: { id: number; transferRoleId?: number }) =>
      http.delete<unknown>(`/role/${id}`, { query: { transfer_role_id: transferRoleId } }),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}
