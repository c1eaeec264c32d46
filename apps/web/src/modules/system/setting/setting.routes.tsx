import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

/**
 * Every signed-in member may read the company settings (the shell shows them); the page is for those who
 * may change them.
 */
export const systemSettingRoutes: RouteObject[] = [
  {
    path: 'system/setting/system',
    handle: { title: 'route.system_setting', permission: 'system:setting:update' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/system-setting-page')).SystemSettingPage }),
  },
];
