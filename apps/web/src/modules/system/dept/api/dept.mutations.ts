import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateDeptSchema, Department } from '@tradewind/contract/system/dept.schema';
import { http } from '@/core/http/http-client';
import { deptKeys } from './dept.keys';

/** What the form sends: the contract schema's input (empty optional texts are left out, not null). */
export type DeptBody = z.input<typeof CreateDeptSchema>;

/** The tree is the list and the detail at once: every change reloads it. */
function useInvalidateDepts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: deptKeys.all });
}

export function useSaveDeptMutation() {
  const invalidate = useInvalidateDepts();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: DeptBody }) =>
      id === null ? (await http.post<Department>('/dept', input, { quiet: true })).data : (await http.put<Department>('/dept', { ...input, id }, { quiet: true })).data,
    onSuccess: invalidate,
  });
}

/** Refused with 409 while the department has sub-departments or staff; the app-wide handler toasts why. */
export function useDeleteDeptMutation() {
  const invalidate = useInvalidateDepts();
  return useMutation({
    mutationFn: async (id: number) => http.delete<unknown>(`/dept/${id}`),
    onSuccess: invalidate,
  });
}
