import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '@/core/db/database';
import { intArray } from '@/core/http/store-scope';
import { receiptNotes } from '@/modules/fms';
import { orderItems, orderRefundItems, orderRefunds, orders } from '@/modules/oms';
import { tenants } from '@/modules/system/tenant';
import type { RollupContext } from './rollup-writer';

/** A receipt note paid from the customer's balance (fms payment kind 5): no money came in, not a receipt. */
export const PAYMENT_KIND_BALANCE = 5;
/** oms: an order cancelled (0); a refund refunded (4); a refund of type 2 brought the goods back. */
const ORDER_CANCELLED = 0;
const REFUND_REFUNDED = 4;
const REFUND_GOODS_BACK = 2;
/** fms: a receipt note audited (1). */
const NOTE_AUDITED = 1;

/**
 * Which rows: some tenants (null: every tenant the transaction sees — one under row-level security, all with
 * the owner's rights) and a period of days in each tenant's time zone (null: every day).
 */
export type RollupScope = { tenantIds?: readonly number[] | null; from?: string | null; to?: string | null };

const o = alias(orders, 'o');
const i = alias(orderItems, 'i');
const r = alias(orderRefunds, 'r');
const ri = alias(orderRefundItems, 'ri');
const oi = alias(orderItems, 'oi');
const n = alias(receiptNotes, 'n');
const z = alias(tenants, 'z');

/** The documents' rows of the scope: tenant, and the fact's time within the period's days in the tenant's zone. */
function within(scope: RollupScope, tenantId: SQL, at: SQL): SQL {
  const parts: SQL[] = [];
  if (scope.tenantIds) parts.push(sql`${tenantId} = ANY(${intArray(scope.tenantIds)}::int[])`);
  if (scope.from) parts.push(sql`${at} >= (${scope.from}::date::timestamp AT TIME ZONE ${z.timeZone})`);
  if (scope.to) parts.push(sql`${at} < ((${scope.to}::date + 1)::timestamp AT TIME ZONE ${z.timeZone})`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

const dayOf = (at: SQL): SQL => sql`(${at} AT TIME ZONE ${z.timeZone})::date`;

/**
 * `bi_sales_daily` as the documents define it (README "Rollups"): each line of an audited order not cancelled,
 * on its audit day with the rep frozen then — quantity in base units, amount less its activity and coupon
 * shares, cost frozen at audit — and each line of a refund refunded, on the refund's day with its rep: its
 * base quantity, amount and, when the goods came back, round(base qty × the order line's cost price).
 */
export function derivedSales(scope: RollupScope): SQL {
  return sql`SELECT tenant_id, store_id, day, sku_id, customer_id, rep_id, sum(lines)::int AS lines, sum(qty) AS qty, sum(amount) AS amount, sum(cost) AS cost,
                    sum(refund_qty) AS refund_qty, sum(refund_amount) AS refund_amount, sum(refund_cost) AS refund_cost
               FROM (
                 SELECT ${o.tenantId} AS tenant_id, ${o.storeId} AS store_id, ${dayOf(sql`${o.auditedAt}`)} AS day, ${i.skuId} AS sku_id, ${o.customerId} AS customer_id,
                        ${o.repId} AS rep_id, 1 AS lines, ${i.baseQty} AS qty, greatest(${i.amount} - ${i.activityAmount} - ${i.couponAmount}, 0) AS amount,
                        ${i.costAmount} AS cost, 0::numeric AS refund_qty, 0::numeric AS refund_amount, 0::numeric AS refund_cost
                   FROM ${orders} AS ${o} JOIN ${tenants} AS ${z} ON ${z.id} = ${o.tenantId}
                   JOIN ${orderItems} AS ${i} ON ${i.orderId} = ${o.id} AND ${i.tenantId} = ${o.tenantId}
                  WHERE ${o.auditedAt} IS NOT NULL AND ${o.status} <> ${ORDER_CANCELLED} AND ${within(scope, sql`${o.tenantId}`, sql`${o.auditedAt}`)}
                 UNION ALL
                 SELECT ${r.tenantId}, ${r.storeId}, ${dayOf(sql`${r.refundedAt}`)}, ${ri.skuId}, ${r.customerId}, ${r.repId}, 0, 0, 0, 0,
                        ${ri.baseQty}, ${ri.amount}, CASE WHEN ${r.type} = ${REFUND_GOODS_BACK} THEN round(${ri.baseQty} * ${oi.costPrice}, 2) ELSE 0 END
                   FROM ${orderRefunds} AS ${r} JOIN ${tenants} AS ${z} ON ${z.id} = ${r.tenantId}
                   JOIN ${orderRefundItems} AS ${ri} ON ${ri.refundId} = ${r.id} AND ${ri.tenantId} = ${r.tenantId}
                   JOIN ${orderItems} AS ${oi} ON ${oi.id} = ${ri.orderItemId} AND ${oi.tenantId} = ${ri.tenantId}
                  WHERE ${r.status} = ${REFUND_REFUNDED} AND ${r.refundedAt} IS NOT NULL AND ${within(scope, sql`${r.tenantId}`, sql`${r.refundedAt}`)}
               ) AS f
              GROUP BY tenant_id, store_id, day, sku_id, customer_id, rep_id`;
}

/**
 * `bi_orders_daily` as the documents define it: each audited order not cancelled on its audit day (its goods,
 * freight, carry fee and total as they are now), each refund refunded on its day (its refund amount), each
 * receipt note audited on its day (its amount), unless paid from the balance.
 */
export function derivedOrders(scope: RollupScope): SQL {
  return sql`SELECT tenant_id, store_id, day, customer_id, rep_id, sum(orders)::int AS orders, sum(goods_amount) AS goods_amount, sum(freight_amount) AS freight_amount,
                    sum(carry_fee) AS carry_fee, sum(total_amount) AS total_amount, sum(refunds)::int AS refunds, sum(refund_amount) AS refund_amount,
                    sum(receipts)::int AS receipts, sum(receipt_amount) AS receipt_amount
               FROM (
                 SELECT ${o.tenantId} AS tenant_id, ${o.storeId} AS store_id, ${dayOf(sql`${o.auditedAt}`)} AS day, ${o.customerId} AS customer_id, ${o.repId} AS rep_id,
                        1 AS orders, ${o.goodsAmount} AS goods_amount, ${o.freightAmount} AS freight_amount, ${o.carryFee} AS carry_fee, ${o.totalAmount} AS total_amount,
                        0 AS refunds, 0::numeric AS refund_amount, 0 AS receipts, 0::numeric AS receipt_amount
                   FROM ${orders} AS ${o} JOIN ${tenants} AS ${z} ON ${z.id} = ${o.tenantId}
                  WHERE ${o.auditedAt} IS NOT NULL AND ${o.status} <> ${ORDER_CANCELLED} AND ${within(scope, sql`${o.tenantId}`, sql`${o.auditedAt}`)}
                 UNION ALL
                 SELECT ${r.tenantId}, ${r.storeId}, ${dayOf(sql`${r.refundedAt}`)}, ${r.customerId}, ${r.repId}, 0, 0, 0, 0, 0, 1, ${r.refundAmount}, 0, 0
                   FROM ${orderRefunds} AS ${r} JOIN ${tenants} AS ${z} ON ${z.id} = ${r.tenantId}
                  WHERE ${r.status} = ${REFUND_REFUNDED} AND ${r.refundedAt} IS NOT NULL AND ${within(scope, sql`${r.tenantId}`, sql`${r.refundedAt}`)}
                 UNION ALL
                 SELECT ${n.tenantId}, ${n.storeId}, ${dayOf(sql`${n.auditedAt}`)}, ${n.customerId}, ${n.repId}, 0, 0, 0, 0, 0, 0, 0, 1, ${n.amount}
                   FROM ${receiptNotes} AS ${n} JOIN ${tenants} AS ${z} ON ${z.id} = ${n.tenantId}
                  WHERE ${n.status} = ${NOTE_AUDITED} AND ${n.auditedAt} IS NOT NULL AND coalesce(${n.paymentKind}, 0) <> ${PAYMENT_KIND_BALANCE}
                    AND ${within(scope, sql`${n.tenantId}`, sql`${n.auditedAt}`)}
               ) AS f
              GROUP BY tenant_id, store_id, day, customer_id, rep_id`;
}

const SALES_KEYS = ['store_id', 'day', 'sku_id', 'customer_id', 'rep_id'] as const;
const SALES_MEASURES = ['lines', 'qty', 'amount', 'cost', 'refund_qty', 'refund_amount', 'refund_cost'] as const;
const ORDERS_KEYS = ['store_id', 'day', 'customer_id', 'rep_id'] as const;
const ORDERS_MEASURES = ['orders', 'goods_amount', 'freight_amount', 'carry_fee', 'total_amount', 'refunds', 'refund_amount', 'receipts', 'receipt_amount'] as const;

/** A stored rollup row's measure that differs from the documents: the key, the measure, both figures (text). */
export type RollupDifference = {
  table: 'bi_sales_daily' | 'bi_orders_daily';
  tenant_id: number;
  key: Record<string, number | string>;
  measure: string;
  stored: string;
  derived: string;
};

/** The stored rows of the scope (own table: the day is stored). */
function storedRows(table: 'bi_sales_daily' | 'bi_orders_daily', scope: RollupScope): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.tenantIds) parts.push(sql`tenant_id = ANY(${intArray(scope.tenantIds)}::int[])`);
  if (scope.from) parts.push(sql`day >= ${scope.from}::date`);
  if (scope.to) parts.push(sql`day <= ${scope.to}::date`);
  return sql`SELECT * FROM ${sql.raw(table)} WHERE ${sql.join(parts, sql` AND `)}`;
}

/**
 * One table's derive-and-compare in one statement: the derived rows FULL JOIN the stored ones on the key, a
 * missing row reading as zeros (a cancel leaves a row of zeros behind, which is no difference).
 */
async function compare(db: Db, table: RollupDifference['table'], derived: SQL, scope: RollupScope, keys: readonly string[], measures: readonly string[]): Promise<RollupDifference[]> {
  const on = sql.raw(['tenant_id', ...keys].map((k) => `d.${k} = s.${k}`).join(' AND '));
  const select = sql.raw(
    [
      'coalesce(d.tenant_id, s.tenant_id) AS tenant_id',
      ...keys.map((k) => `coalesce(d.${k}, s.${k})${k === 'day' ? "::text" : ''} AS ${k}`),
      ...measures.flatMap((m) => [`coalesce(s.${m}, 0)::text AS s_${m}`, `coalesce(d.${m}, 0)::text AS d_${m}`]),
    ].join(', '),
  );
  const differs = sql.raw(`(${measures.map((m) => `coalesce(s.${m}, 0)`).join(', ')}) IS DISTINCT FROM (${measures.map((m) => `coalesce(d.${m}, 0)`).join(', ')})`);
  const rows = await queryRows<Record<string, string | number>>(
    db,
    sql`SELECT ${select} FROM (${derived}) AS d FULL JOIN (${storedRows(table, scope)}) AS s ON ${on} WHERE ${differs} ORDER BY 1, 2, 3`,
  );
  const out: RollupDifference[] = [];
  for (const row of rows) {
    const key = Object.fromEntries(keys.map((k) => [k, k === 'day' ? String(row[k]) : Number(row[k])]));
    for (const m of measures) {
      const stored = String(row[`s_${m}`]);
      const derivedValue = String(row[`d_${m}`]);
      if (Number(stored) !== Number(derivedValue)) out.push({ table, tenant_id: Number(row.tenant_id), key, measure: m, stored, derived: derivedValue });
    }
  }
  return out;
}

/**
 * The rollups of the scope re-derived from the documents and compared with the stored rows (README "Rollups"):
 * one statement per table; each difference names its key and measure. Empty when the rollups are right.
 */
export async function checkRollups(db: Db, scope: RollupScope = {}): Promise<RollupDifference[]> {
  const sales = await compare(db, 'bi_sales_daily', derivedSales(scope), scope, SALES_KEYS, SALES_MEASURES);
  const ordersDiff = await compare(db, 'bi_orders_daily', derivedOrders(scope), scope, ORDERS_KEYS, ORDERS_MEASURES);
  return [...sales, ...ordersDiff];
}

/**
 * Replaces a tenant's rollup rows of the days `from`…`to` (its time zone, both inclusive) with the ones the
 * documents derive, in the caller's transaction (a tenant's: `withTenant`), so readers see the old rows or the
 * new ones. Returns how many rows each table holds for the period now.
 */
export async function rebuildRollups(ctx: RollupContext, from: string, to: string): Promise<{ sales: number; orders: number }> {
  const scope: RollupScope = { tenantIds: [ctx.tenantId], from, to };
  await ctx.db.execute(sql`DELETE FROM bi_sales_daily WHERE tenant_id = ${ctx.tenantId}::int AND day BETWEEN ${from}::date AND ${to}::date`);
  await ctx.db.execute(sql`DELETE FROM bi_orders_daily WHERE tenant_id = ${ctx.tenantId}::int AND day BETWEEN ${from}::date AND ${to}::date`);
  const [sales] = await queryRows<{ n: number }>(
    ctx.db,
    sql`WITH added AS (
          INSERT INTO bi_sales_daily (tenant_id, store_id, day, sku_id, customer_id, rep_id, lines, qty, amount, cost, refund_qty, refund_amount, refund_cost)
          SELECT tenant_id, store_id, day, sku_id, customer_id, rep_id, lines, qty, amount, cost, refund_qty, refund_amount, refund_cost FROM (${derivedSales(scope)}) AS d
          RETURNING 1)
        SELECT count(*)::int AS n FROM added`,
  );
  const [ordersRow] = await queryRows<{ n: number }>(
    ctx.db,
    sql`WITH added AS (
          INSERT INTO bi_orders_daily (tenant_id, store_id, day, customer_id, rep_id, orders, goods_amount, freight_amount, carry_fee, total_amount, refunds, refund_amount, receipts, receipt_amount)
          SELECT tenant_id, store_id, day, customer_id, rep_id, orders, goods_amount, freight_amount, carry_fee, total_amount, refunds, refund_amount, receipts, receipt_amount
            FROM (${derivedOrders(scope)}) AS d
          RETURNING 1)
        SELECT count(*)::int AS n FROM added`,
  );
  return { sales: Number(sales?.n ?? 0), orders: Number(ordersRow?.n ?? 0) };
}
