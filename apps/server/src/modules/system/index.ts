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

// System administration pages (spec 001 §2 /system routes), each with its list permission and buttons.
const page = (key: string, name: string, router: string, permission: string, sort: number, icon?: string) =>
  ({ key: `system.${key}`, parent: 'system', type: 2 as const, name, router, permission, sort, icon });
const button = (parent: string, action: string, name: string, sort: number) =>
  ({ key: `system.${parent}.${action}`, parent: `system.${parent}`, type: 3 as const, name, permission: `system:${parent}:${action}`, sort });
registerMenuSeeds([
  { key: 'system', type: 1, name: '系统管理', icon: 'SettingOutlined', router: '/system', sort: 90 },
  page('staff', '员工管理', '/system/staff/list', 'system:staff:list', 1, 'TeamOutlined'),
  button('staff', 'create', '新增员工', 1),
  button('staff', 'update', '编辑员工', 2),
  button('staff', 'delete', '删除员工', 3),
  button('staff', 'reset_password', '重置密码', 4),
  button('staff', 'audit', '审核员工', 5),
  page('dept', '部门管理', '/system/dept/list', 'system:dept:list', 2, 'ApartmentOutlined'),
  button('dept', 'create', '新增部门', 1),
  button('dept', 'update', '编辑部门', 2),
  button('dept', 'delete', '删除部门', 3),
  page('role', '角色管理', '/system/role/list', 'system:role:list', 3, 'SafetyOutlined'),
  button('role', 'create', '新增角色', 1),
  button('role', 'update', '编辑角色', 2),
  button('role', 'delete', '删除角色', 3),
  page('menu', '菜单管理', '/system/menu/list', 'system:menu:list', 4, 'MenuOutlined'),
  button('menu', 'create', '新增菜单', 1),
  button('menu', 'update', '编辑菜单', 2),
  button('menu', 'delete', '删除菜单', 3),
  page('action_log', '操作日志', '/system/system/action_log', 'system:action_log:list', 5, 'FileSearchOutlined'),
  page('store', '门店管理', '/system/store/list', 'system:store:list', 6, 'ShopOutlined'),
  button('store', 'create', '新增门店', 1),
  button('store', 'update', '编辑门店', 2),
  button('store', 'delete', '删除门店', 3),
  page('setting', '系统设置', '/system/setting/system', 'system:setting:update', 7, 'SettingOutlined'),
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
