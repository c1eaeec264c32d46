import type { MessageEntry } from '@tradewind/contract/common/core-messages';

/** Texts only the journal pages show (the contract's fms messages name the types, kinds and parties). */
export const moneyHistoryWebMessages: Record<string, MessageEntry> = {
  'fms_mh.occurred_on': { zh: '发生日期', en: 'Date' },
  'fms_mh.type': { zh: '类型', en: 'Type' },
  'fms_mh.type_all': { zh: '全部类型', en: 'Any type' },
  'fms_mh.amount': { zh: '金额', en: 'Amount' },
  'fms_mh.method': { zh: '收付款方式', en: 'Method' },
  'fms_mh.method_all': { zh: '全部方式', en: 'Any method' },
  'fms_mh.kind_all': { zh: '全部方式类型', en: 'Any kind' },
  'fms_mh.target': { zh: '对象', en: 'Party' },
  'fms_mh.target_type_all': { zh: '全部对象类型', en: 'Any party type' },
  'fms_mh.target_keyword': { zh: '对象名称', en: 'Party name' },
  'fms_mh.doc': { zh: '单据', en: 'Document' },
  'fms_mh.doc_no': { zh: '单号', en: 'Number' },
  'fms_mh.store': { zh: '门店', en: 'Store' },
  'fms_mh.remark': { zh: '备注', en: 'Remark' },
  'fms_mh.staff': { zh: '记账', en: 'Posted by' },
  'fms_mh.date_from': { zh: '开始日期', en: 'From' },
  'fms_mh.date_to': { zh: '结束日期', en: 'To' },
  'fms_mh.empty_in': { zh: '暂无收入流水', en: 'No money in yet' },
  'fms_mh.empty_out': { zh: '暂无支出流水', en: 'No money out yet' },
  'fms_mh.totals': { zh: '合计（{count} 笔）', en: 'Totals ({count} rows)' },
};
