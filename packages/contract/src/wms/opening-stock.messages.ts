import type { MessageEntry } from '../common/core-messages';

/** Texts of the opening stock import (server wms `warehousing-entry/opening-stock.import.ts`), zh-CN and en-US. */
export const openingStockMessages = {
  'wms.opening_warehouse_unknown': { zh: '找不到仓库“{name}”（填写你所在门店的仓库名称或编码）', en: 'No warehouse “{name}” in your stores (its name or code)' },
  'wms.opening_warehouse_ambiguous': { zh: '有多个仓库名为“{name}”，请填写仓库编码', en: 'Several warehouses are named “{name}”: give its code' },
  'wms.opening_location_unknown': { zh: '仓库“{warehouse}”没有库位“{code}”', en: 'The warehouse “{warehouse}” has no location “{code}”' },
  'wms.opening_sku_unknown': { zh: '找不到编码或条码为“{code}”的商品', en: 'No SKU has the code or barcode “{code}”' },
  'wms.opening_sku_ambiguous': { zh: '条码“{code}”对应多个商品，请填写商品编码', en: 'Several SKUs have the barcode “{code}”: give the SKU code' },
  'wms.opening_unit_unknown': { zh: '商品 {sku} 没有单位“{unit}”（填写基本单位或包装单位）', en: 'The SKU {sku} has no unit “{unit}” (its base unit or a package unit)' },
  'wms.opening_taken': {
    zh: '商品 {sku} 在该仓库库位 {location} 已有期初库存（{number}），不再重复导入',
    en: 'The SKU {sku} already has opening stock at location {location} of this warehouse ({number}); it is not imported twice',
  },
  'wms.opening_changed': {
    zh: '第 {row} 行：{reason}（导入期间数据已变化，整个文件未导入，请重新导入）',
    en: 'Row {row}: {reason} (the data changed while importing; nothing of the file was imported — import it again)',
  },
  'wms.opening_remark': { zh: '期初库存导入', en: 'Opening stock import' },
} as const satisfies Record<string, MessageEntry>;
