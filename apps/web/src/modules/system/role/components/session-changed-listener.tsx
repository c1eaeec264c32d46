import { useQueryClient } from '@tanstack/react-query';
import { SESSION_CHANGED_TOPIC } from '@tradewind/contract/system/permission.constants';
import { useRealtimeTopic } from '@/modules/common';
import { refreshOnSessionChanged } from '../session-changed';

/**
 * Mounted once in the signed-in shell (the module slot, inside the realtime provider): a change of this
 * person's rights or of the menus shows without a reload (issue 14, defect 8).
 */
export function SessionChangedListener() {
  const queryClient = useQueryClient();
  useRealtimeTopic(SESSION_CHANGED_TOPIC, (message) => refreshOnSessionChanged(queryClient, message));
  return null;
}
