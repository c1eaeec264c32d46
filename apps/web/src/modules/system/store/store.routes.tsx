import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

export const STORE_LIST_PATH = '/system/store/list';
export const STORE_ADD_PATH = '/system/store/add';
export const storeEditPath = (id: number) => `/system/store/edit?id=${id}`;

/** The add and edit pages share one form page; edit reads the store from `?id=`. */
export const storeRoutes: RouteObject[] = [
  {
    path: 'system/store/list',
    handle: { title: 'route.system_store', permission: 'system:store:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/store-list-page')).StoreListPage }),
  },
  {
    path: 'system/store/add',
    handle: { title: 'route.system_store_add', permission: 'system:store:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/store-form-page')).StoreFormPage }),
  },
  {
    path: 'system/store/edit',
    handle: { title: 'route.system_store_edit', permission: 'system:store:update' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/store-form-page')).StoreFormPage }),
  },
];
