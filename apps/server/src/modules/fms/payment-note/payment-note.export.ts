import { PaymentNoteFilterSchema } from '@tradewind/contract/fms/payment-note.schema';
import { defineExporter, exportPagesOf } from '@/core/jobs/exporter';
import { auditedColumns, createdColumns } from '@/core/jobs/export-columns';
import { listPaymentNotes } from './payment-note.read';

/** `GET /fms/payment_notes/export`: the filtered list through the export centre, newest first (keyset on id), in the creator's language. */
export const paymentNoteExporter = defineExporter({
  key: 'fms.payment_note',
  source: '付款单',
  permission: 'fms:payment_note:export',
  params: PaymentNoteFilterSchema,
  columns: [
    { header: '单号', key: 'number', width: 20 },
    { header: '状态', key: 'status', width: 10 },
    { header: '付款对象类型', key: 'target_type', width: 12 },
    { header: '付款对象', key: 'target_name', width: 20 },
    { header: '付款方式', key: 'payment_config_name', width: 14 },
    { header: '付款金额', key: 'amount', width: 12, total: true },
    { header: '使用预付款', key: 'prepay_used', width: 12, total: true },
    { header: '核销金额', key: 'allocated_amount', width: 12, total: true },
    { header: '未核销金额', key: 'unallocated_amount', width: 12, total: true },
    { header: '付款日期', key: 'pay_date', width: 12 },
    { header: '门店', key: 'store_name', width: 14 },
    { header: '备注', key: 'remark', width: 24 },
    ...createdColumns,
    ...auditedColumns,
  ],
  ...exportPagesOf(listPaymentNotes, (_ctx, page) => page.map((r) => ({ ...r, status: r.status_name, target_type: r.target_type_name }))),
});
