import { pathsOf } from '@tradewind/contract/common/pages';
import { pmsPages } from '@tradewind/contract/pms/pms.pages';
import { routesOf } from '@/core/routing/page-routes';

/** The pms pages' components, by manifest key (their paths, titles and permissions: contract pms/pms.pages.ts). */
export const pmsRoutes = routesOf(pmsPages, {
  'pms.category': () => import('./category/pages/category-list-page').then((m) => m.CategoryListPage),
  'pms.brand': () => import('./brand/pages/brand-list-page').then((m) => m.BrandListPage),
  'pms.unit_config': () => import('./unit/pages/unit-list-page').then((m) => m.UnitListPage),
  'pms.spec': () => import('./spec/pages/spec-list-page').then((m) => m.SpecListPage),
  'pms.type': () => import('./type/pages/type-list-page').then((m) => m.TypeListPage),
  'system.setting_goods': () => import('./setting/pages/goods-setting-page').then((m) => m.GoodsSettingPage),
  'pms.goods': () => import('./goods/pages/sku-list-page').then((m) => m.SkuListPage),
  'pms.goods_print_label': { load: () => import('./goods/pages/label-print-page').then((m) => m.LabelPrintPage), handle: { printDescription: 'pms.label_print_description' } },
  'pms.process': () => import('./process/pages/process-list-page').then((m) => m.ProcessListPage),
  'pms.spu': () => import('./spu/pages/spu-list-page').then((m) => m.SpuListPage),
  'pms.spu_add': () => import('./spu/pages/spu-form-page').then((m) => m.SpuFormPage),
  'pms.spu_edit': () => import('./spu/pages/spu-form-page').then((m) => m.SpuFormPage),
  'pms.spu_check': () => import('./spu/pages/spu-check-page').then((m) => m.SpuCheckPage),
});

const path = pathsOf(pmsPages);

// The addresses pages link to.
export const SPU_LIST_PATH = path('pms.spu');
export const SPU_ADD_PATH = path('pms.spu_add');
export const SPU_CHECK_PATH = path('pms.spu_check');
export const spuEditPath = (id: number) => path('pms.spu_edit', `?id=${id}`);
