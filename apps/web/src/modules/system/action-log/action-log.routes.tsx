import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

export const actionLogRoutes: RouteObject[] = [
  {
    path: 'system/system/action_log',
    handle: { title: 'route.system_action_log', permission: 'system:action_log:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/action-log-page')).ActionLogPage }),
  },
];
