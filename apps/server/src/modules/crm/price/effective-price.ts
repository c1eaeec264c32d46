import { sql, type SQL } from 'drizzle-orm';

/**
 * The one rule for a customer's price of a SKU in a unit (docs/trading-model.md §4 "Price of a line"), as SQL over
 * a row that names the SKU, the unit and the unit's list price; shared by priceForCustomer (order lines)
 * and the quotation price list, so both always agree.
 *
 * 1. the customer's own price of that SKU and unit (crm_customer_prices);
 * 2. else an enabled price plan of the customer's level, else of the customer's type, with that SKU and
 *    unit (saving refuses two enabled plans of one level or type pricing the same SKU and unit, so at
 *    most one plan matches per target; the newest plan would win should one ever slip through);
 * 3. else the list price: the package unit's own sale price when set, else the SKU's sale price × the
 *    unit's ratio rounded to cents (the base unit's ratio is 1).
 */
export type CustomerPriceKey = { levelId: number | null; typeId: number | null; customerId: number };

/**
 * LEFT JOINs adding `cp` (the customer's own price) and `pp` (the matching plan's price and id) to a
 * FROM whose rows give the SKU id and unit id expressions.
 */
export function effectivePriceJoins(customer: CustomerPriceKey, skuId: SQL, unitId: SQL): SQL {
  return sql`LEFT JOIN crm_customer_prices AS cp ON cp.customer_id = ${customer.customerId}::int AND cp.sku_id = ${skuId} AND cp.unit_id = ${unitId}
    LEFT JOIN LATERAL (
      SELECT pi.price, pi.plan_id FROM crm_price_plan_items AS pi
        JOIN crm_price_plans AS pl ON pl.id = pi.plan_id AND pl.status = 1
        JOIN crm_price_plan_targets AS pt ON pt.plan_id = pi.plan_id
      WHERE pi.sku_id = ${skuId} AND pi.unit_id = ${unitId}
        AND ((pt.target_type = 1 AND pt.target_id = ${customer.levelId}::int) OR (pt.target_type = 2 AND pt.target_id = ${customer.typeId}::int))
      ORDER BY pt.target_type, pi.plan_id DESC
      LIMIT 1
    ) AS pp ON true`;
}

/** The list price of a unit: its own sale price, else the SKU's × ratio, rounded to cents. */
export const listPrice = (unitSalePrice: SQL, skuSalePrice: SQL, ratio: SQL) => sql`coalesce(${unitSalePrice}, round(${skuSalePrice} * ${ratio}, 2))`;

/** The source alone, for a filter over effectivePriceJoins. */
export const priceSourceExpr = sql`(CASE WHEN cp.price IS NOT NULL THEN 'customer' WHEN pp.price IS NOT NULL THEN 'plan' ELSE 'list' END)`;

/** price, source and plan_id columns over effectivePriceJoins and a list price expression. */
export function effectivePriceColumns(list: SQL): SQL {
  return sql`coalesce(cp.price, pp.price, ${list})::text AS price, ${priceSourceExpr} AS source,
    CASE WHEN cp.price IS NULL THEN pp.plan_id END AS plan_id`;
}
