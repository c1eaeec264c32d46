import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { translate } from '@tradewind/contract/common/messages';
import { LINE_STATUS, LOGISTICS_ORDER_STATUS, STOP_STATUS } from '@tradewind/contract/lms/lms.schema';
import { ORDER_STATUS } from '@tradewind/contract/oms/order.schema';
import { SIGN_IN_RESULT, stopStatusOf, type CreateSignInInput, type SignInList, type SignInListQuery, type SignInResult } from '@tradewind/contract/lms/logistics.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { transition } from '@/core/documents/transition';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { listStores } from '@/core/http/store-scope';
import { notifyListChanged } from '@/core/realtime/list-changed';
import { sendMessage } from '@/modules/common/message';
import { createSignInReceiptNote } from '@/modules/fms';
import { markOrderDelivered, markOrderDeliveryFailed } from '@/modules/oms';
import { skus } from '@/modules/pms';
import { receiveCustomerReturn } from '@/modules/wms';
import { completeLineIfDone } from '../line/departed-line';
import { isClosedUnit, unitStatusOf } from '../logistics-order/order-unit';
import { LOGISTICS_ORDERS } from '../logistics-order/logistics-order.document';
import { listSignIns, signInRowOf } from './sign-in.read';
import { customers } from '@/modules/crm/customer';
import { orderItems, orders } from '@/modules/oms/order';

const sku = alias(skus, 's');
const ord = alias(orders, 'o');
const item = alias(orderItems, 'i');
const cust = alias(customers, 'c');

/**
 * The order is reached through the logistics order the caller may sign for (its store), not through the
 * caller's customers: a driver delivers every customer's goods. So oms acts with the whole store's scope.
 */
const asDelivery = (ctx: RequestContext): RequestContext => ({ ...ctx, session: { ...ctx.session, isSuper: true } });

type LockedLine = { id: number; number: string | null; store_id: number; status: number; driver_id: number | null; helper_ids: number[] | null };
type LockedOrder = {
  id: number;
  number: string | null;
  status: number;
  order_id: number;
  order_no: string;
  sub_order_id: number | null;
  sub_order_no: string | null;
  warehouse_id: number;
  customer_name: string;
  collect_amount: string;
};

/**
 * `POST /lms/sign_in`: one stop of a departed line signed or failed, exactly once. Locks in the contract's
 * order — the line, then its logistics order, then the stop — so a second sign-in of the stop waits and
 * then finds it done (409 `lms.stop_signed`). Signed: the order (or sub-order) is delivered through oms
 * (`markOrderDelivered`: an account-period order's need_pay grows), the logistics order 2 → 3. Failed: what
 * the logistics order carried comes back into its warehouse through a customer-return warehousing entry
 * (wms `receiveCustomerReturn`), the unit is closed through oms (`markOrderDeliveryFailed`), the logistics
 * order 2 → 4, and the order's sales rep and creator get a logistics message. The last pending stop
 * completes the line (2 → 3) and records its delivery earnings.
 */
export async function signIn(ctx: RequestContext, input: CreateSignInInput): Promise<SignInResult> {
  const found = await queryOne<{ line_id: number; logistics_order_id: number }>(
    ctx.db,
    sql`SELECT st.line_id, st.logistics_order_id FROM lms_line_stops AS st JOIN lms_lines AS ln ON ln.id = st.line_id
         WHERE st.id = ${input.stop_id}::int AND ln.store_id = ANY(${listStores(ctx)}::int[])`,
  );
  if (!found) throw notFound('lms.sign_in_stop_not_found');
  const line = await queryOne<LockedLine>(ctx.db, sql`SELECT id, number, store_id, status, driver_id, helper_ids FROM lms_lines WHERE id = ${found.line_id}::int FOR UPDATE`);
  if (!line) throw notFound('lms.sign_in_stop_not_found');
  const lo = await queryOne<LockedOrder>(
    ctx.db,
    sql`SELECT id, number, status, order_id, order_no, sub_order_id, sub_order_no, warehouse_id, customer_name, collect_amount::text AS collect_amount
          FROM lms_logistics_orders WHERE id = ${found.logistics_order_id}::int FOR UPDATE`,
  );
  const stop = await queryOne<{ id: number; status: number; line_id: number }>(ctx.db, sql`SELECT id, status, line_id FROM lms_line_stops WHERE id = ${input.stop_id}::int FOR UPDATE`);
  // the stop may have moved to another line between the first read and the locks (only while planned)
  if (!lo || !stop || Number(stop.line_id) !== Number(line.id)) throw conflict('lms.sign_in_stop_moved');
  if (Number(stop.status) !== STOP_STATUS.pending) throw conflict('lms.sign_in_done', { number: lo.number ?? '' });
  if (Number(line.status) !== LINE_STATUS.departed) throw conflict('lms.sign_in_line_not_departed', { status: translate(`lms.line_status.${Number(line.status) as 0 | 1 | 2 | 3}`, ctx.locale) });
  if (Number(lo.status) !== LOGISTICS_ORDER_STATUS.departed) throw conflict('lms.sign_in_done', { number: lo.number ?? '' });
  const collected = toCents(input.collected_amount);
  const signed = input.result === SIGN_IN_RESULT.signed;
  const expected = toCents(lo.collect_amount);
  // a stop with nothing to collect takes no money at the door (the cashier's receipt note does)
  if (expected === 0 && collected > 0) throw invalidField('collected_amount', 'lms.sign_in_nothing_to_collect');
  // short or over cash is said at the door, with its reason, never found out at the cash-up
  const amountReason = signed && collected !== expected ? input.amount_reason : null;
  if (signed && collected !== expected && !amountReason) {
    throw invalidField('amount_reason', 'lms.sign_in_amount_reason_required', { expected: lo.collect_amount, collected: fromCents(collected) });
  }
  // an order delivered or completed meanwhile (by hand, before this rule): the stop is signed for, the order left as it is
  const unitStatus = await unitStatusOf(ctx.db, lo.id);
  const alreadyDelivered = unitStatus === ORDER_STATUS.delivered || unitStatus === ORDER_STATUS.completed;
  if (!signed && isClosedUnit(unitStatus)) throw conflict('lms.sign_in_fail_closed_order', { number: lo.number ?? '' });

  const reason = input.fail_reason ?? '';
  const unit = lo.sub_order_id !== null ? { warehouseId: lo.warehouse_id } : {};
  let entry: { id: number; number: string | null } | null = null;
  if (signed && !alreadyDelivered) {
    await markOrderDelivered(asDelivery(ctx), lo.order_id, { ...unit, remark: `${lo.number ?? ''} ${input.signer ?? ''}`.trim().slice(0, 200) });
  } else if (!signed) {
    const lines = await queryRows<{ sku_id: number; unit_id: number; base_qty: string; price: string }>(
      ctx.db,
      sql`SELECT li.sku_id, ${sku.unitId}, li.base_qty::text AS base_qty, round(${item.price} / nullif(${item.ratio}, 0), 2)::text AS price
            FROM lms_logistics_order_items AS li JOIN ${skus} AS ${sku} ON ${sku.id} = li.sku_id JOIN ${orderItems} AS ${item} ON ${item.id} = li.order_item_id
           WHERE li.logistics_order_id = ${lo.id}::int ORDER BY li.id`,
    );
    if (lines.length > 0) {
      const made = await receiveCustomerReturn(ctx, {
        warehouse_id: lo.warehouse_id,
        remark: `${translate('lms.sign_in_return_remark', ctx.locale)} ${lo.number ?? ''} ${reason}`.slice(0, 200),
        lines: lines.map((l) => ({ sku_id: l.sku_id, unit_id: l.unit_id, qty: l.base_qty.replace(/\.?0+$/, '') || '0', location_id: null, price: Number(l.price ?? 0), remark: null })),
      });
      entry = { id: made.id, number: made.number };
    }
    await markOrderDeliveryFailed(asDelivery(ctx), lo.order_id, { ...unit, reason: `${lo.number ?? ''} ${reason}`.trim() });
  }

  const to = signed ? LOGISTICS_ORDER_STATUS.signed : LOGISTICS_ORDER_STATUS.failed;
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO lms_sign_ins (tenant_id, store_id, line_id, stop_id, logistics_order_id, result, signer, photos, longitude, latitude, coord_system, collected_amount, amount_reason, fail_reason,
          entry_id, entry_no, remark, signed_by)
        VALUES (${ctx.tenantId}::int, ${line.store_id}::int, ${line.id}::int, ${stop.id}::int, ${lo.id}::int, ${input.result}::int, ${input.signer}, ${JSON.stringify(input.photos)}::jsonb,
          ${input.longitude ?? null}::numeric, ${input.latitude ?? null}::numeric, ${input.coord_system}, ${fromCents(collected)}::numeric, ${amountReason}, ${signed ? null : reason},
          ${entry?.id ?? null}::int, ${entry?.number ?? null}, ${input.remark}, ${ctx.staffId}::int)
        RETURNING id`,
  );
  // cash collected at the door waits as a pending receipt note for the cashier's audit (fms README "Receipt notes"):
  // the order takes at most this stop's amount to collect; a surplus stays unallocated, the customer's prepayment once audited
  if (signed && collected > 0) {
    await createSignInReceiptNote(ctx, { signInId: row!.id, orderId: lo.order_id, storeId: line.store_id, amount: fromCents(collected), orderShare: lo.collect_amount });
  }
  await transition(ctx, LOGISTICS_ORDERS, signed ? 'sign' : 'fail', { id: Number(lo.id), status: Number(lo.status) }, {
    set: sql`signed_at = now(), collected_amount = ${fromCents(collected)}::numeric, fail_reason = ${signed ? null : reason}`,
    remark: signed ? input.signer : reason,
  });
  await ctx.db.execute(sql`UPDATE lms_line_stops SET status = ${stopStatusOf(input.result)}::int, actual_arrival = now() WHERE id = ${stop.id}::int`);
  await notifyListChanged(ctx, 'lms.logistics_order', [Number(lo.id)]);
  await tellSales(ctx, lo, signed, reason);

  const complete = await completeLineIfDone(ctx, line, lo.number);
  ctx.audit.targetId = row!.id;
  return { id: row!.id, logistics_order_id: lo.id, status: to, line_completed: complete, entry_no: entry?.number ?? null };
}

/** A failed delivery tells the order's creator and the customer's sales rep (a logistics message that opens the logistics order list); a signed one too. */
async function tellSales(ctx: RequestContext, lo: LockedOrder, signed: boolean, reason: string): Promise<void> {
  const who = await queryOne<{ created_by: number | null; sales_id: number | null }>(
    ctx.db,
    sql`SELECT ${ord.createdBy}, CASE WHEN ${cust.salesType} = 1 THEN ${cust.salesId} END AS sales_id FROM ${orders} AS ${ord} JOIN ${customers} AS ${cust} ON ${cust.id} = ${ord.customerId} WHERE ${ord.id} = ${lo.order_id}::int`,
  );
  const recipients = [who?.created_by, who?.sales_id].filter((id): id is number => typeof id === 'number' && id !== ctx.staffId);
  const params = { number: lo.number ?? '', order: lo.sub_order_no ?? lo.order_no, customer: lo.customer_name, reason };
  await sendMessage(ctx.db, {
    tenantId: ctx.tenantId,
    recipients,
    type: 'logistics',
    title: { key: signed ? 'lms.lo_msg_signed_title' : 'lms.lo_msg_failed_title', params },
    content: { key: signed ? 'lms.lo_msg_signed' : 'lms.lo_msg_failed', params },
    from: { staffId: ctx.staffId, name: ctx.session.name },
    params: { target_type: 'logistics', target_id: lo.id },
  });
}

/** `GET /lms/sign_ins`: newest first; keyword on the logistics order's, order's or line's number or the customer. */
export async function listSignInPage(ctx: RequestContext, q: SignInListQuery): Promise<SignInList> {
  if (q.start_date && q.end_date && q.end_date < q.start_date) throw invalidField('end_date', 'lms.lo_date_range_invalid');
  const tz = ctx.session.timeZone;
  const parts: SQL[] = [sql`si.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    parts.push(sql`(lo.number ILIKE ${like} OR lo.order_no ILIKE ${like} OR ln.number ILIKE ${like} OR lo.customer_name ILIKE ${like})`);
  }
  if (q.result) parts.push(sql`si.result = ${q.result}::int`);
  if (q.line_id) parts.push(sql`si.line_id = ${q.line_id}::int`);
  if (q.start_date) parts.push(sql`si.created_at >= (${q.start_date}::date::timestamp AT TIME ZONE ${tz})`);
  if (q.end_date) parts.push(sql`si.created_at < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  const where = sql.join(parts, sql` AND `);
  const [rows, total] = await Promise.all([
    listSignIns(ctx, where, q.page_size, (q.page - 1) * q.page_size),
    queryOne<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM lms_sign_ins AS si JOIN lms_logistics_orders AS lo ON lo.id = si.logistics_order_id JOIN lms_lines AS ln ON ln.id = si.line_id WHERE ${where}`,
    ),
  ]);
  return { list: rows.map((r) => signInRowOf(ctx, r)), pagination: { total: Number(total?.n ?? 0), page: q.page, size: q.page_size } };
}
