import type { SQL } from 'drizzle-orm';

/**
 * What crm knows of orders. Orders live in oms, above crm (docs/trading-model.md §7): oms registers this at
 * start (oms/order/order-customer-facts.ts), crm never names its tables. `auditedOrders(tenantId)` is a
 * subquery of the tenant's audited orders (not cancelled, past audit) with exactly these columns:
 *
 *     id integer, number text, customer_id integer, amount_cents bigint, ordered_at timestamptz
 *
 * Crowds count and sum them per customer over a period; visit plans list those that followed a visit.
 */
export type CustomerOrderSource = { auditedOrders: (tenantId: number) => SQL };

let source: CustomerOrderSource | null = null;

export function registerCustomerOrderSource(next: CustomerOrderSource): void {
  source = next;
}

/** The registered source, or null (then order conditions are not offered and plans show no orders). */
export const customerOrderSource = (): CustomerOrderSource | null => source;
