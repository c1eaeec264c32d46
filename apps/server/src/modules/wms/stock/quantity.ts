import { sql, type SQL } from 'drizzle-orm';
import type { UnitTotals } from '@tradewind/contract/common/unit-totals';
import { QTY_MAX } from '@tradewind/contract/wms/stock.schema';

/**
 * A quantity of the ledger as numeric(14,3) text ('12.5' → '12.500'), or null when it is not one: at
 * most 3 decimals, within ±QTY_MAX. Numbers are taken only when they are what they print as.
 */
export function toQty(value: string | number): string | null {
  return toDecimal(value, 3, QTY_MAX);
}

/** A unit cost as numeric(14,4) text, or null when it is not one (≥ 0, at most 4 decimals). */
export function toUnitCost(value: string | number): string | null {
  const text = toDecimal(value, 4, 9_999_999_999.9999);
  return text === null || text.startsWith('-') ? null : text;
}

function toDecimal(value: string | number, decimals: number, max: number): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
    if (/e/i.test(text)) return null;
  } else {
    text = value.trim();
  }
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const frac = (m[3] ?? '').replace(/0+$/, '');
  if (frac.length > decimals) return null;
  const whole = m[2].replace(/^0+(?=\d)/, '');
  if (Number(`${whole}.${frac || '0'}`) > max) return null;
  const out = `${whole}.${frac.padEnd(decimals, '0')}`;
  return m[1] === '-' && /[1-9]/.test(out) ? `-${out}` : out;
}

/** A stored decimal as people read it: '12.500' → '12.5', '3.000' → '3'. */
export function plainDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/**
 * A document's lines summed per unit (contract `common/unit-totals.ts`: totals never add 箱 to 个), as a
 * JSON array `[{unit_name, qty}]` in the order the units first appear. `items` is the lines' table with
 * `unit_name`, `qty` and `sort`, `parent` its column naming the document, `doc` the document's id.
 */
export const unitTotalsSql = (items: string, parent: string, doc: SQL): SQL =>
  sql`(SELECT coalesce(json_agg(json_build_object('unit_name', ut.unit_name, 'qty', ut.qty::text) ORDER BY ut.first), '[]'::json)
      FROM (SELECT i.unit_name, sum(i.qty) AS qty, min(i.sort) AS first FROM ${sql.raw(`"${items}"`)} AS i WHERE i.${sql.raw(`"${parent}"`)} = ${doc} GROUP BY i.unit_name) AS ut)`;

/** The JSON of `unitTotalsSql` as the drivers give it (PGlite may hand it over as text). */
export const unitTotalsOf = (value: unknown): UnitTotals => (typeof value === 'string' ? (JSON.parse(value) as UnitTotals) : ((value as UnitTotals | null) ?? []));
