import { sql, type SQL } from 'drizzle-orm';
import { startsFrom, targetsOf, type DocumentStates } from '@tradewind/contract/common/document-states';
import { queryOne, type Db } from '@/core/db/database';
import { notFound, type AppError } from '@/core/http/errors';
import { intArray } from '@/core/http/store-scope';
import type { RequestContext } from '@/core/http/request-context';
import { actorOf, writeDocumentLog, writeDocumentLogs, type DocumentActor } from './document-log';
import type { DocumentType } from './document-number';

/**
 * A document's table as its state changes need it: the states declared in the contract, the rows the caller
 * may act on, and the module's own 404 and 409 (their texts are the module's, tests assert them).
 */
export type DocumentTable<A extends string = string> = {
  type: DocumentType;
  /** the SQL table; its rows have `id`, `status` and `updated_at` */
  table: string;
  states: DocumentStates<number, A>;
  /** the table's name in `scope` and `columns` when they join other tables */
  alias?: string;
  /** tables `scope` reads (joined, not locked: FOR UPDATE OF the document's row only) */
  join?: SQL;
  /** the rows the caller may act on (others answer 404), e.g. sql`store_id = ANY(${ownStores(ctx)}::int[])` */
  scope?: (ctx: RequestContext) => SQL;
  notFound: string;
  /** the 409 when the action does not start from the row's state (a second action at once waits, then finds it changed) */
  conflict: (ctx: RequestContext, status: number, action: A) => AppError;
};

/** A row under FOR UPDATE: its id, its state and the columns the caller asked for. */
export type LockedDocument<R = object> = R & { id: number; status: number };

/**
 * The row under FOR UPDATE in the caller's transaction, in a state `action` starts from: 404 (the module's
 * message) when missing or out of scope, 409 (the module's) when in another state. `columns` adds
 * select-list entries (`sql\`number, store_id\``); the first row an action locks becomes the
 * action log's target (an outside purchase's audit, which audits an entry of its own, stays the target).
 */
export async function lockDocument<A extends string, R extends object = object>(
  ctx: RequestContext,
  doc: DocumentTable<A>,
  action: A,
  id: number,
  columns?: SQL,
): Promise<LockedDocument<R>> {
  const as = sql.identifier(doc.alias ?? doc.table);
  const row = await queryOne<R & { id: number; status: number }>(
    ctx.db,
    sql`SELECT ${columns ? sql`${columns}, ` : sql``}${as}.id, ${as}.status FROM ${sql.identifier(doc.table)} AS ${as} ${doc.join ?? sql``}
         WHERE ${as}.id = ${id}::int${doc.scope ? sql` AND ${doc.scope(ctx)}` : sql``} FOR UPDATE OF ${as}`,
  );
  if (!row) throw notFound(doc.notFound);
  const status = Number(row.status);
  requireState(ctx, doc, action, status);
  ctx.audit.targetId ??= id;
  return { ...row, id: Number(row.id), status };
}

/** The module's 409 unless `action` starts from `status` (for a row the service locked with its own query). */
export function requireState<A extends string>(ctx: RequestContext, doc: DocumentTable<A>, action: A, status: number): void {
  if (!startsFrom(doc.states, action, status)) throw doc.conflict(ctx, status, action);
}

export type Transitioned = { id: number; from: number; to: number };

export type TransitionOptions = {
  /** the state it leads to when the declaration lists several (the service decides) */
  to?: number;
  /** more columns to set with the state: sql`audited_by = ${ctx.staffId}::int, audited_at = now()` */
  set?: SQL;
  /** the log line's remark */
  remark?: string | null;
  /** who acted (the log's staff): the caller unless a scheduled rule (null) */
  by?: DocumentActor;
};

/** A caller outside a request (the warehouse's calls on orders): its transaction only, so it passes the row it locked and `by`. */
export type TransactionOnly = { db: Db };

/**
 * A document's state change, the one way every document takes: the row locked and its from-state checked
 * (`lockDocument`, unless the caller passes the row it locked itself — an action that checks or posts
 * more in between), its status (and `set`) updated, and the document log written, all in the caller's
 * transaction. Returns the states it went from and to.
 */
export async function transition<A extends string>(ctx: RequestContext, doc: DocumentTable<A>, action: A, target: number | LockedDocument, options?: TransitionOptions): Promise<Transitioned>;
export async function transition<A extends string>(ctx: TransactionOnly, doc: DocumentTable<A>, action: A, target: LockedDocument, options: TransitionOptions & { by: DocumentActor }): Promise<Transitioned>;
export async function transition<A extends string>(
  ctx: RequestContext | TransactionOnly,
  doc: DocumentTable<A>,
  action: A,
  target: number | LockedDocument,
  options: TransitionOptions = {},
): Promise<Transitioned> {
  // the overloads: a number (to lock) or no `by` only with a request
  const request = ctx as RequestContext;
  const row = typeof target === 'number' ? await lockDocument(request, doc, action, target) : target;
  const targets = targetsOf(doc.states, action);
  const to = options.to ?? (targets.length === 1 ? targets[0] : undefined);
  if (to === undefined || !targets.includes(to)) throw new Error(`${doc.type}.${action}: no declared state to go to (${String(options.to)})`);
  await ctx.db.execute(
    sql`UPDATE ${sql.identifier(doc.table)} SET status = ${to}::int, updated_at = now()${options.set ? sql`, ${options.set}` : sql``}
         WHERE id = ${row.id}::int`,
  );
  await writeDocumentLog(ctx.db, { type: doc.type, id: row.id, action, from: row.status, to, remark: options.remark ?? null, by: options.by === undefined ? actorOf(request) : options.by });
  return { id: row.id, from: row.status, to };
}

/**
 * The same change for several rows the caller has locked (a line's orders when it departs): each row's
 * from-state checked (the module's 409 for the first that does not fit), one update for all, one log line
 * each. Returns the state they went to.
 */
export async function transitionAll<A extends string>(
  ctx: RequestContext,
  doc: DocumentTable<A>,
  action: A,
  rows: readonly LockedDocument[],
  options: Omit<TransitionOptions, 'to'> = {},
): Promise<number | null> {
  const targets = targetsOf(doc.states, action);
  if (targets.length !== 1) throw new Error(`${doc.type}.${action}: transitionAll needs an action with one state to go to`);
  if (rows.length === 0) return null;
  for (const row of rows) requireState(ctx, doc, action, Number(row.status));
  const to = targets[0];
  await ctx.db.execute(
    sql`UPDATE ${sql.identifier(doc.table)} SET status = ${to}::int, updated_at = now()${options.set ? sql`, ${options.set}` : sql``}
         WHERE id = ANY(${intArray(rows.map((r) => Number(r.id)))}::int[])`,
  );
  const by = options.by === undefined ? actorOf(ctx) : options.by;
  await writeDocumentLogs(ctx.db, rows.map((r) => ({ type: doc.type, id: Number(r.id), action, from: Number(r.status), to, remark: options.remark ?? null, by })));
  return to;
}
