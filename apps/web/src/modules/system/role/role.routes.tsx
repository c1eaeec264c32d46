import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

export const roleRoutes: RouteObject[] = [
  {
    path: 'system/role/list',
    handle: { title: 'route.system_role', permission: 'system:role:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/role-list-page')).RoleListPage }),
  },
];
