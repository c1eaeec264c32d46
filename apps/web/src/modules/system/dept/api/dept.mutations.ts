import type { z } from 'zod';
import type { CreateDeptSchema, Department } from '@tradewind/contract/system/dept.schema';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { deptKeys } from './dept.keys';

/** What the form sends: the contract schema's input (empty optional texts are left out, not null). */
export type DeptBody = z.input<typeof CreateDeptSchema>;

/** The tree is the list and the detail at once: every change reloads it. */
const alsoInvalidate = [deptKeys.tree()];

export const useSaveDeptMutation = () => useSaveMutation<DeptBody, Department>({ path: '/dept', keys: deptKeys, alsoInvalidate, quiet: true });

/** Refused with 409 while the department has sub-departments or staff; the app-wide handler toasts why. */
export const useDeleteDeptMutation = () => useDeleteMutation({ path: '/dept', keys: deptKeys, alsoInvalidate });
