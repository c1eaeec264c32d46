import { sql } from 'drizzle-orm';
import type { CustomerOrderSource } from '@/modules/crm';
import { orders } from './order.table';
import { customerOrderPeriods, ensureCustomerOrderPeriods } from './customer-order-periods';

/**
 * What crm's crowds and visit plans know of orders (crm README "Crowds"): each customer's orders per period
 * (customer-order-periods.ts), and a tenant's audited orders — past
 * audit, not cancelled (status ≥ 2) — as a subquery with the columns crm reads. `status >= 2` is written out
 * so the planner uses the partial index oms_orders_customer_facts (migration 0057).
 */
export const customerOrderSource: CustomerOrderSource = {
  auditedOrders: (tenantId) =>
    sql`SELECT ${orders.id} AS id, ${orders.number} AS number, ${orders.customerId} AS customer_id, (${orders.totalAmount} * 100)::bigint AS amount_cents,
               ${orders.createdAt} AS ordered_at
        FROM ${orders} WHERE ${orders.tenantId} = ${tenantId} AND ${orders.status} >= 2`,
  periods: customerOrderPeriods,
  ensurePeriods: ensureCustomerOrderPeriods,
};
