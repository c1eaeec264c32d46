import { sql } from 'drizzle-orm';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { createCustomerPrices, createPricePlan } from '@/modules/crm';

/** The demo SPUs priced by the level plan and the customers' own prices (every on-sale SKU of each, base unit and packages). */
const PLAN_SPUS = ['农夫山泉饮用天然水', '可口可乐', '金龙鱼黄金比例调和油', '海天老抽王', '福临门东北大米'];
/** [customer, the SPUs of their own prices, the share of the list price] */
const CUSTOMER_PRICES: Array<[string, string[], number]> = [
  ['老王面馆', ['海天老抽王', '福临门东北大米', '金龙鱼黄金比例调和油'], 0.9],
  ['金桥酒楼', ['青岛啤酒经典', '可口可乐', '海天上等蚝油'], 0.92],
];

type Unit = { sku_id: number; unit_id: number; list: string };

/** Every unit of the on-sale SKUs of these SPUs, with its list price (as priceForCustomer gives it). */
function unitsOf(ctx: RequestContext, spus: string[]): Promise<Unit[]> {
  return queryRows<Unit>(
    ctx.db,
    sql`SELECT s.id AS sku_id, un.unit_id, coalesce(un.sale_price, round(s.sale_price * un.ratio, 2))::text AS list
      FROM pms_skus AS s JOIN pms_spus AS p ON p.id = s.spu_id AND p.status = 2
      CROSS JOIN LATERAL (SELECT s.unit_id, 1::numeric AS ratio, NULL::numeric AS sale_price, 0 AS sort
        UNION ALL SELECT su.unit_id, su.ratio, su.sale_price, su.sort + 1 FROM pms_sku_units AS su WHERE su.sku_id = s.id) AS un
      WHERE s.status = 1 AND p.name = ANY(${`{${spus.join(',')}}`}::text[]) ORDER BY p.id, s.id, un.sort`,
  );
}

const share = (list: string, by: number) => Number(fromCents(Math.round(toCents(list) * by)));

/**
 * Customer prices for the demo (crm README "Prices"): a price plan for the level 'A 重点客户' (5 % under the
 * list price on a few staples) and their own prices for two restaurants (老王面馆, 金桥酒楼), made by the
 * functions the pages call. Runs after the demo products and customers, inside the tenant.
 */
export async function seedDemoPrices(ctx: RequestContext): Promise<void> {
  const [level] = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM crm_customer_levels WHERE name = 'A 重点客户'`);
  const planUnits = await unitsOf(ctx, PLAN_SPUS);
  if (!level || planUnits.length === 0) return;
  await createPricePlan(ctx, {
    name: 'A 类客户优惠价',
    status: 1,
    remark: '重点客户常用品九五折',
    level_ids: [level.id],
    type_ids: [],
    items: planUnits.map((u) => ({ sku_id: u.sku_id, unit_id: u.unit_id, price: share(u.list, 0.95) })),
  });
  for (const [name, spus, by] of CUSTOMER_PRICES) {
    const [customer] = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM crm_customers WHERE name = ${name}`);
    const units = await unitsOf(ctx, spus);
    if (!customer || units.length === 0) continue;
    await createCustomerPrices(ctx, {
      customer_id: customer.id,
      items: units.map((u) => ({ sku_id: u.sku_id, unit_id: u.unit_id, price: share(u.list, by), remark: name === '老王面馆' ? '年度合同价' : null })),
    });
  }
}
