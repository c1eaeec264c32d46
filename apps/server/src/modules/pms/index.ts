import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerModulePages } from '@/modules/system/menu';
import { pmsPages } from '@tradewind/contract/pms/pms.pages';
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
export { documentLineFields, lineSkuFields, readSkuRows as readSkus, type SkuRecord } from './sku/sku-rows';
// What customers may order: a SKU on sale, a category's first SKUs on sale (the shop's home page).
export { readOnSaleSkusOfCategory, skuOnSale } from './sku/sku-on-sale';
export { registerSkuStockReader, type SkuStockReader } from './sku/sku-stock';
export { skuIdInCategory, skuIdMatches } from './sku/sku-filters';
export { createProcess } from './process/process.service';
export { readSkuRefs, type SkuRef } from './goods/sku-read';
export { checkSpu, createSpu, offSaleSpu, onSaleSpu, submitSpu } from './goods/spu.service';
// the goods import of the import centre (registered when the module loads, like its exporters)
export { goodsImporter } from './goods/spu.import';
// Goods tables for other modules' reads (server README "Module reads"): interpolated into their SQL,
// never written by them.
export { skuUnits, skus, spus } from './goods/goods.table';
export { units } from './unit/unit.table';
export { categories } from './category/category.table';
export { brands } from './brand/brand.table';
export { processItems, processes } from './process/process.table';

// Goods pages, their permissions and buttons: the contract's pms.pages.ts.
registerModulePages(pmsPages);

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
