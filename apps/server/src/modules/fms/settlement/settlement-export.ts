import type { ExportColumn } from '@/core/jobs/exporter';
import { createdColumns } from '@/core/jobs/export-columns';

/** The columns both settlement lists end with: money, store, remark, who made and audited it and when (`audit1` names the first audit). */
export const settlementExportColumns = (audit1: string): ExportColumn[] => [
  { header: '结算金额', key: 'total_amount', width: 12, total: true },
  { header: '已付金额', key: 'paid_amount', width: 12, total: true },
  { header: '未付金额', key: 'open_amount', width: 12, total: true },
  { header: '门店', key: 'store_name', width: 14 },
  { header: '备注', key: 'remark', width: 24 },
  ...createdColumns,
  { header: `${audit1}人`, key: 'audit1_by_name', width: 10 },
  { header: `${audit1}时间`, key: 'audit1_at', width: 18 },
  { header: '财务审核人', key: 'audit2_by_name', width: 10 },
  { header: '财务审核时间', key: 'audit2_at', width: 18 },
];

/** A filter's dates out of order: refused when the export is asked for (422 on `end_date`), not when it runs. */
export const datesInOrder = (q: { start_date?: string; end_date?: string }) => !q.start_date || !q.end_date || q.start_date <= q.end_date;
