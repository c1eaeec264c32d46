import type { RouteObject } from 'react-router';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import type { RouteHandle } from '@/core/routing/route-handle';

/** `permission` joins RouteHandle with the shell's route guard; until then it is declared here. */
type PageHandle = RouteHandle & { permission: PermissionRule };

export const accountPeriodListPath = (periodId?: number) => (periodId ? `/crm/account_period/list?account_period_id=${periodId}` : '/crm/account_period/list');

/** The account-period customers page of spec 001 §2 (title as the server's menu seed). */
export const accountPeriodRoutes: RouteObject[] = [
  {
    path: 'crm/account_period/list',
    handle: { title: 'route.crm_account_period', permission: 'crm:customer_account_period:list' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./pages/account-period-list-page')).AccountPeriodListPage }),
  },
];
