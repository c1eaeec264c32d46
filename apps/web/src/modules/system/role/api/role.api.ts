import { useQuery, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';
import { MAX_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import type { Role, CreateRoleSchema } from '@tradewind/contract/system/role.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http } from '@/core/http/http-client';
import { useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { staffKeys } from '../../staff/api/staff.api';

export const roleKeys = {
  ...createQueryKeys('role'),
  /** every role at once, for pickers */
  options: () => ['role', 'options'] as const,
};

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

/** What the form sends: the contract schema's input (empty optional texts are left out, not null). */
export type RoleBody = z.input<typeof CreateRoleSchema>;

// The pickers, and staff rows (they show their roles' names).
// made when a hook runs, not at load: staff.api imports this file and this file imports staff.api
const alsoInvalidate = () => [roleKeys.options(), staffKeys.all];

export const useSaveRoleMutation = () => useSaveMutation<RoleBody, Role>({ path: '/role', keys: roleKeys, alsoInvalidate: alsoInvalidate(), quiet: true });

/** A role still held by staff needs `transferRoleId`, the role they move to (409 'role.in_use' otherwise). */
export function useDeleteRoleMutation() {
  const invalidate = useInvalidateEntity({ keys: roleKeys, alsoInvalidate: alsoInvalidate() });
  return useMutation({
    mutationFn: async ({ id, transferRoleId }: { id: number; transferRoleId?: number }) =>
      http.delete<unknown>(`/role/${id}`, { query: { transfer_role_id: transferRoleId } }),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}
