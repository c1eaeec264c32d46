import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDateTime } from '@tradewind/contract/common/time';
import { ORDER_STATUSES } from '@tradewind/contract/oms/order.schema';
import type { SubOrder, SubOrderDetail, SubOrderList, SubOrderListQuery } from '@tradewind/contract/oms/sub-order.schema';
import { containsText } from '@/core/db/like';
import { invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import { statusTabs } from '@/core/documents/status-tabs';
import type { RequestContext } from '@/core/http/request-context';
import { customers } from '@/modules/crm/customer';
import { stores } from '@/modules/system/store';
import { warehouses } from '@/modules/wms/warehouse';
import { orderScope, readOrderItems } from '../order/order.read';
import { orders, subOrders } from '../order/order.table';
import { addressText } from '@tradewind/contract/common/address';

const wh = alias(warehouses, 'w');

/**
 * The sub-order pages (/oms/sub_order/list, print) over the order module's `oms_sub_orders`: read only —
 * sub-orders are made at the order's audit and moved by picking, outbound and delivery (order README).
 * They are seen as their orders are (store and data scope).
 */
const columns = {
  sub: subOrders,
  orderNumber: orders.number,
  orderStatus: orders.status,
  customerId: orders.customerId,
  customerName: customers.name,
  consigneeName: orders.consigneeName,
  consigneePhone: orders.consigneePhone,
  areaString: orders.areaString,
  address: orders.address,
  deliveryDate: orders.deliveryDate,
  timeSlot: orders.timeSlot,
  warehouseName: sql<string | null>`(SELECT ${wh.name} FROM ${warehouses} AS ${wh} WHERE ${wh.id} = ${subOrders.warehouseId})`,
};
type Row = {
  sub: typeof subOrders.$inferSelect;
  orderNumber: string | null;
  orderStatus: number;
  customerId: number;
  customerName: string;
  consigneeName: string;
  consigneePhone: string;
  areaString: string | null;
  address: string;
  deliveryDate: string;
  timeSlot: string | null;
  warehouseName: string | null;
};

const toSubOrder = (r: Row, tz: string): SubOrder => ({
  id: r.sub.id,
  number: r.sub.number,
  status: r.sub.status,
  order_id: r.sub.orderId,
  order_number: r.orderNumber ?? '',
  order_status: r.orderStatus,
  customer_id: r.customerId,
  customer_name: r.customerName,
  consignee_name: r.consigneeName,
  consignee_phone: r.consigneePhone,
  address_text: addressText(r.areaString, r.address),
  warehouse_id: r.sub.warehouseId,
  warehouse_name: r.warehouseName ?? '',
  delivery_date: r.deliveryDate,
  time_slot: r.timeSlot,
  goods_amount: r.sub.goodsAmount,
  line_count: r.sub.lineCount,
  total_weight: r.sub.totalWeight,
  wave_no: r.sub.waveNo,
  outbound_no: r.sub.outboundNo,
  created_at: formatDateTime(r.sub.createdAt, tz) ?? '',
});

const from = (ctx: RequestContext) =>
  ctx.db.select(columns).from(subOrders).innerJoin(orders, eq(orders.id, subOrders.orderId)).innerJoin(customers, eq(customers.id, orders.customerId));

function filters(ctx: RequestContext, q: SubOrderListQuery): SQL | undefined {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'wms.date_range_invalid');
  return and(
    orderScope(ctx),
    q.warehouse_id ? eq(subOrders.warehouseId, q.warehouse_id) : undefined,
    q.number ? or(containsText(subOrders.number, q.number), containsText(orders.number, q.number)) : undefined,
    q.customer_id ? eq(orders.customerId, q.customer_id) : undefined,
    q.start_date ? sql`${orders.deliveryDate} >= ${q.start_date}::date` : undefined,
    q.end_date ? sql`${orders.deliveryDate} <= ${q.end_date}::date` : undefined,
  );
}

/** `GET /oms/sub_orders`: the status tab's page (delivery date, then newest first) and per status how many match the other filters. */
export async function listSubOrders(ctx: RequestContext, q: SubOrderListQuery): Promise<SubOrderList> {
  const tz = ctx.session.timeZone;
  const base = filters(ctx, q);
  const where = and(base, q.status !== undefined ? eq(subOrders.status, q.status) : undefined);
  const counting = () => ctx.db.select({ status: subOrders.status, total: count() }).from(subOrders).innerJoin(orders, eq(orders.id, subOrders.orderId)).innerJoin(customers, eq(customers.id, orders.customerId));
  const [page, counted] = await Promise.all([
    paginate(q, {
      rows: (p) => from(ctx).where(where).orderBy(desc(orders.deliveryDate), desc(subOrders.id)).limit(p.limit).offset(p.offset),
      total: ctx.db.select({ total: count() }).from(subOrders).innerJoin(orders, eq(orders.id, subOrders.orderId)).innerJoin(customers, eq(customers.id, orders.customerId)).where(where),
      map: (rows) => rows.map((r) => toSubOrder(r as Row, tz)),
    }),
    counting().where(base).groupBy(subOrders.status),
  ]);
  return { ...page, counts: statusTabs(ORDER_STATUSES, counted).counts };
}

/** `GET /oms/sub_order/:id` (the print page): the sub-order, its order's contact, store and remark, and its own lines. */
export async function getSubOrder(ctx: RequestContext, id: number): Promise<SubOrderDetail> {
  const [row] = await ctx.db
    .select({ ...columns, tenantName: sql<string>`(SELECT t.name FROM tenants AS t WHERE t.id = ${orders.tenantId})`, storeName: stores.name, contactName: orders.contactName, contactPhone: orders.contactPhone, remark: orders.remark })
    .from(subOrders)
    .innerJoin(orders, eq(orders.id, subOrders.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(subOrders.id, id), orderScope(ctx)));
  if (!row) throw notFound('oms.sub_order_not_found');
  const items = (await readOrderItems(ctx, row.sub.orderId)).filter((i) => i.sub_order_id === id);
  return { ...toSubOrder(row as Row, ctx.session.timeZone), tenant_name: row.tenantName ?? '', store_name: row.storeName, contact_name: row.contactName, contact_phone: row.contactPhone, remark: row.remark, items };
}
