import { sql } from 'drizzle-orm';
import { CreateOrderSchema } from '@tradewind/contract/oms/order.schema';
import { earliestDeliveryDate } from '@tradewind/contract/oms/setting.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import { queryRows } from '@/core/db/database';
import { AppError } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { auditOrder, createOrder } from '@/modules/oms';
import type { TenantIds } from '@/modules/system/tenant';

type Candidate = { customer_coupon_id: number; customer_id: number; sales_id: number | null; contact_id: number | null; address_id: number | null; threshold: string; scope_type: number; scope_ids: number[] };
type Sku = { id: number; unit_id: number; price: string; available: string; category_id: number; parent_id: number | null };

/**
 * Demo coupons used on demo orders (marketing README "Orders"), after the demo coupons: for customers of the
 * master store holding an unused coupon and a delivery address, an order through `createOrder` naming the
 * coupon — goods of its scope from the main warehouse, past its threshold — priced by the pipeline (the
 * activities and the coupon shared onto the lines); the first audited (the coupon used), the second left
 * pending (the coupon held). A candidate the pipeline refuses (an activity that does not stack, stock) is
 * skipped, so the demo never fails on it.
 */
export async function seedDemoCouponOrders(base: RequestContext, ids: TenantIds): Promise<void> {
  const storeIds = Object.values(ids.stores);
  const as = (staffId: number): RequestContext => ({ ...base, staffId, storeId: ids.stores.sh, session: { ...base.session, staffId, storeIds, isSuper: true } });
  const [warehouse] = await queryRows<{ id: number }>(base.db, sql`SELECT id FROM wms_warehouses WHERE code = 'WH-SH-01'`);
  if (!warehouse) return;
  const candidates = await queryRows<Candidate>(
    base.db,
    sql`SELECT h.id AS customer_coupon_id, c.id AS customer_id, c.sales_id, u.id AS contact_id, a.id AS address_id, k.threshold::text AS threshold, k.scope_type, k.scope_ids
          FROM marketing_customer_coupons AS h JOIN marketing_coupons AS k ON k.id = h.coupon_id JOIN crm_customers AS c ON c.id = h.customer_id
          LEFT JOIN LATERAL (SELECT id FROM crm_customer_addresses WHERE customer_id = c.id AND deleted_at IS NULL ORDER BY is_default DESC, id LIMIT 1) AS a ON true
          LEFT JOIN crm_customer_users AS u ON u.customer_id = c.id AND u.is_master = 1 AND u.deleted_at IS NULL
         WHERE h.status = 1 AND h.valid_from <= statement_timestamp() AND h.valid_to > statement_timestamp() AND k.status = 1 AND k.type = 1 AND c.store_id = ${ids.stores.sh} AND c.status = 1
         ORDER BY a.id IS NULL, k.scope_type DESC, h.id LIMIT 6`,
  );
  const skus = await queryRows<Sku>(
    base.db,
    sql`SELECT s.id, s.unit_id, s.sale_price::text AS price, (t.on_hand - t.reserved)::text AS available, cat.id AS category_id, cat.parent_id
          FROM wms_stock_totals AS t JOIN pms_skus AS s ON s.id = t.sku_id JOIN pms_spus AS p ON p.id = s.spu_id JOIN pms_categories AS cat ON cat.id = p.category_id
         WHERE t.warehouse_id = ${warehouse.id} AND s.status = 1 AND p.status = 2 AND s.sale_price > 0 AND t.on_hand - t.reserved >= 20
         ORDER BY s.id`,
  );
  // goods an activity that does not stack with coupons acts on are left out (a special price, a tier's scope)
  const apart = await queryRows<{ type: number; scope_type: number; scope_ids: number[]; prices: Array<{ sku_id: number }> }>(
    base.db,
    sql`SELECT type, scope_type, scope_ids, prices FROM marketing_activities WHERE status = 1 AND NOT stack_with_coupon AND starts_at <= statement_timestamp() AND ends_at > statement_timestamp()`,
  );
  const stacks = (s: Sku) =>
    !apart.some((a) =>
      Number(a.type) === 1
        ? a.prices.some((p) => Number(p.sku_id) === Number(s.id))
        : Number(a.scope_type) === 0 || (Number(a.scope_type) === 1 && (a.scope_ids.includes(Number(s.category_id)) || a.scope_ids.includes(Number(s.parent_id)))) || (Number(a.scope_type) === 3 && a.scope_ids.includes(Number(s.id))),
    );
  const now = formatDateTime(new Date(), 'Asia/Shanghai')!;
  const day = earliestDeliveryDate(now.slice(0, 10), now.slice(11, 16), '18:00');
  let made = 0;
  for (const c of candidates) {
    if (made === 2) break;
    const inScope = skus.filter(stacks).filter((s) => Number(c.scope_type) === 0 || (Number(c.scope_type) === 1 && (c.scope_ids.includes(Number(s.category_id)) || c.scope_ids.includes(Number(s.parent_id)))) || (Number(c.scope_type) === 3 && c.scope_ids.includes(Number(s.id))));
    // past the threshold by a third at list prices, at most half of what is available of a SKU
    let left = Number(c.threshold) * 1.3 + 1;
    const items: Array<{ sku_id: number; unit_id: number; qty: number }> = [];
    for (const s of inScope) {
      if (left <= 0 || items.length === 20) break;
      const qty = Math.min(Math.floor(Number(s.available) / 2), Math.ceil(left / Number(s.price)));
      if (qty < 1) continue;
      items.push({ sku_id: Number(s.id), unit_id: Number(s.unit_id), qty });
      left -= qty * Number(s.price);
    }
    if (left > 0) continue;
    const rep = as(Number(c.sales_id ?? ids.staff.zhang));
    const input = CreateOrderSchema.parse({
      customer_id: Number(c.customer_id),
      customer_user_id: c.contact_id === null ? null : Number(c.contact_id),
      address_id: c.address_id === null ? null : Number(c.address_id),
      warehouse_id: warehouse.id,
      delivery_date: day,
      time_slot: '08:00-12:00',
      pay_type: 1,
      customer_coupon_id: Number(c.customer_coupon_id),
      remark: '使用优惠券',
      items,
    });
    try {
      // a savepoint each: a refused candidate leaves nothing behind
      await base.db.transaction(async (sp) => {
        const order = await createOrder({ ...rep, db: sp }, input);
        if (made === 0) await auditOrder({ ...as(ids.staff.zhang), db: sp }, order.id);
      });
      made += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.code === 500) throw error;
    }
  }
}
