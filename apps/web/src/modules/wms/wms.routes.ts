import { pathsOf } from '@tradewind/contract/common/pages';
import { wmsPages } from '@tradewind/contract/wms/wms.pages';
import { routesOf } from '@/core/routing/page-routes';

/** The wms pages' components, by manifest key (their paths, titles and permissions: contract wms/wms.pages.ts). */
export const wmsRoutes = routesOf(wmsPages, {
  'wms.warehouse': () => import('./warehouse/pages/warehouse-list-page').then((m) => m.WarehouseListPage),
  'wms.warehouse_add': () => import('./warehouse/pages/warehouse-form-page').then((m) => m.WarehouseFormPage),
  'wms.warehouse_edit': () => import('./warehouse/pages/warehouse-form-page').then((m) => m.WarehouseFormPage),
  'wms.warehouse_manager': () => import('./warehouse/pages/warehouse-manager-page').then((m) => m.WarehouseManagerPage),
  'wms.location': () => import('./location/pages/location-page').then((m) => m.LocationPage),
  'wms.stock': () => import('./stock/pages/stock-list-page').then((m) => m.StockListPage),
  'wms.stock_history': () => import('./stock/pages/stock-history-page').then((m) => m.StockHistoryPage),
  'wms.location_stock': () => import('./stock/pages/location-stock-page').then((m) => m.LocationStockPage),
  'wms.print_location': { load: () => import('./stock/pages/location-print-page').then((m) => m.LocationPrintPage), handle: { printDescription: 'wms.print_location_description' } },
  'wms.stock_danger': () => import('./stock/pages/stock-danger-page').then((m) => m.StockDangerPage),
  'wms.stock_lack': () => import('./stock/pages/stock-lack-page').then((m) => m.StockLackPage),
  'wms.supplier': () => import('./supplier/pages/supplier-list-page').then((m) => m.SupplierListPage),
  'wms.supplier_add': () => import('./supplier/pages/supplier-form-page').then((m) => m.SupplierFormPage),
  'wms.supplier_edit': () => import('./supplier/pages/supplier-form-page').then((m) => m.SupplierFormPage),
  'wms.supplier_sku': () => import('./supplier/pages/supplier-sku-list-page').then((m) => m.SupplierSkuListPage),
  'wms.warehousing_entry': () => import('./warehousing-entry/pages/warehousing-entry-list-page').then((m) => m.WarehousingEntryListPage),
  'wms.warehousing_entry_add': () => import('./warehousing-entry/pages/warehousing-entry-form-page').then((m) => m.WarehousingEntryFormPage),
  'wms.warehousing_entry_edit': () => import('./warehousing-entry/pages/warehousing-entry-form-page').then((m) => m.WarehousingEntryFormPage),
  'wms.warehousing_entry_detail': () => import('./warehousing-entry/pages/warehousing-entry-detail-page').then((m) => m.WarehousingEntryDetailPage),
  'wms.warehousing_entry_print': { load: () => import('./warehousing-entry/pages/warehousing-entry-print-page').then((m) => m.WarehousingEntryPrintPage), handle: { printDescription: 'wms_doc.print_description' } },
  'wms.outside_purchase_order': () => import('./outside-purchase/pages/outside-purchase-list-page').then((m) => m.OutsidePurchaseListPage),
  'wms.outside_purchase_order_add': () => import('./outside-purchase/pages/outside-purchase-form-page').then((m) => m.OutsidePurchaseFormPage),
  'wms.outside_purchase_order_edit': () => import('./outside-purchase/pages/outside-purchase-form-page').then((m) => m.OutsidePurchaseFormPage),
  'wms.outside_purchase_order_detail': () => import('./outside-purchase/pages/outside-purchase-detail-page').then((m) => m.OutsidePurchaseDetailPage),
  'wms.outside_purchase_order_print': { load: () => import('./outside-purchase/pages/outside-purchase-print-page').then((m) => m.OutsidePurchasePrintPage), handle: { printDescription: 'wms_doc.print_description' } },
  'wms.purchase_refund_order': () => import('./purchase-refund/pages/purchase-refund-list-page').then((m) => m.PurchaseRefundListPage),
  'wms.purchase_refund_order_add': () => import('./purchase-refund/pages/purchase-refund-form-page').then((m) => m.PurchaseRefundFormPage),
  'wms.purchase_refund_order_edit': () => import('./purchase-refund/pages/purchase-refund-form-page').then((m) => m.PurchaseRefundFormPage),
  'wms.purchase_refund_order_detail': () => import('./purchase-refund/pages/purchase-refund-detail-page').then((m) => m.PurchaseRefundDetailPage),
  'wms.purchase_refund_order_print': { load: () => import('./purchase-refund/pages/purchase-refund-print-page').then((m) => m.PurchaseRefundPrintPage), handle: { printDescription: 'wms_doc.print_description' } },
  'system.setting_warehouse': () => import('./setting/pages/warehouse-setting-page').then((m) => m.WarehouseSettingPage),
  'wms.purchase_order': () => import('./purchase-order/pages/purchase-order-list-page').then((m) => m.PurchaseOrderListPage),
  'wms.purchase_order_add': () => import('./purchase-order/pages/purchase-order-form-page').then((m) => m.PurchaseOrderFormPage),
  'wms.purchase_order_edit': () => import('./purchase-order/pages/purchase-order-form-page').then((m) => m.PurchaseOrderFormPage),
  'wms.purchase_order_detail': () => import('./purchase-order/pages/purchase-order-detail-page').then((m) => m.PurchaseOrderDetailPage),
  'wms.purchase_order_print': { load: () => import('./purchase-order/pages/purchase-order-print-page').then((m) => m.PurchaseOrderPrintPage), handle: { printDescription: 'wms.po_print_description' } },
  'share.purchase_order': { load: () => import('./purchase-order/pages/purchase-order-share-page').then((m) => m.PurchaseOrderSharePage), handle: { shortcut: false, tab: false } },
  'wms.picking_task_price_rule': () => import('./picking/pages/price-rule-list-page').then((m) => m.PriceRuleListPage),
  'wms.picking_task_price_rule_add': () => import('./picking/pages/price-rule-form-page').then((m) => m.PriceRuleFormPage),
  'wms.picking_task_price_rule_edit': () => import('./picking/pages/price-rule-form-page').then((m) => m.PriceRuleFormPage),
  'wms.picking_list': () => import('./picking/pages/picking-list-list-page').then((m) => m.PickingListListPage),
  'wms.picking_list_detail': () => import('./picking/pages/picking-list-detail-page').then((m) => m.PickingListDetailPage),
  'wms.picking_list_print': { load: () => import('./picking/pages/picking-list-print-page').then((m) => m.PickingListPrintPage), handle: { printDescription: 'wms_pick.print_description' } },
  'wms.picking_task': () => import('./picking/pages/picking-task-list-page').then((m) => m.PickingTaskListPage),
  'wms.picking_task_add': () => import('./picking/pages/picking-task-add-page').then((m) => m.PickingTaskAddPage),
  'wms.picking_task_detail': () => import('./picking/pages/picking-task-detail-page').then((m) => m.PickingTaskDetailPage),
  'wms.picking_task_print': { load: () => import('./picking/pages/picking-task-print-page').then((m) => m.PickingTaskPrintPage), handle: { printDescription: 'wms_pick.print_description' } },
  'wms.outbound_delivery_order': () => import('./outbound/pages/outbound-list-page').then((m) => m.OutboundListPage),
  'wms.outbound_delivery_order_add': () => import('./outbound/pages/outbound-form-page').then((m) => m.OutboundFormPage),
  'wms.outbound_delivery_order_edit': () => import('./outbound/pages/outbound-form-page').then((m) => m.OutboundFormPage),
  'wms.outbound_delivery_order_detail': () => import('./outbound/pages/outbound-detail-page').then((m) => m.OutboundDetailPage),
  'wms.outbound_delivery_order_print': { load: () => import('./outbound/pages/outbound-print-page').then((m) => m.OutboundPrintPage), handle: { printDescription: 'wms_pick.print_description' } },
  'wms.lack_out_sku_history': () => import('./outbound/pages/lack-out-page').then((m) => m.LackOutListPage),
  'wms.stock_count': () => import('./stock-count/pages/stock-count-list-page').then((m) => m.StockCountListPage),
  'wms.stock_count_add': () => import('./stock-count/pages/stock-count-form-page').then((m) => m.StockCountFormPage),
  'wms.stock_count_edit': () => import('./stock-count/pages/stock-count-form-page').then((m) => m.StockCountFormPage),
  'wms.stock_count_detail': () => import('./stock-count/pages/stock-count-detail-page').then((m) => m.StockCountDetailPage),
  'wms.stock_count_work': () => import('./stock-count/pages/stock-count-work-page').then((m) => m.StockCountWorkPage),
  'wms.stock_count_print': { load: () => import('./stock-count/pages/stock-count-print-page').then((m) => m.StockCountPrintPage), handle: { printDescription: 'wms_count.print_description' } },
  'wms.stock_process': () => import('./stock-process/pages/stock-process-list-page').then((m) => m.StockProcessListPage),
  'wms.transfer_order': () => import('./transfer-order/pages/transfer-order-list-page').then((m) => m.TransferOrderListPage),
  'wms.transfer_order_add': () => import('./transfer-order/pages/transfer-order-form-page').then((m) => m.TransferOrderFormPage),
  'wms.transfer_order_edit': () => import('./transfer-order/pages/transfer-order-form-page').then((m) => m.TransferOrderFormPage),
  'wms.transfer_order_detail': () => import('./transfer-order/pages/transfer-order-detail-page').then((m) => m.TransferOrderDetailPage),
  'wms.transfer_order_print': { load: () => import('./transfer-order/pages/transfer-order-print-page').then((m) => m.TransferOrderPrintPage), handle: { printDescription: 'wms_to.print_description' } },
});

const path = pathsOf(wmsPages);

// The addresses pages link to.
export const SUPPLIER_LIST_PATH = path('wms.supplier');
export const SUPPLIER_ADD_PATH = path('wms.supplier_add');
export const supplierEditPath = (id: number) => path('wms.supplier_edit', `?id=${id}`);
export const supplierSkuPath = (supplierId: number) => path('wms.supplier_sku', `?supplier_id=${supplierId}`);
export const WAREHOUSE_LIST_PATH = path('wms.warehouse');
export const WAREHOUSE_ADD_PATH = path('wms.warehouse_add');
export const warehouseEditPath = (id: number) => path('wms.warehouse_edit', `?id=${id}`);
export const warehouseManagerPath = (id: number) => path('wms.warehouse_manager', `?id=${id}`);
export const locationPath = (warehouseId: number) => path('wms.location', `?warehouse_id=${warehouseId}`);
