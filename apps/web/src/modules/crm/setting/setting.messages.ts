/** Texts of the customer settings page (zh-CN, en-US). */
export const customerSettingMessages = {
  'crm_setting.types': { zh: '客户类型', en: 'Customer types' },
  'crm_setting.levels': { zh: '客户等级', en: 'Customer levels' },
  'crm_setting.types_hint': { zh: '按业务划分客户，如餐饮、商超、批发商。', en: 'Group customers by business, e.g. restaurants, supermarkets, wholesalers.' },
  'crm_setting.levels_hint': { zh: '按价值划分客户；掉保规则可按等级设置。', en: 'Rank customers by value; pool rules can differ per level.' },
  'crm_setting.create_type': { zh: '新增类型', en: 'New type' },
  'crm_setting.create_level': { zh: '新增等级', en: 'New level' },
  'crm_setting.edit_type': { zh: '编辑类型', en: 'Edit type' },
  'crm_setting.edit_level': { zh: '编辑等级', en: 'Edit level' },
  'crm_setting.name': { zh: '名称', en: 'Name' },
  'crm_setting.sort': { zh: '排序', en: 'Order' },
  'crm_setting.sort_hint': { zh: '数字越小越靠前', en: 'Smaller numbers come first' },
  'crm_setting.customer_num': { zh: '客户数', en: 'Customers' },
  'crm_setting.delete_confirm': { zh: '确定删除「{name}」吗？', en: 'Delete "{name}"?' },
  'crm_setting.delete_in_use': { zh: '仍有 {count} 个客户使用，无法删除', en: '{count} customers still use it, so it cannot be deleted' },
  'crm_setting.empty_types': { zh: '暂无客户类型', en: 'No customer types yet' },
  'crm_setting.empty_levels': { zh: '暂无客户等级', en: 'No customer levels yet' },
} as const;
