import type { RouteObject } from 'react-router';
import { actionLogRoutes } from './action-log/action-log.routes';
import { deptRoutes } from './dept/dept.routes';
import { menuRoutes } from './menu/menu.routes';
import { roleRoutes } from './role/role.routes';
import { systemSettingRoutes } from './setting/setting.routes';
import { staffRoutes } from './staff/staff.routes';
import { storeRoutes } from './store/store.routes';

/**
 * The system module's pages, for the router (see crm/crm.routes.ts for why apart from index.ts): the
 * session pages (public layout unless they say otherwise), personal settings, and the administration
 * pages of the /system catalogue (spec 001 §2), each with its title and permission in `handle`.
 */
export { authRoutes, scanConfirmRoutes } from './auth/auth.routes';
export { initializationRoutes } from './tenant/tenant.routes';
export { settingRoutes } from './profile/profile.routes';

export const systemAdminRoutes: RouteObject[] = [
  ...staffRoutes,
  ...deptRoutes,
  ...roleRoutes,
  ...menuRoutes,
  ...actionLogRoutes,
  ...storeRoutes,
  ...systemSettingRoutes,
];
