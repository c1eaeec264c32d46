import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import { translate } from '@tradewind/contract/common/messages';
import {
  REFUND_STATES,
  REFUND_STATUS,
  REFUND_STATUS_TABS,
  REFUND_TYPE,
  type CreateRefundInput,
  type ReceiveRefundInput,
  type Refundable,
  type RefundAction,
  type RefundDetail,
  type RefundList,
  type RefundListQuery,
  type RefundRow,
  type RefundTransition,
  type UpdateRefundInput,
} from '@tradewind/contract/oms/order-refund.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { actorOf, listDocumentLogs, writeDocumentLog } from '@/core/documents/document-log';
import { statusTabs } from '@/core/documents/status-tabs';
import { lockDocument, transition, type DocumentTable } from '@/core/documents/transition';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { customerScope, customers } from '@/modules/crm/customer';
import { customerOwnerId } from '@/modules/crm';
import { costCents, hasOrderFactsListeners, notifyOrderFacts } from '../order/order-facts';
import { CustomerAccountHistoryType, openCustomerAccount, postCustomerAccount, postingRemark } from '@/modules/fms';
import { skus, spus } from '@/modules/pms';
import { receiveCustomerReturn } from '@/modules/wms';
import { warehouses } from '@/modules/wms/warehouse';
import {
  addRefundedAmount,
  addRefundedQuantities,
  lockRefundOrder,
  orderLinesForRefund,
  prepareRefund,
  refundableLines,
  requireRefundOrder,
  type PreparedRefund,
} from './order-refund-lines';

const sku = alias(skus, 's');
const spu = alias(spus, 'p');

const S = REFUND_STATUS;
const storesOf = (ctx: RequestContext) => (ctx.storeId !== null ? [ctx.storeId] : ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0]);
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The refunds a caller sees: of the chosen store (all theirs without one) and of customers in their data scope. */
function scopeOf(ctx: RequestContext): SQL {
  const scope = customerScope(ctx);
  return sql`r.store_id = ANY(${intArray(storesOf(ctx))}::int[]) ${scope ? sql`AND ${scope}` : sql``}`;
}

type HeadRow = {
  id: number;
  number: string;
  store_id: number;
  order_id: number;
  order_number: string;
  customer_id: number;
  customer_name: string;
  type: 1 | 2;
  status: 0 | 1 | 2 | 3 | 4;
  reason: string;
  goods_amount: string;
  refund_amount: string;
  line_count: number;
  created_by_name: string | null;
  created_at: Date | string;
};

const wh = alias(warehouses, 'w');
const HEAD = sql`r.id, r.number, r.store_id, r.order_id, o.number AS order_number, r.customer_id, ${customers.name} AS customer_name, r.type, r.status, r.reason,
  r.goods_amount::text AS goods_amount, r.refund_amount::text AS refund_amount,
  (SELECT count(*)::int FROM oms_order_refund_items AS ri WHERE ri.refund_id = r.id) AS line_count,
  (SELECT name FROM staff WHERE id = r.created_by) AS created_by_name, r.created_at`;
const FROM = sql`oms_order_refunds AS r JOIN oms_orders AS o ON o.id = r.order_id JOIN ${customers} ON ${customers.id} = r.customer_id`;

const rowOf = (r: HeadRow, timeZone: string): RefundRow => ({
  id: r.id,
  number: r.number,
  store_id: r.store_id,
  order_id: r.order_id,
  order_number: r.order_number,
  customer_id: r.customer_id,
  customer_name: r.customer_name,
  type: Number(r.type) as 1 | 2,
  status: Number(r.status) as RefundRow['status'],
  reason: r.reason,
  goods_amount: r.goods_amount,
  refund_amount: r.refund_amount,
  line_count: Number(r.line_count),
  created_by_name: r.created_by_name,
  created_at: formatDateTime(r.created_at, timeZone)!,
});

/** The list's filters (not the status tab): number / order number / customer name, customer, order, type, created dates. */
export function refundFilters(ctx: RequestContext, q: Omit<RefundListQuery, 'page' | 'page_size' | 'status'>): SQL {
  if (q.start_date && q.end_date && q.end_date < q.start_date) throw invalidField('end_date', 'oms.date_range_invalid');
  const tz = ctx.session.timeZone;
  const parts: SQL[] = [scopeOf(ctx)];
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    parts.push(sql`(r.number ILIKE ${like} OR o.number ILIKE ${like} OR ${customers.name} ILIKE ${like})`);
  }
  if (q.customer_id) parts.push(sql`r.customer_id = ${q.customer_id}::int`);
  if (q.order_id) parts.push(sql`r.order_id = ${q.order_id}::int`);
  if (q.type) parts.push(sql`r.type = ${q.type}::int`);
  if (q.start_date) parts.push(sql`r.created_at >= (${q.start_date}::date::timestamp AT TIME ZONE ${tz})`);
  if (q.end_date) parts.push(sql`r.created_at < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  return sql.join(parts, sql` AND `);
}

/** `GET /oms/order_refunds`: newest first, with the count of each status tab under the same filters. */
export async function listRefunds(ctx: RequestContext, q: RefundListQuery): Promise<RefundList> {
  const where = refundFilters(ctx, q);
  const status = q.status !== undefined ? sql` AND r.status = ${q.status}::int` : sql``;
  const [rows, counts] = await Promise.all([
    queryRows<HeadRow>(ctx.db, sql`SELECT ${HEAD} FROM ${FROM} WHERE ${where}${status} ORDER BY r.id DESC LIMIT ${q.page_size}::int OFFSET ${(q.page - 1) * q.page_size}::int`),
    queryRows<{ status: number; total: number }>(ctx.db, sql`SELECT r.status, count(*)::int AS total FROM ${FROM} WHERE ${where} GROUP BY r.status`),
  ]);
  const { counts: byStatus, total } = statusTabs(REFUND_STATUS_TABS, counts, q.status);
  return { list: rows.map((r) => rowOf(r, ctx.session.timeZone)), pagination: { total, page: q.page, size: q.page_size }, counts: byStatus };
}

const statusName = (ctx: RequestContext, status: number) => translate(`oms.refund_status.${status}`, ctx.locale);

/** The refunds' table as their state changes see it: the caller's stores and customers, 409 naming the state. */
const REFUNDS: DocumentTable<RefundAction | 'update' | 'delete'> = {
  type: 'order_refund',
  table: 'oms_order_refunds',
  alias: 'r',
  join: sql`JOIN ${customers} ON ${customers.id} = r.customer_id`,
  states: REFUND_STATES,
  scope: scopeOf,
  notFound: 'oms.refund_not_found',
  conflict: (ctx, status) => conflict('oms.refund_status_changed', { status: statusName(ctx, status) }),
};

type Locked = { number: string; type: number; order_id: number; customer_id: number; store_id: number; refund_amount: string; remark: string | null };

/** The refund under `FOR UPDATE` when the caller sees it (404 otherwise), in a state the action starts from (409 otherwise). */
const lockRefund = (ctx: RequestContext, id: number, action: RefundAction | 'update' | 'delete') =>
  lockDocument<RefundAction | 'update' | 'delete', Locked>(ctx, REFUNDS, action, id, sql`r.number, r.type, r.order_id, r.customer_id, r.store_id, r.refund_amount::text AS refund_amount, r.remark`);

/** `GET /oms/order_refund/:id` */
export async function getRefund(ctx: RequestContext, id: number): Promise<RefundDetail> {
  const head = await queryOne<
    HeadRow & {
      photos: string[];
      deduct_reason: string | null;
      remark: string | null;
      warehouse_id: number | null;
      warehouse_name: string | null;
      location_id: number | null;
      entry_id: number | null;
      entry_no: string | null;
      credited_need_pay: string;
      credited_balance: string;
      reject_reason: string | null;
      audited_by_name: string | null;
      audited_at: Date | null;
      received_at: Date | null;
      refunded_at: Date | null;
      tenant_name: string;
    }
  >(
    ctx.db,
    sql`SELECT ${HEAD}, r.photos, r.deduct_reason, r.remark, r.warehouse_id, (SELECT ${wh.name} FROM ${warehouses} AS ${wh} WHERE ${wh.id} = r.warehouse_id) AS warehouse_name,
               r.location_id, r.entry_id, r.entry_no, r.credited_need_pay::text AS credited_need_pay, r.credited_balance::text AS credited_balance,
               r.reject_reason, (SELECT name FROM staff WHERE id = r.audited_by) AS audited_by_name, r.audited_at, r.received_at, r.refunded_at, (SELECT name FROM tenants WHERE id = r.tenant_id) AS tenant_name
          FROM ${FROM} WHERE r.id = ${id}::int AND ${scopeOf(ctx)}`,
  );
  if (!head) throw notFound('oms.refund_not_found');
  const tz = ctx.session.timeZone;
  const lines = await queryRows<RefundDetail['lines'][number]>(
    ctx.db,
    sql`SELECT ri.id, ri.order_item_id, ri.sku_id, ${sku.code} AS sku_code, ${spu.name} AS sku_name, ${sku.specText}, ri.unit_id, ri.unit_name, ri.ratio::text AS ratio,
               ri.qty::text AS qty, ri.base_qty::text AS base_qty, ri.price::text AS price, ri.amount::text AS amount
          FROM oms_order_refund_items AS ri JOIN ${skus} AS ${sku} ON ${sku.id} = ri.sku_id JOIN ${spus} AS ${spu} ON ${spu.id} = ${sku.spuId}
         WHERE ri.refund_id = ${id}::int ORDER BY ri.sort, ri.id`,
  );
  return {
    ...rowOf(head, tz),
    photos: head.photos ?? [],
    deduct_reason: head.deduct_reason,
    remark: head.remark,
    warehouse_id: head.warehouse_id,
    warehouse_name: head.warehouse_name,
    location_id: head.location_id,
    entry_id: head.entry_id,
    entry_no: head.entry_no,
    credited_need_pay: head.credited_need_pay,
    credited_balance: head.credited_balance,
    reject_reason: head.reject_reason,
    audited_by_name: head.audited_by_name,
    audited_at: formatDateTime(head.audited_at, tz),
    received_at: formatDateTime(head.received_at, tz),
    refunded_at: formatDateTime(head.refunded_at, tz),
    tenant_name: head.tenant_name,
    lines,
    logs: await listDocumentLogs(ctx.db, 'order_refund', id, tz),
  };
}

/** `GET /oms/order_refund/refundable?order_id=&refund_id=`: the order's lines as the refund form offers them. */
export async function getRefundable(ctx: RequestContext, orderId: number, refundId: number | null): Promise<Refundable> {
  const order = await lockRefundOrderForRead(ctx, orderId);
  const lines = await orderLinesForRefund(ctx, order.id, refundId);
  return {
    order_id: order.id,
    order_number: order.number,
    order_status: order.status,
    customer_id: order.customer_id,
    customer_name: order.customer_name,
    warehouse_id: order.warehouse_id,
    delivered_amount: order.delivered_amount,
    lines: refundableLines(lines),
  };
}

async function lockRefundOrderForRead(ctx: RequestContext, orderId: number) {
  const order = await lockRefundOrder(ctx, orderId, false);
  if (!order) throw notFound('oms.order_not_found');
  return order;
}

async function writeLines(ctx: RequestContext, refundId: number, prepared: PreparedRefund): Promise<void> {
  await ctx.db.execute(sql`DELETE FROM oms_order_refund_items WHERE refund_id = ${refundId}::int`);
  for (const [sort, l] of prepared.lines.entries()) {
    await ctx.db.execute(
      sql`INSERT INTO oms_order_refund_items (tenant_id, refund_id, order_item_id, sku_id, unit_id, unit_name, ratio, qty, base_qty, price, amount, sort)
          VALUES (${ctx.tenantId}::int, ${refundId}::int, ${l.orderItemId}::int, ${l.skuId}::int, ${l.unitId}::int, ${l.unitName}, ${l.ratio}::numeric, ${l.qty}::numeric,
                  ${l.baseQty}::numeric, ${l.price}::numeric, ${l.amount}::numeric, ${sort}::int)`,
    );
  }
}

/**
 * `POST /oms/order_refund`: pending audit, numbered RF… as the last step. The order is locked first, so two
 * refunds made at once for one order's lines are counted one after the other (the second sees the first).
 */
export async function createRefund(ctx: RequestContext, input: CreateRefundInput): Promise<RefundDetail> {
  const order = await requireRefundOrder(ctx, input.order_id, 'order_id');
  const prepared = await prepareRefund(ctx, order, input, null);
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO oms_order_refunds (tenant_id, store_id, order_id, customer_id, type, status, reason, photos, goods_amount, refund_amount, deduct_reason, remark, created_by)
        VALUES (${ctx.tenantId}::int, ${order.store_id}::int, ${order.id}::int, ${order.customer_id}::int, ${input.type}::int, ${S.pendingAudit}::int, ${input.reason},
                ${JSON.stringify(input.photos)}::jsonb, ${prepared.goodsAmount}::numeric, ${prepared.refundAmount}::numeric, ${prepared.deductReason}, ${input.remark}, ${ctx.staffId}::int)
        RETURNING id`,
  );
  const id = row!.id;
  await writeLines(ctx, id, prepared);
  await writeDocumentLog(ctx.db, { type: 'order_refund', id, action: 'create', from: null, to: S.pendingAudit, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, 'order_refund', { timeZone: ctx.session.timeZone });
  await ctx.db.execute(sql`UPDATE oms_order_refunds SET number = ${number} WHERE id = ${id}::int`);
  return getRefund(ctx, id);
}

/** `PUT /oms/order_refund`: a refund pending audit (409 otherwise), checked again as on create. */
export async function updateRefund(ctx: RequestContext, input: UpdateRefundInput): Promise<RefundDetail> {
  const refund = await lockRefund(ctx, input.id, 'update');
  const order = await requireRefundOrder(ctx, refund.order_id);
  const prepared = await prepareRefund(ctx, order, input, refund.id);
  await transition(ctx, REFUNDS, 'update', refund, {
    set: sql`type = ${input.type}::int, reason = ${input.reason}, photos = ${JSON.stringify(input.photos)}::jsonb, goods_amount = ${prepared.goodsAmount}::numeric,
          refund_amount = ${prepared.refundAmount}::numeric, deduct_reason = ${prepared.deductReason}, remark = ${input.remark}`,
  });
  await writeLines(ctx, refund.id, prepared);
  return getRefund(ctx, refund.id);
}

/** `DELETE /oms/order_refund/:id`: a refund pending audit only (409 otherwise). */
export async function deleteRefund(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockRefund(ctx, id, 'delete');
  await ctx.db.execute(sql`DELETE FROM oms_order_refunds WHERE id = ${id}::int`);
  return { id };
}

const refundLines = (ctx: RequestContext, id: number) =>
  queryRows<{ order_item_id: number; sku_id: number; unit_id: number; qty: string; base_qty: string; price: string }>(
    ctx.db,
    sql`SELECT order_item_id, sku_id, unit_id, qty::text AS qty, base_qty::text AS base_qty, price::text AS price FROM oms_order_refund_items WHERE refund_id = ${id}::int ORDER BY sort, id`,
  );

/**
 * `PUT /oms/order_refund/:id/audit` (1 → 2): under the refund's lock, then the order's, each line's
 * refunded quantity on the order plus this refund's must stay within what was delivered, and the order's
 * audited refunds' money within what was delivered (409 with the figures otherwise, nothing written); the
 * quantities are then added to the order's lines. Two audits at once of one order's refunds queue on the
 * order's lock, so the second counts the first.
 */
export async function auditRefund(ctx: RequestContext, id: number, remark: string | null): Promise<RefundTransition> {
  const refund = await lockRefund(ctx, id, 'audit');
  const order = await requireRefundOrder(ctx, refund.order_id);
  if (![6, 7].includes(order.status)) throw conflict('oms.refund_order_not_delivered', { number: order.number });
  await addRefundedQuantities(ctx, order.id, await refundLines(ctx, id));
  const audited = await queryOne<{ total: string }>(
    ctx.db,
    sql`SELECT coalesce(sum(refund_amount), 0)::text AS total FROM oms_order_refunds WHERE order_id = ${order.id}::int AND status IN (2, 3, 4) AND id <> ${id}::int`,
  );
  const left = toCents(order.delivered_amount) - toCents(audited?.total ?? '0');
  if (toCents(refund.refund_amount) > left) throw conflict('oms.refund_amount_over_delivered', { amount: refund.refund_amount, max: fromCents(Math.max(left, 0)) });
  await transition(ctx, REFUNDS, 'audit', refund, { set: sql`audited_by = ${ctx.staffId}::int, audited_at = now()`, remark });
  return { id, status: S.audited };
}

/** `PUT /oms/order_refund/:id/reject` (1 → 0) with the reason. */
export async function rejectRefund(ctx: RequestContext, id: number, reason: string): Promise<RefundTransition> {
  await transition(ctx, REFUNDS, 'reject', id, { set: sql`reject_reason = ${reason}, rejected_by = ${ctx.staffId}::int, rejected_at = now()`, remark: reason });
  return { id, status: S.rejected };
}

/**
 * `PUT /oms/order_refund/:id/receive` (2 → 3, return and refund only): the goods come back through a
 * warehousing entry of type customer return into the chosen warehouse (absent: the order's) and location
 * (absent: the warehouse's default), made and audited in this transaction (wms `receiveCustomerReturn`).
 */
export async function receiveRefund(ctx: RequestContext, id: number, input: ReceiveRefundInput): Promise<RefundTransition> {
  const refund = await lockRefund(ctx, id, 'receive');
  if (Number(refund.type) !== REFUND_TYPE.returnAndRefund) throw conflict('oms.refund_no_goods');
  const order = await requireRefundOrder(ctx, refund.order_id);
  const warehouseId = input.warehouse_id ?? order.warehouse_id;
  const lines = await refundLines(ctx, id);
  const entry = await receiveCustomerReturn(ctx, {
    warehouse_id: warehouseId,
    remark: `${translate('oms.refund_entry_remark', ctx.locale)} ${refund.number}`.slice(0, 200),
    lines: lines.map((l) => ({ sku_id: l.sku_id, unit_id: l.unit_id, qty: l.qty, location_id: input.location_id ?? null, price: Number(l.price), remark: null })),
  });
  const locationId = entry.lines[0]?.location_id ?? input.location_id ?? null;
  await transition(ctx, REFUNDS, 'receive', refund, {
    set: sql`warehouse_id = ${warehouseId}::int, location_id = ${locationId}::int, entry_id = ${entry.id}::int, entry_no = ${entry.number}, received_by = ${ctx.staffId}::int, received_at = now()`,
    remark: input.remark ?? entry.number,
  });
  return { id, status: S.received };
}

/**
 * `PUT /oms/order_refund/:id/refund` (type 1 from 2, type 2 from 3 → 4): the customer's account is credited
 * through fms `postCustomerAccount` (history type orderRefund) in this transaction — an account-period
 * customer's receivable (`need_pay`) first, never below 0, the rest to the balance; any other customer's
 * balance — and the amount is added to the order's `refunded_amount`.
 */
export async function refundRefund(ctx: RequestContext, id: number, remark: string | null): Promise<RefundTransition> {
  const refund = await lockRefund(ctx, id, 'refund');
  if (Number(refund.type) === REFUND_TYPE.returnAndRefund && Number(refund.status) !== S.received) throw conflict('oms.refund_not_received');
  const order = await requireRefundOrder(ctx, refund.order_id);
  const amount = toCents(refund.refund_amount);
  let toNeedPay = 0;
  if (amount > 0) {
    const customer = await queryOne<{ is_open_payment_day: number }>(ctx.db, sql`SELECT ${customers.isOpenPaymentDay} FROM ${customers} WHERE ${customers.id} = ${refund.customer_id}::int`);
    if (Number(customer?.is_open_payment_day) === 1) {
      const account = await openCustomerAccount(ctx.db, refund.customer_id);
      toNeedPay = Math.min(Math.max(toCents(account.needPay), 0), amount);
    }
    const post = (field: 'balance' | 'need_pay', cents: number) =>
      postCustomerAccount(ctx.db, {
        customerId: refund.customer_id,
        field,
        amount: fromCents(field === 'need_pay' ? -cents : cents),
        type: CustomerAccountHistoryType.orderRefund,
        docType: 'order_refund',
        docId: id,
        docNo: refund.number,
        // the order it refunds, the refund's remark and the action's
        remark: postingRemark(order.number, refund.remark, remark),
        staffId: ctx.staffId,
      });
    if (toNeedPay > 0) await post('need_pay', toNeedPay);
    if (amount - toNeedPay > 0) await post('balance', amount - toNeedPay);
    await addRefundedAmount(ctx, order.id, refund.refund_amount);
  }
  const refundedAt = new Date();
  const repId = await customerOwnerId(ctx.db, Number(refund.customer_id));
  await transition(ctx, REFUNDS, 'refund', refund, {
    set: sql`credited_need_pay = ${fromCents(toNeedPay)}::numeric, credited_balance = ${fromCents(amount - toNeedPay)}::numeric, refunded_by = ${ctx.staffId}::int,
             refunded_at = ${refundedAt.toISOString()}::timestamptz, rep_id = ${repId}::int`,
    remark,
  });
  // the modules above (bi's rollups) count the refund on its day (order README "Facts for the rollups")
  if (hasOrderFactsListeners()) {
    const goodsBack = Number(refund.type) === REFUND_TYPE.returnAndRefund;
    const lines = await queryRows<{ sku_id: number; base_qty: string; amount: string; cost_price: string }>(
      ctx.db,
      sql`SELECT ri.sku_id, ri.base_qty::text AS base_qty, ri.amount::text AS amount, oi.cost_price::text AS cost_price
            FROM oms_order_refund_items ri JOIN oms_order_items oi ON oi.id = ri.order_item_id WHERE ri.refund_id = ${id}::int ORDER BY ri.sort, ri.id`,
    );
    await notifyOrderFacts(ctx, {
      kind: 'refunded',
      refund: { refundId: id, storeId: Number(refund.store_id), customerId: Number(refund.customer_id), repId, refundedAt, refundAmount: refund.refund_amount },
      lines: lines.map((l) => ({ skuId: Number(l.sku_id), baseQty: l.base_qty, amount: l.amount, costAmount: goodsBack ? fromCents(costCents(l.base_qty, l.cost_price)) : '0.00' })),
    });
  }
  return { id, status: S.refunded };
}
