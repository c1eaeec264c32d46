import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

/** Customer settings (spec 001 §2 /crm/setting/index): customer types and levels. */
export const settingRoutes: RouteObject[] = [
  {
    path: 'crm/setting/index',
    handle: { title: 'route.crm_setting', permission: 'crm:setting:index' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/customer-setting-page')).CustomerSettingPage }),
  },
];
