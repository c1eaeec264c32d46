/**
 * Texts of the account-period dialog and the account-period customer page (zh-CN, en-US). The form
 * rules' messages ('请输入名字', '请选择类型', '请选择合同日期', '请选择结算期限') are the contract's.
 */
export const accountPeriodMessages = {
  'crm_period.dialog_title': { zh: '账期设置', en: 'Account period' },
  'crm_period.periods': { zh: '结算期限', en: 'Settlement terms' },
  'crm_period.create': { zh: '新增账期', en: 'New period' },
  'crm_period.edit': { zh: '编辑账期', en: 'Edit period' },
  'crm_period.delete_confirm': { zh: '确定删除账期「{name}」吗？', en: 'Delete the period "{name}"?' },
  'crm_period.name': { zh: '名称', en: 'Name' },
  'crm_period.type': { zh: '类型', en: 'Type' },
  'crm_period.type_1': { zh: '标准账期', en: 'Standard term' },
  'crm_period.type_2': { zh: '月结账期', en: 'Month-end term' },
  'crm_period.days': { zh: '账期天数', en: 'Days' },
  'crm_period.days_suffix': { zh: '天', en: 'days' },
  'crm_period.month_day': { zh: '每月结算日', en: 'Day of the month' },
  'crm_period.day_before': { zh: '提前天数', en: 'Days before' },
  'crm_period.statement_day': { zh: '对账日', en: 'Statement day' },
  'crm_period.rule': { zh: '结算规则', en: 'Rule' },
  'crm_period.rule_days': { zh: '发货后 {days} 天结算，每月 {statement_day} 日对账', en: 'Settled {days} days after delivery, statement on day {statement_day}' },
  'crm_period.rule_month': {
    zh: '每月 {month_day} 日结算（提前 {day_before} 天），每月 {statement_day} 日对账',
    en: 'Settled on day {month_day} of the month ({day_before} days before), statement on day {statement_day}',
  },
  'crm_period.customer_num': { zh: '客户数', en: 'Customers' },
  'crm_period.locked_hint': { zh: '保存后类型和天数不可修改', en: 'Type and days cannot change once saved' },
  'crm_period.empty': { zh: '暂无账期，请先新增', en: 'No periods yet: create one first' },
  'crm_period.selected': { zh: '已选择', en: 'Chosen' },
  // open-payment-day form
  'crm_period.open_switch': { zh: '开通账期', en: 'On account' },
  'crm_period.contract_time': { zh: '合同日期', en: 'Contract dates' },
  'crm_period.contract_begin': { zh: '开始日期', en: 'From' },
  'crm_period.contract_end': { zh: '结束日期', en: 'To' },
  'crm_period.term': { zh: '结算期限', en: 'Settlement term' },
  'crm_period.term_hint': { zh: '在列表中选择一个账期（只能选一个）', en: 'Choose one period in the list (only one)' },
  'crm_period.payment_amount': { zh: '授信额度', en: 'Credit amount' },
  'crm_period.saved': { zh: '账期已保存', en: 'Account period saved' },
  // page
  'crm_period.customers': { zh: '账期客户', en: 'Customers on this period' },
  'crm_period.choose_period': { zh: '请在左侧选择一个账期', en: 'Choose a period on the left' },
  'crm_period.no_customers': { zh: '该账期下暂无客户', en: 'No customers on this period' },
} as const;
