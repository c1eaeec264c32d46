import { translate } from '@tradewind/contract/common/messages';
import { WorkerOrderFilterSchema } from '@tradewind/contract/lms/fleet-pay.schema';
import { keysetBatches } from '@/core/jobs/export-batches';
import { defineExporter } from '@/core/jobs/exporter';
import { countWorkerOrders, workerOrdersBefore } from './worker-order.service';

/** `GET /lms/worker_orders/export`: the filtered rows through the export centre, newest first (keyset on id), in the creator's language. */
export const workerOrderExporter = defineExporter({
  key: 'lms.worker_order',
  source: '工人订单',
  permission: 'lms:worker_order:export',
  params: WorkerOrderFilterSchema,
  columns: [
    { header: '工人', key: 'worker_name', width: 14 },
    { header: '工种', key: 'worker_type', width: 12 },
    { header: '来源', key: 'source_type', width: 12 },
    { header: '单号', key: 'source_no', width: 22 },
    { header: '金额', key: 'amount', width: 12 },
    { header: '结算', key: 'settled', width: 10 },
    { header: '时间', key: 'created_at', width: 20 },
  ],
  count: countWorkerOrders,
  batch: keysetBatches(
    async (ctx, params, before, limit) =>
      (await workerOrdersBefore(ctx, params, before, limit)).map((r) => ({
        ...r,
        worker_type: translate(`lms.worker_type.${r.worker_type}`, ctx.locale),
        source_type: translate(`lms.earning_source.${r.source_type}`, ctx.locale),
        amount: Number(r.amount),
        settled: translate(r.settled ? 'lms.settled' : 'lms.unsettled', ctx.locale),
      })),
    (row) => row.id,
  ),
});
