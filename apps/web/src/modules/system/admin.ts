// Public face of the system administration pages (staff, departments, roles, menus, action log, stores,
// company settings): their route objects and their texts. The router mounts `systemAdminRoutes` inside
// the main shell; importing this file registers the texts.
import type { RouteObject } from 'react-router';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { actionLogMessages } from './action-log/action-log.messages';
import { actionLogRoutes } from './action-log/action-log.routes';
import { deptMessages } from './dept/dept.messages';
import { deptRoutes } from './dept/dept.routes';
import { menuMessages } from './menu/menu.messages';
import { menuRoutes } from './menu/menu.routes';
import { roleMessages } from './role/role.messages';
import { roleRoutes } from './role/role.routes';
import { settingMessages } from './setting/setting.messages';
import { systemSettingRoutes } from './setting/setting.routes';
import { staffMessages } from './staff/staff.messages';
import { staffRoutes } from './staff/staff.routes';
import { storeMessages } from './store/store.messages';
import { storeRoutes } from './store/store.routes';

/** Words every administration page uses: toolbars, tables, confirmations and toasts. */
const adminMessages = {
  'admin.actions': { zh: '操作', en: 'Actions' },
  'admin.create': { zh: '新增', en: 'New' },
  'admin.edit': { zh: '编辑', en: 'Edit' },
  'admin.delete': { zh: '删除', en: 'Delete' },
  'admin.search': { zh: '查询', en: 'Search' },
  'admin.reset': { zh: '重置', en: 'Reset' },
  'admin.save': { zh: '保存', en: 'Save' },
  'admin.back': { zh: '返回', en: 'Back' },
  'admin.created': { zh: '新增成功', en: 'Created' },
  'admin.updated': { zh: '修改成功', en: 'Saved' },
  'admin.deleted': { zh: '删除成功', en: 'Deleted' },
  'admin.status': { zh: '状态', en: 'Status' },
  'admin.status_all': { zh: '全部状态', en: 'Any status' },
  'admin.enabled': { zh: '启用', en: 'Enabled' },
  'admin.disabled': { zh: '禁用', en: 'Disabled' },
  'admin.enable': { zh: '启用', en: 'Enable' },
  'admin.disable': { zh: '禁用', en: 'Disable' },
  'admin.status_changed': { zh: '状态已更新', en: 'Status updated' },
  'admin.created_at': { zh: '创建时间', en: 'Created' },
  'admin.total': { zh: '共 {total} 条', en: '{total} in total' },
  'admin.optional': { zh: '选填', en: 'Optional' },
  'admin.none': { zh: '无', en: 'None' },
  'admin.expand_all': { zh: '展开全部', en: 'Expand all' },
  'admin.collapse_all': { zh: '折叠全部', en: 'Collapse all' },
  'admin.refresh': { zh: '刷新', en: 'Refresh' },
  'admin.all_permissions': { zh: '全部权限', en: 'Every permission' },
} as const;

registerWebMessages({ ...adminMessages, ...staffMessages, ...deptMessages, ...roleMessages, ...menuMessages, ...storeMessages, ...actionLogMessages, ...settingMessages });

/** Pages of the /system catalogue (spec 001 §2), each with its title and list permission in `handle`. */
export const systemAdminRoutes: RouteObject[] = [
  ...staffRoutes,
  ...deptRoutes,
  ...roleRoutes,
  ...menuRoutes,
  ...actionLogRoutes,
  ...storeRoutes,
  ...systemSettingRoutes,
];
