import { InvoiceFilterSchema } from '@tradewind/contract/crm/invoice.schema';
import { defineExporter, exportPagesOf } from '@/core/jobs/exporter';
import { createdColumns } from '@/core/jobs/export-columns';
import { listInvoices } from './invoice.read';

/** `GET /crm/invoices/export`: the filtered list through the export centre, newest first, in the creator's language. */
export const invoiceExporter = defineExporter({
  key: 'crm.invoices',
  source: '发票列表',
  permission: 'crm:invoice:export',
  params: InvoiceFilterSchema.extend({ status: InvoiceFilterSchema.shape.status }),
  columns: [
    { header: '单号', key: 'number', width: 20 },
    { header: '类别', key: 'kind_name', width: 10 },
    { header: '状态', key: 'status_name', width: 10 },
    { header: '客户', key: 'customer_name', width: 20 },
    { header: '发票类型', key: 'type_name', width: 16 },
    { header: '发票抬头', key: 'title', width: 28 },
    { header: '纳税人识别号', key: 'tax_number', width: 22 },
    { header: '金额', key: 'amount', width: 12, total: true },
    { header: '发票号码', key: 'invoice_no', width: 14 },
    { header: '开票日期', key: 'invoice_date', width: 12 },
    { header: '原发票', key: 'original_number', width: 20 },
    { header: '驳回原因', key: 'reject_reason', width: 20 },
    { header: '门店', key: 'store_name', width: 14 },
    ...createdColumns,
  ],
  ...exportPagesOf((ctx, q) => listInvoices(ctx, { ...q, sort: 'created_at', order: 'desc' })),
});
