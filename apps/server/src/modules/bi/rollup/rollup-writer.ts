import { sql, type SQL } from 'drizzle-orm';
import { fromCents } from '@tradewind/contract/common/money';
import { queryPrepared, type Db } from '@/core/db/database';
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

/** A column's values as one array parameter (`{…}` literal text, cast in the statement). */
function arrayOf(type: ColumnType, values: Array<string | number | undefined>): SQL {
  const text = values.map((v) => {
    if (type === 'date' || type === 'month') return String(keyValue(type, v));
    if (type === 'int') return String(Number(v ?? 0));
    if (type === 'milli') return (Number(v ?? 0) / 1000).toFixed(3);
    return fromCents(Number(v ?? 0));
  });
  return sql`${`{${text.join(',')}}`}::${sql.raw(ARRAY_TYPES[type])}`;
}

/**
 * The upsert of facts into one rollup table at its grain: the facts merged by the table's keys, each column
 * one array parameter (`unnest`: the statement's text is the same whatever the facts, so each connection
 * prepares it once), each measure added to the row's (`x = r.x + EXCLUDED.x`). `after`: the upsert this one
 * waits for (its CTE's name), so the statement takes the tables' rows in the order of ROLLUP_GRAINS.
 */
function upsertOf(ctx: RollupContext, grain: RollupGrain, facts: readonly Fact[], after: string | null): SQL {
  const measures = MEASURES[grain.family];
  const keyFields = grain.keys.map((k) => KEY_FIELDS[k]);
  const rows = merge(facts, (f) => keyFields.map((k) => keyValue(k.type, f[k.field])).join('|'), measures.map((m) => MEASURE_FIELDS[m].field));
  const columns = [
    ...keyFields.map((k) => arrayOf(k.type, rows.map((f) => f[k.field]))),
    ...measures.map((m) => arrayOf(MEASURE_FIELDS[m].type, rows.map((f) => f[MEASURE_FIELDS[m].field]))),
  ];
  const source = sql`SELECT ${ctx.tenantId}::int, * FROM unnest(${sql.join(columns, sql`, `)})`;
  return sql`
    INSERT INTO ${sql.raw(grain.table)} AS r (${sql.raw(['tenant_id', ...grain.keys, ...measures].join(', '))})
    ${after === null ? source : sql`${source} WHERE (SELECT count(*) FROM ${sql.raw(after)}) >= 0`}
    ON CONFLICT (${sql.raw([...grain.keys, 'tenant_id'].join(', '))}) DO UPDATE SET ${sql.raw(measures.map((m) => `${m} = r.${m} + EXCLUDED.${m}`).join(', '))}`;
}

/**
 * Adds a fact's sales and orders facts to every rollup table of their families in ONE statement: each table's
 * upsert a data-modifying CTE that waits for the one before (a one-time filter on its count), so the rows are
 * taken table by table in ROLLUP_GRAINS' order and, within a table, in key order — one round trip in the
 * fact's transaction, and no two writers ever wait on each other the other way round. Every table is in the
 * statement (a family without facts upserts none), so its text never changes: a prepared statement of the
 * connection, parsed and planned once rather than on every audit.
 */
export async function addFacts(ctx: RollupContext, sales: readonly SalesFact[], ordersFacts: readonly OrdersFact[]): Promise<void> {
  if (sales.length === 0 && ordersFacts.length === 0) return;
  const parts = ROLLUP_GRAINS.map((grain, i) =>
    sql`${sql.raw(`u${i}`)} AS (${upsertOf(ctx, grain, (grain.family === 'sales' ? sales : ordersFacts) as readonly Fact[], i === 0 ? null : `u${i - 1}`)} RETURNING 1)`,
  );
  await queryPrepared(ctx.db, 'bi_rollup_add', sql`WITH ${sql.join(parts, sql`, `)} SELECT count(*) FROM ${sql.raw(`u${parts.length - 1}`)}`);
}

/** Adds sales facts to the sales rollups (fine and coarse) in the caller's transaction (one statement). */
export const addSalesFacts = (ctx: RollupContext, facts: readonly SalesFact[]): Promise<void> => addFacts(ctx, facts, []);

/** Adds orders-and-money facts to the orders rollups (fine and coarse) in the caller's transaction (one statement). */
export const addOrdersFacts = (ctx: RollupContext, facts: readonly OrdersFact[]): Promise<void> => addFacts(ctx, [], facts);
