// The texts of the system administration pages (staff, departments, roles, menus, action log, stores,
// company settings); importing this file registers them. Their route objects are in system.routes.ts.
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { staffSchemaMessages } from '@tradewind/contract/system/staff.messages';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { actionLogMessages } from './action-log/action-log.messages';
import { deptMessages } from './dept/dept.messages';
import { menuMessages } from './menu/menu.messages';
import { roleMessages } from './role/role.messages';
import { settingMessages } from './setting/setting.messages';
import { staffMessages } from './staff/staff.messages';
import { storeMessages } from './store/store.messages';

/** Words every administration page uses: toolbars, tables, confirmations and toasts. */
const adminMessages = {
  'admin.actions': { zh: '操作', en: 'Actions' },
  'admin.create': { zh: '新增', en: 'New' },
  'admin.edit': { zh: '编辑', en: 'Edit' },
  'admin.delete': { zh: '删除', en: 'Delete' },
  'admin.save': { zh: '保存', en: 'Save' },
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
  'admin.optional': { zh: '选填', en: 'Optional' },
  'admin.none': { zh: '无', en: 'None' },
  'admin.expand_all': { zh: '展开全部', en: 'Expand all' },
  'admin.collapse_all': { zh: '折叠全部', en: 'Collapse all' },
  'admin.refresh': { zh: '刷新', en: 'Refresh' },
  'admin.all_permissions': { zh: '全部权限', en: 'Every permission' },
} as const;

// The staff schema's texts (the form checks with it) come with the pages, not the entry.
registerMessages(staffSchemaMessages);
registerWebMessages({ ...adminMessages, ...staffMessages, ...deptMessages, ...roleMessages, ...menuMessages, ...storeMessages, ...actionLogMessages, ...settingMessages });
