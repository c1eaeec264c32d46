import type { RouteObject } from 'react-router';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import type { RouteHandle } from '@/core/routing/route-handle';

/** `permission` joins RouteHandle with the shell's route guard; until then it is declared here. */
type PageHandle = RouteHandle & { permission: PermissionRule };

export const roleRoutes: RouteObject[] = [
  {
    path: 'system/role/list',
    handle: { title: 'route.system_role', permission: 'system:role:list' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./pages/role-list-page')).RoleListPage }),
  },
];
