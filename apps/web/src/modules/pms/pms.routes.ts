import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

/**
 * Pages of the /pms catalogue built so far (spec 001 §2) and the goods settings page, which sits under
 * /system/setting but is this module's. A face of its own apart from index.ts: the router needs only these.
 */
export const pmsRoutes: RouteObject[] = [
  {
    path: 'pms/category/list',
    handle: { title: 'route.pms_category', permission: 'pms:category:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./category/pages/category-list-page')).CategoryListPage }),
  },
  {
    path: 'pms/brand/list',
    handle: { title: 'route.pms_brand', permission: 'pms:brand:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./brand/pages/brand-list-page')).BrandListPage }),
  },
  {
    path: 'pms/unit_config/list',
    handle: { title: 'route.pms_unit_config', permission: 'pms:unit_config:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./unit/pages/unit-list-page')).UnitListPage }),
  },
  {
    path: 'pms/spec/list',
    handle: { title: 'route.pms_spec', permission: 'pms:spec:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./spec/pages/spec-list-page')).SpecListPage }),
  },
  {
    path: 'pms/type/list',
    handle: { title: 'route.pms_type', permission: 'pms:type:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./type/pages/type-list-page')).TypeListPage }),
  },
  {
    path: 'system/setting/goods',
    handle: { title: 'route.system_setting_goods', permission: 'pms:setting:index' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./setting/pages/goods-setting-page')).GoodsSettingPage }),
  },
  // sku and recipes
  {
    path: 'pms/goods/list',
    handle: { title: 'route.pms_goods', permission: 'pms:goods:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./goods/pages/sku-list-page')).SkuListPage }),
  },
  {
    path: 'pms/goods/print_label',
    handle: { title: 'route.pms_goods_print_label', layout: 'print', printDescription: 'pms.label_print_description', permission: 'pms:goods:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./goods/pages/label-print-page')).LabelPrintPage }),
  },
  {
    path: 'pms/process/list',
    handle: { title: 'route.pms_process', permission: 'pms:process:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./process/pages/process-list-page')).ProcessListPage }),
  },
  // spu
  {
    path: 'pms/spu/list',
    handle: { title: 'route.pms_spu', permission: 'pms:spu:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./spu/pages/spu-list-page')).SpuListPage }),
  },
  {
    path: 'pms/spu/add',
    handle: { title: 'route.pms_spu_add', permission: 'pms:spu:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./spu/pages/spu-form-page')).SpuFormPage }),
  },
  {
    path: 'pms/spu/edit',
    handle: { title: 'route.pms_spu_edit', permission: 'pms:spu:update' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./spu/pages/spu-form-page')).SpuFormPage }),
  },
  {
    path: 'pms/spu/check',
    handle: { title: 'route.pms_spu_check', permission: 'pms:spu:check' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./spu/pages/spu-check-page')).SpuCheckPage }),
  },
];
