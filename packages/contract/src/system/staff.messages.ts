import type { MessageEntry } from '../common/core-messages';

/**
 * The staff form's own validation texts: its field is labelled 姓名 / Name, so its errors say 姓名 too
 * (issue 14, defect 8) rather than the shared '请输入名称' of named things (stores, roles).
 */
export const staffSchemaMessages = {
  'staff.name_required': { zh: '请输入姓名', en: 'Please enter the name' },
  'staff.name_too_long': { zh: '姓名不能超过 50 个字符', en: 'The name cannot exceed 50 characters' },
} as const satisfies Record<string, MessageEntry>;
