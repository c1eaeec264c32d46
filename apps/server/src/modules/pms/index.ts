import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerMenuSeeds } from '@/modules/system/menu';
import { registerBrandRoutes } from './brand/brand.routes';
import { registerCategoryRoutes } from './category/category.routes';
import { registerGoodsSettingRoutes } from './setting/setting.routes';
import { registerProcessRoutes } from './process/process.routes';
import { registerSkuRoutes } from './sku/sku.routes';
import { registerSpuRoutes } from './goods/spu.routes';
import { registerSpecRoutes } from './spec/spec.routes';
import { registerTypeRoutes } from './type/type.routes';
import { registerUnitRoutes } from './unit/unit.routes';

export { createCategory } from './category/category.service';
export { createBrand } from './brand/brand.service';
export { createUnit } from './unit/unit.service';
export { createSpec } from './spec/spec.service';
export { createType } from './type/type.service';
export { updateGoodsSetting } from './setting/setting.service';
// SKUs for other modules: readSkus(ctx, ids) gives each SKU of the tenant with its base unit
// and package units (ratios), for documents' lines; createProcess for demo data.
export { readSkuRows as readSkus, type SkuRecord } from './sku/sku-rows';
export { registerSkuStockReader, type SkuStockReader } from './sku/sku-stock';
export { skuIdInCategory, skuIdMatches } from './sku/sku-filters';
export { createProcess } from './process/process.service';
export { readSkuRefs, type SkuRef } from './goods/sku-read';
export { checkSpu, createSpu, offSaleSpu, onSaleSpu, submitSpu } from './goods/spu.service';

// Goods pages (spec 001 §2 /pms routes), each with its list permission and buttons; the
// module sits before customers, as in the route catalogue. The goods settings page lives under system
// (/system/setting/goods) but is the goods module's.
const page = (key: string, name: string, router: string, sort: number, icon: string) =>
  ({ key: `pms.${key}`, parent: 'pms', type: 2 as const, name, router, permission: `pms:${key}:list`, sort, icon });
const buttons = (key: string, noun: string) =>
  (['create', 'update', 'delete'] as const).map((action, i) => ({
    key: `pms.${key}.${action}`,
    parent: `pms.${key}`,
    type: 3 as const,
    name: `${{ create: '新增', update: '编辑', delete: '删除' }[action]}${noun}`,
    permission: `pms:${key}:${action}`,
    sort: i + 1,
  }));
const button = (key: string, action: string, name: string, sort: number) =>
  ({ key: `pms.${key}.${action}`, parent: `pms.${key}`, type: 3 as const, name, permission: `pms:${key}:${action}`, sort });
registerMenuSeeds([
  { key: 'pms', type: 1, name: '商品管理', icon: 'ShoppingOutlined', router: '/pms', sort: 10 },
  page('goods', '商品列表', '/pms/goods/list', 1, 'AppstoreOutlined'),
  button('goods', 'export', '导出商品', 1),
  button('goods', 'status', '批量上下架', 2),
  button('goods', 'price', '修改价格', 3),
  page('spu', '商品档案', '/pms/spu/list', 2, 'ShoppingCartOutlined'),
  ...buttons('spu', '商品'),
  button('spu', 'submit', '提交审核', 4),
  button('spu', 'on_sale', '上架商品', 5),
  button('spu', 'off_sale', '下架商品', 6),
  { key: 'pms.spu_check', parent: 'pms', type: 2, name: '商品审核', router: '/pms/spu/check', permission: 'pms:spu:check', sort: 3, icon: 'AuditOutlined' },
  page('category', '商品分类', '/pms/category/list', 4, 'ApartmentOutlined'),
  ...buttons('category', '分类'),
  page('brand', '商品品牌', '/pms/brand/list', 5, 'TrademarkOutlined'),
  ...buttons('brand', '品牌'),
  page('type', '商品类型', '/pms/type/list', 6, 'ProfileOutlined'),
  ...buttons('type', '类型'),
  page('spec', '商品规格', '/pms/spec/list', 7, 'TagsOutlined'),
  ...buttons('spec', '规格'),
  page('process', '加工方案', '/pms/process/list', 8, 'ExperimentOutlined'),
  ...buttons('process', '加工方案'),
  page('unit_config', '商品单位', '/pms/unit_config/list', 9, 'CalculatorOutlined'),
  ...buttons('unit_config', '单位'),
  { key: 'system.setting_goods', parent: 'system', type: 2, name: '商品设置', router: '/system/setting/goods', permission: 'pms:setting:index', sort: 8, icon: 'ShoppingOutlined' },
  { key: 'system.setting_goods.update', parent: 'system.setting_goods', type: 3, name: '修改商品设置', permission: 'pms:setting:update', sort: 1 },
]);

export function registerPmsModule(app: FastifyInstance, deps: AppDeps): void {
  registerCategoryRoutes(app, deps);
  registerBrandRoutes(app, deps);
  registerUnitRoutes(app, deps);
  registerSpecRoutes(app, deps);
  registerTypeRoutes(app, deps);
  registerGoodsSettingRoutes(app, deps);
  registerSkuRoutes(app, deps);
  registerProcessRoutes(app, deps);
  registerSpuRoutes(app, deps);
}
