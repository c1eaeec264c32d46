import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';
import { poolRoutes } from '../pool/pool.routes';
import { settingRoutes } from '../setting/setting.routes';

export const CUSTOMER_LIST_PATH = '/crm/customer/list';
export const CUSTOMER_ADD_PATH = '/crm/customer/add';
export const customerEditPath = (id: number) => `/crm/customer/edit?id=${id}`;

/** The customer pages of spec 001 §2 (titles as the server's menu seeds); add and edit share one form page. */
export const customerRoutes: RouteObject[] = [
  {
    path: 'crm/customer/list',
    handle: { title: 'route.crm_customer', permission: 'crm:customer:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/customer-list-page')).CustomerListPage }),
  },
  {
    path: 'crm/customer/add',
    handle: { title: 'route.crm_customer_add', permission: 'crm:customer:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/customer-form-page')).CustomerFormPage }),
  },
  {
    path: 'crm/customer/edit',
    handle: { title: 'route.crm_customer_edit', permission: 'crm:customer:update' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/customer-form-page')).CustomerFormPage }),
  },
  ...poolRoutes,
  ...settingRoutes,
];
