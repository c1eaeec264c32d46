import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';
import { photoOrderWebMessages } from '../photo-order/photo-order.messages';
import { siteWebMessages } from '../site/site.messages';
import { subOrderWebMessages } from './sub-order.messages';

/** The texts of photo orders, sites and the sub-order pages (registered by the module's index.ts). */
export const photoSiteSubOrderWebMessages = { ...photoOrderWebMessages, ...siteWebMessages, ...subOrderWebMessages };

/** Their pages (spec 001 §2 /oms: photo_order/list, detail; sub_order/list and print; setting/add_site, edit_site). */
export const photoSiteSubOrderRoutes: RouteObject[] = [
  {
    path: 'oms/sub_order/list',
    handle: { title: 'route.oms_sub_order', permission: 'oms:sub_order:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/sub-order-list-page')).SubOrderListPage }),
  },
  {
    path: 'oms/sub_order/print',
    handle: { title: 'route.oms_sub_order_print', layout: 'print', printDescription: 'oms_sub_order.print_description', permission: 'oms/sub_order/Print' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/sub-order-print-page')).SubOrderPrintPage }),
  },
  {
    path: 'oms/photo_order/list',
    handle: { title: 'route.oms_photo_order', permission: 'oms:photo_order:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../photo-order/pages/photo-order-list-page')).PhotoOrderListPage }),
  },
  {
    path: 'oms/photo_order/detail',
    handle: { title: 'route.oms_photo_order_detail', permission: 'oms:photo_order:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../photo-order/pages/photo-order-detail-page')).PhotoOrderDetailPage }),
  },
  {
    path: 'oms/setting/add_site',
    handle: { title: 'route.oms_setting_add_site', permission: 'oms:site:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../site/pages/site-form-page')).SiteFormPage }),
  },
  {
    path: 'oms/setting/edit_site',
    handle: { title: 'route.oms_setting_edit_site', permission: 'oms:site:update' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../site/pages/site-form-page')).SiteFormPage }),
  },
];
