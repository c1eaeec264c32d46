import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/core/db/database';
import { customerLevels } from '../config/config.table';
import { customers } from '../customer/customer.table';
import { crowdMembers, crowds } from './crowd.table';

/**
 * What marketing targets a customer by (activities and coupons for stores, levels and crowds): the customer's
 * store, level and the crowds holding them as of their last refresh. Undefined for no customer of the tenant.
 */
export async function customerAudience(db: Db, customerId: number): Promise<{ storeId: number; levelId: number | null; crowdIds: number[] } | undefined> {
  const [row] = await db.select({ storeId: customers.storeId, levelId: customers.levelId }).from(customers).where(eq(customers.id, customerId));
  if (!row) return undefined;
  const member = await db
    .select({ id: crowdMembers.crowdId })
    .from(crowdMembers)
    .innerJoin(crowds, and(eq(crowds.tenantId, crowdMembers.tenantId), eq(crowds.id, crowdMembers.crowdId)))
    .where(and(eq(crowdMembers.customerId, customerId), isNull(crowds.deletedAt)));
  return { ...row, crowdIds: member.map((m) => m.id).sort((a, b) => a - b) };
}

/** Which of these customer level and crowd ids exist in the tenant (a form's choices, checked before saving). */
export async function existingAudienceIds(db: Db, levelIds: number[], crowdIds: number[]): Promise<{ levelIds: number[]; crowdIds: number[] }> {
  const levels = levelIds.length ? await db.select({ id: customerLevels.id }).from(customerLevels).where(inArray(customerLevels.id, levelIds)) : [];
  const found = crowdIds.length ? await db.select({ id: crowds.id }).from(crowds).where(and(inArray(crowds.id, crowdIds), isNull(crowds.deletedAt))) : [];
  return { levelIds: levels.map((l) => l.id), crowdIds: found.map((c) => c.id) };
}
