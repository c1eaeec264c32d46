import { CustomerPriceFilterSchema } from '@tradewind/contract/crm/price.schema';
import { defineExporter } from '@/core/jobs/exporter';
import { countCustomerPrices, customerPriceBatch } from './customer-price.service';

/** The personalized price list as a spreadsheet: the same filters and data scope, read when the export runs. */
export const customerPriceExporter = defineExporter({
  key: 'crm.customer_price',
  source: '客户价格',
  permission: 'crm:customer_price:export',
  params: CustomerPriceFilterSchema,
  columns: [
    { header: '客户名称', key: 'customer_name', width: 24 },
    { header: '手机号', key: 'customer_phone', width: 14 },
    { header: '商品编码', key: 'sku_code', width: 16 },
    { header: '商品名称', key: 'name', width: 24 },
    { header: '规格', key: 'spec_text', width: 16 },
    { header: '单位', key: 'unit_name', width: 8 },
    { header: '标准价', key: 'list_price', width: 10 },
    { header: '客户价', key: 'price', width: 10 },
    { header: '备注', key: 'remark', width: 24 },
    { header: '更新时间', key: 'updated_at', width: 20 },
  ],
  count: countCustomerPrices,
  batch: customerPriceBatch,
});
