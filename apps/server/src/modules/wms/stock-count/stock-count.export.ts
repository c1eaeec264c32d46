import { translate } from '@tradewind/contract/common/messages';
import { StockCountFilterSchema } from '@tradewind/contract/wms/stock-count.schema';
import { defineExporter, exportPagesOf } from '@/core/jobs/exporter';
import { listStockCounts } from './stock-count.read';

/** Exporting stock counts: the filtered list through the export centre. */

const STATUS_TEXT = ['wms.count_status.0', 'wms.count_status.1', 'wms.count_status.2', 'wms.count_status.3', 'wms.count_status.4'] as const;

/** `GET /wms/stock_counts/export`: the filtered list through the export centre, newest first (keyset on id). */
export const stockCountExporter = defineExporter({
  key: 'wms.stock_count',
  source: '盘点单',
  permission: 'wms:stock_count:export',
  params: StockCountFilterSchema,
  columns: [
    { header: '单号', key: 'number', width: 20 },
    { header: '仓库', key: 'warehouse_name', width: 16 },
    { header: '范围', key: 'scope', width: 24 },
    { header: '盲盘', key: 'blind', width: 6 },
    { header: '状态', key: 'status', width: 8 },
    { header: '已盘/总行数', key: 'progress', width: 12 },
    { header: '盘盈数量', key: 'gain_qty', width: 10 },
    { header: '盘亏数量', key: 'loss_qty', width: 10 },
    { header: '盘盈金额', key: 'gain_amount', width: 12 },
    { header: '盘亏金额', key: 'loss_amount', width: 12 },
    { header: '创建人', key: 'created_by_name', width: 10 },
    { header: '创建时间', key: 'created_at', width: 18 },
    { header: '审核时间', key: 'audited_at', width: 18 },
  ],
  ...exportPagesOf(listStockCounts, (ctx, page) =>
    page.map((r) => ({
      ...r,
      scope: [translate(`wms.count_scope.${r.scope_type}`, ctx.locale), ...r.zones, ...r.location_codes, ...r.category_names].join(' '),
      blind: r.blind ? '✓' : '',
      status: translate(STATUS_TEXT[r.status], ctx.locale),
      progress: `${r.counted_count}/${r.line_count}`,
    })),
  ),
});
