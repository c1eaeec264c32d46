import { translate } from '@tradewind/contract/common/messages';
import { LogisticsExportQuerySchema } from '@tradewind/contract/lms/logistics.schema';
import { keysetBatches } from '@/core/jobs/export-batches';
import { defineExporter } from '@/core/jobs/exporter';
import { countLogisticsOrders, logisticsOrdersBefore } from './logistics-order.service';

/** `GET /lms/logistics_orders/export`: the filtered orders of one state or all, newest first (keyset on id), in the creator's language. */
export const logisticsOrderExporter = defineExporter({
  key: 'lms.logistics_order',
  source: '物流单',
  permission: 'lms:logistics_order:export',
  params: LogisticsExportQuerySchema,
  columns: [
    { header: '物流单号', key: 'number', width: 18 },
    { header: '状态', key: 'status_name', width: 10 },
    { header: '订单号', key: 'order_no', width: 20 },
    { header: '客户', key: 'customer_name', width: 20 },
    { header: '收货人', key: 'consignee_name', width: 10 },
    { header: '电话', key: 'consignee_phone', width: 14 },
    { header: '地址', key: 'address', width: 30 },
    { header: '送货日期', key: 'delivery_date', width: 12 },
    { header: '时段', key: 'time_slot', width: 12 },
    { header: '件数', key: 'pieces', width: 8 },
    { header: '重量(kg)', key: 'weight', width: 10 },
    { header: '体积(m³)', key: 'volume', width: 10 },
    { header: '代收金额', key: 'collect_amount', width: 10 },
    { header: '线路', key: 'line_no', width: 16 },
    { header: '司机', key: 'driver_name', width: 10 },
    { header: '仓库', key: 'warehouse_name', width: 12 },
  ],
  count: countLogisticsOrders,
  batch: keysetBatches(
    async (ctx, params, before, limit) =>
      (await logisticsOrdersBefore(ctx, params, before, limit)).map((r) => ({ ...r, status_name: translate(`lms.logistics_order_status.${r.status}`, ctx.locale) })),
    (row) => row.id,
  ),
});
