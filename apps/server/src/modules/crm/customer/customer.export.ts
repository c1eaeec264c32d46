import { and, asc, count, gt } from 'drizzle-orm';
import { defineExporter } from '@/core/jobs/exporter';
import { CustomerExportParamsSchema, customerWhere, joined, toCustomer } from './customer.read';
import { customers } from './customer.table';
import { areaText } from '@tradewind/contract/common/address';

const SALES_TYPE_NAMES = ['公海', '私海', '团队公海'];

/** The customer list as a spreadsheet: the same filters and data scope, read when the export runs. */
export const customerExporter = defineExporter({
  key: 'crm.customer',
  source: '客户列表',
  permission: 'crm:customer:export',
  params: CustomerExportParamsSchema,
  columns: [
    { header: 'ID', key: 'id', width: 8 },
    { header: '客户名称', key: 'name', width: 24 },
    { header: '手机号', key: 'phone', width: 14 },
    { header: '状态', key: 'status', width: 8 },
    { header: '客户类型', key: 'type_text' },
    { header: '客户等级', key: 'level_text' },
    { header: '客户来源', key: 'source_text' },
    { header: '归属', key: 'sales_type', width: 10 },
    { header: '销售', key: 'sales_name' },
    { header: '门店', key: 'store_name' },
    { header: '认证', key: 'is_cert', width: 8 },
    { header: '账期', key: 'account_period_name' },
    { header: '授信额度', key: 'payment_amount' },
    { header: '地区', key: 'area_string', width: 24 },
    { header: '详细地址', key: 'address', width: 30 },
    { header: '最后跟进', key: 'last_visit_at', width: 20 },
    { header: '创建人', key: 'created_by_name' },
    { header: '创建时间', key: 'created_at', width: 20 },
  ],
  count: async (ctx, params) => {
    const [{ n }] = await ctx.db.select({ n: count() }).from(customers).where(customerWhere(ctx, params));
    return n;
  },
  batch: async (ctx, params, cursor, limit) => {
    const rows = await joined(ctx)
      .where(and(customerWhere(ctx, params), cursor ? gt(customers.id, cursor) : undefined))
      .orderBy(asc(customers.id))
      .limit(limit);
    const list = rows.map((r) => toCustomer(ctx, r));
    return {
      rows: list.map((c) => ({
        ...c,
        area_string: areaText(c.area_string),
        status: c.status === 1 ? '启用' : '禁用',
        sales_type: SALES_TYPE_NAMES[c.sales_type],
        is_cert: c.is_cert === 1 ? '已认证' : '未认证',
        account_period_name: c.is_open_payment_day === 1 ? c.account_period_name : '',
      })),
      cursor: rows.length === limit ? rows[rows.length - 1].c.id : null,
    };
  },
});
