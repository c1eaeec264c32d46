import type { RouteObject } from 'react-router';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import type { RouteHandle } from '@/core/routing/route-handle';

/** `permission` joins RouteHandle with the shell's route guard; until then it is declared here. */
type PageHandle = RouteHandle & { permission: PermissionRule };

export const STORE_LIST_PATH = '/system/store/list';
export const STORE_ADD_PATH = '/system/store/add';
export const storeEditPath = (id: number) => `/system/store/edit?id=${id}`;

/** The add and edit pages share one form page; edit reads the store from `?id=`. */
export const storeRoutes: RouteObject[] = [
  {
    path: 'system/store/list',
    handle: { title: 'route.system_store', permission: 'system:store:list' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./pages/store-list-page')).StoreListPage }),
  },
  {
    path: 'system/store/add',
    handle: { title: 'route.system_store_add', permission: 'system:store:create' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./pages/store-form-page')).StoreFormPage }),
  },
  {
    path: 'system/store/edit',
    handle: { title: 'route.system_store_edit', permission: 'system:store:update' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./pages/store-form-page')).StoreFormPage }),
  },
];
