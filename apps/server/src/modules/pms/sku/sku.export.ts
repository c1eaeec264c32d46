import { translate } from '@tradewind/contract/common/messages';
import type { RequestContext } from '@/core/http/request-context';
import { keysetBatches } from '@/core/jobs/export-batches';
import { defineExporter } from '@/core/jobs/exporter';
import { countSkus, SkuExportParamsSchema, skusAfter } from './sku.service';

const yesNo = (flag: number, ctx: RequestContext) => translate(flag === 1 ? 'pms.sku_status_1' : 'pms.sku_status_0', ctx.locale);

/** The SKU list through the export centre (`GET /pms/skus/export`), its filters as the list's, by id. */
export const skuExporter = defineExporter({
  key: 'pms.sku',
  source: '商品列表',
  permission: 'pms:goods:export',
  params: SkuExportParamsSchema,
  columns: [
    { header: 'ID', key: 'id', width: 8 },
    { header: '商品名称', key: 'name', width: 28 },
    { header: '规格', key: 'spec_text', width: 20 },
    { header: 'SKU 编码', key: 'code', width: 18 },
    { header: '条码', key: 'barcode', width: 16 },
    { header: '分类', key: 'category_name' },
    { header: '品牌', key: 'brand_name' },
    { header: '单位', key: 'unit_name', width: 8 },
    { header: '包装单位', key: 'units_text', width: 20 },
    { header: '销售价', key: 'sale_price', width: 12 },
    { header: '市场价', key: 'market_price', width: 12 },
    { header: '成本价', key: 'cost_price', width: 12 },
    { header: '库存', key: 'stock', width: 10 },
    { header: '状态', key: 'status', width: 8 },
    { header: '更新时间', key: 'updated_at', width: 20 },
  ],
  count: countSkus,
  batch: keysetBatches(
    async (ctx, params, after, limit) =>
      (await skusAfter(ctx, params, after, limit)).map((r) => ({
        ...r,
        units_text: r.units.map((u) => `1 ${u.unit_name} = ${u.ratio} ${r.unit_name}`).join('; '),
        status: yesNo(r.status, ctx),
      })),
    (row) => row.id,
  ),
});
