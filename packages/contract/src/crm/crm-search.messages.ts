/** Messages added by the crm search work (zh-CN, en-US); part of crm/crm-all.messages.ts. */
export const crmSearchMessages = {
  'crm.search_limited': { zh: '仅显示前 {limit} 条结果，请输入更完整的关键词', en: 'Only the first {limit} results are shown; type a longer keyword' },
} as const;
