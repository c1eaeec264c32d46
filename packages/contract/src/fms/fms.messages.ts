import type { MessageEntry } from '../common/core-messages';

/**
 * Every text of the finance module's contract (its schemas' and its server's messages), zh-CN and en-US;
 * registered by common/messages.ts on the server and by the web app's fms module when it loads.
 */
export const fmsMessages = {
  // the money kernel: customer account postings, earnings
  'fms.amount_invalid': { zh: '金额须为数字，最多两位小数', en: 'An amount is a number with at most 2 decimals' },
  'fms.amount_zero': { zh: '金额不能为 0', en: 'The amount cannot be 0' },
  'fms.amount_negative': { zh: '金额不能小于 0', en: 'The amount cannot be below 0' },
  'fms.amount_too_large': { zh: '变动后金额超出上限', en: 'The amount after the change is past the limit' },
  'fms.account_field_invalid': { zh: '请选择调整类型（余额或应收）', en: 'Please choose balance or receivable' },
  'fms.history_type_invalid': { zh: '变动类型不存在', en: 'No such change type' },
  'fms.adjust_reason_required': { zh: '请输入调整原因', en: 'Please enter the reason' },
  'fms.balance_short': {
    zh: '客户余额不足：余额 {balance}，本次扣减 {amount}，还差 {shortfall}',
    en: 'Not enough balance: {balance} held, {amount} to take, {shortfall} short',
  },
  'fms.need_pay_short': {
    zh: '应收金额不足：应收 {need_pay}，本次扣减 {amount}，超出 {shortfall}',
    en: 'The receivable is smaller: {need_pay} owed, {amount} to take, {shortfall} over',
  },
  'fms.customer_not_found': { zh: '客户不存在', en: 'No such customer' },
  'fms.earning_target_invalid': { zh: '收益对象类型须为 staff 或 worker', en: 'An earning goes to staff or a worker' },
  'fms.earning_target_not_found': { zh: '收益对象不存在', en: 'No such staff member to earn it' },
  'fms.earning_source_invalid': { zh: '收益来源类型无效', en: 'Not a valid earning source type' },
  'fms.earning_store_not_found': { zh: '门店不存在', en: 'No such store' },
  'fms.earning_detail_invalid': { zh: '收益明细无法保存为 JSON', en: 'The earning’s detail cannot be stored as JSON' },
  'fms.earning_recorded': {
    zh: '该来源的收益已记录（{amount}），不能以不同金额再记',
    en: 'This source’s earning is already recorded ({amount}); it is not recorded again with another amount',
  },
  'fms.field.balance': { zh: '余额', en: 'Balance' },
  'fms.field.need_pay': { zh: '应收', en: 'Receivable' },
  'fms.balance_type.1': { zh: '预存收款', en: 'Prepayment' },
  'fms.balance_type.2': { zh: '收款核销', en: 'Receipt' },
  'fms.balance_type.3': { zh: '订单余额支付', en: 'Order paid from balance' },
  'fms.balance_type.4': { zh: '订单签收挂账', en: 'Order delivered on account' },
  'fms.balance_type.5': { zh: '订单退款', en: 'Order refund' },
  'fms.balance_type.6': { zh: '订单取消退回', en: 'Order cancelled, paid back' },
  'fms.balance_type.7': { zh: '财务调整', en: 'Finance adjustment' },
  'fms.balance_type.8': { zh: '余额退款', en: 'Balance paid back' },
  'fms.msg_adjust_title': { zh: '客户账户财务调整', en: 'Customer account adjusted' },
  'fms.msg_adjust_balance': {
    zh: '{staff} 调整了客户「{customer}」的余额：{amount}（{before} → {after}），原因：{reason}',
    en: '{staff} adjusted the balance of customer “{customer}”: {amount} ({before} → {after}), reason: {reason}',
  },
  'fms.msg_adjust_need_pay': {
    zh: '{staff} 调整了客户「{customer}」的应收：{amount}（{before} → {after}），原因：{reason}',
    en: '{staff} adjusted the receivable of customer “{customer}”: {amount} ({before} → {after}), reason: {reason}',
  },
  'fms.date_range_invalid': { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
} as const satisfies Record<string, MessageEntry>;
