/** Texts of customer prices: price plans, personalized prices, the quotation price list (zh-CN, en-US); part of crm/crm-all.messages.ts. */
export const crmPriceMessages = {
  // labels
  'crm.price_source_customer': { zh: '客户价', en: 'Customer price' },
  'crm.price_source_plan': { zh: '价格方案', en: 'Price plan' },
  'crm.price_source_list': { zh: '标准价', en: 'List price' },
  // validation and rejections
  'crm.price_items_required': { zh: '请至少添加一个商品', en: 'Add at least one SKU' },
  'crm.price_items_too_many': { zh: '一次最多 500 个商品', en: 'At most 500 SKUs at a time' },
  'crm.price_item_duplicate': { zh: '同一商品的同一单位只能设置一次价格', en: 'A SKU in one unit can be priced only once' },
  'crm.price_plan_name_required': { zh: '请输入方案名称', en: 'Please enter the plan name' },
  'crm.price_plan_name_too_long': { zh: '方案名称最多 50 个字符', en: 'The plan name is at most 50 characters' },
  'crm.price_plan_name_taken': { zh: '方案名称已存在', en: 'A plan with this name exists' },
  'crm.price_plan_targets_required': { zh: '请选择适用的客户等级或客户类型', en: 'Choose the customer levels or types it applies to' },
  'crm.price_level_not_found': { zh: '客户等级不存在', en: 'No such customer level' },
  'crm.price_type_not_found': { zh: '客户类型不存在', en: 'No such customer type' },
  'crm.price_plan_conflict': {
    zh: '{target}在已启用的方案「{plan}」中已设置商品 {sku}（{unit}）的价格，请先调整该方案',
    en: '{target} already has a price for {sku} ({unit}) in the enabled plan “{plan}”; change that plan first',
  },
  'crm.price_target_level': { zh: '客户等级「{name}」', en: 'Customer level “{name}”' },
  'crm.price_target_type': { zh: '客户类型「{name}」', en: 'Customer type “{name}”' },
  'crm.price_customer_not_found': { zh: '客户不存在', en: 'No such customer' },
  'crm.price_sku_not_found': { zh: '商品不存在', en: 'No such SKU' },
  'crm.price_unit_not_of_sku': { zh: '该商品没有此单位', en: 'The SKU is not sold in this unit' },
  'crm.customer_price_exists': { zh: '该客户已设置此商品单位的价格', en: 'The customer already has a price for this SKU in this unit' },
  // action log
  'crm.log_price_created': { zh: '新增客户价 {count} 个', en: 'Added {count} customer prices' },
  // export
  'export.source.crm.customer_price': { zh: '客户价格', en: 'Customer prices' },
  'export.source.crm.quotation_price': { zh: '客户报价单', en: 'Customer quotation' },
} as const;
