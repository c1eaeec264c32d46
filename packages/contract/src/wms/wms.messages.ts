import type { MessageEntry } from '../common/core-messages';

/**
 * Every text of the warehouse module's contract (its schemas' and its server's messages), zh-CN and
 * en-US; registered by common/messages.ts on the server and by the web app's wms module when it loads.
 */
export const wmsMessages = {
  // input
  'wms.code_invalid': { zh: '编码只能包含字母、数字和 - _ .', en: 'A code has only letters, digits and - _ .' },
  'wms.code_too_long': { zh: '编码过长', en: 'The code is too long' },
  'wms.sort_range': { zh: '排序在 0 到 9999 之间', en: 'The order is 0 to 9999' },
  'wms.warehouse_name_required': { zh: '请输入仓库名称', en: 'Please enter the warehouse name' },
  'wms.warehouse_name_too_long': { zh: '仓库名称最多 50 个字符', en: 'A warehouse name has at most 50 characters' },
  'wms.warehouse_code_required': { zh: '请输入仓库编码', en: 'Please enter the warehouse code' },
  'wms.managers_too_many': { zh: '管理员最多 200 人', en: 'At most 200 managers' },
  'wms.location_code_required': { zh: '请输入库位编码', en: 'Please enter the location code' },
  'wms.location_type_invalid': { zh: '请选择库位类型', en: 'Please choose the location type' },
  'wms.location_pattern_required': { zh: '请输入库位编码规则', en: 'Please enter the code pattern' },
  'wms.location_pattern_invalid': {
    zh: '编码规则无效：如 A-01..10-01..05，范围须从小到大',
    en: 'Invalid pattern: e.g. A-01..10-01..05, each range from low to high',
  },
  'wms.location_pattern_too_many': { zh: '一次最多生成 {max} 个库位', en: 'At most {max} locations at once' },
  'wms.over_receipt_invalid': { zh: '超收比例在 0 到 100 之间，最多两位小数', en: 'The over-receipt tolerance is 0 to 100 with at most two decimals' },
  // server
  'wms.warehouse_code_taken': { zh: '仓库编码已存在', en: 'A warehouse with this code already exists' },
  'wms.warehouse_not_found': { zh: '仓库不存在', en: 'No such warehouse' },
  'wms.warehouse_disabled': { zh: '仓库已停用', en: 'The warehouse is disabled' },
  'wms.warehouse_has_stock': { zh: '仓库有库存或出入库记录，不能删除', en: 'The warehouse holds stock or has stock moves and cannot be deleted' },
  'wms.store_not_authorised': { zh: '门店不存在或无权操作', en: 'No such store, or not one of yours' },
  'wms.staff_not_found': { zh: '员工不存在', en: 'No such staff member' },
  'wms.location_code_taken': { zh: '库位编码已存在', en: 'A location with this code already exists in the warehouse' },
  'wms.location_codes_taken': { zh: '以下库位编码已存在：{codes}', en: 'These location codes already exist: {codes}' },
  'wms.location_not_found': { zh: '库位不存在或不属于该仓库', en: 'No such location in this warehouse' },
  'wms.location_disabled': { zh: '库位已停用', en: 'The location is disabled' },
  'wms.location_has_stock': { zh: '库位有库存，不能删除', en: 'The location holds stock and cannot be deleted' },
  'wms.no_location': { zh: '请选择库位（仓库未设置默认库位）', en: 'Please choose a location (the warehouse has no default location)' },
  'wms.sku_not_found': { zh: '商品 SKU 不存在', en: 'No such SKU' },
  'wms.qty_invalid': { zh: '数量须不为 0，最多三位小数', en: 'A quantity is not 0 and has at most three decimals' },
  'wms.unit_cost_invalid': { zh: '单位成本须不小于 0，最多四位小数', en: 'A unit cost is 0 or more with at most four decimals' },
  'wms.doc_type_invalid': { zh: '单据类型无效', en: 'Unknown document type' },
  'wms.stock_short': {
    zh: '{sku} 库存不足：可用 {available}，还差 {shortfall}',
    en: 'Not enough stock of {sku}: {available} available, {shortfall} short',
  },
  'wms.reservation_short': {
    zh: '{sku} 预占数量不足：已预占 {open}，还差 {shortfall}',
    en: 'Not enough reserved of {sku}: {open} reserved, {shortfall} short',
  },
  'wms.reservation_not_found': { zh: '预占记录不存在', en: 'No such reservation' },
  // document types
  'wms.doc_type.warehousing_entry': { zh: '入库单', en: 'Warehousing entry' },
  'wms.doc_type.outbound_delivery_order': { zh: '出库单', en: 'Outbound delivery order' },
  'wms.doc_type.transfer_order': { zh: '调拨单', en: 'Transfer order' },
  'wms.doc_type.stock_process': { zh: '加工单', en: 'Stock process' },
  'wms.doc_type.stock_count': { zh: '盘点单', en: 'Stock count' },
  'wms.doc_type.purchase_refund_order': { zh: '采购退货单', en: 'Purchase refund order' },
} as const satisfies Record<string, MessageEntry>;
