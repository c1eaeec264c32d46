import { StockFilterSchema, StockHistoryFilterSchema } from '@tradewind/contract/wms/stock-view.schema';
import { keysetBatches, offsetBatches } from '@/core/jobs/export-batches';
import { defineExporter } from '@/core/jobs/exporter';
import { countHistory, countStock, historyAfter, stockAt } from './stock-view.service';

/** The stock list through the export centre (`GET /wms/stock/export`), its filters and order as the list's; the cursor is the next batch's offset. */
export const stockExporter = defineExporter({
  key: 'wms.stock',
  source: '库存列表',
  permission: 'wms:stock:export',
  params: StockFilterSchema,
  columns: [
    { header: '商品名称', key: 'name', width: 28 },
    { header: '规格', key: 'spec_text', width: 20 },
    { header: 'SKU 编码', key: 'code', width: 18 },
    { header: '条码', key: 'barcode', width: 16 },
    { header: '单位', key: 'unit_name', width: 8 },
    { header: '仓库', key: 'warehouse_name', width: 16 },
    { header: '实际库存', key: 'on_hand', width: 12 },
    { header: '预占', key: 'reserved', width: 12 },
    { header: '可用库存', key: 'available', width: 12 },
    { header: '成本价', key: 'cost', width: 12 },
    { header: '库存金额', key: 'value', width: 14 },
  ],
  count: countStock,
  batch: offsetBatches(stockAt),
});

/** The history through the export centre: keyset batches over the move id (a year of moves streams). */
export const historyExporter = defineExporter({
  key: 'wms.stock_history',
  source: '库存流水',
  permission: 'wms:stock:history',
  params: StockHistoryFilterSchema,
  columns: [
    { header: '时间', key: 'created_at', width: 20 },
    { header: '商品名称', key: 'name', width: 28 },
    { header: 'SKU 编码', key: 'code', width: 18 },
    { header: '仓库', key: 'warehouse_name', width: 16 },
    { header: '库位', key: 'location_code', width: 12 },
    { header: '单据类型', key: 'doc_type_name', width: 14 },
    { header: '单据编号', key: 'doc_no', width: 20 },
    { header: '数量', key: 'qty', width: 12 },
    { header: '结存', key: 'balance_after', width: 12 },
    { header: '单位成本', key: 'unit_cost', width: 12 },
    { header: '金额', key: 'amount', width: 12 },
    { header: '操作人', key: 'staff_name', width: 12 },
  ],
  count: countHistory,
  batch: keysetBatches(historyAfter, (move) => move.id),
});
