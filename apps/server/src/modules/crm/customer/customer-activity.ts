import { and, eq, or, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/core/db/database';
import { customers } from './customer.table';

/**
 * A customer ordered at `at` (orders call it when an order is placed): `last_order_at` moves forward only,
 * and the public pool's release rules count "days without an order" from it (pool-release.job.ts).
 */
export async function recordCustomerOrder(tx: Db, customerId: number, at: Date = new Date()): Promise<void> {
  await tx
    .update(customers)
    .set({ lastOrderAt: at })
    .where(and(eq(customers.id, customerId), or(isNull(customers.lastOrderAt), lt(customers.lastOrderAt, at))));
}
