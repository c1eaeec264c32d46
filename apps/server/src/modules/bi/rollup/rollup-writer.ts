import { sql, type SQL } from 'drizzle-orm';
import { fromCents } from '@tradewind/contract/common/money';
import type { Db } from '@/core/db/database';

/** Who writes: the transaction of the fact's own change, inside its tenant. */
export type RollupContext = { db: Db; tenantId: number };

/** The dimensions of a sales fact: a store's day, one SKU, one customer and its rep (0: none). */
type SalesKey = { storeId: number; day: string; skuId: number; customerId: number; repId: number };

/**
 * What one fact adds to a sales row (negative to take back: a cancel after audit). Quantities in base units
 * as exact decimal text's thousandths (`qtyMilli`), money in integer cents (contract common/money.ts).
 */
export type SalesFact = SalesKey & {
  lines?: number;
  qtyMilli?: number;
  amountCents?: number;
  costCents?: number;
  refundQtyMilli?: number;
  refundAmountCents?: number;
  refundCostCents?: number;
};

type OrdersKey = { storeId: number; day: string; customerId: number; repId: number };

/** What one fact adds to an orders-and-money row. */
export type OrdersFact = OrdersKey & {
  orders?: number;
  goodsAmountCents?: number;
  freightAmountCents?: number;
  carryFeeCents?: number;
  totalAmountCents?: number;
  refunds?: number;
  refundAmountCents?: number;
  receipts?: number;
  receiptAmountCents?: number;
};

const SALES_MEASURES = ['lines', 'qtyMilli', 'amountCents', 'costCents', 'refundQtyMilli', 'refundAmountCents', 'refundCostCents'] as const;
const ORDERS_MEASURES = [
  'orders', 'goodsAmountCents', 'freightAmountCents', 'carryFeeCents', 'totalAmountCents', 'refunds', 'refundAmountCents', 'receipts', 'receiptAmountCents',
] as const;

const salesKey = (f: SalesKey) => `${f.storeId}|${f.day}|${f.skuId}|${f.customerId}|${f.repId}`;
const ordersKey = (f: OrdersKey) => `${f.storeId}|${f.day}|${f.customerId}|${f.repId}`;

/**
 * Facts with the same key summed into one (one statement may not update a row twice), in key order: two
 * transactions adding to the same rows take their row locks in the same order and never deadlock.
 */
function merge<F extends Record<string, unknown>>(facts: readonly F[], keyOf: (f: F) => string, measures: readonly string[]): F[] {
  const byKey = new Map<string, F>();
  for (const fact of facts) {
    const key = keyOf(fact);
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...fact });
      continue;
    }
    const sum = seen as Record<string, unknown>;
    for (const m of measures) sum[m] = Number(sum[m] ?? 0) + Number(fact[m] ?? 0);
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, f]) => f);
}

const milli = (n: number | undefined) => sql`${((n ?? 0) / 1000).toFixed(3)}::numeric`;
const cents = (n: number | undefined) => sql`${fromCents(n ?? 0)}::numeric`;

/** The upsert of sales facts into `bi_sales_daily` (null: none). */
function salesUpsert(ctx: RollupContext, facts: readonly SalesFact[]): SQL | null {
  const rows = merge(facts, salesKey, SALES_MEASURES);
  if (rows.length === 0) return null;
  const values: SQL[] = rows.map(
    (f) => sql`(${ctx.tenantId}::int, ${f.storeId}::int, ${f.day}::date, ${f.skuId}::int, ${f.customerId}::int, ${f.repId}::int, ${f.lines ?? 0}::int,
      ${milli(f.qtyMilli)}, ${cents(f.amountCents)}, ${cents(f.costCents)}, ${milli(f.refundQtyMilli)}, ${cents(f.refundAmountCents)}, ${cents(f.refundCostCents)})`,
  );
  return sql`
    INSERT INTO bi_sales_daily AS r (tenant_id, store_id, day, sku_id, customer_id, rep_id, lines, qty, amount, cost, refund_qty, refund_amount, refund_cost)
    VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (store_id, day, sku_id, customer_id, rep_id, tenant_id) DO UPDATE SET
      lines = r.lines + EXCLUDED.lines, qty = r.qty + EXCLUDED.qty, amount = r.amount + EXCLUDED.amount, cost = r.cost + EXCLUDED.cost,
      refund_qty = r.refund_qty + EXCLUDED.refund_qty, refund_amount = r.refund_amount + EXCLUDED.refund_amount, refund_cost = r.refund_cost + EXCLUDED.refund_cost`;
}

/** Adds sales facts to `bi_sales_daily` in the caller's transaction (one statement). */
export async function addSalesFacts(ctx: RollupContext, facts: readonly SalesFact[]): Promise<void> {
  const upsert = salesUpsert(ctx, facts);
  if (upsert) await ctx.db.execute(upsert);
}

/** The upsert of orders-and-money facts into `bi_orders_daily` (null: none). */
function ordersUpsert(ctx: RollupContext, facts: readonly OrdersFact[]): SQL | null {
  const rows = merge(facts, ordersKey, ORDERS_MEASURES);
  if (rows.length === 0) return null;
  const values: SQL[] = rows.map(
    (f) => sql`(${ctx.tenantId}::int, ${f.storeId}::int, ${f.day}::date, ${f.customerId}::int, ${f.repId}::int, ${f.orders ?? 0}::int,
      ${cents(f.goodsAmountCents)}, ${cents(f.freightAmountCents)}, ${cents(f.carryFeeCents)}, ${cents(f.totalAmountCents)},
      ${f.refunds ?? 0}::int, ${cents(f.refundAmountCents)}, ${f.receipts ?? 0}::int, ${cents(f.receiptAmountCents)})`,
  );
  return sql`
    INSERT INTO bi_orders_daily AS r (tenant_id, store_id, day, customer_id, rep_id, orders, goods_amount, freight_amount, carry_fee, total_amount,
                                      refunds, refund_amount, receipts, receipt_amount)
    VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (store_id, day, customer_id, rep_id, tenant_id) DO UPDATE SET
      orders = r.orders + EXCLUDED.orders, goods_amount = r.goods_amount + EXCLUDED.goods_amount,
      freight_amount = r.freight_amount + EXCLUDED.freight_amount, carry_fee = r.carry_fee + EXCLUDED.carry_fee,
      total_amount = r.total_amount + EXCLUDED.total_amount, refunds = r.refunds + EXCLUDED.refunds,
      refund_amount = r.refund_amount + EXCLUDED.refund_amount, receipts = r.receipts + EXCLUDED.receipts,
      receipt_amount = r.receipt_amount + EXCLUDED.receipt_amount`;
}

/** Adds orders-and-money facts to `bi_orders_daily` in the caller's transaction (one statement). */
export async function addOrdersFacts(ctx: RollupContext, facts: readonly OrdersFact[]): Promise<void> {
  const upsert = ordersUpsert(ctx, facts);
  if (upsert) await ctx.db.execute(upsert);
}

/**
 * Adds a fact's sales and orders rows in one statement (the sales upsert a data-modifying CTE of the orders
 * upsert): one round trip in the fact's transaction instead of two. Every caller writes the same shape, so
 * the rows are locked in the same order.
 */
export async function addFacts(ctx: RollupContext, sales: readonly SalesFact[], ordersFacts: readonly OrdersFact[]): Promise<void> {
  const s = salesUpsert(ctx, sales);
  const o = ordersUpsert(ctx, ordersFacts);
  if (s && o) await ctx.db.execute(sql`WITH sales AS (${s} RETURNING 1) ${o}`);
  else if (s || o) await ctx.db.execute((s ?? o) as SQL);
}
