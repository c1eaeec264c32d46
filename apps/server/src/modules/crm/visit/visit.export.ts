import { and, count, eq, gt } from 'drizzle-orm';
import { VisitExportParamsSchema } from '@tradewind/contract/crm/visit.schema';
import { defineExporter } from '@/core/jobs/exporter';
import { customers } from '../customer/customer.table';
import { selectVisits, visitWhere } from './visit.service';
import { visits } from './visit.table';

/** The visit list as a spreadsheet: the same filters and data scope, read when the export runs (keyset on id). */
export const visitExporter = defineExporter({
  key: 'crm.visits',
  source: '跟进记录',
  permission: 'crm:visit:export',
  params: VisitExportParamsSchema,
  columns: [
    { header: 'ID', key: 'id', width: 8 },
    { header: '客户', key: 'customer_name', width: 24 },
    { header: '跟进人', key: 'creator_name', width: 12 },
    { header: '类型', key: 'type_text' },
    { header: '跟进方式', key: 'visit_type_text' },
    { header: '内容', key: 'content', width: 40 },
    { header: '联系人', key: 'user_name' },
    { header: '打卡地点', key: 'address', width: 28 },
    { header: '经度', key: 'longitude', kind: 'text' },
    { header: '纬度', key: 'latitude', kind: 'text' },
    { header: '下次跟进', key: 'next_visit_time', kind: 'datetime', width: 20 },
    { header: '跟进时间', key: 'created_at', width: 20 },
  ],
  count: async (ctx, params) => {
    const [{ n }] = await ctx.db.select({ n: count() }).from(visits).leftJoin(customers, eq(customers.id, visits.customerId)).where(await visitWhere(ctx, params));
    return n;
  },
  batch: async (ctx, params, cursor, limit) => {
    const where = and(await visitWhere(ctx, params), cursor ? gt(visits.id, cursor) : undefined);
    const rows = await selectVisits(ctx, where, { limit, offset: 0 }, 'asc', true);
    return {
      rows: rows.map((v) => ({ ...v, creator_name: v.creator.name })),
      cursor: rows.length === limit ? rows[rows.length - 1].id : null,
    };
  },
});
