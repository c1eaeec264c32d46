import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerActionLogRoutes } from './action-log/action-log.routes';
import { registerAuthRoutes, type AuthSettings } from './auth';
import { registerMenuSeeds } from './menu';
import { registerPermissionRoutes } from './permission/permission.routes';
import { registerDeptRoutes } from './dept/dept.routes';
import { registerMenuRoutes } from './menu/menu.routes';
import { registerRoleRoutes } from './role/role.routes';
import { registerSettingRoutes } from './setting';
import { registerStaffRoutes } from './staff/staff.routes';
import { registerStoreRoutes } from './store';
import { registerTenantRoutes } from './tenant';

/** Pages of the shell every staff member has (the workplace needs no permission). */
registerMenuSeeds([
  { key: 'dashboard', type: 1, name: '首页', icon: 'HomeOutlined', router: '/dashboard', sort: 0 },
  { key: 'dashboard.workplace', parent: 'dashboard', type: 2, name: '工作台', icon: 'DesktopOutlined', router: '/dashboard/workplace', sort: 0 },
]);

export function registerSystemModule(app: FastifyInstance, deps: AppDeps, settings: AuthSettings): void {
  registerAuthRoutes(app, deps, settings);
  registerTenantRoutes(app, deps);
  registerStoreRoutes(app, deps);
  registerPermissionRoutes(app, deps);
  registerActionLogRoutes(app, deps);
  registerStaffRoutes(app, deps, settings.scryptCost);
  registerDeptRoutes(app, deps);
  registerRoleRoutes(app, deps);
  registerMenuRoutes(app, deps);
  registerSettingRoutes(app, deps);
}
