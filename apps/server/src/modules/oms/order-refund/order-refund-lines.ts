import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import type { CreateRefundInput, RefundableLine } from '@tradewind/contract/oms/order-refund.schema';
import { queryOne, queryRows } from '@/core/db/database';
import type { DocumentLineValues } from '@/core/documents/document-columns';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { customerScope, customers } from '@/modules/crm/customer';
import { skus, spus, units } from '@/modules/pms';
import { fromMilli, toMilli } from '@/modules/wms';
import { linePayableShare } from '../order/order-lines';

const skuS = alias(skus, 's');
const spu = alias(spus, 'p');
const unitU = alias(units, 'u');

/**
 * The order side of refunds, written over the order tables (same module): the order locked, what each of
 * its lines delivered and what other refunds already take, and the refunded quantities and amount kept on
 * the order's lines and header (shown on the order's detail).
 */
export type RefundOrder = {
  id: number;
  number: string;
  status: number;
  store_id: number;
  customer_id: number;
  customer_name: string;
  warehouse_id: number;
  delivered_amount: string;
  refunded_amount: string;
};

/** Refunds take orders delivered or completed (docs/trading-model.md §4). */
export const REFUNDABLE_ORDER_STATUSES = [6, 7] as const;

/**
 * The order under `FOR UPDATE` when it is in one of the caller's stores and its customer within the caller's
 * data scope; else null. Every refund write that counts quantities takes this lock first, so two refunds of
 * one order are counted one after the other.
 */
export async function lockRefundOrder(ctx: RequestContext, orderId: number, lock = true): Promise<RefundOrder | null> {
  const stores = ctx.storeId !== null ? [ctx.storeId] : ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0];
  const scope = customerScope(ctx);
  const row = await queryOne<RefundOrder>(
    ctx.db,
    sql`SELECT o.id, o.number, o.status, o.store_id, o.customer_id, ${customers.name} AS customer_name, o.warehouse_id,
               o.delivered_amount::text AS delivered_amount, o.refunded_amount::text AS refunded_amount
          FROM oms_orders AS o JOIN ${customers} ON ${customers.id} = o.customer_id
         WHERE o.id = ${orderId}::int AND o.store_id = ANY(${`{${stores.join(',')}}`}::int[]) ${scope ? sql`AND ${scope}` : sql``}
         ${lock ? sql`FOR UPDATE OF o` : sql``}`,
  );
  return row ?? null;
}

type LineRow = {
  order_item_id: number;
  sku_id: number;
  sku_code: string;
  sku_name: string;
  spec_text: string;
  unit_id: number;
  unit_name: string;
  ratio: string;
  allow_decimal: 0 | 1;
  price: string;
  qty: string;
  base_qty: string;
  amount: string;
  activity_amount: string;
  coupon_amount: string;
  shipped_base_qty: string;
  /** by refunds not rejected, other than the excluded one */
  taken_base_qty: string;
};

/** The order's lines with what was delivered and what refunds not rejected (but `excludeRefundId`) take, in base units. */
export async function orderLinesForRefund(ctx: RequestContext, orderId: number, excludeRefundId: number | null): Promise<LineRow[]> {
  return queryRows<LineRow>(
    ctx.db,
    sql`SELECT i.id AS order_item_id, i.sku_id, ${skuS.code} AS sku_code, ${spu.name} AS sku_name, ${skuS.specText}, i.unit_id, i.unit_name,
               i.ratio::text AS ratio, CASE WHEN i.unit_id = ${skuS.unitId} AND ${unitU.allowDecimal} = 1 THEN 1 ELSE 0 END AS allow_decimal,
               i.price::text AS price, i.qty::text AS qty, i.base_qty::text AS base_qty, i.amount::text AS amount,
               i.activity_amount::text AS activity_amount, i.coupon_amount::text AS coupon_amount, i.shipped_base_qty::text AS shipped_base_qty,
               coalesce((SELECT sum(ri.base_qty) FROM oms_order_refund_items AS ri JOIN oms_order_refunds AS r ON r.id = ri.refund_id
                          WHERE ri.order_item_id = i.id AND r.status <> 0 AND r.id <> ${excludeRefundId ?? 0}::int), 0)::text AS taken_base_qty
          FROM oms_order_items AS i JOIN ${skus} AS ${skuS} ON ${skuS.id} = i.sku_id JOIN ${spus} AS ${spu} ON ${spu.id} = ${skuS.spuId}
          LEFT JOIN ${units} AS ${unitU} ON ${unitU.id} = ${skuS.unitId}
         WHERE i.order_id = ${orderId}::int ORDER BY i.sort, i.id`,
  );
}

/** base units → the line's unit, 3 decimals (rounded down: never offers more than is left) */
const inUnit = (baseMilli: bigint, ratio: string) => fromMilli((baseMilli * 1000n) / toMilli(ratio));

export function refundableLines(lines: LineRow[]): RefundableLine[] {
  return lines.map((l) => {
    const left = toMilli(l.shipped_base_qty) - toMilli(l.taken_base_qty);
    return {
      order_item_id: l.order_item_id,
      sku_id: l.sku_id,
      sku_code: l.sku_code,
      sku_name: l.sku_name,
      spec_text: l.spec_text,
      unit_id: l.unit_id,
      unit_name: l.unit_name,
      ratio: l.ratio,
      allow_decimal: Number(l.allow_decimal) === 1 ? 1 : 0,
      price: l.price,
      qty: l.qty,
      delivered_qty: inUnit(toMilli(l.shipped_base_qty), l.ratio),
      refunded_qty: inUnit(toMilli(l.taken_base_qty), l.ratio),
      refundable_qty: inUnit(left > 0n ? left : 0n, l.ratio),
    };
  });
}

export type PreparedRefundLine = DocumentLineValues & { orderItemId: number };
export type PreparedRefund = { lines: PreparedRefundLine[]; goodsAmount: string; refundAmount: string; deductReason: string | null };

/**
 * Checks a refund's lines against its order (already locked): the order delivered or completed (409), each
 * line one of the order's, once, a quantity with the unit's decimals, at most what was delivered less what
 * refunds not rejected take (422 `lines.<i>.qty` with the most left); each line's amount its payable share (the order line's amount less its activity and coupon shares, pro rata to the quantity — `linePayableShare`), and
 * the refund amount at most the lines' amount (a lower one needs its reason) and, with the order's other
 * refunds, at most what was delivered (422 `refund_amount`).
 */
export async function prepareRefund(ctx: RequestContext, order: RefundOrder, input: Pick<CreateRefundInput, 'lines' | 'refund_amount' | 'deduct_reason'>, excludeRefundId: number | null): Promise<PreparedRefund> {
  if (!(REFUNDABLE_ORDER_STATUSES as readonly number[]).includes(order.status)) throw conflict('oms.refund_order_not_delivered', { number: order.number });
  const lines = await orderLinesForRefund(ctx, order.id, excludeRefundId);
  const seen = new Set<number>();
  let goods = 0n;
  const prepared = input.lines.map((l, i): PreparedRefundLine => {
    const line = lines.find((x) => x.order_item_id === l.order_item_id);
    if (!line || seen.has(l.order_item_id)) throw invalidField(`lines.${i}.order_item_id`, line ? 'oms.refund_line_duplicate' : 'oms.refund_line_not_on_order');
    seen.add(l.order_item_id);
    const qty = toMilli(l.qty);
    if (Number(line.allow_decimal) !== 1 && qty % 1000n !== 0n) throw invalidField(`lines.${i}.qty`, 'oms.qty_no_decimals', { sku: line.sku_code, unit: line.unit_name });
    const baseTimes1000 = qty * toMilli(line.ratio);
    if (baseTimes1000 % 1000n !== 0n) throw invalidField(`lines.${i}.qty`, 'oms.refund_qty_invalid');
    const base = baseTimes1000 / 1000n;
    const left = toMilli(line.shipped_base_qty) - toMilli(line.taken_base_qty);
    if (base > left) throw invalidField(`lines.${i}.qty`, 'oms.refund_qty_over', { sku: line.sku_code, max: Number(inUnit(left > 0n ? left : 0n, line.ratio)), unit: line.unit_name });
    // the line's payable share of these units, after what other refunds take (its discounts stay with the units kept)
    const amount = BigInt(linePayableShare({ amount: line.amount, activityAmount: line.activity_amount, couponAmount: line.coupon_amount, baseQty: line.base_qty }, base, toMilli(line.taken_base_qty)));
    goods += amount;
    return { orderItemId: line.order_item_id, skuId: line.sku_id, unitId: line.unit_id, unitName: line.unit_name, ratio: line.ratio, qty: fromMilli(qty), baseQty: fromMilli(base), price: line.price, amount: fromCents(Number(amount)) };
  });
  const goodsCents = Number(goods);
  const given = input.refund_amount === null || input.refund_amount === undefined ? null : toCents(input.refund_amount);
  if (given !== null && given > goodsCents) throw invalidField('refund_amount', 'oms.refund_amount_over', { max: fromCents(goodsCents) });
  const refund = given ?? goodsCents;
  const deductReason = input.deduct_reason?.trim() || null;
  if (refund < goodsCents && !deductReason) throw invalidField('deduct_reason', 'oms.refund_deduct_reason_required');
  const others = await queryOne<{ total: string }>(
    ctx.db,
    sql`SELECT coalesce(sum(refund_amount), 0)::text AS total FROM oms_order_refunds WHERE order_id = ${order.id}::int AND status <> 0 AND id <> ${excludeRefundId ?? 0}::int`,
  );
  const max = toCents(order.delivered_amount) - toCents(others?.total ?? '0');
  if (refund > max) throw invalidField('refund_amount', 'oms.refund_amount_over_order', { max: fromCents(max > 0 ? max : 0) });
  return { lines: prepared, goodsAmount: fromCents(goodsCents), refundAmount: fromCents(refund), deductReason: refund < goodsCents ? deductReason : null };
}

/**
 * At audit, under the order's lock: each line's refunded quantity on the order (what audited refunds took)
 * plus this refund's stays within what was delivered — else 409 with the figures and nothing is written —
 * and is then added to the order's line (`refunded_base_qty`, shown on the order's detail).
 */
export async function addRefundedQuantities(ctx: RequestContext, orderId: number, lines: Array<{ order_item_id: number; base_qty: string }>): Promise<void> {
  const items = await queryRows<{ id: number; sku_code: string; shipped: string; refunded: string }>(
    ctx.db,
    sql`SELECT i.id, ${skuS.code} AS sku_code, i.shipped_base_qty::text AS shipped, i.refunded_base_qty::text AS refunded
          FROM oms_order_items AS i JOIN ${skus} AS ${skuS} ON ${skuS.id} = i.sku_id WHERE i.order_id = ${orderId}::int`,
  );
  for (const l of lines) {
    const item = items.find((i) => i.id === l.order_item_id);
    if (!item) throw conflict('oms.refund_line_not_on_order');
    const after = toMilli(item.refunded) + toMilli(l.base_qty);
    if (after > toMilli(item.shipped)) {
      throw conflict('oms.refund_over_delivered', { sku: item.sku_code, delivered: Number(item.shipped), refunded: Number(item.refunded), qty: Number(l.base_qty) });
    }
  }
  for (const l of lines) {
    await ctx.db.execute(sql`UPDATE oms_order_items SET refunded_base_qty = refunded_base_qty + ${l.base_qty}::numeric WHERE id = ${l.order_item_id}::int`);
  }
}

/** At refund: the money refunded is added to the order's `refunded_amount` (under the order's lock). */
export async function addRefundedAmount(ctx: RequestContext, orderId: number, amount: string): Promise<void> {
  await ctx.db.execute(sql`UPDATE oms_orders SET refunded_amount = refunded_amount + ${amount}::numeric, updated_at = now() WHERE id = ${orderId}::int`);
}

/** 404 unless the order is visible to the caller. */
export async function requireRefundOrder(ctx: RequestContext, orderId: number, field?: string): Promise<RefundOrder> {
  const order = await lockRefundOrder(ctx, orderId);
  if (!order) throw field ? invalidField(field, 'oms.order_not_found') : notFound('oms.order_not_found');
  return order;
}
