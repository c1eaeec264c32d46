import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

/** Pages of picking, outbound delivery orders and the lack-out history (spec 001 §2 /wms routes); print pages carry the spec's print permissions. */
const pickingPages = () => import('./pages/picking-list-pages');
const taskPages = () => import('./pages/picking-task-pages');
const rulePages = () => import('./pages/price-rule-pages');
const outboundPages = () => import('../outbound/pages/outbound-pages');

const printHandle = (title: string, permission: string): RouteHandle => ({ title, layout: 'print', printDescription: 'wms_pick.print_description', permission });

export const pickingRoutes: RouteObject[] = [
  { path: 'wms/picking_task_price_rule/list', handle: { title: 'route.wms_picking_task_price_rule', permission: 'wms:picking_task_price_rule:list' } satisfies RouteHandle, lazy: async () => ({ Component: (await rulePages()).PriceRuleListPage }) },
  { path: 'wms/picking_task_price_rule/add', handle: { title: 'route.wms_picking_task_price_rule_add', permission: 'wms:picking_task_price_rule:create' } satisfies RouteHandle, lazy: async () => ({ Component: (await rulePages()).PriceRuleFormPage }) },
  { path: 'wms/picking_task_price_rule/edit', handle: { title: 'route.wms_picking_task_price_rule_edit', permission: 'wms:picking_task_price_rule:update' } satisfies RouteHandle, lazy: async () => ({ Component: (await rulePages()).PriceRuleFormPage }) },
  { path: 'wms/picking_list/list', handle: { title: 'route.wms_picking_list', permission: 'wms:picking_list:list' } satisfies RouteHandle, lazy: async () => ({ Component: (await pickingPages()).PickingListListPage }) },
  { path: 'wms/picking_list/detail', handle: { title: 'route.wms_picking_list_detail', permission: 'wms:picking_list:list' } satisfies RouteHandle, lazy: async () => ({ Component: (await pickingPages()).PickingListDetailPage }) },
  { path: 'wms/picking_list/print', handle: printHandle('route.wms_picking_list_print', 'wms/picking_list/Print'), lazy: async () => ({ Component: (await pickingPages()).PickingListPrintPage }) },
  { path: 'wms/picking_task/list', handle: { title: 'route.wms_picking_task', permission: 'wms:picking_task:list' } satisfies RouteHandle, lazy: async () => ({ Component: (await taskPages()).PickingTaskListPage }) },
  { path: 'wms/picking_task/add', handle: { title: 'route.wms_picking_task_add', permission: 'wms:picking_task:create' } satisfies RouteHandle, lazy: async () => ({ Component: (await taskPages()).PickingTaskAddPage }) },
  { path: 'wms/picking_task/detail', handle: { title: 'route.wms_picking_task_detail', permission: 'wms:picking_task:list' } satisfies RouteHandle, lazy: async () => ({ Component: (await taskPages()).PickingTaskDetailPage }) },
  { path: 'wms/picking_task/print', handle: printHandle('route.wms_picking_task_print', 'wms/picking_task/Print'), lazy: async () => ({ Component: (await taskPages()).PickingTaskPrintPage }) },
  { path: 'wms/outbound_delivery_order/list', handle: { title: 'route.wms_outbound_delivery_order', permission: 'wms:outbound_delivery_order:list' } satisfies RouteHandle, lazy: async () => ({ Component: (await outboundPages()).OutboundListPage }) },
  { path: 'wms/outbound_delivery_order/add', handle: { title: 'route.wms_outbound_delivery_order_add', permission: 'wms:outbound_delivery_order:create' } satisfies RouteHandle, lazy: async () => ({ Component: (await outboundPages()).OutboundFormPage }) },
  { path: 'wms/outbound_delivery_order/edit', handle: { title: 'route.wms_outbound_delivery_order_edit', permission: 'wms:outbound_delivery_order:update' } satisfies RouteHandle, lazy: async () => ({ Component: (await outboundPages()).OutboundFormPage }) },
  { path: 'wms/outbound_delivery_order/detail', handle: { title: 'route.wms_outbound_delivery_order_detail', permission: 'wms:outbound_delivery_order:list' } satisfies RouteHandle, lazy: async () => ({ Component: (await outboundPages()).OutboundDetailPage }) },
  { path: 'wms/outbound_delivery_order/print', handle: printHandle('route.wms_outbound_delivery_order_print', 'wms/outbound_delivery_order/Print'), lazy: async () => ({ Component: (await outboundPages()).OutboundPrintPage }) },
  { path: 'wms/lack_out_sku_history/list', handle: { title: 'route.wms_lack_out_sku_history', permission: 'wms:lack_out_sku_history:list' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../outbound/pages/lack-out-page')).LackOutListPage }) },
];
