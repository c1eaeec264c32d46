import type { RequestContext } from '@/core/http/request-context';
import type { Exporter, ExportColumn } from '@/core/jobs/exporter';

/** The columns both settlement lists end with: money, store, remark, who made and audited it and when (`audit1` names the first audit). */
export const settlementExportColumns = (audit1: string): ExportColumn[] => [
  { header: '结算金额', key: 'total_amount', width: 12 },
  { header: '已付金额', key: 'paid_amount', width: 12 },
  { header: '未付金额', key: 'open_amount', width: 12 },
  { header: '门店', key: 'store_name', width: 14 },
  { header: '备注', key: 'remark', width: 24 },
  { header: '制单人', key: 'created_by_name', width: 10 },
  { header: '制单时间', key: 'created_at', width: 18 },
  { header: `${audit1}人`, key: 'audit1_by_name', width: 10 },
  { header: `${audit1}时间`, key: 'audit1_at', width: 18 },
  { header: '财务审核人', key: 'audit2_by_name', width: 10 },
  { header: '财务审核时间', key: 'audit2_at', width: 18 },
];

/** A filter's dates out of order: refused when the export is asked for (422 on `end_date`), not when it runs. */
export const datesInOrder = (q: { start_date?: string; end_date?: string }) => !q.start_date || !q.end_date || q.start_date <= q.end_date;

type Paged<P> = P & { page: number; page_size: number; before_id?: number };

/** An exporter's count and batches over a settlement list service: its own query, newest first, keyset on id (`before_id`). */
export function settlementExportPaging<P>(
  list: (ctx: RequestContext, q: Paged<P>) => Promise<{ list: Array<Record<string, unknown> & { id: number }>; pagination: { total: number } }>,
): Pick<Exporter<P>, 'count' | 'batch'> {
  return {
    count: async (ctx, params) => (await list(ctx, { ...params, page: 1, page_size: 1 })).pagination.total,
    batch: async (ctx, params, cursor, limit) => {
      const page = await list(ctx, { ...params, page: 1, page_size: limit, before_id: cursor ?? undefined });
      return { rows: page.list, cursor: page.list.length === limit ? page.list[page.list.length - 1].id : null };
    },
  };
}
