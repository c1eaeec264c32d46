import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

/** Pages of transfer orders (spec 001 §2: /wms/transfer_order/list, add, edit, detail; print with the spec's print permission). */
const pages = () => import('./pages/transfer-order-pages');

export const transferOrderRoutes: RouteObject[] = [
  { path: 'wms/transfer_order/list', handle: { title: 'route.wms_transfer_order', permission: 'wms:transfer_order:list' } satisfies RouteHandle, lazy: async () => ({ Component: (await pages()).TransferOrderListPage }) },
  { path: 'wms/transfer_order/add', handle: { title: 'route.wms_transfer_order_add', permission: 'wms:transfer_order:create' } satisfies RouteHandle, lazy: async () => ({ Component: (await pages()).TransferOrderFormPage }) },
  { path: 'wms/transfer_order/edit', handle: { title: 'route.wms_transfer_order_edit', permission: 'wms:transfer_order:update' } satisfies RouteHandle, lazy: async () => ({ Component: (await pages()).TransferOrderFormPage }) },
  { path: 'wms/transfer_order/detail', handle: { title: 'route.wms_transfer_order_detail', permission: 'wms:transfer_order:list' } satisfies RouteHandle, lazy: async () => ({ Component: (await pages()).TransferOrderDetailPage }) },
  {
    path: 'wms/transfer_order/print',
    handle: { title: 'route.wms_transfer_order_print', layout: 'print', printDescription: 'wms_to.print_description', permission: 'wms/transfer_order/Print' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/transfer-order-print-page')).TransferOrderPrintPage }),
  },
];
