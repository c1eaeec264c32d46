import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

export const menuRoutes: RouteObject[] = [
  {
    path: 'system/menu/list',
    handle: { title: 'route.system_menu', permission: 'system:menu:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/menu-list-page')).MenuListPage }),
  },
];
