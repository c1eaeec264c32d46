import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

/**
 * Pages of the /wms module built so far (issue 16 §1, §8) and the warehouse settings page, which sits under
 * /system/setting but is this module's. A face of its own apart from index.ts: the router needs only these.
 */
export const wmsRoutes: RouteObject[] = [
  {
    path: 'wms/warehouse/list',
    handle: { title: 'route.wms_warehouse', permission: 'wms:warehouse:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./warehouse/pages/warehouse-list-page')).WarehouseListPage }),
  },
  {
    path: 'wms/warehouse/add',
    handle: { title: 'route.wms_warehouse_add', permission: 'wms:warehouse:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./warehouse/pages/warehouse-form-page')).WarehouseFormPage }),
  },
  {
    path: 'wms/warehouse/edit',
    handle: { title: 'route.wms_warehouse_edit', permission: 'wms:warehouse:update' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./warehouse/pages/warehouse-form-page')).WarehouseFormPage }),
  },
  {
    path: 'wms/warehouse/manager',
    handle: { title: 'route.wms_warehouse_manager', permission: 'wms:warehouse:manager' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./warehouse/pages/warehouse-manager-page')).WarehouseManagerPage }),
  },
  {
    path: 'wms/stock/location',
    handle: { title: 'route.wms_location', permission: 'wms:location:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./location/pages/location-page')).LocationPage }),
  },
  {
    path: 'system/setting/warehouse',
    handle: { title: 'route.system_setting_warehouse', permission: 'wms:setting:index' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./setting/pages/warehouse-setting-page')).WarehouseSettingPage }),
  },
];
