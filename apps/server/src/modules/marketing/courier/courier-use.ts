import type { Db } from '@/core/db/database';

/**
 * What ships with a courier, so a courier in use is disabled rather than deleted (README "Couriers"). A
 * module that records a courier on its documents registers how many of them name one; marketing sits
 * above oms and wms, so it wires theirs at start (none records a courier yet: README "Couriers").
 */
export type CourierUse = { key: string; count: (db: Db, courierId: number) => Promise<number> };
const uses = new Map<string, CourierUse>();

/** Registering a key again replaces it. */
export function registerCourierUse(use: CourierUse): void {
  uses.set(use.key, use);
}

export async function courierUseCount(db: Db, courierId: number): Promise<number> {
  let count = 0;
  for (const use of uses.values()) count += await use.count(db, courierId);
  return count;
}
