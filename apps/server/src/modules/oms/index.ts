import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerMenuSeeds } from '@/modules/system/menu';
import { registerSaleOrderSource } from '@/modules/wms';
import { saleOrderSource } from './order/order-fulfilment';
import { registerOrderRoutes } from './order/order.routes';
import { registerOrderSettingRoutes } from './setting/setting.routes';

// What other modules and the demo seed call (module README): orders through their pages' own functions,
// and the delivery that logistics will report on sign-in.
export { createOrder, updateOrder, getOrder } from './order/order.service';
export { auditOrder, cancelOrder, completeOrder, markOrderDelivered, transitionOrder } from './order/order-actions';
export { orderAmounts, type OrderAmountInput, type OrderAmounts } from './order/order-lines';
export { saleOrderSource } from './order/order-fulfilment';
export { readOrderSetting, updateOrderSetting } from './setting/setting.service';

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
  page('setting', '订单设置', '/oms/setting/index', 'oms:setting:index', 20, 'SettingOutlined'),
  button('setting', 'oms:setting:update', '修改订单设置', 1),
  { key: 'system.setting_order', parent: 'system', type: 2, name: '订单设置', router: '/system/setting/order', permission: 'oms:setting:index', sort: 8, icon: 'ProfileOutlined' },
  { key: 'system.setting_order.update', parent: 'system.setting_order', type: 3, name: '修改订单设置', permission: 'oms:setting:update', sort: 1 },
]);

export function registerOmsModule(app: FastifyInstance, deps: AppDeps): void {
  // the warehouse sits below orders and may not import them: picking and sale outbounds reach orders through this
  registerSaleOrderSource(saleOrderSource);
  registerOrderRoutes(app, deps);
  registerOrderSettingRoutes(app, deps);
}
