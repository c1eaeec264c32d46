import { and, asc, count, eq, gt } from 'drizzle-orm';
import { CrowdMemberExportSchema } from '@tradewind/contract/crm/crowd.schema';
import { defineExporter } from '@/core/jobs/exporter';
import { customers } from '../customer/customer.table';
import { joinedMembers, memberWhere, toMember } from './crowd.read';
import { crowdMembers } from './crowd.table';

/** A crowd's member list as a spreadsheet: the members the exporter may see, read when the export runs. */
export const crowdMemberExporter = defineExporter({
  key: 'crm.crowd_members',
  source: '人群客户',
  permission: 'crm:crowd:export',
  params: CrowdMemberExportSchema,
  columns: [
    { header: '客户ID', key: 'customer_id', width: 10 },
    { header: '客户名称', key: 'name', width: 28 },
    { header: '手机号', key: 'phone', width: 14 },
    { header: '等级', key: 'level_name' },
    { header: '类型', key: 'type_name' },
    { header: '门店', key: 'store_name' },
    { header: '负责人', key: 'sales_name' },
    { header: '最后下单', key: 'last_order_at', width: 20 },
    { header: '最后跟进', key: 'last_visit_at', width: 20 },
    { header: '创建时间', key: 'created_at', width: 20 },
  ],
  count: async (ctx, params) => {
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(crowdMembers)
      .innerJoin(customers, and(eq(customers.id, crowdMembers.customerId), eq(customers.tenantId, crowdMembers.tenantId)))
      .where(memberWhere(ctx, params.crowd_id, params.keyword));
    return n;
  },
  batch: async (ctx, params, cursor, limit) => {
    const rows = await joinedMembers(ctx)
      .where(and(memberWhere(ctx, params.crowd_id, params.keyword), cursor ? gt(crowdMembers.customerId, cursor) : undefined))
      .orderBy(asc(crowdMembers.customerId))
      .limit(limit);
    return { rows: rows.map((r) => toMember(ctx, r)), cursor: rows.length === limit ? rows[rows.length - 1].c.id : null };
  },
});
