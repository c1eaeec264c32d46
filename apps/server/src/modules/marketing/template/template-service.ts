import { and, count, eq, sql } from 'drizzle-orm';
import type { ListData } from '@tradewind/contract/common/envelope';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import { TEMPLATE_STATUS, type TemplateListQuery } from '@tradewind/contract/marketing/template.schema';
import { notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { Db } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import type { freightTemplates } from '../freight/freight.table';
import { guardStore, lockTemplate, newestFirst, newTemplateStatus, refuseTakenStore, templateJoins, templateListWhere, type TemplateKind } from './template-rows';

/** A template row with its store's and creator's names. */
export type JoinedTemplate<Row> = { t: Row; storeName: string; creatorName: string | null };

/** A stored amount as the API says it: two decimals. */
export const feeText = (v: string | number): string => fromCents(toCents(String(v)));

type CommonRow = { id: number; storeId: number; name: string; status: number; remark: string | null; createdAt: Date; updatedAt: Date };

/** What every template answers besides its own rules. */
export function templateHead(ctx: RequestContext, { t, storeName, creatorName }: JoinedTemplate<CommonRow>) {
  const tz = ctx.session.timeZone;
  return {
    id: t.id,
    store_id: t.storeId,
    store_name: storeName,
    name: t.name,
    status: t.status === TEMPLATE_STATUS.enabled ? (1 as const) : (0 as const),
    remark: t.remark,
    created_by_name: creatorName ?? '',
    created_at: formatDateTime(t.createdAt, tz)!,
    updated_at: formatDateTime(t.updatedAt, tz)!,
  };
}

/** The store's enabled template of a kind (what quotes are made by), or none. `db` is the request's transaction. */
export async function enabledTemplate<Row>(db: Db, kind: TemplateKind, storeId: number): Promise<Row | undefined> {
  const table = kind.table as typeof freightTemplates;
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.storeId, storeId), eq(table.status, TEMPLATE_STATUS.enabled), sql`${table.deletedAt} IS NULL`))
    .limit(1);
  return row as Row | undefined;
}

type Spec<Row, Out, In> = {
  kind: TemplateKind;
  /** rows as the API answers them (names of areas, categories … looked up for the page at once) */
  toOut: (ctx: RequestContext, rows: JoinedTemplate<Row>[]) => Promise<Out[]>;
  /** what a save writes, checked (422 on the field) */
  columnsOf: (ctx: RequestContext, input: In) => Promise<{ storeId: number } & Record<string, unknown>>;
};

/**
 * The reads and saves both kinds of template share: the list, one template, create (enabled unless the store
 * already has an enabled one) and update (an enabled one moved to a store with another enabled is 409).
 */
export function templateService<Row, Out, In extends object>(spec: Spec<Row, Out, In>) {
  // Both template tables have the columns used here; Drizzle's builders take one table type at a time.
  const table = spec.kind.table as typeof freightTemplates;
  const select = (ctx: RequestContext) => ctx.db.select({ t: table, ...templateJoins(table) }).from(table);
  const toOut = (ctx: RequestContext, rows: unknown[]) => spec.toOut(ctx, rows as JoinedTemplate<Row>[]);

  const get = async (ctx: RequestContext, id: number): Promise<Out> => {
    const rows = await select(ctx).where(and(eq(table.id, id), templateListWhere(ctx, table, { page: 1, page_size: 1 })));
    if (rows.length === 0) throw notFound(spec.kind.notFound);
    return (await toOut(ctx, rows))[0];
  };

  /** GET …_templates: the caller's stores' templates, newest first. */
  const list = (ctx: RequestContext, q: TemplateListQuery): Promise<ListData<Out>> => {
    const where = templateListWhere(ctx, table, q);
    return paginate(q, {
      rows: (page) => select(ctx).where(where).orderBy(newestFirst(table)).limit(page.limit).offset(page.offset),
      total: ctx.db.select({ total: count() }).from(table).where(where),
      map: (rows) => toOut(ctx, rows),
    });
  };

  const create = async (ctx: RequestContext, input: In): Promise<Out> => {
    const columns = await spec.columnsOf(ctx, input);
    const status = await newTemplateStatus(ctx, table, columns.storeId);
    const values = { tenantId: ctx.tenantId, ...columns, status, createdBy: ctx.staffId } as typeof table.$inferInsert;
    const [row] = await guardStore(() => ctx.db.insert(table).values(values).returning({ id: table.id }));
    ctx.audit.targetId = row.id;
    return get(ctx, row.id);
  };

  const update = async (ctx: RequestContext, input: In & { id: number }): Promise<Out> => {
    const current = await lockTemplate(ctx, spec.kind, input.id);
    const columns = await spec.columnsOf(ctx, input);
    if (current.status === TEMPLATE_STATUS.enabled && columns.storeId !== current.store_id) await refuseTakenStore(ctx, table, columns.storeId, input.id);
    await guardStore(() => ctx.db.update(table).set({ ...columns, updatedAt: sql`now()` }).where(eq(table.id, input.id)));
    return get(ctx, input.id);
  };

  return { list, get, create, update };
}
