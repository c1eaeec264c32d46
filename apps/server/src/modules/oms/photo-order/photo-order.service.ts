import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  PHOTO_ORDER_STATES,
  PHOTO_ORDER_STATUS,
  PHOTO_ORDER_STATUSES,
  type CreatePhotoOrderInput,
  type PhotoOrder,
  type PhotoOrderDetail,
  type PhotoOrderList,
  type PhotoOrderListQuery,
} from '@tradewind/contract/oms/photo-order.schema';
import { actorOf, listDocumentLogs, writeDocumentLog } from '@/core/documents/document-log';
import { statusTabs } from '@/core/documents/status-tabs';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { lockDocument, transition, type DocumentTable } from '@/core/documents/transition';
import { queryOne } from '@/core/db/database';
import { containsText } from '@/core/db/like';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { customerUsers } from '@/modules/crm/contact';
import { customerScope, customers } from '@/modules/crm/customer';
import { staff } from '@/modules/system/staff';
import { orders } from '../order/order.table';
import { photoOrders } from './photo-order.table';

const S = PHOTO_ORDER_STATUS;
const contactUser = alias(customerUsers, 'u');
const creator = alias(staff, 'photo_creator');
const handler = alias(staff, 'photo_handler');

/** The photo orders a caller sees: of the chosen store (every store of theirs when none), of customers their data scope reaches. */
function photoScope(ctx: RequestContext): SQL | undefined {
  const store = ctx.storeId !== null ? eq(photoOrders.storeId, ctx.storeId) : inArray(photoOrders.storeId, ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0]);
  return and(store, customerScope(ctx));
}

const columns = {
  p: photoOrders,
  customerName: customers.name,
  contactName: sql<string | null>`(SELECT ${contactUser.name} FROM ${customerUsers} AS ${contactUser} WHERE ${contactUser.id} = ${photoOrders.customerUserId})`,
  contactPhone: sql<string | null>`(SELECT ${contactUser.phone} FROM ${customerUsers} AS ${contactUser} WHERE ${contactUser.id} = ${photoOrders.customerUserId})`,
  orderNumber: orders.number,
  createdByName: creator.name,
  handledByName: handler.name,
};
type Row = { p: typeof photoOrders.$inferSelect; customerName: string; contactName: string | null; contactPhone: string | null; orderNumber: string | null; createdByName: string | null; handledByName: string | null };

const select = (ctx: RequestContext) =>
  ctx.db
    .select(columns)
    .from(photoOrders)
    .innerJoin(customers, eq(customers.id, photoOrders.customerId))
    .leftJoin(orders, eq(orders.id, photoOrders.orderId))
    .leftJoin(creator, eq(creator.id, photoOrders.createdBy))
    .leftJoin(handler, eq(handler.id, photoOrders.handledBy));

const toPhotoOrder = (r: Row, tz: string): PhotoOrder => ({
  id: r.p.id,
  number: r.p.number,
  status: r.p.status,
  source: r.p.source,
  store_id: r.p.storeId,
  customer_id: r.p.customerId,
  customer_name: r.customerName,
  customer_user_id: r.p.customerUserId,
  contact_name: r.contactName,
  contact_phone: r.contactPhone,
  photos: r.p.photos,
  remark: r.p.remark,
  order_id: r.p.orderId,
  order_number: r.orderNumber,
  reject_reason: r.p.rejectReason,
  created_by_name: r.createdByName,
  created_at: formatDateTime(r.p.createdAt, tz) ?? '',
  handled_by_name: r.handledByName,
  handled_at: formatDateTime(r.p.handledAt, tz),
});

function filters(ctx: RequestContext, q: PhotoOrderListQuery): SQL | undefined {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'wms.date_range_invalid');
  const tz = ctx.session.timeZone;
  return and(
    photoScope(ctx),
    q.keyword ? or(containsText(photoOrders.number, q.keyword), containsText(customers.name, q.keyword), containsText(customers.phone, q.keyword)) : undefined,
    q.customer_id ? eq(photoOrders.customerId, q.customer_id) : undefined,
    q.start_date ? sql`${photoOrders.createdAt} >= (${q.start_date}::date::timestamp AT TIME ZONE ${tz})` : undefined,
    q.end_date ? sql`${photoOrders.createdAt} < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})` : undefined,
  );
}

/** `GET /oms/photo_orders`: the status tab's page, newest first, and per status how many match the other filters. */
export async function listPhotoOrders(ctx: RequestContext, q: PhotoOrderListQuery): Promise<PhotoOrderList> {
  const tz = ctx.session.timeZone;
  const base = filters(ctx, q);
  const where = and(base, q.status !== undefined ? eq(photoOrders.status, q.status) : undefined);
  const [page, counted] = await Promise.all([
    paginate(q, {
      rows: (p) => select(ctx).where(where).orderBy(desc(photoOrders.id)).limit(p.limit).offset(p.offset),
      total: ctx.db.select({ total: count() }).from(photoOrders).innerJoin(customers, eq(customers.id, photoOrders.customerId)).where(where),
      map: (rows) => rows.map((r) => toPhotoOrder(r as Row, tz)),
    }),
    ctx.db.select({ status: photoOrders.status, total: count() }).from(photoOrders).innerJoin(customers, eq(customers.id, photoOrders.customerId)).where(base).groupBy(photoOrders.status),
  ]);
  return { ...page, counts: statusTabs(PHOTO_ORDER_STATUSES, counted).counts };
}

/** `GET /oms/photo_order/:id`: the photo order with its log; another store's, rep's or tenant's is 404. */
export async function getPhotoOrder(ctx: RequestContext, id: number): Promise<PhotoOrderDetail> {
  const [row] = await select(ctx).where(and(eq(photoOrders.id, id), photoScope(ctx)));
  if (!row) throw notFound('oms.photo_order_not_found');
  const logs = await listDocumentLogs(ctx.db, 'photo_order', id, ctx.session.timeZone);
  return { ...toPhotoOrder(row as Row, ctx.session.timeZone), logs };
}

/**
 * `POST /oms/photo_order`: pending, numbered PH…; the customer one the caller sees (422 `customer_id`
 * otherwise), the contact one of its contacts (422 `customer_user_id`); the store is the customer's.
 */
export async function createPhotoOrder(ctx: RequestContext, input: CreatePhotoOrderInput, source: 1 | 2 = 1): Promise<PhotoOrderDetail> {
  const [customer] = await ctx.db.select({ id: customers.id, storeId: customers.storeId }).from(customers).where(and(eq(customers.id, input.customer_id), customerScope(ctx)));
  if (!customer) throw invalidField('customer_id', 'oms.photo_customer_not_found');
  if (input.customer_user_id !== null) {
    const contact = await queryOne<{ id: number }>(ctx.db, sql`SELECT ${customerUsers.id} AS id FROM ${customerUsers} WHERE ${customerUsers.id} = ${input.customer_user_id} AND ${customerUsers.customerId} = ${customer.id}`);
    if (!contact) throw invalidField('customer_user_id', 'oms.photo_contact_not_of_customer');
  }
  const [row] = await ctx.db
    .insert(photoOrders)
    .values({ tenantId: ctx.tenantId, number: '', storeId: customer.storeId, customerId: customer.id, customerUserId: input.customer_user_id, photos: input.photos, remark: input.remark, source, createdBy: ctx.staffId })
    .returning({ id: photoOrders.id });
  await writeDocumentLog(ctx.db, { type: 'photo_order', id: row.id, action: 'create', from: null, to: S.pending, remark: input.remark, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, 'photo_order', { timeZone: ctx.session.timeZone });
  await ctx.db.update(photoOrders).set({ number }).where(eq(photoOrders.id, row.id));
  return getPhotoOrder(ctx, row.id);
}

/** The photo orders' table as their state changes see it: the caller's stores and customers, 409 naming the state. */
const PHOTO_ORDERS: DocumentTable<'convert' | 'reject'> = {
  type: 'photo_order',
  table: 'oms_photo_orders',
  join: sql`JOIN ${customers} ON ${customers.id} = ${photoOrders.customerId}`,
  states: PHOTO_ORDER_STATES,
  scope: (ctx) => photoScope(ctx) ?? sql`true`,
  notFound: 'oms.photo_order_not_found',
  conflict: (ctx, status) => conflict('oms.photo_order_not_pending', { status: translate(`oms.photo_status.${status}`, ctx.locale) }),
};

/** The photo order locked FOR UPDATE in the caller's scope, still pending (404 / 409 naming its state otherwise). */
const lockPending = (ctx: RequestContext, id: number, action: 'convert' | 'reject') =>
  lockDocument<'convert' | 'reject', { customerId: number }>(ctx, PHOTO_ORDERS, action, id, sql`${photoOrders.customerId} AS "customerId"`);

/** `PUT /oms/photo_order/:id/reject`: pending → rejected with the reason (409 when converted or rejected already). */
export async function rejectPhotoOrder(ctx: RequestContext, id: number, reason: string): Promise<PhotoOrderDetail> {
  await transition(ctx, PHOTO_ORDERS, 'reject', id, { set: sql`reject_reason = ${reason}, handled_by = ${ctx.staffId}::int, handled_at = now()`, remark: reason });
  return getPhotoOrder(ctx, id);
}

/**
 * Links a photo order to the order typed from it, in the caller's transaction (the order's create calls
 * it after inserting the order): the photo order locked and still pending (409 otherwise, 404 when not the
 * caller's), the order of the same customer (422 `photo_order_id`) and not linked to another photo order
 * (409) → converted, the order named, the log written. The order's source (2 photo order) is the
 * order's create's to set (`createOrder(ctx, input, { source: 2 })`).
 */
export async function convertPhotoOrder(ctx: RequestContext, photoOrderId: number, orderId: number): Promise<void> {
  const photo = await lockPending(ctx, photoOrderId, 'convert');
  const [order] = await ctx.db.select({ id: orders.id, customerId: orders.customerId, number: orders.number }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('oms.photo_order_order_not_found');
  if (order.customerId !== photo.customerId) throw invalidField('photo_order_id', 'oms.photo_order_customer_mismatch');
  const [taken] = await ctx.db.select({ id: photoOrders.id }).from(photoOrders).where(eq(photoOrders.orderId, orderId));
  if (taken) throw conflict('oms.photo_order_order_taken');
  await transition(ctx, PHOTO_ORDERS, 'convert', photo, { set: sql`order_id = ${orderId}::int, handled_by = ${ctx.staffId}::int, handled_at = now()`, remark: order.number });
}

/** Whether a photo order can still be converted (pending, the caller's): the order form checks before it shows the photo. */
export async function assertPhotoOrderPending(ctx: RequestContext, photoOrderId: number): Promise<{ customerId: number }> {
  const photo = await lockPending(ctx, photoOrderId, 'convert');
  return { customerId: photo.customerId };
}
