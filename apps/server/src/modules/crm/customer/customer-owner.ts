import { sql } from 'drizzle-orm';
import { queryOne, type Db } from '@/core/db/database';

/**
 * The customer's owner now (`sales_id`; 0 for a customer in a pool or without one): what the modules above
 * freeze on a fact as its rep when it happens (an order's audit, a refund, a receipt note's audit — bi's
 * rollups count by it). One indexed read by primary key.
 */
export async function customerOwnerId(db: Db, customerId: number): Promise<number> {
  const row = await queryOne<{ sales_id: number | null }>(db, sql`SELECT sales_id FROM crm_customers WHERE id = ${customerId}::int`);
  return Number(row?.sales_id ?? 0);
}
