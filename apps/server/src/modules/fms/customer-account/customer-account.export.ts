import { sql } from 'drizzle-orm';
import { queryOne } from '@/core/db/database';
import { defineExporter } from '@/core/jobs/exporter';
import { keysetBatches } from '@/core/jobs/export-batches';
import { customers } from '@/modules/crm/customer';
import { CustomerAccountFilterSchema } from '@tradewind/contract/fms/customer-account.schema';
import { customerAccountFilters, selectCustomerAccountRows } from './customer-account-list.service';

/** `GET /fms/customer_accounts/export`: the list's filters, by customer id. */
export const customerAccountExporter = defineExporter({
  key: 'fms.customer_account',
  source: '客户账户',
  permission: 'fms:customer_account:export',
  params: CustomerAccountFilterSchema,
  columns: [
    { header: '客户ID', key: 'customer_id', width: 10 },
    { header: '客户名称', key: 'customer_name', width: 22 },
    { header: '手机号', key: 'customer_phone', width: 14 },
    { header: '门店', key: 'store_name', width: 14 },
    { header: '销售', key: 'sales_name', width: 10 },
    { header: '授信额度', key: 'payment_amount', width: 12 },
    { header: '余额', key: 'balance', width: 12, total: true },
    { header: '应收', key: 'need_pay', width: 12, total: true },
    { header: '累计预存', key: 'total_prepay_amount', width: 12, total: true },
    { header: '最近变动', key: 'updated_at', width: 20 },
  ],
  count: async (ctx, params) => {
    const join = params.has_balance === 1 || params.has_need_pay === 1 ? sql`JOIN` : sql`LEFT JOIN`;
    const row = await queryOne<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ${customers} ${join} fms_customer_accounts a ON a.customer_id = ${customers.id} WHERE ${customerAccountFilters(ctx, params)}`);
    return Number(row?.n ?? 0);
  },
  batch: keysetBatches((ctx, params, after, limit) => selectCustomerAccountRows(ctx, params, sql`ORDER BY ${customers.id} LIMIT ${limit}::int`, after ?? undefined), (row) => row.customer_id),
});
