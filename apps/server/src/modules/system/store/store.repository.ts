import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '@/core/db/database';
import { staffStores } from '../staff/staff.table';
import { stores } from './store.table';

export type StoreRow = typeof stores.$inferSelect;

export async function listAllStores(tx: Db): Promise<StoreRow[]> {
  return tx.select().from(stores).where(eq(stores.status, 1)).orderBy(asc(stores.id));
}

export async function findStore(tx: Db, id: number): Promise<StoreRow | undefined> {
  const [row] = await tx.select().from(stores).where(eq(stores.id, id));
  return row;
}

export async function findStoreByName(tx: Db, name: string, exceptId?: number): Promise<StoreRow | undefined> {
  const [row] = await tx
    .select()
    .from(stores)
    .where(and(eq(stores.name, name), exceptId ? ne(stores.id, exceptId) : undefined));
  return row;
}

export async function countMasterStores(tx: Db, exceptId?: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(stores)
    .where(and(eq(stores.isMaster, 1), exceptId ? ne(stores.id, exceptId) : undefined));
  return n;
}

export async function countStores(tx: Db): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(stores);
  return n;
}

export async function staffIdsOfStores(tx: Db, storeIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (storeIds.length === 0) return map;
  const rows = await tx.select().from(staffStores).where(inArray(staffStores.storeId, storeIds));
  for (const r of rows) map.set(r.storeId, [...(map.get(r.storeId) ?? []), r.staffId]);
  return map;
}

export async function replaceStoreStaff(tx: Db, tenantId: number, storeId: number, staffIds: number[]): Promise<void> {
  await tx.delete(staffStores).where(eq(staffStores.storeId, storeId));
  if (staffIds.length) {
    await tx.insert(staffStores).values([...new Set(staffIds)].map((staffId) => ({ tenantId, staffId, storeId })));
  }
}
