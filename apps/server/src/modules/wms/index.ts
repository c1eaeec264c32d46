import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerMoneyParty } from '@/modules/fms';
import { registerSkuStockReader } from '@/modules/pms';
import { registerMenuSeeds } from '@/modules/system/menu';
import { registerStoreUsageCheck } from '@/modules/system/store';
import { registerLocationRoutes } from './location/location.routes';
import { registerPurchaseOrderRoutes } from './purchase-order/purchase-order.routes';
import { registerWarehouseSettingRoutes } from './setting/setting.routes';
import { registerStockRoutes } from './stock/stock.routes';
import { skuStockInStore } from './stock-view/sku-stock';
import { registerStockViewRoutes } from './stock-view/stock-view.routes';
import { supplierMoneyParty } from './supplier/supplier-money-party';
import { registerSupplierRoutes } from './supplier/supplier.routes';
import { registerWarehouseRoutes } from './warehouse/warehouse.routes';
import { registerWarehousingEntryRoutes } from './warehousing-entry/warehousing-entry.routes';
import { registerPurchaseRefundRoutes } from './purchase-refund/purchase-refund.routes';
import { registerOutsidePurchaseRoutes } from './outside-purchase/outside-purchase.routes';
import { storeHasWarehouses } from './warehouse/warehouse.service';
import { registerPickingRoutes } from './picking/picking.routes';
import { registerOutboundRoutes } from './outbound/outbound.routes';
import { registerStockCountRoutes } from './stock-count/stock-count.routes';
import { registerTransferOrderRoutes } from './transfer-order/transfer-order.routes';
import { registerStockProcessRoutes } from './stock-process/stock-process.routes';
import { registerSupplierSettlementSources } from './warehousing-entry/supplier-settlement-source';

// The stock ledger's one writer and the reservation functions every document calls (module README).
export { postStockMoves, type PostStockMovesInput, type PostedMove, type StockContext, type StockMoveLine } from './stock/posting';
export { consumeReservation, releaseReservation, reserveStock, type ReservationRow, type ReservationSourceRef, type ReserveLine } from './stock/reservation';
export { checkStockLedger } from './stock/ledger-check';
// Orders (oms) register how picking and sale outbounds read and advance them (fulfilment/sale-source.ts).
export { registerSaleOrderSource, type SaleOrderSource, type SaleOrderLine, type SaleUnitRef, type SaleLineQty } from './fulfilment/sale-source';
// Logistics workers may pick: lms registers who they are (picking/picking-worker-source.ts).
export { registerPickingWorkerSource, type PickingWorkerSource } from './picking/picking-worker-source';
export { getWarehouseSetting, defaultWarehouseOf } from './setting/setting.service';
// Picking and outbound (README "Picking and outbound"): the demo seed and oms-side tests drive them through these.
export { createPickingList } from './picking/picking-list.service';
export { confirmPicking, createPickingTask, finishPickingTask } from './picking/picking-task.service';
export { createPickingPriceRule } from './picking/picking-price-rule.service';
export { auditOutbound, createOutbound, createWaveOutbounds } from './outbound/outbound.service';
// Stock counts (README "Stock counts"): the demo seed counts through these.
export { auditStockCount, countStock, createStockCount, startStockCount, submitStockCount } from './stock-count/stock-count.service';
// Transfer orders (README "Transfer orders"): the demo seed drives them through these.
export { auditTransferOrder, closeTransferOrder, createTransferOrder, receiveTransferOrder } from './transfer-order/transfer-order.service';
// Exact quantity and line-amount arithmetic (thousandths, cents) that order lines share with purchase lines.
export { fromMilli, lineAmountCents, toMilli } from './purchase-order/purchase-order-lines';
// Receiving keeps the supplier SKU's last purchase price through this (supplier README).
export { recordSupplierPurchasePrice } from './supplier/supplier-sku.service';
// the demo seed makes its suppliers through the pages' own functions
export { addSupplierSkus } from './supplier/supplier-sku.service';
export { createSupplier } from './supplier/supplier.service';
// the demo seed's opening stock: warehouses and locations through their pages' functions, stock through audited entries
export { createWarehouse, setDefaultLocation } from './warehouse/warehouse.service';
export { batchCreateLocations } from './location/location.service';
export { setStockAlert } from './stock-view/stock-view.service';
export { auditWarehousingEntry, createWarehousingEntry, receiveCustomerReturn } from './warehousing-entry/warehousing-entry.service';
export { auditOutsidePurchase, createOutsidePurchase } from './outside-purchase/outside-purchase.service';
// Stock processing (README "Stock processing"): the demo seed runs a recipe through these.
export { auditStockProcess, createStockProcess } from './stock-process/stock-process.service';
// Receiving (warehousing entries) reads an order's open lines and records what it received (purchase-order README).
export { createPurchaseOrder, transitionPurchaseOrder } from './purchase-order/purchase-order.service';
export type { PurchaseOrderAction } from '@tradewind/contract/wms/purchase-order.schema';
export { readPurchaseOrderForReceipt, recordPurchaseReceipt, type PurchaseOrderForReceipt, type PurchaseReceiptInput, type PurchaseReceiptLine } from './purchase-order/purchase-order-receipt';

// Warehouse pages (spec 001 §2 /wms routes), each with its list permission and buttons; the module
// follows goods, customers and orders as in the route catalogue. The warehouse settings page lives under
// system (/system/setting/warehouse) but is this module's.
const page = (key: string, name: string, router: string, permission: string, sort: number, icon?: string, is_show: 0 | 1 = 1) =>
  ({ key: `wms.${key}`, parent: 'wms', type: 2 as const, name, router, permission, sort, icon, is_show });
const button = (parent: string, permission: string, name: string, sort: number) =>
  ({ key: `wms.${parent}.${permission}`, parent: `wms.${parent}`, type: 3 as const, name, permission, sort });
registerMenuSeeds([
  { key: 'wms', type: 1, name: '仓库管理', icon: 'HomeOutlined', router: '/wms', sort: 40 },
  page('warehouse', '仓库列表', '/wms/warehouse/list', 'wms:warehouse:list', 1, 'BankOutlined'),
  button('warehouse', 'wms:warehouse:create', '新增仓库', 1),
  button('warehouse', 'wms:warehouse:update', '编辑仓库', 2),
  button('warehouse', 'wms:warehouse:delete', '删除仓库', 3),
  button('warehouse', 'wms:warehouse:manager', '仓库管理员', 4),
  button('warehouse', 'wms:stock:check', '库存核对', 5),
  page('warehouse_add', '新增仓库', '/wms/warehouse/add', 'wms:warehouse:create', 2, undefined, 0),
  page('warehouse_edit', '编辑仓库', '/wms/warehouse/edit', 'wms:warehouse:update', 3, undefined, 0),
  page('warehouse_manager', '仓库管理员', '/wms/warehouse/manager', 'wms:warehouse:manager', 4, undefined, 0),
  page('location', '库位管理', '/wms/stock/location', 'wms:location:list', 5, 'AppstoreAddOutlined'),
  button('location', 'wms:location:create', '新增库位', 1),
  button('location', 'wms:location:update', '编辑库位', 2),
  button('location', 'wms:location:delete', '删除库位', 3),
  // stock views
  page('stock', '库存列表', '/wms/stock/list', 'wms:stock:list', 10, 'DatabaseOutlined'),
  button('stock', 'wms:stock:export', '导出库存', 1),
  page('stock_history', '库存流水', '/wms/stock/history', 'wms:stock:history', 11, 'FileSearchOutlined'),
  page('location_stock', '库位库存', '/wms/stock/location_stock', 'wms:stock:location_stock', 12, 'InboxOutlined'),
  page('print_location', '打印库位', '/wms/stock/print_location', 'wms:location:list', 13, undefined, 0),
  page('stock_danger', '库存预警', '/wms/stock/danger', 'wms:stock:danger', 14, 'SafetyOutlined'),
  button('stock_danger', 'wms:stock:alert', '设置库存上下限', 1),
  page('stock_lack', '缺货查询', '/wms/stock/lack', 'wms:stock:lack', 15, 'NotificationOutlined'),
  // suppliers and supplier SKUs
  page('supplier', '供应商列表', '/wms/supplier/list', 'wms:supplier:list', 20, 'ShopOutlined'),
  button('supplier', 'wms:supplier:create', '新增供应商', 1),
  button('supplier', 'wms:supplier:update', '编辑供应商', 2),
  button('supplier', 'wms:supplier:delete', '删除供应商', 3),
  button('supplier', 'wms:supplier:export', '导出供应商', 4),
  page('supplier_add', '新增供应商', '/wms/supplier/add', 'wms:supplier:create', 21, undefined, 0),
  page('supplier_edit', '编辑供应商', '/wms/supplier/edit', 'wms:supplier:update', 22, undefined, 0),
  page('supplier_sku', '供应商商品', '/wms/supplier_sku/list', 'wms:supplier_sku:list', 23, 'TagsOutlined'),
  button('supplier_sku', 'wms:supplier_sku:create', '添加供应商商品', 1),
  button('supplier_sku', 'wms:supplier_sku:update', '编辑供应商商品', 2),
  button('supplier_sku', 'wms:supplier_sku:delete', '删除供应商商品', 3),
  // warehousing entries and purchase refund orders
  page('warehousing_entry', '入库单', '/wms/warehousing_entry/list', 'wms:warehousing_entry:list', 30, 'ImportOutlined'),
  button('warehousing_entry', 'wms:warehousing_entry:create', '新增入库单', 1),
  button('warehousing_entry', 'wms:warehousing_entry:update', '编辑入库单', 2),
  button('warehousing_entry', 'wms:warehousing_entry:delete', '删除入库单', 3),
  button('warehousing_entry', 'wms:warehousing_entry:audit', '审核入库单', 4),
  button('warehousing_entry', 'wms:warehousing_entry:cancel', '作废入库单', 5),
  page('warehousing_entry_add', '新增入库单', '/wms/warehousing_entry/add', 'wms:warehousing_entry:create', 31, undefined, 0),
  page('warehousing_entry_edit', '编辑入库单', '/wms/warehousing_entry/edit', 'wms:warehousing_entry:update', 32, undefined, 0),
  page('warehousing_entry_detail', '入库单详情', '/wms/warehousing_entry/detail', 'wms:warehousing_entry:list', 33, undefined, 0),
  page('warehousing_entry_print', '打印入库单', '/wms/warehousing_entry/print', 'wms:warehousing_entry:list', 34, undefined, 0),
  page('purchase_refund_order', '采购退货单', '/wms/purchase_refund_order/list', 'wms:purchase_refund_order:list', 35, 'ExportOutlined'),
  button('purchase_refund_order', 'wms:purchase_refund_order:create', '新增采购退货单', 1),
  button('purchase_refund_order', 'wms:purchase_refund_order:update', '编辑采购退货单', 2),
  button('purchase_refund_order', 'wms:purchase_refund_order:delete', '删除采购退货单', 3),
  button('purchase_refund_order', 'wms:purchase_refund_order:audit', '审核采购退货单', 4),
  button('purchase_refund_order', 'wms:purchase_refund_order:cancel', '作废采购退货单', 5),
  page('purchase_refund_order_add', '新增采购退货单', '/wms/purchase_refund_order/add', 'wms:purchase_refund_order:create', 36, undefined, 0),
  page('purchase_refund_order_edit', '编辑采购退货单', '/wms/purchase_refund_order/edit', 'wms:purchase_refund_order:update', 37, undefined, 0),
  page('purchase_refund_order_detail', '采购退货单详情', '/wms/purchase_refund_order/detail', 'wms:purchase_refund_order:list', 38, undefined, 0),
  page('purchase_refund_order_print', '打印采购退货单', '/wms/purchase_refund_order/print', 'wms:purchase_refund_order:list', 39, undefined, 0),
  // purchase orders
  page('purchase_order', '采购单', '/wms/purchase_order/list', 'wms:purchase_order:list', 25, 'ShoppingCartOutlined'),
  button('purchase_order', 'wms:purchase_order:create', '新增采购单', 1),
  button('purchase_order', 'wms:purchase_order:update', '编辑采购单', 2),
  button('purchase_order', 'wms:purchase_order:delete', '删除采购单', 3),
  button('purchase_order', 'wms:purchase_order:submit', '提交采购单', 4),
  button('purchase_order', 'wms:purchase_order:audit', '审核采购单', 5),
  button('purchase_order', 'wms:purchase_order:close', '关闭采购单', 6),
  button('purchase_order', 'wms:purchase_order:cancel', '作废采购单', 7),
  page('purchase_order_add', '新增采购单', '/wms/purchase_order/add', 'wms:purchase_order:create', 26, undefined, 0),
  page('purchase_order_edit', '编辑采购单', '/wms/purchase_order/edit', 'wms:purchase_order:update', 27, undefined, 0),
  page('purchase_order_detail', '采购单详情', '/wms/purchase_order/detail', 'wms:purchase_order:list', 28, undefined, 0),
  page('purchase_order_print', '打印采购单', '/wms/purchase_order/print', 'wms:purchase_order:list', 29, undefined, 0),
  // outside purchase orders: bought outside the suppliers, received through an entry on audit
  page('outside_purchase_order', '外部采购单', '/wms/outside_purchase_order/list', 'wms:outside_purchase_order:list', 24, 'ShoppingOutlined'),
  button('outside_purchase_order', 'wms:outside_purchase_order:create', '新增外部采购单', 1),
  button('outside_purchase_order', 'wms:outside_purchase_order:update', '编辑外部采购单', 2),
  button('outside_purchase_order', 'wms:outside_purchase_order:delete', '删除外部采购单', 3),
  button('outside_purchase_order', 'wms:outside_purchase_order:audit', '审核外部采购单', 4),
  button('outside_purchase_order', 'wms:outside_purchase_order:cancel', '作废外部采购单', 5),
  button('outside_purchase_order', 'wms:outside_purchase_order:export', '导出外部采购单', 6),
  page('outside_purchase_order_add', '新增外部采购单', '/wms/outside_purchase_order/add', 'wms:outside_purchase_order:create', 41, undefined, 0),
  page('outside_purchase_order_edit', '编辑外部采购单', '/wms/outside_purchase_order/edit', 'wms:outside_purchase_order:update', 42, undefined, 0),
  page('outside_purchase_order_detail', '外部采购单详情', '/wms/outside_purchase_order/detail', 'wms:outside_purchase_order:list', 43, undefined, 0),
  page('outside_purchase_order_print', '打印外部采购单', '/wms/outside_purchase_order/print', 'wms:outside_purchase_order:list', 44, undefined, 0),
  // picking and outbound (issue 17 §4, §5); print pages carry the spec's print permissions (wms/<entity>/Print)
  page('picking_task_price_rule', '拣货计价规则', '/wms/picking_task_price_rule/list', 'wms:picking_task_price_rule:list', 50, 'CalculatorOutlined'),
  button('picking_task_price_rule', 'wms:picking_task_price_rule:create', '新增计价规则', 1),
  button('picking_task_price_rule', 'wms:picking_task_price_rule:update', '编辑计价规则', 2),
  page('picking_task_price_rule_add', '新增计价规则', '/wms/picking_task_price_rule/add', 'wms:picking_task_price_rule:create', 51, undefined, 0),
  page('picking_task_price_rule_edit', '编辑计价规则', '/wms/picking_task_price_rule/edit', 'wms:picking_task_price_rule:update', 52, undefined, 0),
  page('picking_list', '拣货单', '/wms/picking_list/list', 'wms:picking_list:list', 53, 'ContainerOutlined'),
  button('picking_list', 'wms:picking_list:create', '生成拣货单', 1),
  page('picking_list_detail', '拣货单详情', '/wms/picking_list/detail', 'wms:picking_list:list', 54, undefined, 0),
  page('picking_list_print', '打印拣货单', '/wms/picking_list/print', 'wms/picking_list/Print', 55, undefined, 0),
  page('picking_task', '拣货任务', '/wms/picking_task/list', 'wms:picking_task:list', 56, 'SolutionOutlined'),
  button('picking_task', 'wms:picking_task:create', '分配拣货任务', 1),
  button('picking_task', 'wms:picking_task:pick', '拣货确认', 2),
  button('picking_task', 'wms:picking_task:cancel', '取消拣货任务', 3),
  page('picking_task_add', '分配拣货任务', '/wms/picking_task/add', 'wms:picking_task:create', 57, undefined, 0),
  page('picking_task_detail', '拣货任务详情', '/wms/picking_task/detail', 'wms:picking_task:list', 58, undefined, 0),
  page('picking_task_print', '打印拣货任务', '/wms/picking_task/print', 'wms/picking_task/Print', 59, undefined, 0),
  page('outbound_delivery_order', '出库单', '/wms/outbound_delivery_order/list', 'wms:outbound_delivery_order:list', 60, 'TruckOutlined'),
  button('outbound_delivery_order', 'wms:outbound_delivery_order:create', '新增出库单', 1),
  button('outbound_delivery_order', 'wms:outbound_delivery_order:update', '编辑出库单', 2),
  button('outbound_delivery_order', 'wms:outbound_delivery_order:delete', '删除出库单', 3),
  button('outbound_delivery_order', 'wms:outbound_delivery_order:audit', '审核出库单', 4),
  button('outbound_delivery_order', 'wms:outbound_delivery_order:cancel', '作废出库单', 5),
  page('outbound_delivery_order_add', '新增出库单', '/wms/outbound_delivery_order/add', 'wms:outbound_delivery_order:create', 61, undefined, 0),
  page('outbound_delivery_order_edit', '编辑出库单', '/wms/outbound_delivery_order/edit', 'wms:outbound_delivery_order:update', 62, undefined, 0),
  page('outbound_delivery_order_detail', '出库单详情', '/wms/outbound_delivery_order/detail', 'wms:outbound_delivery_order:list', 63, undefined, 0),
  page('outbound_delivery_order_print', '打印出库单', '/wms/outbound_delivery_order/print', 'wms/outbound_delivery_order/Print', 64, undefined, 0),
  page('lack_out_sku_history', '缺货出库记录', '/wms/lack_out_sku_history/list', 'wms:lack_out_sku_history:list', 65, 'ProfileOutlined'),
  button('lack_out_sku_history', 'wms:lack_out_sku_history:export', '导出缺货记录', 1),
  // transfer orders (调拨单); a target warehouse of another store also needs cross_store
  page('transfer_order', '调拨单', '/wms/transfer_order/list', 'wms:transfer_order:list', 66, 'CarOutlined'),
  button('transfer_order', 'wms:transfer_order:create', '新增调拨单', 1),
  button('transfer_order', 'wms:transfer_order:update', '编辑调拨单', 2),
  button('transfer_order', 'wms:transfer_order:delete', '删除调拨单', 3),
  button('transfer_order', 'wms:transfer_order:audit', '审核调拨单（出库）', 4),
  button('transfer_order', 'wms:transfer_order:cancel', '作废调拨单', 5),
  button('transfer_order', 'wms:transfer_order:receive', '调拨收货', 6),
  button('transfer_order', 'wms:transfer_order:close', '结束收货（记损耗）', 7),
  button('transfer_order', 'wms:transfer_order:export', '导出调拨单', 8),
  button('transfer_order', 'wms:transfer_order:cross_store', '跨门店调拨', 9),
  page('transfer_order_add', '新增调拨单', '/wms/transfer_order/add', 'wms:transfer_order:create', 67, undefined, 0),
  page('transfer_order_edit', '编辑调拨单', '/wms/transfer_order/edit', 'wms:transfer_order:update', 68, undefined, 0),
  page('transfer_order_detail', '调拨单详情', '/wms/transfer_order/detail', 'wms:transfer_order:list', 69, undefined, 0),
  page('transfer_order_print', '打印调拨单', '/wms/transfer_order/print', 'wms/transfer_order/Print', 70, undefined, 0),
  // stock processing (加工单): add and detail are drawers of the list page
  page('stock_process', '加工单', '/wms/stock_process/list', 'wms:stock_process:list', 75, 'GoldOutlined'),
  button('stock_process', 'wms:stock_process:create', '新增加工单', 1),
  button('stock_process', 'wms:stock_process:update', '编辑加工单', 2),
  button('stock_process', 'wms:stock_process:delete', '删除加工单', 3),
  button('stock_process', 'wms:stock_process:audit', '审核加工单', 4),
  button('stock_process', 'wms:stock_process:cancel', '作废加工单', 5),
  button('stock_process', 'wms:stock_process:export', '导出加工单', 6),
  // stock counts (盘点单); book: sees the book quantities of a blind count; work: the counting page
  page('stock_count', '盘点单', '/wms/stock_count/list', 'wms:stock_count:list', 80, 'AuditOutlined'),
  button('stock_count', 'wms:stock_count:create', '新增盘点单', 1),
  button('stock_count', 'wms:stock_count:update', '编辑盘点单', 2),
  button('stock_count', 'wms:stock_count:start', '开始盘点', 3),
  button('stock_count', 'wms:stock_count:count', '录入盘点数量', 4),
  button('stock_count', 'wms:stock_count:submit', '提交盘点', 5),
  button('stock_count', 'wms:stock_count:recount', '复盘', 6),
  button('stock_count', 'wms:stock_count:audit', '审核盘点单', 7),
  button('stock_count', 'wms:stock_count:cancel', '作废盘点单', 8),
  button('stock_count', 'wms:stock_count:export', '导出盘点单', 9),
  button('stock_count', 'wms:stock_count:book', '查看账面数量', 10),
  page('stock_count_add', '新增盘点单', '/wms/stock_count/add', 'wms:stock_count:create', 81, undefined, 0),
  page('stock_count_edit', '编辑盘点单', '/wms/stock_count/edit', 'wms:stock_count:update', 82, undefined, 0),
  page('stock_count_detail', '盘点单详情', '/wms/stock_count/detail', 'wms:stock_count:list', 83, undefined, 0),
  page('stock_count_work', '盘点录入', '/wms/stock_count/work', 'wms:stock_count:count', 84, undefined, 0),
  page('stock_count_print', '打印盘点表', '/wms/stock_count/print', 'wms/stock_count/Print', 85, undefined, 0),
  { key: 'system.setting_warehouse', parent: 'system', type: 2, name: '仓库设置', router: '/system/setting/warehouse', permission: 'wms:setting:index', sort: 9, icon: 'HomeOutlined' },
  { key: 'system.setting_warehouse.update', parent: 'system.setting_warehouse', type: 3, name: '修改仓库设置', permission: 'wms:setting:update', sort: 1 },
]);

export function registerWmsModule(app: FastifyInstance, deps: AppDeps): void {
  // system sits below wms and may not import it: wms tells it at start that its warehouses hold a store
  registerStoreUsageCheck(storeHasWarehouses);
  // the goods module's SKU list and picker show stock, which is this module's (pms sits below wms)
  registerSkuStockReader(skuStockInStore);
  registerSupplierSettlementSources();
  // finance pays suppliers and keeps their prepay accounts, and reads them through this (fms sits below wms)
  registerMoneyParty(supplierMoneyParty);
  registerWarehouseRoutes(app, deps);
  registerLocationRoutes(app, deps);
  registerStockRoutes(app, deps);
  registerStockViewRoutes(app, deps);
  registerWarehouseSettingRoutes(app, deps);
  registerSupplierRoutes(app, deps);
  registerPurchaseOrderRoutes(app, deps);
  registerWarehousingEntryRoutes(app, deps);
  registerPurchaseRefundRoutes(app, deps);
  registerOutsidePurchaseRoutes(app, deps);
  registerPickingRoutes(app, deps);
  registerOutboundRoutes(app, deps);
  registerStockCountRoutes(app, deps);
  registerTransferOrderRoutes(app, deps);
  registerStockProcessRoutes(app, deps);
}
