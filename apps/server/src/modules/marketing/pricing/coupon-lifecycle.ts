import { sql } from 'drizzle-orm';
import { queryOne, queryRows, type Db } from '@/core/db/database';
import { conflict } from '@/core/http/errors';
import { coupons, customerCoupons } from '../coupon/coupon.table';

/**
 * A customer coupon's life on an order (marketing README "Orders"): 1 unused → 2 held by a pending order →
 * 3 used at its audit; released (2 → 1) on cancel or when the edited order drops it; given back (3 → 1,
 * or 0 once past its end) on cancel after audit. Every step is one conditional UPDATE on the coupon's row —
 * of two orders reaching for one coupon the second finds it no longer in the state it needs — and the
 * coupon's `used_count` moves with the row in the same transaction, so it stays exact. `db` is the order's
 * transaction (its tenant).
 */

/**
 * The order holds the coupon: unused, the customer's, within its dates and its coupon not void → held by
 * the order. Already held by this order: nothing to do. Else 409 `marketing.coupon_unavailable`.
 */
export async function holdCustomerCoupon(db: Db, hold: { customerCouponId: number; customerId: number; orderId: number }): Promise<void> {
  const held = await queryOne<{ id: number }>(
    db,
    sql`UPDATE ${customerCoupons} AS h SET status = 2, order_id = ${hold.orderId}::int, held_at = now()
         WHERE h.id = ${hold.customerCouponId}::bigint AND h.customer_id = ${hold.customerId}::int AND h.status = 1
           AND h.valid_from <= statement_timestamp() AND h.valid_to > statement_timestamp()
           AND EXISTS (SELECT 1 FROM ${coupons} AS c WHERE c.id = h.coupon_id AND c.status <> 0)
        RETURNING h.id`,
  );
  if (held) return;
  const mine = await queryOne<{ id: number }>(
    db,
    sql`SELECT id FROM ${customerCoupons} WHERE id = ${hold.customerCouponId}::bigint AND status = 2 AND order_id = ${hold.orderId}::int`,
  );
  if (!mine) throw conflict('marketing.coupon_unavailable');
}

/** The coupons the order holds go back to unused (cancel, or `keep` aside when the edited order names another or none). */
export async function releaseCustomerCoupon(db: Db, orderId: number, keep: number | null = null): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE ${customerCoupons} SET status = 1, order_id = NULL, held_at = NULL
         WHERE order_id = ${orderId}::int AND status = 2 ${keep !== null ? sql`AND id <> ${keep}::bigint` : sql``}
        RETURNING id`,
  );
  return rows.length;
}

/** At the order's audit its held coupon is used and counted once; 409 when the order holds none (taken back meanwhile). */
export async function useCustomerCoupon(db: Db, orderId: number): Promise<void> {
  const used = await queryRows<{ coupon_id: number }>(
    db,
    sql`UPDATE ${customerCoupons} SET status = 3, used_at = now() WHERE order_id = ${orderId}::int AND status = 2 RETURNING coupon_id`,
  );
  if (used.length === 0) throw conflict('marketing.coupon_unavailable');
  for (const u of used) await db.execute(sql`UPDATE ${coupons} SET used_count = used_count + 1, updated_at = now() WHERE id = ${u.coupon_id}::int`);
}

/**
 * An order cancelled after its audit gives its used coupon back: unused again while within its dates, else
 * void (expired), and no longer counted as used. Returns how many came back.
 */
export async function giveBackCustomerCoupon(db: Db, orderId: number): Promise<number> {
  const back = await queryRows<{ coupon_id: number }>(
    db,
    sql`UPDATE ${customerCoupons} SET status = CASE WHEN valid_to > statement_timestamp() THEN 1 ELSE 0 END, order_id = NULL, held_at = NULL, used_at = NULL
         WHERE order_id = ${orderId}::int AND status = 3
        RETURNING coupon_id`,
  );
  for (const b of back) await db.execute(sql`UPDATE ${coupons} SET used_count = used_count - 1, updated_at = now() WHERE id = ${b.coupon_id}::int AND used_count > 0`);
  return back.length;
}
