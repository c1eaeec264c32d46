import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FieldError } from '@tradewind/contract/common/envelope';
import type { PriceSource } from '@tradewind/contract/crm/price.schema';
import { queryOne, queryRows, type Db } from '@/core/db/database';
import { invalid, invalidField } from '@/core/http/errors';
import { skuUnits, skus } from '@/modules/pms';
import { effectivePriceColumns, effectivePriceJoins, listPrice } from './effective-price';

const sku = alias(skus, 's');
const skuUnit = alias(skuUnits, 'su');

export type PricedLine = {
  skuId: number;
  unitId: number;
  /** base units in one of this unit, as typed ('12', '2.5'); '1' for the base unit */
  ratio: string;
  /** two decimals, per one of this unit */
  price: string;
  source: PriceSource;
  /** the price plan that gave the price (source 'plan'), else null */
  planId: number | null;
};

/** A ratio as typed ('12', '2.5'), not as numeric(12,3) prints it ('12.000'). */
export const trimRatio = (ratio: string) => (ratio.includes('.') ? ratio.replace(/\.?0+$/, '') : ratio);

/** The customer's level and type, or undefined for no customer of the transaction's tenant. */
export async function customerPriceKey(db: Db, customerId: number) {
  const row = await queryOne<{ level_id: number | null; type_id: number | null }>(db, sql`SELECT level_id, type_id FROM crm_customers WHERE id = ${customerId}::int`);
  return row && { customerId, levelId: row.level_id, typeId: row.type_id };
}

/**
 * The price of each line for the customer (docs/trading-model.md §4 "Price of a line"): the customer's own price of
 * the SKU in that unit, else an enabled price plan of the customer's level (then type), else the list
 * price (the unit's own sale price, else the SKU's × ratio rounded to cents) — with where it came from.
 * Answers the lines in their order, in two queries however many lines. Run inside the tenant's
 * transaction (row-level security keeps it to the tenant): a customer of no tenant's → 422 on
 * `customer_id`; a SKU the tenant does not have → 422 on `lines.{i}.sku_id`; a unit that is neither the
 * SKU's base unit nor one of its package units → 422 on `lines.{i}.unit_id` (every bad line is named).
 */
export async function priceForCustomer(db: Db, customerId: number, lines: ReadonlyArray<{ skuId: number; unitId: number }>): Promise<PricedLine[]> {
  const customer = await customerPriceKey(db, customerId);
  if (!customer) throw invalidField('customer_id', 'crm.price_customer_not_found');
  if (lines.length === 0) return [];
  const ints = (pick: (l: { skuId: number; unitId: number }) => number) => `{${lines.map((l) => Math.trunc(pick(l)) || 0).join(',')}}`;
  const rows = await queryRows<{ i: number; sku_found: boolean; ratio: string | null; price: string; source: PriceSource; plan_id: number | null }>(
    db,
    sql`SELECT l.i::int AS i, ${sku.id} IS NOT NULL AS sku_found,
        CASE WHEN ${sku.unitId} = l.unit_id THEN '1' ELSE ${skuUnit.ratio}::text END AS ratio,
        ${effectivePriceColumns(listPrice(sql`CASE WHEN s.unit_id = l.unit_id THEN NULL ELSE su.sale_price END`, sql`s.sale_price`, sql`CASE WHEN s.unit_id = l.unit_id THEN 1 ELSE su.ratio END`))}
      FROM unnest(${ints((l) => l.skuId)}::int[], ${ints((l) => l.unitId)}::int[]) WITH ORDINALITY AS l(sku_id, unit_id, i)
      LEFT JOIN ${skus} AS ${sku} ON ${sku.id} = l.sku_id
      LEFT JOIN ${skuUnits} AS ${skuUnit} ON ${skuUnit.skuId} = ${sku.id} AND ${skuUnit.unitId} = l.unit_id
      ${effectivePriceJoins(customer, sql`l.sku_id`, sql`l.unit_id`)}
      ORDER BY l.i`,
  );
  const errors: FieldError[] = [];
  for (const r of rows) {
    const at = r.i - 1;
    if (!r.sku_found) errors.push({ field: `lines.${at}.sku_id`, message: 'crm.price_sku_not_found' });
    else if (r.ratio === null) errors.push({ field: `lines.${at}.unit_id`, message: 'crm.price_unit_not_of_sku' });
  }
  if (errors.length) throw invalid(errors);
  return rows.map((r) => ({
    skuId: lines[r.i - 1].skuId,
    unitId: lines[r.i - 1].unitId,
    ratio: trimRatio(r.ratio!),
    price: r.price,
    source: r.source,
    planId: r.plan_id === null ? null : Number(r.plan_id),
  }));
}
