import { BalanceHistoryFilterSchema } from '@tradewind/contract/fms/balance-history.schema';
import { defineExporter, exportPagesOf } from '@/core/jobs/exporter';
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
  columns: [
    { header: '时间', key: 'created_at', width: 18 },
    { header: '账户', key: 'field_name', width: 8 },
    { header: '类型', key: 'type_name', width: 14 },
    { header: '金额', key: 'amount', width: 12 },
    { header: '变动前', key: 'before_amount', width: 12 },
    { header: '变动后', key: 'after_amount', width: 12 },
    { header: '单号', key: 'doc_no', width: 20 },
    { header: '备注', key: 'remark', width: 30 },
    { header: '操作人', key: 'staff_name', width: 10 },
  ],
  ...exportPagesOf(listBalanceHistories),
});
