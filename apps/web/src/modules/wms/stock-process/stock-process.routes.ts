import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

/** Stock processing (spec 001 §2 `/wms/stock_process/list`): adding, editing and the detail are drawers of the list page. */
export const stockProcessRoutes: RouteObject[] = [
  {
    path: 'wms/stock_process/list',
    handle: { title: 'route.wms_stock_process', permission: 'wms:stock_process:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/stock-process-list-page')).StockProcessListPage }),
  },
];
