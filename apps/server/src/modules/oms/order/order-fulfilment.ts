import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { startsFrom, targetsOf } from '@tradewind/contract/common/document-states';
import { ORDER_STATUS, SUB_ORDER_STATES } from '@tradewind/contract/oms/order.schema';
import type { DocumentActor } from '@/core/documents/document-log';
import { transition } from '@/core/documents/transition';
import { queryOne, queryRows } from '@/core/db/database';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { customers } from '@/modules/crm/customer';
import { fromMilli, toMilli, type SaleLineQty, type SaleOrderLine, type SaleOrderSource, type SaleUnitRef, type StockContext } from '@/modules/wms';
import { ORDERS, SUB_ORDERS } from './order.document';
import { orderItems, orders, subOrders } from './order.table';
import { notifyShipment } from './shipment-listener';

const S = ORDER_STATUS;
const cust = alias(customers, 'c');

/** Who acts for the log: the staff member of the warehouse call (its name read once), or the system. */
async function actorOfStock(ctx: StockContext): Promise<DocumentActor> {
  if (ctx.staffId === null) return null;
  const row = await queryOne<{ name: string }>(ctx.db, sql`SELECT name FROM staff WHERE id = ${ctx.staffId}::int`);
  return { id: ctx.staffId, name: row?.name ?? '' };
}

type Unit = {
  order: typeof orders.$inferSelect;
  /** the sub-order of the warehouse when the order is split */
  sub: typeof subOrders.$inferSelect | null;
  status: number;
};

/** The unit's order locked (and its sub-order of that warehouse when split); 404 when the order has no part in that warehouse. */
async function lockUnit(ctx: StockContext, unit: SaleUnitRef): Promise<Unit> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, unit.orderId)).for('update');
  if (!order) throw notFound('oms.order_not_found');
  if (order.isSplit === 1) {
    const [sub] = await ctx.db
      .select()
      .from(subOrders)
      .where(and(eq(subOrders.orderId, order.id), eq(subOrders.warehouseId, unit.warehouseId)))
      .for('update');
    if (!sub) throw notFound('oms.order_not_found');
    return { order, sub, status: sub.status };
  }
  if (order.warehouseId !== unit.warehouseId) throw notFound('oms.order_not_found');
  return { order, sub: null, status: order.status };
}

type UnitAction = 'wave' | 'picked' | 'ship';

/** 409 naming the order, its state and the step, unless the unit (sub-order, or order not split) takes that step from its state (SUB_ORDER_STATES). */
function requireUnit(unit: Unit, action: UnitAction): void {
  if (!startsFrom(SUB_ORDER_STATES, action, unit.status)) {
    throw conflict('oms.unit_status_changed', { number: unit.order.number ?? String(unit.order.id), status: translate(`oms.order_status.${unit.status}`), action: translate(`oms.action.${action === 'ship' ? 'shipped' : action}`) });
  }
}

/**
 * Takes the unit's step with `set` (its columns of the wave, picking or outbound), each state change a
 * `transition()` logged with the remark: a split order's sub-order, then the order to the least advanced
 * of its sub-orders (the sub-order's number in the order's remark); an order that is not split directly.
 */
async function advanceUnit(ctx: StockContext, unit: Unit, action: UnitAction, set: SQL | undefined, remark: string): Promise<void> {
  const by = await actorOfStock(ctx);
  const target = targetsOf(SUB_ORDER_STATES, action)[0];
  if (!unit.sub) {
    await transition(ctx, ORDERS, action, unit.order, { to: target, set: shippedNow(target, set), remark, by });
    return;
  }
  await transition(ctx, SUB_ORDERS, action, unit.sub, { set: shippedNow(target, set), remark, by });
  const row = await queryOne<{ least: number }>(ctx.db, sql`SELECT min(status)::int AS least FROM oms_sub_orders WHERE order_id = ${unit.order.id}::int AND status <> 0`);
  const next = row?.least ?? target;
  await transition(ctx, ORDERS, action, unit.order, { to: next, set: shippedNow(next, undefined), remark: `${unit.sub.number} ${remark}`, by });
}

/** A unit or an order that goes out for delivery notes when (with the step's own columns, if any). */
const shippedNow = (to: number, set: SQL | undefined): SQL | undefined =>
  to === S.shipping ? (set ? sql`${set}, shipped_at = now()` : sql`shipped_at = now()`) : set;

/**
 * The unit's lines by id, each quantity checked: a line of the order in this warehouse (422 otherwise),
 * between 0 and what the line asks (422). Lines of the unit the call leaves out count 0.
 */
async function unitQuantities(ctx: StockContext, unit: Unit, warehouseId: number, lines: readonly SaleLineQty[]): Promise<Map<number, string>> {
  const items = await ctx.db
    .select({ id: orderItems.id, baseQty: orderItems.baseQty })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, unit.order.id), eq(orderItems.warehouseId, warehouseId)))
    .orderBy(asc(orderItems.id));
  const asks = new Map(items.map((i) => [i.id, toMilli(i.baseQty)]));
  const out = new Map<number, string>(items.map((i) => [i.id, '0.000']));
  const number = unit.order.number ?? String(unit.order.id);
  lines.forEach((line, i) => {
    const max = asks.get(line.orderItemId);
    if (max === undefined) throw invalidField(`lines.${i}.orderItemId`, 'oms.unit_line_invalid', { line: line.orderItemId, number });
    let qty: bigint;
    try {
      qty = toMilli(line.baseQty);
    } catch {
      throw invalidField(`lines.${i}.baseQty`, 'oms.unit_qty_invalid', { line: line.orderItemId, qty: String(line.baseQty), max: fromMilli(max) });
    }
    if (qty < 0n || qty > max) throw invalidField(`lines.${i}.baseQty`, 'oms.unit_qty_invalid', { line: line.orderItemId, qty: String(line.baseQty), max: fromMilli(max) });
    out.set(line.orderItemId, fromMilli(qty));
  });
  return out;
}

/**
 * Orders as the warehouse module sees them (wms fulfilment/sale-source.ts), registered by oms at start.
 * Each call runs in the warehouse's transaction and locks the orders it reads or moves.
 */
export const saleOrderSource: SaleOrderSource = {
  async openForWave(ctx, query) {
    const only = query.orderIds === undefined ? sql`` : sql`AND o.id = ANY(${`{${query.orderIds.map((n) => Math.trunc(n) || 0).join(',')}}`}::int[])`;
    const locked = await queryRows<{ id: number; is_split: number }>(
      ctx.db,
      sql`SELECT o.id, o.is_split FROM oms_orders AS o
           WHERE o.store_id = ${query.storeId}::int AND o.delivery_date = ${query.deliveryDate}::date ${only}
             AND ((o.is_split = 0 AND o.status = ${S.audited} AND o.warehouse_id = ${query.warehouseId}::int)
               OR (o.is_split = 1 AND o.status BETWEEN ${S.audited} AND ${S.picked}))
           ORDER BY o.id FOR UPDATE OF o`,
    );
    if (locked.length === 0) return [];
    const ids = locked.map((o) => Number(o.id));
    // a split order takes part only through its sub-order of this warehouse that waits for a wave
    const subs = await queryRows<{ id: number; order_id: number }>(
      ctx.db,
      sql`SELECT id, order_id FROM oms_sub_orders WHERE order_id = ANY(${`{${ids.join(',')}}`}::int[]) AND warehouse_id = ${query.warehouseId}::int AND status = ${S.audited} ORDER BY id FOR UPDATE`,
    );
    const subOf = new Map(subs.map((s) => [Number(s.order_id), Number(s.id)]));
    const open = locked.filter((o) => Number(o.is_split) === 0 || subOf.has(Number(o.id))).map((o) => Number(o.id));
    if (open.length === 0) return [];
    const rows = await queryRows<{ order_id: number; order_no: string; item_id: number; customer_id: number; customer_name: string; delivery_date: string; sku_id: number; warehouse_id: number; base_qty: string }>(
      ctx.db,
      sql`SELECT o.id AS order_id, o.number AS order_no, i.id AS item_id, o.customer_id, ${cust.name} AS customer_name, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date,
                 i.sku_id, i.warehouse_id, i.base_qty::text
            FROM oms_order_items AS i JOIN oms_orders AS o ON o.id = i.order_id JOIN ${customers} AS ${cust} ON ${cust.id} = o.customer_id
           WHERE i.order_id = ANY(${`{${open.join(',')}}`}::int[]) AND i.warehouse_id = ${query.warehouseId}::int
           ORDER BY o.id, i.sort, i.id`,
    );
    return rows.map(
      (r): SaleOrderLine => ({
        orderId: Number(r.order_id),
        orderNo: r.order_no,
        subOrderId: subOf.get(Number(r.order_id)) ?? null,
        orderItemId: Number(r.item_id),
        customerId: Number(r.customer_id),
        customerName: r.customer_name,
        deliveryDate: r.delivery_date,
        skuId: Number(r.sku_id),
        warehouseId: Number(r.warehouse_id),
        baseQty: r.base_qty,
      }),
    );
  },

  async waved(ctx, units, wave) {
    const sorted = [...units].sort((a, b) => a.orderId - b.orderId || a.warehouseId - b.warehouseId);
    for (const ref of sorted) {
      const unit = await lockUnit(ctx, ref);
      requireUnit(unit, 'wave');
      await advanceUnit(ctx, unit, 'wave', sql`wave_id = ${wave.id}::int, wave_no = ${wave.number}`, wave.number);
    }
  },

  async picked(ctx, ref, lines) {
    const unit = await lockUnit(ctx, ref);
    requireUnit(unit, 'picked');
    const quantities = await unitQuantities(ctx, unit, ref.warehouseId, lines);
    for (const [id, qty] of quantities) await ctx.db.update(orderItems).set({ pickedBaseQty: qty }).where(eq(orderItems.id, id));
    await advanceUnit(ctx, unit, 'picked', unit.sub ? sql`picked_at = now()` : undefined, unit.sub?.waveNo ?? unit.order.waveNo ?? '');
  },

  async shipped(ctx, ref, outbound, lines) {
    const unit = await lockUnit(ctx, ref);
    requireUnit(unit, 'ship');
    const quantities = await unitQuantities(ctx, unit, ref.warehouseId, lines);
    for (const [id, qty] of quantities) await ctx.db.update(orderItems).set({ shippedBaseQty: qty }).where(eq(orderItems.id, id));
    await advanceUnit(ctx, unit, 'ship', sql`outbound_id = ${outbound.id}::int, outbound_no = ${outbound.number}`, outbound.number);
    await notifyShipment(ctx, {
      orderId: unit.order.id,
      orderNo: unit.order.number ?? String(unit.order.id),
      subOrderId: unit.sub?.id ?? null,
      subOrderNo: unit.sub?.number ?? null,
      storeId: unit.order.storeId,
      warehouseId: ref.warehouseId,
      outbound,
      lines: [...quantities].map(([orderItemId, baseQty]) => ({ orderItemId, baseQty })),
    });
  },

  async pendingDemand(ctx, query) {
    const warehouse = query.warehouseId === undefined ? sql`` : sql`AND i.warehouse_id = ${query.warehouseId}::int`;
    const rows = await queryRows<{ sku_id: number; warehouse_id: number; qty: string }>(
      ctx.db,
      sql`SELECT i.sku_id, i.warehouse_id, sum(i.base_qty)::text AS qty FROM oms_order_items AS i JOIN oms_orders AS o ON o.id = i.order_id
           WHERE o.store_id = ${query.storeId}::int AND o.status = ${S.pendingAudit} ${warehouse}
           GROUP BY i.sku_id, i.warehouse_id ORDER BY i.sku_id, i.warehouse_id`,
    );
    return rows.map((r) => ({ skuId: Number(r.sku_id), warehouseId: Number(r.warehouse_id), baseQty: fromMilli(toMilli(r.qty)) }));
  },
};
