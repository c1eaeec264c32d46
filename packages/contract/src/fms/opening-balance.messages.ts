import type { MessageEntry } from '../common/core-messages';

/** Texts of the opening balances import (server fms `opening-balance/opening-balance.import.ts`), zh-CN and en-US. */
export const openingBalanceMessages = {
  'fms.opening_party_type_invalid': { zh: '类型须为“客户”或“供应商”', en: 'The type is “Customer” or “Supplier”' },
  'fms.opening_customer_unknown': { zh: '找不到手机号为“{phone}”的客户（或你看不到该客户）', en: 'No customer you can see has the phone “{phone}”' },
  'fms.opening_supplier_unknown': { zh: '找不到编码或名称为“{name}”的供应商', en: 'No supplier has the code or name “{name}”' },
  'fms.opening_supplier_ambiguous': { zh: '有多个供应商名为“{name}”，请填写供应商编码', en: 'Several suppliers are named “{name}”: give its code' },
  'fms.opening_name_mismatch': { zh: '名称与系统中的“{name}”不一致', en: 'The name differs from the one on record: “{name}”' },
  'fms.opening_amount_required': { zh: '请填写大于 0 的应收欠款或预存余额', en: 'Give a receivable or a prepaid balance above 0' },
  'fms.opening_need_pay_customer_only': { zh: '供应商没有应收欠款，只填预付余额', en: 'A supplier has no receivable: give its prepaid balance only' },
  'fms.opening_taken': {
    zh: '{field}已有期初余额（{time} 导入），不再重复导入',
    en: 'The {field} already has an opening balance (imported {time}); it is not imported twice',
  },
  'fms.opening_no_permission': { zh: '你没有{party}的财务调整权限', en: 'You may not adjust {party} accounts' },
  'fms.opening_party.customer': { zh: '客户', en: 'customer' },
  'fms.opening_party.supplier': { zh: '供应商', en: 'supplier' },
  'fms.opening_field.need_pay': { zh: '应收欠款', en: 'receivable' },
  'fms.opening_field.balance': { zh: '预存余额', en: 'prepaid balance' },
  'fms.opening_remark': { zh: '期初余额导入', en: 'Opening balance import' },
} as const satisfies Record<string, MessageEntry>;
