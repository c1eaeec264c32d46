import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeMessage } from '@tradewind/contract/common/realtime';
import { SESSION_CHANGED_TOPIC } from '@tradewind/contract/system/permission.constants';
import { authKeys } from '../auth/api/auth.api';
import { menuKeys } from '../menu/api/menu.api';

/**
 * A 'session.changed' push (a role this person holds got other permissions, or the tenant's menus
 * changed): refetch `/auth/info` — the side menu, the buttons and the page checks follow it — and the
 * menu tree the menu page and the role editor show. Other topics are not ours.
 */
export function refreshOnSessionChanged(queryClient: QueryClient, message: RealtimeMessage): boolean {
  if (message.topic !== SESSION_CHANGED_TOPIC) return false;
  void queryClient.invalidateQueries({ queryKey: authKeys.info() });
  void queryClient.invalidateQueries({ queryKey: menuKeys.all });
  return true;
}
