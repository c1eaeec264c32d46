import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

export const customerAuthPath = (customerId: number) => `/crm/customer/auth?customer_id=${customerId}`;

/** The certification page of spec 001 §2 (title as the server's menu seed); the drawer itself is no route. */
export const customerDrawerRoutes: RouteObject[] = [
  {
    path: 'crm/customer/auth',
    handle: { title: 'route.crm_customer_auth', permission: 'crm:certification:info' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/customer-auth-page')).CustomerAuthPage }),
  },
];
