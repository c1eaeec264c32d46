import type { LocationSource } from '@tradewind/contract/common/location';
import { and, asc, between, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  ORDER_COUNT_CAP,
  ORDER_STATUSES,
  type OrderDetail,
  type OrderList,
  type OrderListQuery,
  type OrderRow,
} from '@tradewind/contract/oms/order.schema';
import { listDocumentLogs } from '@/core/documents/document-log';
import { statusTabs } from '@/core/documents/status-tabs';
import { queryRows } from '@/core/db/database';
import { startsWithAscii } from '@/core/db/like';
import { invalidField, notFound } from '@/core/http/errors';
import { listOf, pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { customerIdsMatching, customersOwnedBy } from '@/modules/crm';
import { customerScope, customers } from '@/modules/crm/customer';
import { balanceHistories } from '@/modules/fms/ledger';
import { documentLineFields, readSkus } from '@/modules/pms';
import { reservations } from '@/modules/wms/stock';
import { warehouses as wmsWarehouses } from '@/modules/wms/warehouse';
import { stores } from '@/modules/system/store';
import { staff } from '@/modules/system/staff';
import { tenantName } from '@/modules/system/tenant';
import { orderSettlementSource } from './order-settlement-source';
import { paymentStateOf } from './payment-state';
import { orderItems, orders, subOrders } from './order.table';
import { addressText } from '@tradewind/contract/common/address';

const creator = alias(staff, 'order_creator');
const wh = alias(wmsWarehouses, 'w');
const auditor = alias(staff, 'order_auditor');
const canceller = alias(staff, 'order_canceller');
const deliverer = alias(staff, 'order_deliverer');

/**
 * The orders a caller sees: of the chosen store (every store of theirs when none is chosen), and of the
 * customers their role's data scope reaches (a rep sees the orders of their own and the pools' customers).
 */
export function orderScope(ctx: RequestContext): SQL | undefined {
  const store = ctx.storeId !== null ? eq(orders.storeId, ctx.storeId) : inArray(orders.storeId, ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0]);
  return and(store, customerScope(ctx));
}

const rowColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  payStatus: orders.payStatus,
  payType: orders.payType,
  source: orders.source,
  customerId: orders.customerId,
  customerName: customers.name,
  customerUserId: orders.customerUserId,
  contactName: orders.contactName,
  contactPhone: orders.contactPhone,
  consigneeName: orders.consigneeName,
  consigneePhone: orders.consigneePhone,
  areaString: orders.areaString,
  address: orders.address,
  warehouseId: orders.warehouseId,
  warehouseName: sql<string>`(SELECT ${wh.name} FROM ${wmsWarehouses} AS ${wh} WHERE ${wh.id} = ${orders.warehouseId})`,
  deliveryDate: orders.deliveryDate,
  timeSlot: orders.timeSlot,
  goodsAmount: orders.goodsAmount,
  totalAmount: orders.totalAmount,
  paidAmount: orders.paidAmount,
  totalQty: orders.totalQty,
  lineCount: orders.lineCount,
  isSplit: orders.isSplit,
  remark: orders.remark,
  createdByName: creator.name,
  createdAt: orders.createdAt,
  auditedAt: orders.auditedAt,
};
type RowRecord = {
  id: number;
  number: string | null;
  status: number;
  payStatus: number;
  payType: number;
  source: number;
  customerId: number;
  customerName: string;
  customerUserId: number | null;
  contactName: string | null;
  contactPhone: string | null;
  consigneeName: string;
  consigneePhone: string;
  areaString: string | null;
  address: string;
  warehouseId: number;
  warehouseName: string;
  deliveryDate: string;
  timeSlot: string | null;
  goodsAmount: string;
  totalAmount: string;
  paidAmount: string;
  totalQty: string;
  lineCount: number;
  isSplit: number;
  remark: string | null;
  createdByName: string | null;
  createdAt: Date;
  auditedAt: Date | null;
};

const toRow = (r: RowRecord, tz: string): OrderRow => ({
  id: r.id,
  number: r.number ?? '',
  status: r.status,
  pay_status: r.payStatus,
  pay_type: r.payType,
  source: r.source,
  customer_id: r.customerId,
  customer_name: r.customerName,
  customer_user_id: r.customerUserId,
  contact_name: r.contactName,
  contact_phone: r.contactPhone,
  consignee_name: r.consigneeName,
  consignee_phone: r.consigneePhone,
  address_text: addressText(r.areaString, r.address),
  warehouse_id: r.warehouseId,
  warehouse_name: r.warehouseName ?? '',
  delivery_date: r.deliveryDate,
  time_slot: r.timeSlot,
  goods_amount: r.goodsAmount,
  total_amount: r.totalAmount,
  paid_amount: r.paidAmount,
  total_qty: r.totalQty,
  line_count: r.lineCount,
  is_split: r.isSplit,
  remark: r.remark,
  created_by_name: r.createdByName,
  created_at: formatDateTime(r.createdAt, tz) ?? '',
  audited_at: formatDateTime(r.auditedAt, tz),
});

/** At most this many customers a keyword finds are listed by id; more (a common surname) stay a subquery. */
const KEYWORD_CUSTOMERS = 2000;

/**
 * The list's keyword, each part read from an index (a contains-match over the joined tables would read
 * every order at 500k orders, bench/order-flow.bench.ts): the customers crm's search finds (name part,
 * pinyin, initials, phone), the start of the order number (any case), and the start of the contact's or
 * consignee's phone. The customers are read first: a few become `customer_id = ANY(ids)`, which the
 * planner ORs with the number's and phones' indexes (a rare keyword reads a handful of rows); many (a
 * common surname) stay a subquery, and the list walks the time index until its page is full.
 */
async function orderKeyword(ctx: RequestContext, keyword: string): Promise<{ where: SQL; narrow: boolean }> {
  const text = keyword.trim();
  const found = await queryRows<{ id: number }>(ctx.db, sql`SELECT DISTINCT x.id FROM (${customerIdsMatching(ctx, text)}) AS x(id) LIMIT ${KEYWORD_CUSTOMERS + 1}::int`);
  const narrow = found.length <= KEYWORD_CUSTOMERS;
  const parts: SQL[] = [
    !narrow
      ? sql`${orders.customerId} IN (${customerIdsMatching(ctx, text)})`
      : sql`${orders.customerId} = ANY(${`{${found.map((r) => r.id).join(',')}}`}::int[])`,
  ];
  if (/^[A-Za-z0-9-]+$/.test(text)) parts.push(startsWithAscii(orders.number, text.toUpperCase()));
  if (/^\d{3,}$/.test(text)) parts.push(startsWithAscii(orders.contactPhone, text), startsWithAscii(orders.consigneePhone, text));
  return { where: or(...parts)!, narrow };
}

/**
 * The filters of the list and its export, apart from the status tab; `narrow` when a keyword names few
 * customers (its matches are best read from the keyword's indexes and sorted, see orderSort).
 */
async function filtersOf(ctx: RequestContext, q: Omit<OrderListQuery, 'page' | 'page_size'>): Promise<{ where: SQL | undefined; narrow: boolean }> {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'wms.date_range_invalid');
  const tz = ctx.session.timeZone;
  const keyword = q.keyword ? await orderKeyword(ctx, q.keyword) : undefined;
  const day = q.date_type === 'delivery';
  // the creation or audit time within the tenant's days
  const instant = q.date_type === 'audited' ? orders.auditedAt : orders.createdAt;
  const owned = await customersOwnedBy(ctx, q);
  const where = and(
    orderScope(ctx),
    keyword?.where,
    q.warehouse_id ? eq(orders.warehouseId, q.warehouse_id) : undefined,
    q.customer_id ? eq(orders.customerId, q.customer_id) : undefined,
    q.pay_type ? eq(orders.payType, q.pay_type) : undefined,
    q.start_date ? (day ? sql`${orders.deliveryDate} >= ${q.start_date}::date` : sql`${instant} >= (${q.start_date}::date::timestamp AT TIME ZONE ${tz})`) : undefined,
    q.end_date ? (day ? sql`${orders.deliveryDate} <= ${q.end_date}::date` : sql`${instant} < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})`) : undefined,
    owned ? sql`${orders.customerId} IN (${owned})` : undefined,
    // as crm's business goals count sales (order-goal-source.ts)
    q.goal_counted ? between(orders.status, 2, 7) : undefined,
  );
  return { where, narrow: keyword?.narrow ?? false };
}

/** The filters of the list and its export, apart from the status tab. */
export async function orderFilters(ctx: RequestContext, q: Omit<OrderListQuery, 'page' | 'page_size'>): Promise<SQL | undefined> {
  return (await filtersOf(ctx, q)).where;
}

/**
 * The list's order. With a narrow keyword the sort key is wrapped (`coalesce(c, c)`) so no index yields
 * it: the planner then reads the few matches through the keyword's indexes and sorts them, instead of
 * walking every order newest first until a page of matches turns up (a rare customer's orders are
 * spread over two years).
 */
export function orderSort(q: Pick<OrderListQuery, 'sort' | 'order'>, narrow = false) {
  const column = q.sort === 'delivery_date' ? orders.deliveryDate : q.sort === 'total_amount' ? orders.totalAmount : orders.createdAt;
  const dir = q.order === 'asc' ? asc : desc;
  return narrow ? [dir(sql`coalesce(${column}, ${column})`), dir(sql`${orders.id} + 0`)] : [dir(column), dir(orders.id)];
}

/** The list's rows (joined as the list shows them), for the list and the export. */
export function selectOrderRows(ctx: RequestContext, where: SQL | undefined) {
  return ctx.db
    .select(rowColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(creator, eq(creator.id, orders.createdBy))
    .where(where);
}
export const orderRowOf = toRow;

/**
 * Per status, how many orders match the filters, each counted up to ORDER_COUNT_CAP (an index range per
 * status that stops there: counting every completed order of two years would cost more than the page);
 * `all` is their sum, capped the same. The customers are joined only when the caller's data scope reads them.
 */
async function countByStatus(ctx: RequestContext, filters: SQL | undefined): Promise<Record<string, number>> {
  const from = customerScope(ctx) ? sql`oms_orders JOIN ${customers} ON ${customers.id} = oms_orders.customer_id` : sql`oms_orders`;
  const rows = await queryRows<{ status: number; total: number }>(
    ctx.db,
    sql`SELECT s.status, (SELECT count(*)::int FROM (SELECT 1 FROM ${from} WHERE ${filters ?? sql`true`} AND ${orders.status} = s.status LIMIT ${ORDER_COUNT_CAP}::int) AS capped) AS total
        FROM unnest(${`{${ORDER_STATUSES.join(',')}}`}::int[]) AS s(status)`,
  );
  const { counts } = statusTabs(ORDER_STATUSES, rows);
  counts.all = Math.min(counts.all, ORDER_COUNT_CAP);
  return counts;
}

/** `GET /oms/orders`: the page of the chosen status tab, and per status how many match the other filters (capped: ORDER_COUNT_CAP). */
export async function listOrders(ctx: RequestContext, q: OrderListQuery): Promise<OrderList> {
  const tz = ctx.session.timeZone;
  const { where: filters, narrow } = await filtersOf(ctx, q);
  const where = and(filters, q.status !== undefined ? eq(orders.status, q.status) : undefined);
  const { limit, offset } = pageOf(q);
  const [rows, counts] = await Promise.all([
    selectOrderRows(ctx, where)
      .orderBy(...orderSort(q, narrow))
      .limit(limit)
      .offset(offset),
    countByStatus(ctx, filters),
  ]);
  const total = counts[q.status === undefined ? 'all' : String(q.status)] ?? 0;
  return { ...listOf(rows.map((r) => toRow(r as RowRecord, tz)), total, q), counts };
}

/** `GET /oms/order/:id`: header, lines with reserved / picked / shipped / refunded, sub-orders, account movements, the log. */
export async function getOrder(ctx: RequestContext, id: number): Promise<OrderDetail> {
  const tz = ctx.session.timeZone;
  const [head] = await ctx.db
    .select({
      ...rowColumns,
      storeId: orders.storeId,
      storeName: stores.name,
      addressId: orders.addressId,
      longitude: orders.longitude,
      latitude: orders.latitude,
      locationSource: orders.locationSource,
      couponAmount: orders.couponAmount,
      customerCouponId: orders.customerCouponId,
      activityAmount: orders.activityAmount,
      freightAmount: orders.freightAmount,
      carryFee: orders.carryFee,
      deliveredAmount: orders.deliveredAmount,
      refundedAmount: orders.refundedAmount,
      totalWeight: orders.totalWeight,
      totalVolume: orders.totalVolume,
      waveNo: orders.waveNo,
      outboundNo: orders.outboundNo,
      auditedByName: auditor.name,
      cancelledByName: canceller.name,
      cancelledAt: orders.cancelledAt,
      cancelReason: orders.cancelReason,
      shippedAt: orders.shippedAt,
      deliveredByName: deliverer.name,
      deliveredAt: orders.deliveredAt,
      completedAt: orders.completedAt,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(creator, eq(creator.id, orders.createdBy))
    .leftJoin(auditor, eq(auditor.id, orders.auditedBy))
    .leftJoin(canceller, eq(canceller.id, orders.cancelledBy))
    .leftJoin(deliverer, eq(deliverer.id, orders.deliveredBy))
    .where(and(eq(orders.id, id), orderScope(ctx)));
  if (!head) throw notFound('oms.order_not_found');
  const [items, subs, payments, logs, companyName, paymentState] = await Promise.all([
    readOrderItems(ctx, id),
    ctx.db
      .select({ id: subOrders.id, number: subOrders.number, warehouseId: subOrders.warehouseId, warehouseName: sql<string>`(SELECT ${wh.name} FROM ${wmsWarehouses} AS ${wh} WHERE ${wh.id} = ${subOrders.warehouseId})`, status: subOrders.status, goodsAmount: subOrders.goodsAmount, lineCount: subOrders.lineCount, waveNo: subOrders.waveNo, outboundNo: subOrders.outboundNo })
      .from(subOrders)
      .where(eq(subOrders.orderId, id))
      .orderBy(asc(subOrders.id)),
    queryRows<{ id: number; field: string; type: number; amount: string; before_amount: string; after_amount: string; remark: string | null; created_at: Date | string }>(
      ctx.db,
      sql`SELECT ${balanceHistories.id} AS id, ${balanceHistories.field} AS field, ${balanceHistories.type} AS type, ${balanceHistories.amount}::text AS amount, ${balanceHistories.beforeAmount}::text AS before_amount, ${balanceHistories.afterAmount}::text AS after_amount,
             ${balanceHistories.remark} AS remark, ${balanceHistories.createdAt} AS created_at
        FROM ${balanceHistories} WHERE ${balanceHistories.docType} = 'order' AND ${balanceHistories.docId} = ${id}::int ORDER BY ${balanceHistories.id}`,
    ),
    listDocumentLogs(ctx.db, 'order', id, tz),
    tenantName(ctx),
    paymentStateOf(ctx, orderSettlementSource, id),
  ]);
  const r = head as typeof head & RowRecord;
  return {
    ...toRow(r, tz),
    tenant_name: companyName,
    store_id: head.storeId,
    store_name: head.storeName,
    address_id: head.addressId,
    area_string: head.areaString,
    address: head.address,
    longitude: head.longitude,
    latitude: head.latitude,
    location_source: head.locationSource as LocationSource | null,
    coupon_amount: head.couponAmount,
    activity_amount: head.activityAmount,
    customer_coupon_id: head.customerCouponId,
    freight_amount: head.freightAmount,
    carry_fee: head.carryFee,
    delivered_amount: head.deliveredAmount,
    refunded_amount: head.refundedAmount,
    total_weight: head.totalWeight,
    total_volume: head.totalVolume,
    wave_no: head.waveNo,
    outbound_no: head.outboundNo,
    audited_by_name: head.auditedByName,
    cancelled_by_name: head.cancelledByName,
    cancelled_at: formatDateTime(head.cancelledAt, tz),
    cancel_reason: head.cancelReason,
    shipped_at: formatDateTime(head.shippedAt, tz),
    delivered_by_name: head.deliveredByName,
    delivered_at: formatDateTime(head.deliveredAt, tz),
    completed_at: formatDateTime(head.completedAt, tz),
    updated_at: formatDateTime(head.updatedAt, tz) ?? '',
    items,
    sub_orders: subs.map((s) => ({ id: s.id, number: s.number, warehouse_id: s.warehouseId, warehouse_name: s.warehouseName ?? '', status: s.status, goods_amount: s.goodsAmount, line_count: s.lineCount, wave_no: s.waveNo, outbound_no: s.outboundNo })),
    payments: payments.map((p) => ({ id: Number(p.id), field: p.field, type: Number(p.type), amount: p.amount, before: p.before_amount, after: p.after_amount, remark: p.remark, created_at: formatDateTime(new Date(p.created_at), tz) ?? '' })),
    logs,
    ...paymentState,
  };
}

/** An order's lines with their SKUs, warehouses and what is still reserved for each. */
export async function readOrderItems(ctx: RequestContext, id: number): Promise<OrderDetail['items']> {
  const rows = await ctx.db
    .select({ item: orderItems, warehouseName: sql<string>`(SELECT ${wh.name} FROM ${wmsWarehouses} AS ${wh} WHERE ${wh.id} = ${orderItems.warehouseId})` })
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.sort), asc(orderItems.id));
  const [skus, reserved] = await Promise.all([
    readSkus(ctx, [...new Set(rows.map((r) => r.item.skuId))]),
    queryRows<{ line: number; qty: string }>(ctx.db, sql`SELECT ${reservations.sourceLineId} AS line, sum(${reservations.qty})::text AS qty FROM ${reservations} WHERE ${reservations.sourceType} = 'order' AND ${reservations.sourceId} = ${id}::int GROUP BY ${reservations.sourceLineId}`),
  ]);
  const reservedOf = new Map(reserved.map((r) => [Number(r.line), r.qty]));
  return rows.map(({ item: r, warehouseName }) => ({
    ...documentLineFields(r, skus.get(r.skuId)),
    price_source: r.priceSource as OrderDetail['items'][number]['price_source'],
    price_plan_id: r.pricePlanId,
    list_price: r.listPrice,
    amount: r.amount,
    warehouse_id: r.warehouseId,
    warehouse_name: warehouseName ?? '',
    sub_order_id: r.subOrderId,
    reserved_base_qty: reservedOf.has(r.id) ? Number(reservedOf.get(r.id)).toFixed(3) : '0.000',
    picked_base_qty: r.pickedBaseQty,
    shipped_base_qty: r.shippedBaseQty,
    refunded_base_qty: r.refundedBaseQty,
    activity_amount: r.activityAmount,
    coupon_amount: r.couponAmount,
    pricing_steps: r.pricingSteps,
    cost_price: r.costPrice,
    cost_amount: r.costAmount,
    remark: r.remark,
  }));
}
