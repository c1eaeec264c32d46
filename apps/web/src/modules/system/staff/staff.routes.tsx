import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

export const staffRoutes: RouteObject[] = [
  {
    path: 'system/staff/list',
    handle: { title: 'route.system_staff', permission: 'system:staff:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/staff-list-page')).StaffListPage }),
  },
];
