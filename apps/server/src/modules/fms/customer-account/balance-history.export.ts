import { BalanceHistoryFilterSchema } from '@tradewind/contract/fms/balance-history.schema';
import { defineExporter, exportPagesOf } from '@/core/jobs/exporter';
import { historyExportColumns } from '../ledger/history-export';
import { listBalanceHistories } from './balance-history.service';

/**
 * `GET /fms/customer_account/balance_histories/export`: one customer's account movements with the list's
 * filters, each with the remark of the document or adjustment that made it. Needs the account's detail
 * (which shows the history) and the account export.
 */
export const balanceHistoryExporter = defineExporter({
  key: 'fms.customer_balance_history',
  source: '客户账户明细',
  permission: ['fms:customer_account:detail', 'fms:customer_account:export'],
  params: BalanceHistoryFilterSchema,
  columns: historyExportColumns([{ header: '账户', key: 'field_name', width: 8 }]),
  ...exportPagesOf(listBalanceHistories),
});
