import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerMoneyParty } from '@/modules/fms';
import { registerSkuStockReader } from '@/modules/pms';
import { registerModulePages } from '@/modules/system/menu';
import { wmsPages } from '@tradewind/contract/wms/wms.pages';
import { registerStoreUsageCheck } from '@/modules/system/store';
import { registerLocationRoutes } from './location/location.routes';
import { registerPurchaseOrderRoutes } from './purchase-order/purchase-order.routes';
import { registerWarehouseSettingRoutes } from './setting/setting.routes';
import { registerStockRoutes } from './stock/stock.routes';
import { skuStockInStore } from './stock-view/sku-stock';
import { registerStockViewRoutes } from './stock-view/stock-view.routes';
import { registerWmsTodos } from './wms.todos';
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
import { defineImporter } from '@/core/jobs/importer';
import { openingStockImporter } from './warehousing-entry/opening-stock.import';

// The stock ledger's one writer and the reservation functions every document calls (module README).
export { postStockMoves, type PostStockMovesInput, type PostedMove, type StockContext, type StockMoveLine } from './stock/posting';
export { consumeReservation, releaseReservation, reserveStock, type ReservationRow, type ReservationSourceRef, type ReserveLine } from './stock/reservation';
export { checkStockLedger } from './stock/ledger-check';
// the moving average cost of (SKU, warehouse) pairs, one query: orders freeze it on their lines at audit (bi's rollups)
export { costKey, movingAverageCosts } from './stock/moving-average';
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
// Shipping by express (README "Shipping by express"): marketing registers its couriers and asks before deleting one.
export { registerCourierDirectory, type CourierDirectory, type CourierEntry } from './outbound/courier-directory';
export { outboundsNamingCourier, setOutboundExpress } from './outbound/outbound.service';
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
// the suppliers import of the import centre (registered when the module loads, like its exporters)
export { supplierImporter } from './supplier/supplier.import';
// the demo seed's opening stock: warehouses and locations through their pages' functions, stock through audited entries
export { createWarehouse, setDefaultLocation } from './warehouse/warehouse.service';
export { batchCreateLocations } from './location/location.service';
export { setStockAlert } from './stock-view/stock-view.service';
// the order form's hint per line (oms `GET /oms/order/stock`): on hand − reserved, an edited order's own reservation added back
export { availableStock } from './stock-view/stock-view.service';
export { auditWarehousingEntry, createWarehousingEntry, receiveCustomerReturn } from './warehousing-entry/warehousing-entry.service';
export { auditOutsidePurchase, createOutsidePurchase } from './outside-purchase/outside-purchase.service';
// Stock processing (README "Stock processing"): the demo seed runs a recipe through these.
export { auditStockProcess, createStockProcess } from './stock-process/stock-process.service';
// Receiving (warehousing entries) reads an order's open lines and records what it received (purchase-order README).
export { createPurchaseOrder, transitionPurchaseOrder } from './purchase-order/purchase-order.service';
export type { PurchaseOrderAction } from '@tradewind/contract/wms/purchase-order.schema';
export { readPurchaseOrderForReceipt, recordPurchaseReceipt, type PurchaseOrderForReceipt, type PurchaseReceiptInput, type PurchaseReceiptLine } from './purchase-order/purchase-order-receipt';

// Warehouse pages, their permissions and buttons: the contract's wms.pages.ts.
registerModulePages(wmsPages);

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
  // the import centre's opening stock (README "Opening stock"): one audited opening entry per warehouse of a file
  defineImporter(openingStockImporter);
  // what waits in the warehouse's lists, counted for the workplace
  registerWmsTodos();
}
