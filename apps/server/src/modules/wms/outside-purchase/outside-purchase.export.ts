import { translate } from '@tradewind/contract/common/messages';
import { OutsidePurchaseFilterSchema } from '@tradewind/contract/wms/outside-purchase.schema';
import { defineExporter, exportPagesOf } from '@/core/jobs/exporter';
import * as docRead from '../warehousing-entry/stock-document.read';
import { OUTSIDE, toOrder } from './outside-purchase.service';

const STATUS_TEXT = ['wms.op_status.0', 'wms.op_status.1', 'wms.op_status.2'] as const;

/** `GET /wms/outside_purchase_orders/export`: the filtered list through the export centre, newest first (keyset on id), in the creator's language. */
export const outsidePurchaseExporter = defineExporter({
  key: 'wms.outside_purchase_order',
  source: '外部采购单',
  permission: 'wms:outside_purchase_order:export',
  params: OutsidePurchaseFilterSchema,
  columns: [
    { header: '单号', key: 'number', width: 20 },
    { header: '采购日期', key: 'purchase_date', width: 12 },
    { header: '仓库', key: 'warehouse_name', width: 16 },
    { header: '卖方', key: 'seller_name', width: 20 },
    { header: '采购地点', key: 'seller_place', width: 24 },
    { header: '采购人', key: 'buyer_name', width: 10 },
    { header: '数量', key: 'total_qty', width: 10 },
    { header: '金额', key: 'total_amount', width: 12 },
    { header: '状态', key: 'status', width: 8 },
    { header: '入库单', key: 'entry_number', width: 20 },
    { header: '备注', key: 'remark', width: 24 },
    { header: '创建人', key: 'created_by_name', width: 10 },
    { header: '创建时间', key: 'created_at', width: 18 },
  ],
  ...exportPagesOf(
    (ctx, q) => docRead.listStockDocs(ctx, OUTSIDE, q),
    (ctx, page) => page.map((r) => toOrder(ctx, r)).map((r) => ({ ...r, status: translate(STATUS_TEXT[r.status], ctx.locale) })),
  ),
});
