import { TransferOrderFilterSchema } from '@tradewind/contract/wms/transfer-order.schema';
import { defineExporter, exportPagesOf } from '@/core/jobs/exporter';
import { createdColumns } from '@/core/jobs/export-columns';
import { listTransferOrders, statusName } from './transfer-order.read';

/** Exporting transfer orders: the filtered list through the export centre. */

/** `GET /wms/transfer_orders/export`: the filtered list through the export centre, newest first (keyset on id), in the creator's language. */
export const transferOrderExporter = defineExporter({
  key: 'wms.transfer_order',
  source: '调拨单',
  permission: 'wms:transfer_order:export',
  params: TransferOrderFilterSchema,
  columns: [
    { header: '单号', key: 'number', width: 20 },
    { header: '状态', key: 'status', width: 10 },
    { header: '调出仓库', key: 'from_warehouse_name', width: 16 },
    { header: '调入仓库', key: 'to_warehouse_name', width: 16 },
    { header: '调入门店', key: 'to_store_name', width: 16 },
    { header: '品种数', key: 'line_count', width: 8 },
    { header: '调拨数量', key: 'total_qty', width: 10 },
    { header: '已收数量', key: 'received_qty', width: 10 },
    { header: '损耗数量', key: 'lost_qty', width: 10 },
    { header: '在途数量', key: 'transit_qty', width: 10 },
    { header: '成本金额', key: 'total_amount', width: 12 },
    { header: '损耗原因', key: 'loss_reason', width: 20 },
    { header: '备注', key: 'remark', width: 24 },
    ...createdColumns,
    { header: '出库时间', key: 'audited_at', width: 18 },
    { header: '收货时间', key: 'received_at', width: 18 },
  ],
  ...exportPagesOf(listTransferOrders, (ctx, page) => page.map((r) => ({ ...r, status: statusName(ctx, r.status) }))),
});
