import { omsPages } from '@tradewind/contract/oms/oms.pages';
import { routesOf } from '@/core/routing/page-routes';

/** The oms pages' components, by manifest key (their paths, titles and permissions: contract oms/oms.pages.ts). */
export const omsRoutes = routesOf(omsPages, {
  'oms.order': () => import('./order/pages/order-list-page').then((m) => m.OrderListPage),
  'oms.order_add': () => import('./order/pages/order-form-page').then((m) => m.OrderFormPage),
  'oms.order_edit': () => import('./order/pages/order-form-page').then((m) => m.OrderFormPage),
  'oms.order_detail': () => import('./order/pages/order-detail-page').then((m) => m.OrderDetailPage),
  'oms.order_print': { load: () => import('./order/pages/order-print-page').then((m) => m.OrderPrintPage), handle: { printDescription: 'oms_order.print_description' } },
  'oms.order_print_batch': { load: () => import('./order/pages/order-batch-print-page').then((m) => m.OrderBatchPrintPage), handle: { printDescription: 'oms_order.print_description' } },
  'oms.setting': () => import('./setting/pages/order-setting-page').then((m) => m.OrderSettingPage),
  'system.setting_order': () => import('./setting/pages/order-setting-page').then((m) => m.OrderSettingPage),
  'oms.order_refund': () => import('./order-refund/pages/refund-list-page').then((m) => m.RefundListPage),
  'oms.order_refund_add': () => import('./order-refund/pages/refund-form-page').then((m) => m.RefundFormPage),
  'oms.order_refund_edit': () => import('./order-refund/pages/refund-form-page').then((m) => m.RefundFormPage),
  'oms.order_refund_detail': () => import('./order-refund/pages/refund-detail-page').then((m) => m.RefundDetailPage),
  'oms.order_refund_print': { load: () => import('./order-refund/pages/refund-print-page').then((m) => m.RefundPrintPage), handle: { printDescription: 'oms_refund.print_description' } },
  'oms.statement': () => import('./statement/pages/statement-list-page').then((m) => m.StatementListPage),
  'oms.statement_print': { load: () => import('./statement/pages/statement-print-page').then((m) => m.StatementPrintPage), handle: { printDescription: 'oms_statement.print_description' } },
  'oms.sub_order': () => import('./sub-order/pages/sub-order-list-page').then((m) => m.SubOrderListPage),
  'oms.sub_order_print': { load: () => import('./sub-order/pages/sub-order-print-page').then((m) => m.SubOrderPrintPage), handle: { printDescription: 'oms_sub_order.print_description' } },
  'oms.photo_order': () => import('./photo-order/pages/photo-order-list-page').then((m) => m.PhotoOrderListPage),
  'oms.photo_order_detail': () => import('./photo-order/pages/photo-order-detail-page').then((m) => m.PhotoOrderDetailPage),
  'oms.setting_add_site': () => import('./site/pages/site-form-page').then((m) => m.SiteFormPage),
  'oms.setting_edit_site': () => import('./site/pages/site-form-page').then((m) => m.SiteFormPage),
});
