import type { MessageEntry } from '../common/core-messages';

/** The suppliers import's own problems (wms supplier README "Importing suppliers"); field problems use the form's messages. */
export const supplierImportMessages = {
  'wms.import_rows_differ': { zh: '同一供应商的各行此项不一致：{value}', en: 'The rows of one supplier disagree here: {value}' },
  'wms.import_status_invalid': { zh: '请填“启用”或“停用”', en: 'Please give “enabled” or “disabled”' },
  'wms.import_store_unknown': { zh: '没有名为“{name}”的门店', en: 'No store is named “{name}”' },
  'wms.import_store_not_yours': { zh: '“{name}”不是您所在的门店', en: '“{name}” is not one of your stores' },
  'wms.import_sku_required': { zh: '请填写 SKU 编码或条码', en: 'Please give the SKU code or barcode' },
  'wms.import_sku_unknown': { zh: '没有编码或条码为 {code} 的 SKU', en: 'No SKU has the code or barcode {code}' },
  'wms.import_barcode_other_sku': { zh: '条码与 SKU 编码指向不同的 SKU', en: 'The barcode and the SKU code name different SKUs' },
} as const satisfies Record<string, MessageEntry>;
