import { fromCents } from '@tradewind/contract/common/money';
import { queryPreparedText, type Db } from '@/core/db/database';
import { MEASURES, ROLLUP_GRAINS, type RollupGrain, type RollupKey, type RollupMeasure } from './rollup-grains';

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

/** Each rollup column's field in a fact and how it is written. */
const KEY_FIELDS: Record<RollupKey, { field: keyof SalesFact | keyof OrdersFact; type: 'int' | 'date' | 'month' }> = {
  store_id: { field: 'storeId', type: 'int' },
  day: { field: 'day', type: 'date' },
  // the fact's day's month, as its first day
  month: { field: 'day', type: 'month' },
  sku_id: { field: 'skuId', type: 'int' },
  customer_id: { field: 'customerId', type: 'int' },
  rep_id: { field: 'repId', type: 'int' },
};
const MEASURE_FIELDS: Record<RollupMeasure, { field: string; type: 'int' | 'milli' | 'cents' }> = {
  lines: { field: 'lines', type: 'int' },
  qty: { field: 'qtyMilli', type: 'milli' },
  amount: { field: 'amountCents', type: 'cents' },
  cost: { field: 'costCents', type: 'cents' },
  refund_qty: { field: 'refundQtyMilli', type: 'milli' },
  refund_amount: { field: 'refundAmountCents', type: 'cents' },
  refund_cost: { field: 'refundCostCents', type: 'cents' },
  orders: { field: 'orders', type: 'int' },
  goods_amount: { field: 'goodsAmountCents', type: 'cents' },
  freight_amount: { field: 'freightAmountCents', type: 'cents' },
  carry_fee: { field: 'carryFeeCents', type: 'cents' },
  total_amount: { field: 'totalAmountCents', type: 'cents' },
  refunds: { field: 'refunds', type: 'int' },
  receipts: { field: 'receipts', type: 'int' },
  receipt_amount: { field: 'receiptAmountCents', type: 'cents' },
};

type Fact = Record<string, string | number | undefined>;

/**
 * Facts with the same key summed into one (one statement may not update a row twice), in key order: two
 * transactions adding to the same rows take their row locks in the same order and never deadlock.
 */
function merge(facts: readonly Fact[], keyOf: (f: Fact) => string, measures: readonly string[]): Fact[] {
  const byKey = new Map<string, Fact>();
  for (const fact of facts) {
    const key = keyOf(fact);
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...fact });
      continue;
    }
    for (const m of measures) seen[m] = Number(seen[m] ?? 0) + Number(fact[m] ?? 0);
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, f]) => f);
}

/** A key's value as the table keeps it: a day's month is its first day. */
const keyValue = (type: 'int' | 'date' | 'month', v: string | number | undefined) => (type === 'month' ? `${String(v).slice(0, 8)}01` : v);

type ColumnType = 'int' | 'date' | 'month' | 'milli' | 'cents';
const ARRAY_TYPES: Record<ColumnType, string> = { int: 'int[]', date: 'date[]', month: 'date[]', milli: 'numeric[]', cents: 'numeric[]' };

/** A column's values as one array parameter: `{…}` literal text, cast in the statement. */
function arrayOf(type: ColumnType, values: Array<string | number | undefined>): string {
  const text = values.map((v) => {
    if (type === 'date' || type === 'month') return String(keyValue(type, v));
    if (type === 'int') return String(Number(v ?? 0));
    if (type === 'milli') return (Number(v ?? 0) / 1000).toFixed(3);
    return fromCents(Number(v ?? 0));
  });
  return `{${text.join(',')}}`;
}

/** A table's columns in the statement's order (its keys, then its family's measures) with their types and the facts' fields. */
function columnsOf(grain: RollupGrain): Array<{ name: string; type: ColumnType; field: string }> {
  return [
    ...grain.keys.map((k) => ({ name: k, type: KEY_FIELDS[k].type, field: KEY_FIELDS[k].field as string })),
    ...MEASURES[grain.family].map((m) => ({ name: m, type: MEASURE_FIELDS[m].type, field: MEASURE_FIELDS[m].field })),
  ];
}

/**
 * The one statement that adds facts to every rollup table: each table's upsert a data-modifying CTE `u{i}` that
 * waits for the one before (a one-time filter on its count), so the rows are taken table by table in
 * ROLLUP_GRAINS' order, and the customers' spans (bi_customer_spans) last. Each column of a table is one array parameter (`unnest`), $1 the tenant; each measure is
 * added to the row's (`x = r.x + EXCLUDED.x`). Every table is in it (a family without facts gives empty arrays),
 * so its text never changes: built once, prepared once per connection.
 */
const ADD_STATEMENT: string = (() => {
  let n = 1;
  const parts = ROLLUP_GRAINS.map((grain, i) => {
    const columns = columnsOf(grain);
    const arrays = columns.map((c) => `$${(n += 1)}::${ARRAY_TYPES[c.type]}`).join(', ');
    const measures = MEASURES[grain.family];
    const wait = i === 0 ? '' : ` WHERE (SELECT count(*) FROM u${i - 1}) >= 0`;
    return `u${i} AS (INSERT INTO ${grain.table} AS r (tenant_id, ${columns.map((c) => c.name).join(', ')})
      SELECT $1::int, * FROM unnest(${arrays})${wait}
      ON CONFLICT (${[...grain.keys, 'tenant_id'].join(', ')}) DO UPDATE SET ${measures.map((m) => `${m} = r.${m} + EXCLUDED.${m}`).join(', ')} RETURNING 1)`;
  });
  // the spans last: each store and customer with an order day among the facts, its span widened to take it
  const last = parts.length;
  parts.push(`u${last} AS (INSERT INTO bi_customer_spans AS r (tenant_id, store_id, customer_id, first_day, last_day)
      SELECT $1::int, * FROM unnest($${n + 1}::int[], $${n + 2}::int[], $${n + 3}::date[], $${n + 4}::date[]) WHERE (SELECT count(*) FROM u${last - 1}) >= 0
      ON CONFLICT (store_id, customer_id, tenant_id) DO UPDATE SET first_day = least(r.first_day, EXCLUDED.first_day), last_day = greatest(r.last_day, EXCLUDED.last_day)
      RETURNING 1)`);
  return `WITH ${parts.join(',\n    ')}\n    SELECT count(*) FROM u${last}`;
})();

/** The spans an audit widens: each store and customer with orders added, its first and last such day (in key order). */
function spanParams(facts: readonly OrdersFact[]): string[] {
  const spans = new Map<string, { storeId: number; customerId: number; first: string; last: string }>();
  for (const f of facts) {
    if ((f.orders ?? 0) <= 0) continue;
    const key = `${f.storeId}|${f.customerId}`;
    const seen = spans.get(key);
    if (!seen) spans.set(key, { storeId: f.storeId, customerId: f.customerId, first: f.day, last: f.day });
    else {
      if (f.day < seen.first) seen.first = f.day;
      if (f.day > seen.last) seen.last = f.day;
    }
  }
  const rows = [...spans.values()].sort((a, b) => a.storeId - b.storeId || a.customerId - b.customerId);
  return [`{${rows.map((r) => r.storeId).join(',')}}`, `{${rows.map((r) => r.customerId).join(',')}}`, `{${rows.map((r) => r.first).join(',')}}`, `{${rows.map((r) => r.last).join(',')}}`];
}

/**
 * After a cancel after audit (orders taken back), each store and customer's span again as `bi_orders_daily`
 * holds it — its first and last day with orders, or no span when none is left. The span's row is locked first,
 * in a statement of its own, so the recomputation's read (a later statement, a later snapshot) sees every audit
 * that widened the span before it: an audit waits for the lock, and widens the recomputed span after.
 */
async function recomputeSpans(ctx: RollupContext, facts: readonly OrdersFact[]): Promise<void> {
  const taken = [...new Map(facts.filter((f) => (f.orders ?? 0) < 0).map((f) => [`${f.storeId}|${f.customerId}`, f])).values()].sort(
    (a, b) => a.storeId - b.storeId || a.customerId - b.customerId,
  );
  for (const f of taken) {
    const key = [ctx.tenantId, f.storeId, f.customerId];
    await queryPreparedText(ctx.db, 'bi_span_lock', 'SELECT 1 FROM bi_customer_spans WHERE tenant_id = $1 AND store_id = $2 AND customer_id = $3 FOR UPDATE', key);
    await queryPreparedText(
      ctx.db,
      'bi_span_recompute',
      `WITH d AS (SELECT min(day) AS first_day, max(day) AS last_day FROM bi_orders_daily WHERE tenant_id = $1 AND store_id = $2 AND customer_id = $3 AND orders > 0),
            gone AS (DELETE FROM bi_customer_spans s USING d WHERE d.first_day IS NULL AND s.tenant_id = $1 AND s.store_id = $2 AND s.customer_id = $3 RETURNING 1)
       UPDATE bi_customer_spans s SET first_day = d.first_day, last_day = d.last_day FROM d
        WHERE d.first_day IS NOT NULL AND s.tenant_id = $1 AND s.store_id = $2 AND s.customer_id = $3`,
      key,
    );
  }
}

/** One table's parameters: the facts merged by its keys (in key order), each column's values as one array. */
function paramsOf(grain: RollupGrain, facts: readonly Fact[]): string[] {
  const columns = columnsOf(grain);
  const keys = columns.slice(0, grain.keys.length);
  const rows = merge(facts, (f) => keys.map((k) => keyValue(k.type as 'int' | 'date' | 'month', f[k.field])).join('|'), MEASURES[grain.family].map((m) => MEASURE_FIELDS[m].field));
  return columns.map((c) => arrayOf(c.type, rows.map((f) => f[c.field])));
}

/**
 * Adds a fact's sales and orders facts to every rollup table of their families in ONE statement
 * (ADD_STATEMENT): one round trip in the fact's transaction; within a table the rows are taken in key order,
 * the tables in ROLLUP_GRAINS' order, so no two writers ever wait on each other the other way round.
 */
export async function addFacts(ctx: RollupContext, sales: readonly SalesFact[], ordersFacts: readonly OrdersFact[]): Promise<void> {
  if (sales.length === 0 && ordersFacts.length === 0) return;
  const params: unknown[] = [ctx.tenantId];
  for (const grain of ROLLUP_GRAINS) params.push(...paramsOf(grain, (grain.family === 'sales' ? sales : ordersFacts) as readonly Fact[]));
  params.push(...spanParams(ordersFacts));
  await queryPreparedText(ctx.db, 'bi_rollup_add', ADD_STATEMENT, params);
  await recomputeSpans(ctx, ordersFacts);
}

/** Adds sales facts to the sales rollups (fine and coarse) in the caller's transaction (one statement). */
export const addSalesFacts = (ctx: RollupContext, facts: readonly SalesFact[]): Promise<void> => addFacts(ctx, facts, []);

/** Adds orders-and-money facts to the orders rollups (fine and coarse) in the caller's transaction (one statement). */
export const addOrdersFacts = (ctx: RollupContext, facts: readonly OrdersFact[]): Promise<void> => addFacts(ctx, [], facts);
