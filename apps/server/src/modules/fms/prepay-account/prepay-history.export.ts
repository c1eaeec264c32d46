import { PrepayHistoryFilterSchema } from '@tradewind/contract/fms/prepay-account.schema';
import { defineExporter, exportPagesOf } from '@/core/jobs/exporter';
import { historyExportColumns } from '../ledger/history-export';
import { listPrepayHistories } from './prepay-account.service';

/**
 * `GET /fms/finance_prepay_account/histories/export`: one supplier's or worker's prepayment movements with
 * the list's filters, each with the remark of the payment note or adjustment that made it.
 */
export const prepayHistoryExporter = defineExporter({
  key: 'fms.prepay_history',
  source: '预付款明细',
  permission: ['fms:finance_prepay_account:detail', 'fms:finance_prepay_account:export'],
  params: PrepayHistoryFilterSchema,
  columns: historyExportColumns(),
  ...exportPagesOf(listPrepayHistories),
});
