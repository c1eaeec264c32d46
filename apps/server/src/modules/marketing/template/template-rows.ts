import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TEMPLATE_STATUS, type TemplateListQuery } from '@tradewind/contract/marketing/template.schema';
import { conflictIfTaken, queryOne } from '@/core/db/database';
import { containsText } from '@/core/db/like';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { ownStores } from '@/core/http/store-scope';
import type { RequestContext } from '@/core/http/request-context';
import { staff } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import type { carryFeeTemplates } from '../carry-fee/carry-fee-template.table';
import type { freightTemplates } from '../freight/freight.table';

/**
 * What freight and carry-fee templates share (marketing README "Freight and carry-fee templates"): a
 * template belongs to one of the caller's stores, a store has at most one enabled template of each kind
 * (409 naming the other; the partial unique index is the last guard), an enabled template is disabled
 * before it is deleted (soft delete), and others' stores' templates are not found.
 */

export type TemplateTable = typeof freightTemplates | typeof carryFeeTemplates;
export type TemplateKind = { table: TemplateTable; notFound: string };

export const creator = alias(staff, 'template_creator');

/** The store a template is saved for: one the caller works in (422 `store_id` else). */
export function templateStore(ctx: RequestContext, storeId: number): number {
  if (!ctx.session.storeIds.includes(storeId)) throw invalidField('store_id', 'marketing.template_store_invalid');
  return storeId;
}

/** Templates of the caller's stores, not deleted, by keyword (name), store and status. */
export function templateListWhere(ctx: RequestContext, table: TemplateTable, q: TemplateListQuery): SQL | undefined {
  return and(
    sql`${table.deletedAt} IS NULL`,
    sql`${table.storeId} = ANY(${ownStores(ctx)}::int[])`,
    containsText(table.name, q.keyword?.trim()),
    q.store_id !== undefined ? eq(table.storeId, q.store_id) : undefined,
    q.status !== undefined ? eq(table.status, q.status) : undefined,
  );
}

/** The joins every template read makes: the store's name and the creator's. */
export const templateJoins = (table: TemplateTable) => ({
  storeName: sql<string>`(SELECT ${stores.name} FROM ${stores} WHERE ${stores.id} = ${table.storeId})`,
  creatorName: sql<string | null>`(SELECT ${creator.name} FROM ${staff} AS ${creator} WHERE ${creator.id} = ${table.createdBy})`,
});

export const newestFirst = (table: TemplateTable) => desc(table.id);

/** A template of the caller's stores (404 else), locked when it is to change. */
export async function lockTemplate(ctx: RequestContext, kind: TemplateKind, id: number): Promise<{ id: number; store_id: number; status: number; name: string }> {
  const t = kind.table;
  const row = await queryOne<{ id: number; store_id: number; status: number; name: string }>(
    ctx.db,
    sql`SELECT ${t.id} AS id, ${t.storeId} AS store_id, ${t.status} AS status, ${t.name} AS name FROM ${t}
         WHERE ${t.id} = ${id} AND ${t.deletedAt} IS NULL AND ${t.storeId} = ANY(${ownStores(ctx)}::int[]) FOR UPDATE`,
  );
  if (!row) throw notFound(kind.notFound);
  ctx.audit.targetId = id;
  return row;
}

/** The name of another enabled template of the store, if one holds it. */
export async function enabledOther(ctx: RequestContext, table: TemplateTable, storeId: number, exceptId: number | null): Promise<string | null> {
  const other = await queryOne<{ name: string }>(
    ctx.db,
    sql`SELECT ${table.name} AS name FROM ${table} WHERE ${table.storeId} = ${storeId} AND ${table.status} = ${TEMPLATE_STATUS.enabled}
         AND ${table.deletedAt} IS NULL AND ${table.id} <> ${exceptId ?? 0}`,
  );
  return other?.name ?? null;
}

/** 409 when another enabled template holds the store (it is named). */
export async function refuseTakenStore(ctx: RequestContext, table: TemplateTable, storeId: number, exceptId: number | null): Promise<void> {
  const name = await enabledOther(ctx, table, storeId, exceptId);
  if (name !== null) throw conflict('marketing.template_store_taken', { name });
}

/** A new template's state: enabled, unless its store already has an enabled one (then it waits, disabled). */
export async function newTemplateStatus(ctx: RequestContext, table: TemplateTable, storeId: number): Promise<0 | 1> {
  return (await enabledOther(ctx, table, storeId, null)) === null ? TEMPLATE_STATUS.enabled : TEMPLATE_STATUS.disabled;
}

/** Runs an insert or update that may enable a template: a concurrent one taking the store is 409 too. */
export const guardStore = <T>(run: () => Promise<T>): Promise<T> => conflictIfTaken('marketing.template_store_busy', run);

/** PUT …/{id}/enable|disable: 409 when already so, or (enable) when the store has another enabled template. */
export async function setTemplateStatus(ctx: RequestContext, kind: TemplateKind, id: number, status: 0 | 1): Promise<void> {
  const row = await lockTemplate(ctx, kind, id);
  if (row.status === status) throw conflict('marketing.template_already');
  if (status === TEMPLATE_STATUS.enabled) await refuseTakenStore(ctx, kind.table, row.store_id, id);
  const t = kind.table;
  await guardStore(() => ctx.db.execute(sql`UPDATE ${t} SET status = ${status}, updated_at = now() WHERE ${t.id} = ${id}`));
}

/** DELETE …/{id}: a disabled template only (409 while enabled), kept as deleted. */
export async function deleteTemplate(ctx: RequestContext, kind: TemplateKind, id: number): Promise<{ id: number }> {
  const row = await lockTemplate(ctx, kind, id);
  if (row.status === TEMPLATE_STATUS.enabled) throw conflict('marketing.template_delete_enabled');
  const t = kind.table;
  await ctx.db.execute(sql`UPDATE ${t} SET deleted_at = now(), updated_at = now() WHERE ${t.id} = ${id}`);
  return { id };
}

