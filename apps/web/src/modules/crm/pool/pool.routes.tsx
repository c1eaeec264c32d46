import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

/** The public pool and its rules (spec 001 §2 /crm/customer/public, /crm/down_public). */
export const poolRoutes: RouteObject[] = [
  {
    path: 'crm/customer/public',
    handle: { title: 'route.crm_public', permission: 'crm:public:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/public-pool-page')).PublicPoolPage }),
  },
  {
    path: 'crm/down_public',
    handle: { title: 'route.crm_down_public', permission: 'crm:down_public:index' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/pool-rules-page')).PoolRulesPage }),
  },
];
