import { pathsOf } from '@tradewind/contract/common/pages';
import { systemPages } from '@tradewind/contract/system/system.pages';
import { routesOf } from '@/core/routing/page-routes';
import { redirectSignedIn, requireSession } from '@/core/routing/route-guards';

/**
 * The system pages' components, by manifest key (their paths, titles and permissions: contract
 * system/system.pages.ts). The session pages send a signed-in visitor home; the invite link is the
 * credential, so a signed-in person may open it too (for a colleague's phone). The scan confirmation
 * (the page the QR code opens) and the first-run wizard need a session but not the shell.
 */
export const systemRoutes = routesOf(systemPages, {
  'user.login': { load: () => import('./auth/pages/login-page').then((m) => m.LoginPage), loader: redirectSignedIn },
  'user.register': { load: () => import('./auth/pages/register-page').then((m) => m.RegisterPage), loader: redirectSignedIn },
  'user.join': () => import('./auth/pages/join-page').then((m) => m.JoinPage),
  'user.scan_login': { load: () => import('./auth/pages/scan-login-page').then((m) => m.ScanLoginPage), loader: redirectSignedIn },
  'user.initialization': { load: () => import('./tenant/pages/initialization-page').then((m) => m.InitializationPage), loader: requireSession },
  'user.scan_confirm': { load: () => import('./auth/pages/scan-confirm-page').then((m) => m.ScanConfirmPage), loader: requireSession },
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

// The addresses pages link to and redirect to.
export const REGISTER_PATH = path('user.register');
export const INITIALIZATION_PATH = path('user.initialization');
export const SCAN_LOGIN_PATH = path('user.scan_login');
export const SCAN_CONFIRM_PATH = path('user.scan_confirm');
export const STORE_LIST_PATH = path('system.store');
export const STORE_ADD_PATH = path('system.store_add');
/** the import centre, with a kind chosen (the lists' import buttons) */
export const importPath = (kind: string) => path('system.import', `?kind=${encodeURIComponent(kind)}`);
export const storeEditPath = (id: number) => path('system.store_edit', `?id=${id}`);
