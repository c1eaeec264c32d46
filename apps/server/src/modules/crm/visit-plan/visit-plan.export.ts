import { count } from 'drizzle-orm';
import { VisitPlanExportSchema } from '@tradewind/contract/crm/visit-plan.schema';
import { defineExporter } from '@/core/jobs/exporter';
import { keysetBatches } from '@/core/jobs/export-batches';
import { exportRows, planWhere } from './visit-plan.read';
import { visitPlans } from './visit-plan.table';

/** The visit plan list as a spreadsheet: the same filters and data scope, read when the export runs. */
export const visitPlanExporter = defineExporter({
  key: 'crm.visit_plans',
  source: '拜访计划',
  permission: 'crm:visit_plan:export',
  params: VisitPlanExportSchema,
  columns: [
    { header: 'ID', key: 'id', width: 8 },
    { header: '计划名称', key: 'name', width: 28 },
    { header: '拜访人', key: 'owner_name' },
    { header: '门店', key: 'store_name' },
    { header: '开始日期', key: 'start_date', width: 12 },
    { header: '结束日期', key: 'end_date', width: 12 },
    { header: '状态', key: 'status_text' },
    { header: '客户数', key: 'target_count' },
    { header: '已拜访', key: 'visited_count' },
    { header: '完成率(%)', key: 'completion_rate' },
    { header: '创建时间', key: 'created_at', width: 20 },
  ],
  count: async (ctx, params) => {
    const [{ n }] = await ctx.db.select({ n: count() }).from(visitPlans).where(planWhere(ctx, params));
    return n;
  },
  batch: keysetBatches(exportRows, (row) => row.id),
});
