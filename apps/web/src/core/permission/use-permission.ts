import type { PermissionRule } from '@tradewind/contract/common/permission';
import { useOptionalSession } from '@/core/session/session-context';
import { isAllowed } from './permission-rules';

/** Whether the logged-in user passes a spec 000 §6 rule, against the permissions of /auth/info. */
export function usePermission(rule: PermissionRule | null | undefined): boolean {
  const session = useOptionalSession();
  return isAllowed(rule, session?.me.permissions);
}
