import type { MessageEntry } from '../common/core-messages';

/**
 * The staff form's own validation texts: its field is labelled 姓名 / Name, so its errors say 姓名 too
 * (issue 14, defect 8) rather than the shared '请输入名称' of named things (stores, roles).
 */
export const staffSchemaMessages = {
  'staff.name_required': { zh: '请输入姓名', en: 'Please enter the name' },
  'staff.name_too_long': { zh: '姓名不能超过 50 个字符', en: 'The name cannot exceed 50 characters' },
  // an id list naming what the tenant has not (core/http/id-list.ts): the unknown ids named
  'system.role_ids_unknown': { zh: '找不到 id 为 {ids} 的角色', en: 'No role with id {ids}' },
  'system.store_ids_unknown': { zh: '找不到 id 为 {ids} 的门店', en: 'No store with id {ids}' },
  'system.staff_ids_unknown': { zh: '找不到 id 为 {ids} 的员工', en: 'No staff member with id {ids}' },
} as const satisfies Record<string, MessageEntry>;
