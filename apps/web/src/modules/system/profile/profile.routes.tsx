import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

/** Personal settings, inside the shell (its session guard applies). */
export const settingRoutes: RouteObject[] = [
  {
    path: 'user/setting',
    handle: { title: 'route.setting', layout: 'main' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/personal-setting-page')).PersonalSettingPage }),
  },
];
