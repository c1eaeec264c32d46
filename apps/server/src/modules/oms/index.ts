import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerSettlementSource } from '@/modules/fms';
import { registerMenuSeeds } from '@/modules/system/menu';
import { registerSaleOrderSource } from '@/modules/wms';
import { saleOrderSource } from './order/order-fulfilment';
import { registerOrderRoutes } from './order/order.routes';
import { registerOrderSettingRoutes } from './setting/setting.routes';
import { registerPhotoSiteSubOrderRoutes } from './sub-order/photo-site-sub-order.register';
import { registerOrderRefundRoutes } from './order-refund/order-refund.routes';
import { registerStatementRoutes } from './statement/statement.routes';
import { orderSettlementSource } from './order/order-settlement-source';
import { statementSettlementSource } from './statement/statement-settlement-source';

// What other modules and the demo seed call (module README): orders through their pages' own functions,
// and the delivery that logistics will report on sign-in.
export { createOrder, updateOrder, getOrder } from './order/order.service';
export { auditOrder, cancelOrder, completeOrder, markOrderDelivered, transitionOrder } from './order/order-actions';
// Logistics closes a unit whose delivery failed (the goods came back; order/order-delivery-failed.ts).
export { markOrderDeliveryFailed } from './order/order-delivery-failed';
export { orderAmounts, type OrderAmountInput, type OrderAmounts } from './order/order-lines';
export { saleOrderSource } from './order/order-fulfilment';
// Logistics (lms) makes its logistics order when a unit ships (order/shipment-listener.ts).
export { registerHandDeliveryListener, registerShipmentListener, type HandDeliveryListener, type OrderShipment, type ShipmentListener } from './order/shipment-listener';
// Logistics' carry fees are charged on the order through this (order/carry-fee-charge.ts).
export { chargeCarryFee, type CarryFeeCharge, type ChargedCarryFee } from './order/carry-fee-charge';
export { readOrderSetting, updateOrderSetting } from './setting/setting.service';
// Photo orders and sites (README "Photo orders", "Sites"): the order create links a photo order; logistics finds an address's site and reads the map tiles.
export { convertPhotoOrder, createPhotoOrder, rejectPhotoOrder } from './photo-order/photo-order.service';
export { createSite, readMapSetting, siteForPoint } from './site/site.service';
// Refunds and statements (README "Order refunds", "Statements"): the demo seed and finance (issue 20) call these.
export { auditRefund, createRefund, receiveRefund, refundRefund, rejectRefund } from './order-refund/order-refund.service';
export { confirmStatement, createStatement, sendStatement, settleStatement } from './statement/statement.service';
export { runStatements } from './statement/statement.job';
// What receipt notes pay (fms settlement sources, README "Payment state"), registered below.
export { orderSettlementSource } from './order/order-settlement-source';
export { statementSettlementSource } from './statement/statement-settlement-source';

// Order pages (spec 001 §2 /oms routes), each with its list permission and buttons; orders follow
// customers and precede the warehouse in the route catalogue. The order rules show on the module's
// settings page and under system (/system/setting/order).
const page = (key: string, name: string, router: string, permission: string, sort: number, icon?: string, is_show: 0 | 1 = 1) =>
  ({ key: `oms.${key}`, parent: 'oms', type: 2 as const, name, router, permission, sort, icon, is_show });
const button = (parent: string, permission: string, name: string, sort: number) =>
  ({ key: `oms.${parent}.${permission}`, parent: `oms.${parent}`, type: 3 as const, name, permission, sort });
registerMenuSeeds([
  { key: 'oms', type: 1, name: '订单管理', icon: 'ProfileOutlined', router: '/oms', sort: 30 },
  page('order', '订单列表', '/oms/order/list', 'oms:order:list', 1, 'UnorderedListOutlined'),
  button('order', 'oms:order:create', '新增订单', 1),
  button('order', 'oms:order:update', '编辑订单', 2),
  button('order', 'oms:order:audit', '审核订单', 3),
  button('order', 'oms:order:cancel', '取消订单', 4),
  button('order', 'oms:order:deliver', '确认送达', 5),
  button('order', 'oms:order:complete', '完成订单', 6),
  button('order', 'oms:order:export', '导出订单', 7),
  button('order', 'oms:order:change_price', '修改商品价格', 8),
  button('order', 'oms/order/Print', '打印订单', 9),
  page('order_add', '新增订单', '/oms/order/add', 'oms:order:create', 2, undefined, 0),
  page('order_detail', '订单详情', '/oms/order/detail', 'oms:order:list', 3, undefined, 0),
  page('order_print', '打印订单', '/oms/order/print', 'oms/order/Print', 4, undefined, 0),
  page('order_print_batch', '批量打印订单', '/oms/order/print_batch', 'oms/order/Print', 5, undefined, 0),
  // order refunds and statements
  page('order_refund', '退货退款', '/oms/order_refund/list', 'oms:order_refund:list', 10, 'MoneyCollectOutlined'),
  button('order_refund', 'oms:order_refund:create', '新增退款单', 1),
  button('order_refund', 'oms:order_refund:update', '编辑退款单', 2),
  button('order_refund', 'oms:order_refund:delete', '删除退款单', 3),
  button('order_refund', 'oms:order_refund:audit', '审核退款单', 4),
  button('order_refund', 'oms:order_refund:reject', '驳回退款单', 5),
  button('order_refund', 'oms:order_refund:receive', '退货入库', 6),
  button('order_refund', 'oms:order_refund:refund', '确认退款', 7),
  button('order_refund', 'oms/order_refund/Print', '打印退款单', 8),
  page('order_refund_add', '新增退款单', '/oms/order_refund/add', 'oms:order_refund:create', 11, undefined, 0),
  page('order_refund_edit', '编辑退款单', '/oms/order_refund/edit', 'oms:order_refund:update', 12, undefined, 0),
  page('order_refund_detail', '退款单详情', '/oms/order_refund/detail', 'oms:order_refund:list', 13, undefined, 0),
  page('order_refund_print', '打印退款单', '/oms/order_refund/print', 'oms/order_refund/Print', 14, undefined, 0),
  page('statement', '对账单', '/oms/statement/list', 'oms:statement:list', 15, 'AccountBookOutlined'),
  button('statement', 'oms:statement:create', '新增对账单', 1),
  button('statement', 'oms:statement:send', '发送对账单', 2),
  button('statement', 'oms:statement:confirm', '确认对账单', 3),
  button('statement', 'oms:statement:settle', '结算对账单', 4),
  button('statement', 'oms:statement:export', '导出对账单', 5),
  button('statement', 'oms:statement:delete', '删除对账单', 6),
  page('statement_print', '打印对账单', '/oms/statement/print', 'oms:statement:list', 16, undefined, 0),
  page('setting', '订单设置', '/oms/setting/index', 'oms:setting:index', 20, 'SettingOutlined'),
  button('setting', 'oms:setting:update', '修改订单设置', 1),
  { key: 'system.setting_order', parent: 'system', type: 2, name: '订单设置', router: '/system/setting/order', permission: 'oms:setting:index', sort: 8, icon: 'ProfileOutlined' },
  { key: 'system.setting_order.update', parent: 'system.setting_order', type: 3, name: '修改订单设置', permission: 'oms:setting:update', sort: 1 },
]);

export function registerOmsModule(app: FastifyInstance, deps: AppDeps): void {
  // the warehouse sits below orders and may not import them: picking and sale outbounds reach orders through this
  registerSaleOrderSource(saleOrderSource);
  // finance sits below orders too: receipt notes pay orders and statements through these (README "Payment state")
  registerSettlementSource(orderSettlementSource);
  registerSettlementSource(statementSettlementSource);
  registerOrderRoutes(app, deps);
  registerOrderSettingRoutes(app, deps);
  registerPhotoSiteSubOrderRoutes(app, deps);
  registerOrderRefundRoutes(app, deps);
  registerStatementRoutes(app, deps);
}
