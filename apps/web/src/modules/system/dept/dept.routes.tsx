import type { RouteObject } from 'react-router';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import type { RouteHandle } from '@/core/routing/route-handle';

/** `permission` joins RouteHandle with the shell's route guard; until then it is declared here. */
type PageHandle = RouteHandle & { permission: PermissionRule };

export const deptRoutes: RouteObject[] = [
  {
    path: 'system/dept/list',
    handle: { title: 'route.system_dept', permission: 'system:dept:list' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./pages/dept-list-page')).DeptListPage }),
  },
];
