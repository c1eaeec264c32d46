import { and, asc, count, gt } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { defineExporter } from '@/core/jobs/exporter';
import { LeadExportParamsSchema, joinedLeads, leadWhere, toLead } from './lead.read';
import { leads } from './lead.table';

/** The lead list as a spreadsheet: the same filters and data scope, read when the export runs. */
export const leadExporter = defineExporter({
  key: 'crm.leads',
  source: '线索列表',
  permission: 'crm:leads:export',
  params: LeadExportParamsSchema,
  columns: [
    { header: 'ID', key: 'id', width: 8 },
    { header: '联系人', key: 'name', width: 12 },
    { header: '公司名称', key: 'company', width: 28 },
    { header: '手机号', key: 'phone', width: 14 },
    { header: '统一社会信用代码', key: 'credit_number', width: 22 },
    { header: '来源', key: 'source_text' },
    { header: '状态', key: 'status_text' },
    { header: '负责人', key: 'sales_name' },
    { header: '门店', key: 'store_name' },
    { header: '最后跟进', key: 'last_visit_at', width: 20 },
    { header: '转化客户', key: 'customer_name', width: 24 },
    { header: '创建人', key: 'created_by_name' },
    { header: '创建时间', key: 'created_at', width: 20 },
  ],
  count: async (ctx, params) => {
    const [{ n }] = await ctx.db.select({ n: count() }).from(leads).where(leadWhere(ctx, params));
    return n;
  },
  batch: async (ctx, params, cursor, limit) => {
    const rows = await joinedLeads(ctx)
      .where(and(leadWhere(ctx, params), cursor ? gt(leads.id, cursor) : undefined))
      .orderBy(asc(leads.id))
      .limit(limit);
    return {
      rows: rows.map((r) => toLead(ctx, r)).map((l) => ({ ...l, sales_name: l.sales_id === null ? translate('crm.lead_pool', ctx.locale) : l.sales_name })),
      cursor: rows.length === limit ? rows[rows.length - 1].l.id : null,
    };
  },
});
