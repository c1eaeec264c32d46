import { inArray } from 'drizzle-orm';
import type { Db } from '@/core/db/database';
import { skus } from './goods.table';

export type SkuRef = { id: number; code: string; unitId: number; status: number };

/**
 * The tenant's SKUs among `ids` (RLS keeps the look to the transaction's tenant), by id: what other
 * modules need to refer to a SKU (the warehouse's posting names a SKU by its code). Ids of no SKU are absent.
 */
export async function readSkuRefs(db: Db, ids: readonly number[]): Promise<Map<number, SkuRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: skus.id, code: skus.code, unitId: skus.unitId, status: skus.status }).from(skus).where(inArray(skus.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}
