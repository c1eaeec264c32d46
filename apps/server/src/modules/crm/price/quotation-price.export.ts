import { QuotationPriceExportParamsSchema } from '@tradewind/contract/crm/price.schema';
import { offsetBatches } from '@/core/jobs/export-batches';
import { defineExporter } from '@/core/jobs/exporter';
import { countQuotationPrices, quotationPricesAt } from './quotation-price.service';

/** The quotation as a spreadsheet (the export centre); the batch cursor is the offset of the next batch. */
export const quotationPriceExporter = defineExporter({
  key: 'crm.quotation_price',
  source: '客户报价单',
  permission: 'crm:quotation_price:export',
  params: QuotationPriceExportParamsSchema,
  columns: [
    { header: '商品编码', key: 'sku_code', width: 16 },
    { header: '商品名称', key: 'name', width: 24 },
    { header: '规格', key: 'spec_text', width: 16 },
    { header: '分类', key: 'category_name', width: 12 },
    { header: '单位', key: 'unit_name', width: 8 },
    { header: '换算', key: 'ratio', width: 8 },
    { header: '标准价', key: 'list_price', width: 10 },
    { header: '客户价格', key: 'price', width: 10 },
    { header: '价格来源', key: 'source_text', width: 10 },
    { header: '价格方案', key: 'plan_name', width: 16 },
  ],
  count: countQuotationPrices,
  batch: offsetBatches(quotationPricesAt),
});
