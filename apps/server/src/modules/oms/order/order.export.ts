import { and, asc, count, eq, gt } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { OrderFilterSchema } from '@tradewind/contract/oms/order.schema';
import { defineExporter } from '@/core/jobs/exporter';
import { customers } from '@/modules/crm/customer';
import { orderFilters, orderRowOf, selectOrderRows } from './order.read';
import { orders } from './order.table';

/** `GET /oms/orders/export`: the list's filters and status tab, every matching order, oldest first. */
export const orderExporter = defineExporter({
  key: 'oms.order',
  source: '订单列表',
  permission: 'oms:order:export',
  params: OrderFilterSchema,
  columns: [
    { header: '订单号', key: 'number', width: 20 },
    { header: '状态', key: 'status', width: 10 },
    { header: '客户', key: 'customer_name', width: 20 },
    { header: '联系人', key: 'contact', width: 20 },
    { header: '收货人', key: 'consignee', width: 20 },
    { header: '收货地址', key: 'address', width: 36 },
    { header: '仓库', key: 'warehouse_name', width: 14 },
    { header: '配送日期', key: 'delivery_date', width: 12 },
    { header: '配送时段', key: 'time_slot', width: 12 },
    { header: '支付方式', key: 'pay_type', width: 10 },
    { header: '支付状态', key: 'pay_status', width: 10 },
    { header: '商品金额', key: 'goods_amount', width: 12 },
    { header: '订单金额', key: 'total_amount', width: 12 },
    { header: '已付金额', key: 'paid_amount', width: 12 },
    { header: '品种数', key: 'line_count', width: 8 },
    { header: '备注', key: 'remark', width: 24 },
    { header: '下单人', key: 'created_by_name', width: 10 },
    { header: '下单时间', key: 'created_at', width: 20 },
  ],
  count: async (ctx, params) => {
    const where = and(await orderFilters(ctx, params), params.status !== undefined ? eq(orders.status, params.status) : undefined);
    const [{ total }] = await ctx.db.select({ total: count() }).from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).where(where);
    return total;
  },
  batch: async (ctx, params, cursor, limit) => {
    const where = and(await orderFilters(ctx, params), params.status !== undefined ? eq(orders.status, params.status) : undefined, cursor === null ? undefined : gt(orders.id, cursor));
    const rows = await selectOrderRows(ctx, where).orderBy(asc(orders.id)).limit(limit);
    const locale = ctx.locale;
    const list = rows.map((r) => orderRowOf(r, ctx.session.timeZone));
    return {
      rows: list.map((o) => ({
        ...o,
        status: translate(`oms.order_status.${o.status}`, locale),
        contact: [o.contact_name, o.contact_phone].filter(Boolean).join(' '),
        consignee: `${o.consignee_name} ${o.consignee_phone}`,
        address: o.address_text,
        pay_type: translate(`oms.pay_type.${o.pay_type}`, locale),
        pay_status: translate(`oms.pay_status.${o.pay_status}`, locale),
      })),
      cursor: rows.length === limit ? rows[rows.length - 1].id : null,
    };
  },
});
