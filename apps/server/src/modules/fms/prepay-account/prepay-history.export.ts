import { PrepayHistoryFilterSchema } from '@tradewind/contract/fms/prepay-account.schema';
import { defineExporter, exportPagesOf } from '@/core/jobs/exporter';
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
  columns: [
    { header: '时间', key: 'created_at', width: 18 },
    { header: '类型', key: 'type_name', width: 14 },
    { header: '金额', key: 'amount', width: 12 },
    { header: '变动前', key: 'before_amount', width: 12 },
    { header: '变动后', key: 'after_amount', width: 12 },
    { header: '单号', key: 'doc_no', width: 20 },
    { header: '备注', key: 'remark', width: 30 },
    { header: '操作人', key: 'staff_name', width: 10 },
  ],
  ...exportPagesOf(listPrepayHistories),
});
