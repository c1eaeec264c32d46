import type { SQL } from 'drizzle-orm';
import type { Db } from '@/core/db/database';

/**
 * What crm knows of orders. Orders live in oms, above crm (docs/trading-model.md §7): oms registers this at
 * start (oms/order/order-customer-facts.ts), crm never names its tables. `auditedOrders(tenantId)` is a
 * subquery of the tenant's audited orders (not cancelled, past audit) with exactly these columns:
 *
 *     id integer, number text, customer_id integer, amount_cents bigint, ordered_at timestamptz
 *
 * Visit plans list those that followed a visit.
 *
 * `periods(tenantId)` is a subquery of the tenant's customers with audited orders, a row each, kept by oms:
 *
 *     customer_id integer, last_ordered_at timestamptz (the latest audited order's creation, ever),
 *     orders_N integer, cents_N bigint (count and sum of the audited orders of the last N days) for N in CROWD_PERIODS
 *
 * "The last N days" are whole days in the tenant's time zone: today and the N days before it. Crowds read it
 * after `ensurePeriods(db, tenantId, timeZone)` made the rows current for today (built on first use, rolled
 * when a day has passed; in the caller's transaction).
 */
export type CustomerOrderSource = {
  auditedOrders: (tenantId: number) => SQL;
  periods: (tenantId: number) => SQL;
  ensurePeriods: (db: Db, tenantId: number, timeZone: string) => Promise<unknown>;
};

let source: CustomerOrderSource | null = null;

export function registerCustomerOrderSource(next: CustomerOrderSource): void {
  source = next;
}

/** The registered source, or null (then order conditions are not offered and plans show no orders). */
export const customerOrderSource = (): CustomerOrderSource | null => source;
