import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerActionLogRoutes } from './action-log/action-log.routes';
import { registerAuthRoutes, type AuthSettings } from './auth';
import { dashboardPages } from '@tradewind/contract/system/dashboard.pages';
import { systemPages } from '@tradewind/contract/system/system.pages';
import { registerModulePages } from './menu';
import { registerPermissionRoutes } from './permission/permission.routes';
import { registerDeptRoutes } from './dept/dept.routes';
import { registerMenuRoutes } from './menu/menu.routes';
import { registerRoleRoutes } from './role/role.routes';
import { registerSettingRoutes } from './setting';
import { registerStaffRoutes } from './staff/staff.routes';
import { registerStoreRoutes } from './store';
import { registerTenantRoutes } from './tenant';

// The home and system administration pages, their permissions and buttons: the contract's
// dashboard.pages.ts and system.pages.ts.
registerModulePages(dashboardPages, systemPages);

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
