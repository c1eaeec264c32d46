import type { RouteObject } from 'react-router';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import type { RouteHandle } from '@/core/routing/route-handle';

type PageHandle = RouteHandle & { permission: PermissionRule };

/** The public pool and its rules (spec 001 §2 /crm/customer/public, /crm/down_public). */
export const poolRoutes: RouteObject[] = [
  {
    path: 'crm/customer/public',
    handle: { title: 'route.crm_public', permission: 'crm:public:list' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./pages/public-pool-page')).PublicPoolPage }),
  },
  {
    path: 'crm/down_public',
    handle: { title: 'route.crm_down_public', permission: 'crm:down_public:index' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./pages/pool-rules-page')).PoolRulesPage }),
  },
];
