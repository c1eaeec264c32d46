import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';
import { pickingRoutes } from './picking/picking.routes';
import { stockCountRoutes } from './stock-count/stock-count.routes';
import { stockProcessRoutes } from './stock-process/stock-process.routes';
import { transferOrderRoutes } from './transfer-order/transfer-order.routes';

/**
 * Pages of the /wms module built so far (issue 16 §1, §8) and the warehouse settings page, which sits under
 * /system/setting but is this module's. A face of its own apart from index.ts: the router needs only these.
 */
export const wmsRoutes: RouteObject[] = [
  {
    path: 'wms/warehouse/list',
    handle: { title: 'route.wms_warehouse', permission: 'wms:warehouse:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./warehouse/pages/warehouse-list-page')).WarehouseListPage }),
  },
  {
    path: 'wms/warehouse/add',
    handle: { title: 'route.wms_warehouse_add', permission: 'wms:warehouse:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./warehouse/pages/warehouse-form-page')).WarehouseFormPage }),
  },
  {
    path: 'wms/warehouse/edit',
    handle: { title: 'route.wms_warehouse_edit', permission: 'wms:warehouse:update' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./warehouse/pages/warehouse-form-page')).WarehouseFormPage }),
  },
  {
    path: 'wms/warehouse/manager',
    handle: { title: 'route.wms_warehouse_manager', permission: 'wms:warehouse:manager' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./warehouse/pages/warehouse-manager-page')).WarehouseManagerPage }),
  },
  {
    path: 'wms/stock/location',
    handle: { title: 'route.wms_location', permission: 'wms:location:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./location/pages/location-page')).LocationPage }),
  },
  // stock views
  {
    path: 'wms/stock/list',
    handle: { title: 'route.wms_stock', permission: 'wms:stock:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./stock/pages/stock-list-page')).StockListPage }),
  },
  {
    path: 'wms/stock/history',
    handle: { title: 'route.wms_stock_history', permission: 'wms:stock:history' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./stock/pages/stock-history-page')).StockHistoryPage }),
  },
  {
    path: 'wms/stock/location_stock',
    handle: { title: 'route.wms_location_stock', permission: 'wms:stock:location_stock' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./stock/pages/location-stock-page')).LocationStockPage }),
  },
  {
    path: 'wms/stock/print_location',
    handle: { title: 'route.wms_print_location', layout: 'print', printDescription: 'wms.print_location_description', permission: 'wms:location:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./stock/pages/location-print-page')).LocationPrintPage }),
  },
  {
    path: 'wms/stock/danger',
    handle: { title: 'route.wms_stock_danger', permission: 'wms:stock:danger' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./stock/pages/stock-danger-page')).StockDangerPage }),
  },
  {
    path: 'wms/stock/lack',
    handle: { title: 'route.wms_stock_lack', permission: 'wms:stock:lack' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./stock/pages/stock-lack-page')).StockLackPage }),
  },
  // suppliers and supplier SKUs
  {
    path: 'wms/supplier/list',
    handle: { title: 'route.wms_supplier', permission: 'wms:supplier:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./supplier/pages/supplier-list-page')).SupplierListPage }),
  },
  {
    path: 'wms/supplier/add',
    handle: { title: 'route.wms_supplier_add', permission: 'wms:supplier:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./supplier/pages/supplier-form-page')).SupplierFormPage }),
  },
  {
    path: 'wms/supplier/edit',
    handle: { title: 'route.wms_supplier_edit', permission: 'wms:supplier:update' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./supplier/pages/supplier-form-page')).SupplierFormPage }),
  },
  {
    path: 'wms/supplier_sku/list',
    handle: { title: 'route.wms_supplier_sku', permission: 'wms:supplier_sku:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./supplier/pages/supplier-sku-list-page')).SupplierSkuListPage }),
  },
  // warehousing entries and purchase refund orders
  {
    path: 'wms/warehousing_entry/list',
    handle: { title: 'route.wms_warehousing_entry', permission: 'wms:warehousing_entry:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./warehousing-entry/pages/warehousing-entry-pages')).WarehousingEntryListPage }),
  },
  {
    path: 'wms/warehousing_entry/add',
    handle: { title: 'route.wms_warehousing_entry_add', permission: 'wms:warehousing_entry:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./warehousing-entry/pages/warehousing-entry-pages')).WarehousingEntryFormPage }),
  },
  {
    path: 'wms/warehousing_entry/edit',
    handle: { title: 'route.wms_warehousing_entry_edit', permission: 'wms:warehousing_entry:update' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./warehousing-entry/pages/warehousing-entry-pages')).WarehousingEntryFormPage }),
  },
  {
    path: 'wms/warehousing_entry/detail',
    handle: { title: 'route.wms_warehousing_entry_detail', permission: 'wms:warehousing_entry:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./warehousing-entry/pages/warehousing-entry-pages')).WarehousingEntryDetailPage }),
  },
  {
    path: 'wms/warehousing_entry/print',
    handle: { title: 'route.wms_warehousing_entry_print', layout: 'print', printDescription: 'wms_doc.print_description', permission: 'wms:warehousing_entry:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./warehousing-entry/pages/warehousing-entry-pages')).WarehousingEntryPrintPage }),
  },
  // outside purchase orders: the receiving documents' pages over OUTSIDE_KIND
  {
    path: 'wms/outside_purchase_order/list',
    handle: { title: 'route.wms_outside_purchase_order', permission: 'wms:outside_purchase_order:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./outside-purchase/pages/outside-purchase-pages')).OutsidePurchaseListPage }),
  },
  {
    path: 'wms/outside_purchase_order/add',
    handle: { title: 'route.wms_outside_purchase_order_add', permission: 'wms:outside_purchase_order:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./outside-purchase/pages/outside-purchase-pages')).OutsidePurchaseFormPage }),
  },
  {
    path: 'wms/outside_purchase_order/edit',
    handle: { title: 'route.wms_outside_purchase_order_edit', permission: 'wms:outside_purchase_order:update' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./outside-purchase/pages/outside-purchase-pages')).OutsidePurchaseFormPage }),
  },
  {
    path: 'wms/outside_purchase_order/detail',
    handle: { title: 'route.wms_outside_purchase_order_detail', permission: 'wms:outside_purchase_order:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./outside-purchase/pages/outside-purchase-pages')).OutsidePurchaseDetailPage }),
  },
  {
    path: 'wms/outside_purchase_order/print',
    handle: { title: 'route.wms_outside_purchase_order_print', layout: 'print', printDescription: 'wms_doc.print_description', permission: 'wms:outside_purchase_order:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./outside-purchase/pages/outside-purchase-pages')).OutsidePurchasePrintPage }),
  },
  {
    path: 'wms/purchase_refund_order/list',
    handle: { title: 'route.wms_purchase_refund_order', permission: 'wms:purchase_refund_order:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./purchase-refund/pages/purchase-refund-pages')).PurchaseRefundListPage }),
  },
  {
    path: 'wms/purchase_refund_order/add',
    handle: { title: 'route.wms_purchase_refund_order_add', permission: 'wms:purchase_refund_order:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./purchase-refund/pages/purchase-refund-pages')).PurchaseRefundFormPage }),
  },
  {
    path: 'wms/purchase_refund_order/edit',
    handle: { title: 'route.wms_purchase_refund_order_edit', permission: 'wms:purchase_refund_order:update' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./purchase-refund/pages/purchase-refund-pages')).PurchaseRefundFormPage }),
  },
  {
    path: 'wms/purchase_refund_order/detail',
    handle: { title: 'route.wms_purchase_refund_order_detail', permission: 'wms:purchase_refund_order:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./purchase-refund/pages/purchase-refund-pages')).PurchaseRefundDetailPage }),
  },
  {
    path: 'wms/purchase_refund_order/print',
    handle: { title: 'route.wms_purchase_refund_order_print', layout: 'print', printDescription: 'wms_doc.print_description', permission: 'wms:purchase_refund_order:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./purchase-refund/pages/purchase-refund-pages')).PurchaseRefundPrintPage }),
  },
  {
    path: 'system/setting/warehouse',
    handle: { title: 'route.system_setting_warehouse', permission: 'wms:setting:index' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./setting/pages/warehouse-setting-page')).WarehouseSettingPage }),
  },
  // purchase orders
  {
    path: 'wms/purchase_order/list',
    handle: { title: 'route.wms_purchase_order', permission: 'wms:purchase_order:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./purchase-order/pages/purchase-order-list-page')).PurchaseOrderListPage }),
  },
  {
    path: 'wms/purchase_order/add',
    handle: { title: 'route.wms_purchase_order_add', permission: 'wms:purchase_order:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./purchase-order/pages/purchase-order-form-page')).PurchaseOrderFormPage }),
  },
  {
    path: 'wms/purchase_order/edit',
    handle: { title: 'route.wms_purchase_order_edit', permission: 'wms:purchase_order:update' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./purchase-order/pages/purchase-order-form-page')).PurchaseOrderFormPage }),
  },
  {
    path: 'wms/purchase_order/detail',
    handle: { title: 'route.wms_purchase_order_detail', permission: 'wms:purchase_order:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./purchase-order/pages/purchase-order-detail-page')).PurchaseOrderDetailPage }),
  },
  {
    path: 'wms/purchase_order/print',
    handle: { title: 'route.wms_purchase_order_print', layout: 'print', printDescription: 'wms.po_print_description', permission: 'wms:purchase_order:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./purchase-order/pages/purchase-order-print-page')).PurchaseOrderPrintPage }),
  },
  {
    path: 'share/purchase_order',
    handle: { title: 'route.share_purchase_order', layout: 'share', shortcut: false, tab: false } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./purchase-order/pages/purchase-order-share-page')).PurchaseOrderSharePage }),
  },
  // picking, outbound delivery orders and the lack-out history (picking/picking.routes.ts)
  ...pickingRoutes,
  // stock counts (stock-count/stock-count.routes.ts)
  ...stockCountRoutes,
  // stock processing: the list page with its add and detail drawers
  ...stockProcessRoutes,
  // transfer orders (transfer-order/transfer-order.routes.ts)
  ...transferOrderRoutes,
];
