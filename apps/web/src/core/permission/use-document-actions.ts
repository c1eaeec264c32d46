import { actionFlags, allowedActions, type DocumentStates } from '@tradewind/contract/common/document-states';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import { useOptionalSession } from '@/core/session/session-context';
import { isAllowed } from './permission-rules';

/** Whether the logged-in user passes a rule (nothing while the permissions are unknown, as `usePermission`). */
function useCan(): (rule: PermissionRule) => boolean {
  const granted = useOptionalSession()?.me.permissions;
  return (rule) => isAllowed(rule, granted);
}

/**
 * Which of a document's actions to offer: those its declaration (the contract's `defineStates`) starts from
 * `status` and whose permission the logged-in user has — `{ audit: true, delete: false, … }`.
 */
export function useDocumentActions<A extends string>(machine: DocumentStates<number, A>, status: number): Record<A, boolean> {
  return actionFlags(machine, status, useCan());
}

/** The same as a list, in the declaration's order (for a row of buttons drawn alike). */
export function useAllowedActions<A extends string>(machine: DocumentStates<number, A>, status: number): A[] {
  return allowedActions(machine, status, useCan());
}
