import type { RouteObject } from 'react-router';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import type { RouteHandle } from '@/core/routing/route-handle';

/** `permission` joins RouteHandle with the shell's route guard; until then it is declared here. */
type PageHandle = RouteHandle & { permission: PermissionRule };

export const actionLogRoutes: RouteObject[] = [
  {
    path: 'system/system/action_log',
    handle: { title: 'route.system_action_log', permission: 'system:action_log:list' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./pages/action-log-page')).ActionLogPage }),
  },
];
