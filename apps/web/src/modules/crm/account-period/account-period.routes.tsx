import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

export const accountPeriodListPath = (periodId?: number) => (periodId ? `/crm/account_period/list?account_period_id=${periodId}` : '/crm/account_period/list');

/** The account-period customers page of spec 001 §2 (title as the server's menu seed). */
export const accountPeriodRoutes: RouteObject[] = [
  {
    path: 'crm/account_period/list',
    handle: { title: 'route.crm_account_period', permission: 'crm:customer_account_period:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/account-period-list-page')).AccountPeriodListPage }),
  },
];
