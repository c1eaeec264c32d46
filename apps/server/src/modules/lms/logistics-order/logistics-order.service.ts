import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import { LOGISTICS_ORDER_STATUS } from '@tradewind/contract/lms/lms.schema';
import {
  LOGISTICS_ORDER_TABS,
  type LogisticsOrder,
  type LogisticsOrderDetail,
  type LogisticsOrderFilter,
  type LogisticsOrderList,
  type LogisticsOrderListQuery,
  type OrderLogistics,
} from '@tradewind/contract/lms/logistics.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { listDocumentLogs, writeDocumentLog } from '@/core/documents/document-log';
import { statusTabs } from '@/core/documents/status-tabs';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { intArray, listStores } from '@/core/http/store-scope';
import type { OrderShipment } from '@/modules/oms';
import { skus as pmsSkus, spus, units } from '@/modules/pms';
import { customers } from '@/modules/crm/customer';
import { orderItems, orders, subOrders } from '@/modules/oms/order';
import { warehouses } from '@/modules/wms/warehouse';
import type { StockContext } from '@/modules/wms';
import { listSignIns, signInRowOf, type SignInRow } from '../sign-in/sign-in.read';

const skuS = alias(pmsSkus, 's');
const spu = alias(spus, 'p');
const unitBu = alias(units, 'bu');
const ord = alias(orders, 'o');
const cust = alias(customers, 'c');
const item = alias(orderItems, 'i');
const wh = alias(warehouses, 'w');

/** Decimal text without trailing zeros ('12.500' → '12.5'). */
export const plain = (v: string | null): string => (v === null ? '0' : v.includes('.') ? v.replace(/\.?0+$/, '') : v);
/** Logistics works by store (the drivers of a store see its deliveries whoever sold them): the chosen store, or all of the caller's. */

/**
 * The shipment listener (oms `registerShipmentListener`, called in the sale outbound's transaction): one
 * logistics order per shipped unit, status 0 waiting. Consignee, address, coordinates (GCJ-02, the order's —
 * none stays none), delivery date and slot are the order's; pieces the shipped base quantities; weight and
 * volume the SKUs' per base unit × shipped; the amount to collect, for cash on delivery, what is unpaid
 * (a sub-order's share by its goods amount). What it carries is kept line by line. An outbound makes one
 * (the unique index; a repeated call for the same outbound does nothing).
 */
export async function createFromShipment(ctx: StockContext, shipment: OrderShipment): Promise<number | null> {
  const lines = shipment.lines.filter((l) => Number(l.baseQty) > 0);
  const order = await queryOne<{
    customer_id: number;
    customer_name: string;
    consignee_name: string;
    consignee_phone: string;
    area_string: string | null;
    address: string;
    longitude: string | null;
    latitude: string | null;
    location_source: string | null;
    delivery_date: string;
    time_slot: string | null;
    pay_type: number;
    total_amount: string;
    paid_amount: string;
    goods_amount: string;
    sub_goods: string | null;
    time_zone: string;
  }>(
    ctx.db,
    sql`SELECT ${ord.customerId}, ${cust.name} AS customer_name, ${ord.consigneeName}, ${ord.consigneePhone}, ${ord.areaString}, ${ord.address}, ${ord.longitude}::text AS longitude, ${ord.latitude}::text AS latitude, ${ord.locationSource} AS location_source,
               to_char(${ord.deliveryDate}, 'YYYY-MM-DD') AS delivery_date, ${ord.timeSlot}, ${ord.payType}, ${ord.totalAmount}::text AS total_amount, ${ord.paidAmount}::text AS paid_amount,
               ${ord.goodsAmount}::text AS goods_amount, (SELECT ${subOrders.goodsAmount}::text FROM ${subOrders} WHERE ${subOrders.id} = ${shipment.subOrderId}::int) AS sub_goods,
               (SELECT time_zone FROM tenants WHERE id = ${ord.tenantId}) AS time_zone
          FROM ${orders} AS ${ord} JOIN ${customers} AS ${cust} ON ${cust.id} = ${ord.customerId} WHERE ${ord.id} = ${shipment.orderId}::int`,
  );
  if (!order) return null;
  const itemIds = lines.map((l) => l.orderItemId);
  const skus = await queryRows<{ id: number; sku_id: number; weight: string; volume: string }>(
    ctx.db,
    sql`SELECT ${item.id}, ${item.skuId}, coalesce(${skuS.weight}, 0)::text AS weight, coalesce(${skuS.volume}, 0)::text AS volume
          FROM ${orderItems} AS ${item} JOIN ${pmsSkus} AS ${skuS} ON ${skuS.id} = ${item.skuId} WHERE ${item.id} = ANY(${intArray(itemIds)}::int[])`,
  );
  const byItem = new Map(skus.map((s) => [Number(s.id), s]));
  // exact sums in numeric: pieces (3 decimals), weight (kg, 3), volume (m³, 6)
  const sums = await queryOne<{ pieces: string; weight: string; volume: string }>(
    ctx.db,
    sql`SELECT coalesce(sum(q), 0)::numeric(14,3)::text AS pieces, coalesce(sum(q * w), 0)::numeric(14,3)::text AS weight, coalesce(sum(q * v), 0)::numeric(14,6)::text AS volume
          FROM unnest(${`{${lines.map((l) => l.baseQty).join(',')}}`}::numeric[], ${`{${lines.map((l) => byItem.get(l.orderItemId)?.weight ?? '0').join(',')}}`}::numeric[],
                      ${`{${lines.map((l) => byItem.get(l.orderItemId)?.volume ?? '0').join(',')}}`}::numeric[]) AS x(q, w, v)`,
  );
  let collect = 0;
  if (Number(order.pay_type) === 1) {
    const unpaid = Math.max(toCents(order.total_amount) - toCents(order.paid_amount), 0);
    const goods = toCents(order.goods_amount);
    collect = shipment.subOrderId !== null && order.sub_goods !== null && goods > 0 ? Math.round((unpaid * toCents(order.sub_goods)) / goods) : unpaid;
  }
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO lms_logistics_orders (tenant_id, store_id, warehouse_id, order_id, order_no, sub_order_id, sub_order_no, outbound_id, outbound_no, customer_id, customer_name,
          consignee_name, consignee_phone, area_string, address, longitude, latitude, coord_system, location_source, delivery_date, time_slot, pieces, weight, volume, collect_amount, status, created_by)
        VALUES (${ctx.tenantId}::int, ${shipment.storeId}::int, ${shipment.warehouseId}::int, ${shipment.orderId}::int, ${shipment.orderNo}, ${shipment.subOrderId}::int, ${shipment.subOrderNo},
          ${shipment.outbound.id}::int, ${shipment.outbound.number}, ${order.customer_id}::int, ${order.customer_name.slice(0, 100)}, ${order.consignee_name}, ${order.consignee_phone},
          ${order.area_string}, ${order.address}, ${order.longitude}::numeric, ${order.latitude}::numeric, 'gcj02', ${order.location_source}, ${order.delivery_date}::date, ${order.time_slot},
          ${sums!.pieces}::numeric, ${sums!.weight}::numeric, ${sums!.volume}::numeric, ${fromCents(collect)}::numeric, ${LOGISTICS_ORDER_STATUS.waiting}::int, ${ctx.staffId}::int)
        ON CONFLICT (tenant_id, outbound_id) DO NOTHING RETURNING id`,
  );
  if (!row) return null;
  for (const l of lines) {
    const sku = byItem.get(l.orderItemId);
    if (!sku) continue;
    await ctx.db.execute(
      sql`INSERT INTO lms_logistics_order_items (tenant_id, logistics_order_id, order_item_id, sku_id, base_qty) VALUES (${ctx.tenantId}::int, ${row.id}::int, ${l.orderItemId}::int, ${sku.sku_id}::int, ${l.baseQty}::numeric)`,
    );
  }
  const by = ctx.staffId !== null ? { id: ctx.staffId, name: (await queryOne<{ name: string }>(ctx.db, sql`SELECT name FROM staff WHERE id = ${ctx.staffId}::int`))?.name ?? '' } : null;
  await writeDocumentLog(ctx.db, { type: 'logistics_order', id: row.id, action: 'create', from: null, to: LOGISTICS_ORDER_STATUS.waiting, remark: shipment.outbound.number, by });
  const number = await takeDocumentNumber(ctx.db, 'logistics_order', { timeZone: order.time_zone });
  await ctx.db.execute(sql`UPDATE lms_logistics_orders SET number = ${number} WHERE id = ${row.id}::int`);
  return row.id;
}

type Row = Omit<LogisticsOrder, 'signed_at' | 'created_at' | 'status'> & { status: number; signed_at: Date | string | null; created_at: Date | string };

const SELECT = sql`SELECT lo.id, lo.number, lo.store_id, lo.warehouse_id, ${wh.name} AS warehouse_name, lo.order_id, lo.order_no, lo.sub_order_id, lo.sub_order_no, lo.outbound_id, lo.outbound_no,
    lo.customer_id, lo.customer_name, lo.consignee_name, lo.consignee_phone, lo.area_string, lo.address, lo.longitude::text AS longitude, lo.latitude::text AS latitude, lo.coord_system, lo.location_source,
    to_char(lo.delivery_date, 'YYYY-MM-DD') AS delivery_date, lo.time_slot, lo.pieces::text AS pieces, lo.weight::text AS weight, lo.volume::text AS volume,
    lo.collect_amount::text AS collect_amount, lo.collected_amount::text AS collected_amount, lo.status, lo.line_id, ln.number AS line_no, ln.name AS line_name, (SELECT st.id FROM lms_line_stops AS st WHERE st.logistics_order_id = lo.id) AS stop_id,
    dr.name AS driver_name, car.plate AS car_plate, lo.signed_at, lo.fail_reason, lo.created_at
  FROM lms_logistics_orders AS lo JOIN ${warehouses} AS ${wh} ON ${wh.id} = lo.warehouse_id
  LEFT JOIN lms_lines AS ln ON ln.id = lo.line_id LEFT JOIN lms_workers AS dr ON dr.id = ln.driver_id LEFT JOIN lms_cars AS car ON car.id = ln.car_id`;

const toRow = (ctx: RequestContext) => (r: Row): LogisticsOrder => ({
  ...r,
  number: r.number ?? '',
  status: Number(r.status) as LogisticsOrder['status'],
  pieces: plain(r.pieces),
  weight: plain(r.weight),
  volume: plain(r.volume),
  signed_at: formatDateTime(r.signed_at, ctx.session.timeZone),
  created_at: formatDateTime(r.created_at, ctx.session.timeZone)!,
});

/** The list's filters (not the status tab). */
function filters(ctx: RequestContext, q: LogisticsOrderFilter): SQL {
  if (q.start_date && q.end_date && q.end_date < q.start_date) throw invalidField('end_date', 'lms.lo_date_range_invalid');
  const parts: SQL[] = [sql`lo.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.number) parts.push(sql`lo.number ILIKE ${`%${escapeLike(q.number)}%`}`);
  if (q.order_no) parts.push(sql`(lo.order_no ILIKE ${`%${escapeLike(q.order_no)}%`} OR lo.sub_order_no ILIKE ${`%${escapeLike(q.order_no)}%`})`);
  if (q.customer) {
    const like = `%${escapeLike(q.customer)}%`;
    parts.push(sql`(lo.customer_name ILIKE ${like} OR lo.consignee_name ILIKE ${like} OR lo.consignee_phone LIKE ${like})`);
  }
  if (q.order_id) parts.push(sql`lo.order_id = ${q.order_id}::int`);
  if (q.line_id) parts.push(sql`lo.line_id = ${q.line_id}::int`);
  if (q.line_no) parts.push(sql`lo.line_id IN (SELECT id FROM lms_lines WHERE number ILIKE ${`%${escapeLike(q.line_no)}%`})`);
  if (q.warehouse_id) parts.push(sql`lo.warehouse_id = ${q.warehouse_id}::int`);
  if (q.start_date) parts.push(sql`lo.delivery_date >= ${q.start_date}::date`);
  if (q.end_date) parts.push(sql`lo.delivery_date <= ${q.end_date}::date`);
  return sql.join(parts, sql` AND `);
}

/** `GET /lms/logistics_orders`: by delivery date, then number; the tabs' counts under the same filters. */
export async function listLogisticsOrders(ctx: RequestContext, q: LogisticsOrderListQuery): Promise<LogisticsOrderList> {
  const where = filters(ctx, q);
  const status = q.status !== undefined ? sql` AND lo.status = ${q.status}::int` : sql``;
  const [rows, counted] = await Promise.all([
    queryRows<Row>(ctx.db, sql`${SELECT} WHERE ${where}${status} ORDER BY lo.delivery_date DESC, lo.id DESC LIMIT ${q.page_size}::int OFFSET ${(q.page - 1) * q.page_size}::int`),
    queryRows<{ status: number; total: number }>(ctx.db, sql`SELECT lo.status, count(*)::int AS total FROM lms_logistics_orders AS lo WHERE ${where} GROUP BY lo.status`),
  ]);
  const { counts, total } = statusTabs(LOGISTICS_ORDER_TABS, counted, q.status);
  return { list: rows.map(toRow(ctx)), pagination: { total, page: q.page, size: q.page_size }, counts };
}

/** `GET /lms/logistics_order/:id`: the row, what it carries, its stop and line, driver and helpers, its sign-in, the log. */
export async function getLogisticsOrder(ctx: RequestContext, id: number): Promise<LogisticsOrderDetail> {
  const found = await queryOne<Row & { remark: string | null; order_remark: string | null; pay_type: number; helper_ids: number[] | null; tenant_name: string }>(
    ctx.db,
    sql`SELECT x.*, lo2.remark, ${ord.remark} AS order_remark, ${ord.payType}, ln2.helper_ids, (SELECT name FROM tenants WHERE id = lo2.tenant_id) AS tenant_name
          FROM (${SELECT} WHERE lo.id = ${id}::int AND lo.store_id = ANY(${listStores(ctx)}::int[])) AS x
          JOIN lms_logistics_orders AS lo2 ON lo2.id = x.id JOIN ${orders} AS ${ord} ON ${ord.id} = lo2.order_id LEFT JOIN lms_lines AS ln2 ON ln2.id = lo2.line_id`,
  );
  if (!found) throw notFound('lms.logistics_order_not_found');
  const tz = ctx.session.timeZone;
  const [lines, stop, signIn, helpers] = await Promise.all([
    queryRows<LogisticsOrderDetail['lines'][number]>(
      ctx.db,
      sql`SELECT li.order_item_id, li.sku_id, ${skuS.code} AS sku_code, ${spu.name} AS sku_name, ${skuS.specText}, ${item.unitName},
                 trim(trailing '.' FROM trim(trailing '0' FROM round(li.base_qty / nullif(${item.ratio}, 0), 3)::text)) AS qty,
                 trim(trailing '.' FROM trim(trailing '0' FROM li.base_qty::text)) AS base_qty, ${unitBu.name} AS base_unit_name, ${item.price}::text AS price
            FROM lms_logistics_order_items AS li JOIN ${orderItems} AS ${item} ON ${item.id} = li.order_item_id JOIN ${pmsSkus} AS ${skuS} ON ${skuS.id} = li.sku_id
            JOIN ${spus} AS ${spu} ON ${spu.id} = ${skuS.spuId} JOIN ${units} AS ${unitBu} ON ${unitBu.id} = ${skuS.unitId}
           WHERE li.logistics_order_id = ${id}::int ORDER BY ${item.sort}, ${item.id}`,
    ),
    queryOne<{ id: number; seq: number; status: number; planned_arrival: Date | null; line_status: number }>(
      ctx.db,
      sql`SELECT st.id, st.seq, st.status, st.planned_arrival, ln.status AS line_status FROM lms_line_stops AS st JOIN lms_lines AS ln ON ln.id = st.line_id WHERE st.logistics_order_id = ${id}::int`,
    ),
    listSignIns(ctx, sql`si.logistics_order_id = ${id}::int`, 1, 0),
    queryRows<{ name: string }>(ctx.db, sql`SELECT name FROM lms_workers WHERE id = ANY(${intArray(found.helper_ids ?? [])}::int[]) ORDER BY id`),
  ]);
  return {
    ...toRow(ctx)(found),
    tenant_name: found.tenant_name,
    remark: found.remark,
    order_remark: found.order_remark,
    pay_type: Number(found.pay_type),
    helper_names: helpers.map((h) => h.name),
    stop: stop ? { id: Number(stop.id), seq: Number(stop.seq), status: Number(stop.status), planned_arrival: formatDateTime(stop.planned_arrival, tz), line_status: Number(stop.line_status) } : null,
    lines,
    sign_in: signIn[0] ? signInRowOf(ctx, signIn[0] as SignInRow) : null,
    logs: await listDocumentLogs(ctx.db, 'logistics_order', id, tz),
  };
}

/** `GET /lms/logistics_order/of_order?order_id=`: the order's logistics orders (one per unit shipped), each with its sign-in — the order detail page's section. */
export async function logisticsOfOrder(ctx: RequestContext, orderId: number): Promise<OrderLogistics> {
  const rows = await queryRows<Row>(ctx.db, sql`${SELECT} WHERE lo.order_id = ${orderId}::int AND lo.store_id = ANY(${listStores(ctx)}::int[]) ORDER BY lo.id`);
  const signIns = rows.length ? await listSignIns(ctx, sql`si.logistics_order_id = ANY(${intArray(rows.map((r) => r.id))}::int[])`, 100, 0) : [];
  const byOrder = new Map(signIns.map((s) => [Number(s.logistics_order_id), signInRowOf(ctx, s as SignInRow)]));
  return rows.map((r) => ({ ...toRow(ctx)(r), sign_in: byOrder.get(r.id) ?? null }));
}

/** The list's filters with one state, as an export takes them. */
type StatusFilter = LogisticsOrderFilter & { status?: number };

const statusIs = (status: number | undefined) => (status !== undefined ? sql` AND lo.status = ${status}::int` : sql``);

/** How many logistics orders the filters hold. */
export async function countLogisticsOrders(ctx: RequestContext, params: StatusFilter): Promise<number> {
  const row = await queryOne<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM lms_logistics_orders AS lo WHERE ${filters(ctx, params)}${statusIs(params.status)}`);
  return Number(row?.n ?? 0);
}

/** The filtered orders before id `before` (from the newest when null), newest first: an export's batch. */
export async function logisticsOrdersBefore(ctx: RequestContext, params: StatusFilter, before: number | null, limit: number): Promise<LogisticsOrder[]> {
  const after = before !== null ? sql` AND lo.id < ${before}::int` : sql``;
  const rows = await queryRows<Row>(ctx.db, sql`${SELECT} WHERE ${filters(ctx, params)}${statusIs(params.status)}${after} ORDER BY lo.id DESC LIMIT ${limit}::int`);
  return rows.map(toRow(ctx));
}
