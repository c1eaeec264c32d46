import { pathsOf } from '@tradewind/contract/common/pages';
import { systemPages } from '@tradewind/contract/system/system.pages';
import { routesOf } from '@/core/routing/page-routes';
import { sessionPageComponents } from './session.routes';

/**
 * The system pages' components, by manifest key (their paths, titles and permissions: contract
 * system/system.pages.ts); the session pages' are in session.routes.ts, which the router knows from the
 * start. This file, with the whole system manifest, loads with the other modules' routes
 * (app/module-routes.ts).
 */
export const systemRoutes = routesOf(systemPages, {
  ...sessionPageComponents,
  'user.setting': () => import('./profile/pages/personal-setting-page').then((m) => m.PersonalSettingPage),
  'system.staff': () => import('./staff/pages/staff-list-page').then((m) => m.StaffListPage),
  'system.dept': () => import('./dept/pages/dept-list-page').then((m) => m.DeptListPage),
  'system.role': () => import('./role/pages/role-list-page').then((m) => m.RoleListPage),
  'system.menu': () => import('./menu/pages/menu-list-page').then((m) => m.MenuListPage),
  'system.action_log': () => import('./action-log/pages/action-log-page').then((m) => m.ActionLogPage),
  'system.store': () => import('./store/pages/store-list-page').then((m) => m.StoreListPage),
  'system.store_add': () => import('./store/pages/store-form-page').then((m) => m.StoreFormPage),
  'system.store_edit': () => import('./store/pages/store-form-page').then((m) => m.StoreFormPage),
  'system.setting': () => import('./setting/pages/system-setting-page').then((m) => m.SystemSettingPage),
  'system.import': () => import('./import/pages/import-page').then((m) => m.ImportPage),
});

const path = pathsOf(systemPages);

// The addresses pages link to and redirect to (the session pages': session.routes.ts).
export const STORE_LIST_PATH = path('system.store');
export const STORE_ADD_PATH = path('system.store_add');
/** the import centre, with a kind chosen (the lists' import buttons) */
export const importPath = (kind: string) => path('system.import', `?kind=${encodeURIComponent(kind)}`);
export const storeEditPath = (id: number) => path('system.store_edit', `?id=${id}`);
