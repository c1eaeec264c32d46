import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerCustomerOrderSource } from '@/modules/crm';
import { registerSettlementSource } from '@/modules/fms';
import { registerModulePages } from '@/modules/system/menu';
import { omsPages } from '@tradewind/contract/oms/oms.pages';
import { registerSaleOrderSource } from '@/modules/wms';
import { saleOrderSource } from './order/order-fulfilment';
import { registerOrderRoutes } from './order/order.routes';
import { registerOrderTodos } from './order/order.todos';
import { customerOrderSource } from './order/order-customer-facts';
import { registerOrderSettingRoutes } from './setting/setting.routes';
import { registerPhotoSiteSubOrderRoutes } from './sub-order/photo-site-sub-order.register';
import { registerOrderRefundRoutes } from './order-refund/order-refund.routes';
import { registerStatementRoutes } from './statement/statement.routes';
import { orderSettlementSource } from './order/order-settlement-source';
import { orderInvoiceSource } from './order/order-invoice-source';
import { statementSettlementSource } from './statement/statement-settlement-source';
import { registerGoalActualSource, registerInvoiceOrderSource } from '@/modules/crm';
import { orderGoalSource } from './order/order-goal-source';
import { registerOrderReleaseGuard } from './order/crm-links';
import { registerScheduledTask } from '@/core/jobs/scheduler';
import { registerOrderFactsListener } from './order/order-facts';
import { customerOrderPeriodsTask, keepCustomerOrderPeriods } from './order/customer-order-periods';

// What other modules and the demo seed call (module README): orders through their pages' own functions,
// and the delivery that logistics will report on sign-in.
export { createOrder, updateOrder } from './order/order.service';
export { getOrder } from './order/order.read';
export { auditOrder, cancelOrder, completeOrder, markOrderDelivered, transitionOrder } from './order/order-actions';
// Logistics closes a unit whose delivery failed (the goods came back; order/order-delivery-failed.ts).
export { markOrderDeliveryFailed } from './order/order-delivery-failed';
export { linePayableShare, orderAmounts, type LineMoney, type OrderAmountInput, type OrderAmounts } from './order/order-lines';
// The price pipeline (README "Price pipeline"): marketing registers it at start (order/order-pricing.ts).
export {
  registerOrderPricing,
  type OrderPricingGift,
  type OrderPricingInput,
  type OrderPricingLine,
  type OrderPricingProvider,
  type OrderPricingResult,
} from './order/order-pricing';
export { saleOrderSource } from './order/order-fulfilment';
// Logistics (lms) makes its logistics order when a unit ships (order/shipment-listener.ts).
export {
  registerHandDeliveryListener,
  registerOrderClosedListener,
  registerShipmentListener,
  type HandDeliveryListener,
  type OrderClosed,
  type OrderClosedListener,
  type OrderShipment,
  type ShipmentListener,
} from './order/shipment-listener';
// Logistics' carry fees are charged on the order through this (order/carry-fee-charge.ts).
export { chargeCarryFee, type CarryFeeCharge, type ChargedCarryFee } from './order/carry-fee-charge';
export { readOrderSetting, updateOrderSetting } from './setting/setting.service';
// Photo orders and sites (README "Photo orders", "Sites"): the order create links a photo order; logistics finds an address's site and reads the map tiles.
export { convertPhotoOrder, createPhotoOrder, rejectPhotoOrder } from './photo-order/photo-order.service';
export { allMapTileUrls, createSite, readMapSetting, siteForPoint } from './site/site.service';
// Refunds and statements (README "Order refunds", "Statements"): the demo seed and finance (issue 20) call these.
export { auditRefund, createRefund, receiveRefund, refundRefund, rejectRefund } from './order-refund/order-refund.service';
export { confirmStatement, createStatement, sendStatement, settleStatement } from './statement/statement.service';
export { runStatements } from './statement/statement.job';
// What receipt notes pay (fms settlement sources, README "Payment state"), registered below.
export { orderSettlementSource } from './order/order-settlement-source';
export { statementSettlementSource } from './statement/statement-settlement-source';

// Facts for the rollups (README "Facts for the rollups"): bi registers its listener at start and re-derives
// its rollups from these tables (read under an alias(), docs/architecture.md §16).
export {
  registerOrderFactsListener,
  unregisterOrderFactsListener,
  type OrderFacts,
  type OrderFactsHead,
  type OrderFactsLine,
  type OrderFactsListener,
  type RefundFactsLine,
} from './order/order-facts';
export { orderItems, orders } from './order/order.table';
// Each customer's audited orders per crowd period (README "Customer order periods"): the tests re-check them after every file.
export { checkCustomerOrderPeriods, ensureCustomerOrderPeriods, rebuildCustomerOrderPeriods, recomputeCustomerOrderPeriods } from './order/customer-order-periods';
export { orderRefundItems, orderRefunds } from './order-refund/order-refund.table';

// Order pages, their permissions and buttons: the contract's oms.pages.ts.
registerModulePages(omsPages);
// crm's crowds read each customer's orders per period from rows kept here, rolled to the next day by this task
registerScheduledTask(customerOrderPeriodsTask);

export function registerOmsModule(app: FastifyInstance, deps: AppDeps): void {
  // crm's pool rules keep a customer with an open order with its owner
  registerOrderReleaseGuard();
  // the warehouse sits below orders and may not import them: picking and sale outbounds reach orders through this
  registerSaleOrderSource(saleOrderSource);
  // finance sits below orders too: receipt notes pay orders and statements through these (README "Payment state")
  registerSettlementSource(orderSettlementSource);
  registerSettlementSource(statementSettlementSource);
  // crm sits below orders too: its business goals read the audited orders through this
  registerGoalActualSource(orderGoalSource);
  // customer relations sit below orders too: invoices cover delivered orders through this (crm README "Invoices")
  registerInvoiceOrderSource(orderInvoiceSource);
  // crm's crowds and visit plans read customers' audited orders through this (crm sits below orders)
  registerCustomerOrderSource(customerOrderSource);
  registerOrderFactsListener(keepCustomerOrderPeriods);
  registerOrderRoutes(app, deps);
  registerOrderSettingRoutes(app, deps);
  registerPhotoSiteSubOrderRoutes(app, deps);
  registerOrderRefundRoutes(app, deps);
  registerStatementRoutes(app, deps);
  // what waits in the order list, counted for the workplace
  registerOrderTodos();
}
