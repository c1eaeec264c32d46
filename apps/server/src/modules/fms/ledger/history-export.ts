import type { ExportColumn } from '@/core/jobs/exporter';

/**
 * The columns of an account history's export, customer and prepay accounts alike (the list's columns):
 * `extra` after the time (the customer account's field), each movement with the remark of what made it.
 */
export function historyExportColumns(extra: ExportColumn[] = []): ExportColumn[] {
  return [
    { header: '时间', key: 'created_at', width: 18 },
    ...extra,
    { header: '类型', key: 'type_name', width: 14 },
    { header: '金额', key: 'amount', width: 12 },
    { header: '变动前', key: 'before_amount', width: 12 },
    { header: '变动后', key: 'after_amount', width: 12 },
    { header: '单号', key: 'doc_no', width: 20 },
    { header: '备注', key: 'remark', width: 30 },
    { header: '操作人', key: 'staff_name', width: 10 },
  ];
}
