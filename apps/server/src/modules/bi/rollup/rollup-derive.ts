import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '@/core/db/database';
import { intArray } from '@/core/http/store-scope';
import { receiptNotes } from '@/modules/fms';
import { orderItems, orderRefundItems, orderRefunds, orders } from '@/modules/oms';
import { tenants } from '@/modules/system/tenant';
import { grainsOf, MEASURES, ROLLUP_GRAINS, timeKeyOf, type RollupFamily, type RollupGrain, type RollupTableName } from './rollup-grains';
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

/** A stored rollup row's measure that differs from the documents: the key, the measure, both figures (text). */
export type RollupDifference = {
  table: RollupTableName | 'bi_customer_spans';
  tenant_id: number;
  key: Record<string, number | string>;
  measure: string;
  stored: string;
  derived: string;
};

/** The documents' derivation of a family's fine rows (the coarse tables sum it). */
const DERIVED: Record<RollupFamily, (scope: RollupScope) => SQL> = { sales: derivedSales, orders: derivedOrders };

const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const monthEnd = (day: string) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).toISOString().slice(0, 10);

/**
 * The days a family's derivation covers: the scope's, widened to whole months when a table of the family sums
 * months (a month's row is compared and rebuilt whole).
 */
function familyScope(family: RollupFamily, scope: RollupScope): RollupScope {
  if (!grainsOf(family).some((g) => timeKeyOf(g) === 'month')) return scope;
  return { ...scope, from: scope.from ? monthStart(scope.from) : scope.from, to: scope.to ? monthEnd(scope.to) : scope.to };
}

/** The scope's days of the derivation `docs` (all of it without a period). */
function docsDays(scope: RollupScope): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.from) parts.push(sql`day >= ${scope.from}::date`);
  if (scope.to) parts.push(sql`day <= ${scope.to}::date`);
  return sql.join(parts, sql` AND `);
}

/**
 * A table's rows derived from the family's fine derivation `docs` (a CTE, over whole months when the family
 * has a monthly table): the scope's days of it, summed over the keys the table lacks; a monthly table's
 * months whole, each day counted in its month (keyed by its first day).
 */
function derivedAt(grain: RollupGrain, scope: RollupScope): SQL {
  const fine = grainsOf(grain.family)[0];
  const where = timeKeyOf(grain) === 'month' ? sql`true` : docsDays(scope);
  if (grain === fine) return sql`SELECT * FROM docs WHERE ${where}`;
  const keyOf = (k: string) => (k === 'month' ? '(day - (extract(day FROM day)::int - 1)) AS month' : k);
  const keys = ['tenant_id', ...grain.keys];
  const sums = MEASURES[grain.family].map((m) => (m === 'lines' || m === 'orders' || m === 'refunds' || m === 'receipts' ? `sum(${m})::int AS ${m}` : `sum(${m}) AS ${m}`));
  return sql`SELECT ${sql.raw(`${keys.map(keyOf).join(', ')}, ${sums.join(', ')}`)} FROM docs WHERE ${where} GROUP BY ${sql.raw(keys.map((_k, n) => n + 1).join(', '))}`;
}

/** The stored rows of the scope (own table: the day, or the month, is stored). */
function storedRows(grain: RollupGrain, scope: RollupScope): SQL {
  const time = timeKeyOf(grain);
  const at = (day: string) => (time === 'month' ? monthStart(day) : day);
  const parts: SQL[] = [sql`true`];
  if (scope.tenantIds) parts.push(sql`tenant_id = ANY(${intArray(scope.tenantIds)}::int[])`);
  if (scope.from) parts.push(sql`${sql.raw(time)} >= ${at(scope.from)}::date`);
  if (scope.to) parts.push(sql`${sql.raw(time)} <= ${at(scope.to)}::date`);
  return sql`SELECT * FROM ${sql.raw(grain.table)} WHERE ${sql.join(parts, sql` AND `)}`;
}

/**
 * One table's comparison over the derivation `docs`: the derived rows FULL JOIN the stored ones on the key, a
 * missing row reading as zeros (a cancel leaves a row of zeros behind, which is no difference); each differing
 * row as its table, tenant, key and both rows' measures (JSON), so the family's tables answer in one UNION.
 */
function compareAt(grain: RollupGrain, scope: RollupScope): SQL {
  const keys = grain.keys;
  const measures = MEASURES[grain.family];
  const on = sql.raw(['tenant_id', ...keys].map((k) => `d.${k} = s.${k}`).join(' AND '));
  const json = (pairs: string[]) => `json_build_object(${pairs.join(', ')})`;
  const select = sql.raw(
    [
      `'${grain.table}'::text AS tbl`,
      'coalesce(d.tenant_id, s.tenant_id) AS tenant_id',
      `${json(keys.map((k) => `'${k}', coalesce(d.${k}, s.${k})${k === 'day' || k === 'month' ? '::text' : ''}`))}::text AS key`,
      `${json(measures.map((m) => `'${m}', coalesce(s.${m}, 0)::text`))}::text AS stored`,
      `${json(measures.map((m) => `'${m}', coalesce(d.${m}, 0)::text`))}::text AS derived`,
    ].join(', '),
  );
  const differs = sql.raw(`(${measures.map((m) => `coalesce(s.${m}, 0)`).join(', ')}) IS DISTINCT FROM (${measures.map((m) => `coalesce(d.${m}, 0)`).join(', ')})`);
  return sql`SELECT ${select} FROM (${derivedAt(grain, scope)}) AS d FULL JOIN (${storedRows(grain, scope)}) AS s ON ${on} WHERE ${differs}`;
}

/** A family's tables compared with the documents in one statement: the derivation made once, every table's differences. */
async function compareFamily(db: Db, family: RollupFamily, scope: RollupScope): Promise<RollupDifference[]> {
  const grains = grainsOf(family);
  const rows = await queryRows<{ tbl: RollupTableName; tenant_id: number; key: string; stored: string; derived: string }>(
    db,
    sql`WITH docs AS MATERIALIZED (${DERIVED[family](familyScope(family, scope))})
        SELECT * FROM (${sql.join(grains.map((g) => compareAt(g, scope)), sql` UNION ALL `)}) AS x`,
  );
  const order = (t: RollupTableName) => grains.findIndex((g) => g.table === t);
  rows.sort((a, b) => order(a.tbl) - order(b.tbl) || Number(a.tenant_id) - Number(b.tenant_id) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const out: RollupDifference[] = [];
  for (const row of rows) {
    const key = JSON.parse(row.key) as Record<string, number | string>;
    const stored = JSON.parse(row.stored) as Record<string, string>;
    const derived = JSON.parse(row.derived) as Record<string, string>;
    for (const m of MEASURES[family]) {
      if (Number(stored[m]) !== Number(derived[m])) out.push({ table: row.tbl, tenant_id: Number(row.tenant_id), key, measure: m, stored: stored[m], derived: derived[m] });
    }
  }
  return out;
}

/**
 * The rollups of the scope re-derived from the documents and compared with the stored rows (README "Rollups"):
 * one statement per family — its fine table and the coarse ones summed from the same derivation; each
 * difference names its table, key and measure. Empty when the rollups are right.
 */
export async function checkRollups(db: Db, scope: RollupScope = {}): Promise<RollupDifference[]> {
  return [...(await compareFamily(db, 'sales', scope)), ...(await compareFamily(db, 'orders', scope)), ...(await compareSpans(db, scope))];
}

/** The customers' spans as `bi_orders_daily` holds them: per store and customer, the first and last day with orders. */
const derivedSpans = (tenants: SQL) =>
  sql`SELECT tenant_id, store_id, customer_id, min(day) AS first_day, max(day) AS last_day FROM bi_orders_daily WHERE orders > 0 AND ${tenants} GROUP BY tenant_id, store_id, customer_id`;

/**
 * The stored spans (bi_customer_spans) against `bi_orders_daily`, whole (a span is all of a customer's history;
 * the scope's tenants only). The daily rows themselves are compared with the documents above.
 */
async function compareSpans(db: Db, scope: RollupScope): Promise<RollupDifference[]> {
  const tenants = scope.tenantIds ? sql`tenant_id = ANY(${intArray(scope.tenantIds)}::int[])` : sql`true`;
  const rows = await queryRows<{ tenant_id: number; store_id: number; customer_id: number; sf: string | null; sl: string | null; df: string | null; dl: string | null }>(
    db,
    sql`SELECT coalesce(d.tenant_id, s.tenant_id) AS tenant_id, coalesce(d.store_id, s.store_id) AS store_id, coalesce(d.customer_id, s.customer_id) AS customer_id,
               s.first_day::text AS sf, s.last_day::text AS sl, d.first_day::text AS df, d.last_day::text AS dl
          FROM (${derivedSpans(tenants)}) d
          FULL JOIN (SELECT * FROM bi_customer_spans WHERE ${tenants}) s ON s.tenant_id = d.tenant_id AND s.store_id = d.store_id AND s.customer_id = d.customer_id
         WHERE (s.first_day, s.last_day) IS DISTINCT FROM (d.first_day, d.last_day)
         ORDER BY 1, 2, 3`,
  );
  return rows.flatMap((r) =>
    (
      [
        ['first_day', r.sf, r.df],
        ['last_day', r.sl, r.dl],
      ] as const
    )
      .filter(([, stored, derived]) => stored !== derived)
      .map(([measure, stored, derived]) => ({
        table: 'bi_customer_spans' as const,
        tenant_id: Number(r.tenant_id),
        key: { store_id: Number(r.store_id), customer_id: Number(r.customer_id) },
        measure,
        stored: stored ?? '',
        derived: derived ?? '',
      })),
  );
}

/** Rows written by a rebuild, per table (the customers' spans: every span of the tenant). */
export type RebuiltRows = { customer_spans: number; sales: number; orders: number; sales_by_customer: number; sales_by_customer_month: number; sales_by_sku: number; sales_by_sku_month: number; sales_by_rep: number; orders_by_customer_month: number; orders_by_rep: number };
const REBUILT_NAMES: Record<RollupTableName, keyof RebuiltRows> = {
  bi_sales_daily: 'sales',
  bi_orders_daily: 'orders',
  bi_sales_customer_daily: 'sales_by_customer',
  bi_sales_customer_monthly: 'sales_by_customer_month',
  bi_sales_sku_daily: 'sales_by_sku',
  bi_sales_sku_monthly: 'sales_by_sku_month',
  bi_sales_rep_daily: 'sales_by_rep',
  bi_orders_customer_monthly: 'orders_by_customer_month',
  bi_orders_rep_daily: 'orders_by_rep',
};

/**
 * Replaces a tenant's rollup rows of the days `from`…`to` (its time zone, both inclusive) in every table with
 * the ones the documents derive, in the caller's transaction (a tenant's: `withTenant`), so readers see the old
 * rows or the new ones: a DELETE per table, then one INSERT … SELECT per family (the derivation made once, the
 * coarse tables summed from it). Returns how many rows each table holds for the period now.
 */
export async function rebuildRollups(ctx: RollupContext, from: string, to: string): Promise<RebuiltRows> {
  const scope: RollupScope = { tenantIds: [ctx.tenantId], from, to };
  for (const grain of ROLLUP_GRAINS) {
    const time = timeKeyOf(grain);
    const [first, last] = time === 'month' ? [monthStart(from), monthStart(to)] : [from, to];
    await ctx.db.execute(sql`DELETE FROM ${sql.raw(grain.table)} WHERE tenant_id = ${ctx.tenantId}::int AND ${sql.raw(time)} BETWEEN ${first}::date AND ${last}::date`);
  }
  const out = { customer_spans: 0, sales: 0, orders: 0, sales_by_customer: 0, sales_by_customer_month: 0, sales_by_sku: 0, sales_by_sku_month: 0, sales_by_rep: 0, orders_by_customer_month: 0, orders_by_rep: 0 };
  for (const family of ['sales', 'orders'] as const) {
    const grains = grainsOf(family);
    const inserts = grains.map((g, n) => {
      const columns = ['tenant_id', ...g.keys, ...MEASURES[family]].join(', ');
      return sql`${sql.raw(`i${n}`)} AS (INSERT INTO ${sql.raw(g.table)} (${sql.raw(columns)}) SELECT ${sql.raw(columns)} FROM (${derivedAt(g, scope)}) AS x RETURNING 1)`;
    });
    const counts = sql.raw(grains.map((_g, n) => `(SELECT count(*) FROM i${n})::int AS n${n}`).join(', '));
    const [row] = await queryRows<Record<string, number>>(ctx.db, sql`WITH docs AS MATERIALIZED (${DERIVED[family](familyScope(family, scope))}), ${sql.join(inserts, sql`, `)} SELECT ${counts}`);
    grains.forEach((g, n) => (out[REBUILT_NAMES[g.table]] = Number(row?.[`n${n}`] ?? 0)));
  }
  // the spans are a customer's whole history: every span of the tenant again from bi_orders_daily as it is now
  await ctx.db.execute(sql`DELETE FROM bi_customer_spans WHERE tenant_id = ${ctx.tenantId}::int`);
  const [spans] = await queryRows<{ n: number }>(
    ctx.db,
    sql`WITH i AS (INSERT INTO bi_customer_spans (tenant_id, store_id, customer_id, first_day, last_day) ${derivedSpans(sql`tenant_id = ${ctx.tenantId}::int`)} RETURNING 1)
        SELECT count(*)::int AS n FROM i`,
  );
  out.customer_spans = Number(spans?.n ?? 0);
  return out;
}
