import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

export const deptRoutes: RouteObject[] = [
  {
    path: 'system/dept/list',
    handle: { title: 'route.system_dept', permission: 'system:dept:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/dept-list-page')).DeptListPage }),
  },
];
