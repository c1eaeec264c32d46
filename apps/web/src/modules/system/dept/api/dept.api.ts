import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Department, CreateDeptSchema } from '@tradewind/contract/system/dept.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http } from '@/core/http/http-client';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';

export const deptKeys = {
  ...createQueryKeys('dept'),
  /** the whole tree: departments are few, so one query serves the page, the pickers and the staff filter */
  tree: () => ['dept', 'tree'] as const,
};

/** GET /depts: the department tree with head counts (any signed-in staff). */
export function useDeptTreeQuery() {
  return useQuery({
    queryKey: deptKeys.tree(),
    queryFn: async ({ signal }) => (await http.get<Department[]>('/depts', { signal })).data,
    staleTime: 60_000,
  });
}

/** What the form sends: the contract schema's input (empty optional texts are left out, not null). */
export type DeptBody = z.input<typeof CreateDeptSchema>;

/** The tree is the list and the detail at once: every change reloads it. */
const alsoInvalidate = [deptKeys.tree()];

export const useSaveDeptMutation = () => useSaveMutation<DeptBody, Department>({ path: '/dept', keys: deptKeys, alsoInvalidate, quiet: true });

/** Refused with 409 while the department has sub-departments or staff; the app-wide handler toasts why. */
export const useDeleteDeptMutation = () => useDeleteMutation({ path: '/dept', keys: deptKeys, alsoInvalidate });
