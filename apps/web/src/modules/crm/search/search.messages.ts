/** Texts of the global customer search dialog (spec 000 §2) (zh-CN, en-US); the placeholder is the shell's. */
export const searchMessages = {
  'crm_search.button': { zh: '搜索', en: 'Search' },
  'crm_search.title': { zh: '全局搜索', en: 'Global search' },
  'crm_search.tab_customer': { zh: '客户', en: 'Customers' },
  'crm_search.col_store': { zh: '门店（城市）', en: 'Store (city)' },
  'crm_search.store_city': { zh: '{store}（{city}）', en: '{store} ({city})' },
  'crm_search.col_id': { zh: '客户ID', en: 'Customer ID' },
  'crm_search.col_name_phone': { zh: '客户名称/手机号', en: 'Name / phone' },
  'crm_search.col_sales': { zh: '所属销售', en: 'Sales owner' },
  'crm_search.col_action': { zh: '操作', en: 'Action' },
  'crm_search.view': { zh: '查看', en: 'View' },
  'crm_search.disabled': { zh: '禁用', en: 'Disabled' },
  'crm_search.none': { zh: '无', en: 'None' },
  'crm_search.empty': { zh: '没有找到匹配的客户', en: 'No matching customers' },
  'crm_search.total': { zh: '共 {total} 条', en: '{total} in total' },
} as const;
