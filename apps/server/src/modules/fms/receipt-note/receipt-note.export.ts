import { ReceiptNoteFilterSchema } from '@tradewind/contract/fms/receipt-note.schema';
import { defineExporter, exportPagesOf } from '@/core/jobs/exporter';
import { auditedColumns, createdColumns } from '@/core/jobs/export-columns';
import { listReceiptNotes } from './receipt-note.read';

/** `GET /fms/receipt_notes/export`: the filtered list through the export centre, newest first (keyset on id), in the creator's language. */
export const receiptNoteExporter = defineExporter({
  key: 'fms.receipt_note',
  source: '收款单',
  permission: 'fms:receipt_note:export',
  params: ReceiptNoteFilterSchema,
  columns: [
    { header: '单号', key: 'number', width: 20 },
    { header: '状态', key: 'status_name', width: 10 },
    { header: '客户', key: 'customer_name', width: 20 },
    { header: '客户电话', key: 'customer_phone', width: 14 },
    { header: '收款方式', key: 'payment_name', width: 14 },
    { header: '收款金额', key: 'amount', width: 12, total: true },
    { header: '核销金额', key: 'allocated_amount', width: 12, total: true },
    { header: '预收金额', key: 'unallocated_amount', width: 12, total: true },
    { header: '核销单据', key: 'target_nos', width: 30 },
    { header: '收款日期', key: 'receipt_date', width: 12 },
    { header: '来源', key: 'source_name', width: 10 },
    { header: '门店', key: 'store_name', width: 14 },
    { header: '备注', key: 'remark', width: 24 },
    ...createdColumns,
    ...auditedColumns,
  ],
  // newest first whatever the list's sort was: the keyset runs on id
  ...exportPagesOf(
    (ctx, q) => listReceiptNotes(ctx, { date_type: 'receipt', ...q, sort: 'created_at', order: 'desc' }),
    (_ctx, page) => page.map((r) => ({ ...r, target_nos: r.target_nos.join(', ') })),
  ),
});
