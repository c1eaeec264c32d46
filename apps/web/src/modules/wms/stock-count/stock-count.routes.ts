import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

/** Pages of stock counts (spec 001 §2 /wms/stock_count/*); the print page carries the spec's print permission. */
export const stockCountRoutes: RouteObject[] = [
  { path: 'wms/stock_count/list', handle: { title: 'route.wms_stock_count', permission: 'wms:stock_count:list' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('./pages/stock-count-list-page')).StockCountListPage }) },
  { path: 'wms/stock_count/add', handle: { title: 'route.wms_stock_count_add', permission: 'wms:stock_count:create' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('./pages/stock-count-form-page')).StockCountFormPage }) },
  { path: 'wms/stock_count/edit', handle: { title: 'route.wms_stock_count_edit', permission: 'wms:stock_count:update' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('./pages/stock-count-form-page')).StockCountFormPage }) },
  { path: 'wms/stock_count/detail', handle: { title: 'route.wms_stock_count_detail', permission: 'wms:stock_count:list' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('./pages/stock-count-detail-page')).StockCountDetailPage }) },
  { path: 'wms/stock_count/work', handle: { title: 'route.wms_stock_count_work', permission: 'wms:stock_count:count' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('./pages/stock-count-work-page')).StockCountWorkPage }) },
  {
    path: 'wms/stock_count/print',
    handle: { title: 'route.wms_stock_count_print', layout: 'print', printDescription: 'wms_count.print_description', permission: 'wms/stock_count/Print' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/stock-count-print-page')).StockCountPrintPage }),
  },
];
