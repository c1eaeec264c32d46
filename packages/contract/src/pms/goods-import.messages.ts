import type { MessageEntry } from '../common/core-messages';

/** The goods import's own problems (pms README "Importing goods"); field problems use the form's messages. */
export const goodsImportMessages = {
  'pms.import_key_required': {
    zh: '请填写商品编码、商品名称、SKU 编码或条码之一，以确定是哪个商品',
    en: 'Give a product code, product name, SKU code or barcode, so the row names a product',
  },
  'pms.import_required_new': { zh: '新商品或新 SKU 须填写此项', en: 'Required for a new product or SKU' },
  'pms.import_rows_differ': { zh: '同一商品的各行此项不一致：{value}', en: 'The rows of one product disagree here: {value}' },
  'pms.import_category_unknown': { zh: '没有名为“{name}”的分类（可选值见模板第二页）', en: 'No category is named “{name}” (the template’s second sheet lists them)' },
  'pms.import_brand_unknown': { zh: '没有名为“{name}”的品牌（可选值见模板第二页）', en: 'No brand is named “{name}” (the template’s second sheet lists them)' },
  'pms.import_unit_unknown': { zh: '没有名为“{name}”的单位（可选值见模板第二页）', en: 'No unit is named “{name}” (the template’s second sheet lists them)' },
  'pms.import_spec_unknown': { zh: '没有名为“{name}”的规格（可选值见模板第二页）', en: 'No spec is named “{name}” (the template’s second sheet lists them)' },
  'pms.import_spec_value_unknown': { zh: '规格“{spec}”没有值“{value}”', en: 'The spec “{spec}” has no value “{value}”' },
  'pms.import_spec_value_missing': { zh: '规格值与规格名须成对填写', en: 'A spec value goes with its spec name' },
  'pms.import_specs_differ': { zh: '商品已有的规格是：{specs}', en: 'The product’s specs are: {specs}' },
  'pms.import_sku_twice': { zh: '同一 SKU 在本商品中出现了两次', en: 'This SKU appears twice in the product' },
  'pms.import_sku_other_product': { zh: '此 SKU 属于另一个商品：{name}', en: 'This SKU belongs to another product: {name}' },
  'pms.import_spu_code_differs': { zh: '商品“{name}”的编码是 {code}', en: 'The product “{name}” has the code {code}' },
  'pms.import_package_unit_required': { zh: '请填写包装单位', en: 'Please give the package unit' },
  'pms.import_yes_no': { zh: '请填“是”或“否”', en: 'Please give “yes” or “no”' },
} as const satisfies Record<string, MessageEntry>;
