import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';
import { photoSiteSubOrderRoutes } from './sub-order/photo-site-sub-order.web';
import { refundStatementRoutes } from './order-refund/order-refund.routes';

/** Pages of /oms built so far (issue 17 §2, §10) and the order rules under /system/setting, which are this module's. */
export const omsRoutes: RouteObject[] = [
  {
    path: 'oms/order/list',
    handle: { title: 'route.oms_order', permission: 'oms:order:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./order/pages/order-list-page')).OrderListPage }),
  },
  {
    path: 'oms/order/add',
    handle: { title: 'route.oms_order_add', permission: 'oms:order:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./order/pages/order-form-page')).OrderFormPage }),
  },
  {
    path: 'oms/order/detail',
    handle: { title: 'route.oms_order_detail', permission: 'oms:order:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./order/pages/order-detail-page')).OrderDetailPage }),
  },
  {
    path: 'oms/order/print',
    handle: { title: 'route.oms_order_print', layout: 'print', printDescription: 'oms_order.print_description', permission: 'oms/order/Print' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./order/pages/order-print-page')).OrderPrintPage }),
  },
  {
    path: 'oms/order/print_batch',
    handle: { title: 'route.oms_order_print_batch', layout: 'print', printDescription: 'oms_order.print_description', permission: 'oms/order/Print' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./order/pages/order-print-page')).OrderBatchPrintPage }),
  },
  {
    path: 'oms/setting/index',
    handle: { title: 'route.oms_setting', permission: 'oms:setting:index' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./setting/pages/order-setting-page')).OrderSettingPage }),
  },
  {
    path: 'system/setting/order',
    handle: { title: 'route.system_setting_order', permission: 'oms:setting:index' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./setting/pages/order-setting-page')).OrderSettingPage }),
  },
  ...refundStatementRoutes,
  ...photoSiteSubOrderRoutes,
];
