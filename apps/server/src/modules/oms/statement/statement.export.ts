import { sql } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { StatementFilterSchema } from '@tradewind/contract/oms/statement.schema';
import { z } from 'zod';
import { queryOne } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { keysetBatches } from '@/core/jobs/export-batches';
import { defineExporter } from '@/core/jobs/exporter';
import { customers } from '@/modules/crm/customer';
import { selectStatementRows, statementFilters } from './statement.service';
import { plainInt } from '@tradewind/contract/common/validation';

const Params = StatementFilterSchema.extend({ status: plainInt(z.number().int().min(1).max(4)).optional() });

/** The list's filters and, when asked, one state. */
const filtered = (ctx: RequestContext, params: z.infer<typeof Params>) =>
  sql`${statementFilters(ctx, params)}${params.status !== undefined ? sql` AND st.status = ${params.status}::int` : sql``}`;

/** `GET /oms/statements/export`: the list's filters and status tab, oldest first. */
export const statementExporter = defineExporter({
  key: 'oms.statement',
  source: '对账单',
  permission: 'oms:statement:export',
  params: Params,
  columns: [
    { header: '对账单号', key: 'number', width: 20 },
    { header: '状态', key: 'status', width: 10 },
    { header: '客户', key: 'customer_name', width: 20 },
    { header: '账期', key: 'account_period_name', width: 14 },
    { header: '开始日期', key: 'start_date', width: 12 },
    { header: '结束日期', key: 'end_date', width: 12 },
    { header: '到期日', key: 'due_date', width: 12 },
    { header: '订单数', key: 'order_count', width: 8 },
    { header: '订单金额', key: 'order_amount', width: 12 },
    { header: '退款数', key: 'refund_count', width: 8 },
    { header: '退款金额', key: 'refund_amount', width: 12 },
    { header: '应收金额', key: 'total_amount', width: 12 },
    { header: '确认人', key: 'confirmed_user_name', width: 12 },
    { header: '创建时间', key: 'created_at', width: 20 },
  ],
  count: async (ctx, params) => {
    const row = await queryOne<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM oms_statements AS st JOIN ${customers} ON ${customers.id} = st.customer_id WHERE ${filtered(ctx, params)}`);
    return Number(row?.n ?? 0);
  },
  batch: keysetBatches(async (ctx, params, after, limit) => {
    const rows = await selectStatementRows(ctx, sql`${filtered(ctx, params)}${after === null ? sql`` : sql` AND st.id > ${after}::int`}`, sql`ORDER BY st.id LIMIT ${limit}::int`);
    return rows.map((r) => ({ ...r, status: translate(`oms.statement_status.${r.status}`, ctx.locale) }));
  }, (row) => row.id),
});
