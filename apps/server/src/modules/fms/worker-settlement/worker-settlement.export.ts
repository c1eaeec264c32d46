import { WorkerSettlementListQuerySchema } from '@tradewind/contract/fms/worker-settlement.schema';
import { defineExporter, exportPagesOf } from '@/core/jobs/exporter';
import { datesInOrder, settlementExportColumns } from '../settlement/settlement-export';
import { listWorkerSettlements } from './worker-settlement.service';

/** `GET /fms/worker_settlement_orders/export`: the list's filters and status tab (its query without paging) through the export centre, newest first (keyset on id), in the creator's language. */
export const workerSettlementExporter = defineExporter({
  key: 'fms.worker_settlement_order',
  source: '工人结算单',
  // whoever may see the list may take it away (decided with the task: no separate export permission is seeded)
  permission: 'fms:worker_settlement_order:list',
  params: WorkerSettlementListQuerySchema.omit({ page: true, page_size: true }).refine(datesInOrder, { path: ['end_date'], message: 'fms.ws_date_range_invalid' }),
  columns: [
    { header: '结算单号', key: 'number', width: 20 },
    { header: '状态', key: 'status_name', width: 10 },
    { header: '对象类型', key: 'target_type_name', width: 10 },
    { header: '结算对象', key: 'target_name', width: 16 },
    { header: '手机号', key: 'target_phone', width: 14 },
    { header: '开始日期', key: 'start_date', width: 12 },
    { header: '结束日期', key: 'end_date', width: 12 },
    { header: '收益条数', key: 'earning_count', width: 10, total: true },
    ...settlementExportColumns('主管审核'),
  ],
  ...exportPagesOf(listWorkerSettlements),
});
