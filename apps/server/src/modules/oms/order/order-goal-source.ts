import { and, between, gte, lt, sql } from 'drizzle-orm';
import type { GoalActualSource } from '@/modules/crm';
import { orders } from './order.table';

/**
 * Sales for crm's business goals: orders audited and not cancelled (states 2 audited … 7 completed) by
 * their audit time, with their total. An order keeps no sales rep of its own: crm counts it for its
 * customer's owner, as the orders' data scope does.
 */
export const orderGoalSource: GoalActualSource = {
  kind: 'sales',
  rows: (db, range) =>
    db
      // a plain column keeps its own name in the SQL: the total is named `amount` as the source's contract says
      .select({ customer_id: orders.customerId, audited_at: orders.auditedAt, amount: sql<string>`${orders.totalAmount}`.as('amount') })
      .from(orders)
      .where(and(between(orders.status, 2, 7), gte(orders.auditedAt, sql`${range.from}`), lt(orders.auditedAt, sql`${range.to}`))),
};
