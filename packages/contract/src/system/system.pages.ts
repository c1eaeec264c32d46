import { modulePages } from '../common/pages';
import { sessionPages } from './session.pages';

/**
 * The system module's pages: the session pages outside the shell (public layout, session.pages.ts;
 * personal settings inside it), and the administration pages of /system (spec 001 §2), each with its
 * permission and buttons.
 */
export const systemPages = modulePages({ key: 'system', title: { zh: '系统管理', en: 'System' }, icon: 'SettingOutlined', sort: 90, buttonKeys: 'action' }, [
  { key: 'system.staff', path: '/system/staff/list', title: { zh: '员工管理', en: 'Staff' }, permission: 'system:staff:list', sort: 1, icon: 'TeamOutlined',
    buttons: [
      ['system:staff:create', '新增员工'], ['system:staff:update', '编辑员工'], ['system:staff:delete', '删除员工'],
      ['system:staff:reset_password', '重置密码'], ['system:staff:audit', '审核员工'],
    ] },
  { key: 'system.dept', path: '/system/dept/list', title: { zh: '部门管理', en: 'Departments' }, permission: 'system:dept:list', sort: 2, icon: 'ApartmentOutlined',
    buttons: [['system:dept:create', '新增部门'], ['system:dept:update', '编辑部门'], ['system:dept:delete', '删除部门']] },
  { key: 'system.role', path: '/system/role/list', title: { zh: '角色管理', en: 'Roles' }, permission: 'system:role:list', sort: 3, icon: 'SafetyOutlined',
    buttons: [['system:role:create', '新增角色'], ['system:role:update', '编辑角色'], ['system:role:delete', '删除角色']] },
  { key: 'system.menu', path: '/system/menu/list', title: { zh: '菜单管理', en: 'Menus' }, permission: 'system:menu:list', sort: 4, icon: 'MenuOutlined',
    buttons: [['system:menu:create', '新增菜单'], ['system:menu:update', '编辑菜单'], ['system:menu:delete', '删除菜单']] },
  { key: 'system.action_log', path: '/system/system/action_log', title: { zh: '操作日志', en: 'Action log' }, permission: 'system:action_log:list', sort: 5, icon: 'FileSearchOutlined' },
  { key: 'system.store', path: '/system/store/list', title: { zh: '门店管理', en: 'Stores' }, permission: 'system:store:list', sort: 6, icon: 'ShopOutlined',
    buttons: [['system:store:create', '新增门店'], ['system:store:update', '编辑门店'], ['system:store:delete', '删除门店']] },
  { key: 'system.store_add', path: '/system/store/add', title: { zh: '新增门店', en: 'New store' }, permission: 'system:store:create', menu: false },
  { key: 'system.store_edit', path: '/system/store/edit', title: { zh: '编辑门店', en: 'Edit store' }, permission: 'system:store:update', menu: false },
  // the import centre (docs/architecture.md §7 "Imports"): each kind it offers needs its importer's own permission too
  { key: 'system.import', path: '/system/import/list', title: { zh: '导入中心', en: 'Import centre' }, permission: 'system:import:list', sort: 8, icon: 'ImportOutlined' },
  { key: 'system.setting', path: '/system/setting/system', title: { zh: '系统设置', en: 'System settings' }, permission: 'system:setting:update', sort: 7, icon: 'SettingOutlined' },
  ...sessionPages,
  { key: 'user.setting', path: '/user/setting', title: { zh: '个人设置', en: 'Personal settings' }, menu: false },
]);
