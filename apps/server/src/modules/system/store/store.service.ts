import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { CreateStoreInput, Store, StoreListQuery, StoreOption, UpdateStoreInput } from '@tradewind/contract/system/store.schema';
import { notDeleted } from '@/core/db/soft-delete';
import type { Db } from '@/core/db/database';
import { paginate } from '@/core/http/pagination';
import { conflict, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { placeColumns, placeOf } from '@/modules/common/area';
import { storeHasMapAreas } from '@/modules/common/map-area';
import { staff } from '../staff/staff.table';
import * as repo from './store.repository';
import { stores } from './store.table';
import { containsText } from '@/core/db/like';
import { refuseUnknownIds } from '@/core/http/id-list';

/**
 * Whether a store still holds records; such a store cannot be deleted. Modules below system (common's
 * delivery zones) are asked directly; modules above it register their check at start, since system may
 * not import them (docs/trading-model.md §7).
 */
type StoreUsageCheck = (tx: Db, storeId: number) => Promise<boolean>;
const usageChecks = new Set<StoreUsageCheck>([storeHasMapAreas]);
export function registerStoreUsageCheck(check: StoreUsageCheck): void {
  usageChecks.add(check);
}

function toStore(row: repo.StoreRow, staffIds: number[], timeZone: string): Store {
  return {
    id: row.id,
    name: row.name,
    is_master: row.isMaster === 1 ? 1 : 0,
    status: row.status === 1 ? 1 : 0,
    ...placeOf(row),
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    staff_ids: staffIds,
    created_at: formatDateTime(row.createdAt, timeZone)!,
    updated_at: formatDateTime(row.updatedAt, timeZone)!,
  };
}

/** The store switcher's list: every enabled store, marked with the caller's authorisation. */
export async function listStoreOptions(ctx: RequestContext): Promise<StoreOption[]> {
  const rows = await repo.listAllStores(ctx.db);
  const authorised = new Set(ctx.session.storeIds);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    has_auth: authorised.has(r.id) ? 1 : 0,
    is_master: r.isMaster === 1 ? 1 : 0,
    is_selected: r.id === ctx.requestedStoreId && authorised.has(r.id) ? 1 : 0,
  }));
}

export async function listStores(ctx: RequestContext, query: StoreListQuery) {
  const where = and(
    containsText(stores.name, query.name),
    query.status !== undefined ? eq(stores.status, query.status) : undefined,
  );
  return paginate(query, {
    rows: (page) => ctx.db.select().from(stores).where(where).orderBy(sql`${stores.isMaster} DESC`, asc(stores.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(stores).where(where),
    map: async (rows) => {
      const staffIds = await repo.staffIdsOfStores(ctx.db, rows.map((r) => r.id));
      return rows.map((r) => toStore(r, staffIds.get(r.id) ?? [], ctx.session.timeZone));
    },
  });
}

export async function getStore(ctx: RequestContext, id: number): Promise<Store> {
  const row = await repo.findStore(ctx.db, id);
  if (!row) throw notFound();
  const staffIds = await repo.staffIdsOfStores(ctx.db, [id]);
  return toStore(row, staffIds.get(id) ?? [], ctx.session.timeZone);
}

async function checkStaffIds(ctx: RequestContext, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await ctx.db
    .select({ id: staff.id })
    .from(staff)
    .where(and(inArray(staff.id, ids), notDeleted(staff)));
  refuseUnknownIds('staff_ids', ids, found.map((r) => r.id), 'system.staff_ids_unknown');
}

async function fields(ctx: RequestContext, input: CreateStoreInput) {
  return {
    name: input.name,
    isMaster: input.is_master,
    status: input.status,
    ...(await placeColumns(ctx.db, input)),
    contactName: input.contact_name,
    contactPhone: input.contact_phone,
  };
}

export async function createStore(ctx: RequestContext, input: CreateStoreInput): Promise<Store> {
  if (await repo.findStoreByName(ctx.db, input.name)) throw conflict('store.name_taken');
  const staffIds = input.staff_ids ?? [ctx.staffId];
  await checkStaffIds(ctx, staffIds);
  const [row] = await ctx.db
    .insert(stores)
    .values({ tenantId: ctx.tenantId, ...(await fields(ctx, input)) })
    .returning();
  await repo.replaceStoreStaff(ctx.db, ctx.tenantId, row.id, staffIds);
  return getStore(ctx, row.id);
}

export async function updateStore(ctx: RequestContext, input: UpdateStoreInput): Promise<Store> {
  const current = await repo.findStore(ctx.db, input.id);
  if (!current) throw notFound();
  if (await repo.findStoreByName(ctx.db, input.name, input.id)) throw conflict('store.name_taken');
  if (current.isMaster === 1 && (input.is_master === 0 || input.status === 0) && (await repo.countMasterStores(ctx.db, input.id)) === 0) {
    throw conflict('store.master_required');
  }
  if (input.staff_ids) await checkStaffIds(ctx, input.staff_ids);
  await ctx.db
    .update(stores)
    .set({ ...(await fields(ctx, input)), updatedAt: new Date() })
    .where(eq(stores.id, input.id));
  if (input.staff_ids) await repo.replaceStoreStaff(ctx.db, ctx.tenantId, input.id, input.staff_ids);
  return getStore(ctx, input.id);
}

export async function deleteStore(ctx: RequestContext, id: number): Promise<{ id: number }> {
  const current = await repo.findStore(ctx.db, id);
  if (!current) throw notFound();
  if ((await repo.countStores(ctx.db)) <= 1) throw conflict('store.last_store');
  if (current.isMaster === 1 && (await repo.countMasterStores(ctx.db, id)) === 0) throw conflict('store.master_required');
  for (const check of usageChecks) if (await check(ctx.db, id)) throw conflict('store.has_data');
  await ctx.db.delete(stores).where(eq(stores.id, id));
  return { id };
}
