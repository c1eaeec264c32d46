import { and, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { type ActionLogEntry, type ActionLogQuery } from '@tradewind/contract/system/action-log.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import { actionLogs } from '@/core/audit/action-log.table';
import { dataScopeFilter } from '@/core/auth/data-scope';
import { paginate } from '@/core/http/pagination';
import { invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { stores } from '../store/store.table';
import { containsText } from '@/core/db/like';

const TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** A `YYYY-MM-DD[ HH:mm[:ss]]` in the tenant's zone, as an instant. */
function instant(value: string, field: string, timeZone: string, endOfDay: boolean): Date {
  if (!TIME.test(value)) throw invalidField(field, 'validation.invalid');
  const text = value.length === 10 ? `${value} ${endOfDay ? '23:59:59' : '00:00:00'}` : value.length === 16 ? `${value}:00` : value;
  // Offset of the zone at that moment, read through Intl (no date library needed).
  const guess = new Date(`${text.replace(' ', 'T')}Z`);
  const shown = new Date(formatDateTime(guess, timeZone)!.replace(' ', 'T') + 'Z');
  const date = new Date(guess.getTime() - (shown.getTime() - guess.getTime()));
  if (Number.isNaN(date.getTime())) throw invalidField(field, 'validation.invalid');
  return date;
}

type ActionLogFilter = Omit<ActionLogQuery, 'page' | 'page_size'>;

function actionLogWhere(ctx: RequestContext, query: ActionLogFilter): SQL | undefined {
  const tz = ctx.session.timeZone;
  const filters: SQL[] = [];
  if (query.staff_id) filters.push(eq(actionLogs.staffId, query.staff_id));
  if (query.module) filters.push(eq(actionLogs.module, query.module));
  if (query.action) filters.push(containsText(actionLogs.action, query.action)!);
  if (query.target_id) filters.push(eq(actionLogs.targetId, query.target_id));
  if (query.begin_time) filters.push(gte(actionLogs.createdAt, instant(query.begin_time, 'begin_time', tz, false)));
  if (query.end_time) filters.push(lte(actionLogs.createdAt, instant(query.end_time, 'end_time', tz, true)));
  const scope = dataScopeFilter(ctx, { owner: actionLogs.staffId, store: actionLogs.storeId });
  if (scope) filters.push(scope);
  return filters.length ? and(...filters) : undefined;
}

function selectEntries(ctx: RequestContext) {
  return ctx.db.select({ log: actionLogs, storeName: stores.name }).from(actionLogs).leftJoin(stores, eq(stores.id, actionLogs.storeId));
}

function toEntry(ctx: RequestContext, { log, storeName }: { log: typeof actionLogs.$inferSelect; storeName: string | null }): ActionLogEntry {
  return {
    id: log.id,
    staff_id: log.staffId,
    staff_name: log.staffName,
    store_id: log.storeId,
    store_name: storeName,
    module: log.module,
    action: log.action,
    method: log.method,
    path: log.path,
    target_type: log.targetType,
    target_id: log.targetId,
    ip: log.ip,
    request_id: log.requestId,
    created_at: formatDateTime(log.createdAt, ctx.session.timeZone)!,
  };
}

export async function listActionLog(ctx: RequestContext, query: ActionLogQuery) {
  const where = actionLogWhere(ctx, query);
  return paginate(query, {
    rows: (page) => selectEntries(ctx).where(where).orderBy(desc(actionLogs.createdAt), desc(actionLogs.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(actionLogs).where(where),
    map: (rows) => rows.map((row) => toEntry(ctx, row)),
  });
}

export async function getActionLogEntry(ctx: RequestContext, id: number): Promise<ActionLogEntry> {
  const [row] = await selectEntries(ctx).where(and(eq(actionLogs.id, id), actionLogWhere(ctx, {})));
  if (!row) throw notFound();
  return toEntry(ctx, row);
}

/** How many entries the list's filters hold, within the caller's data scope. */
export async function countActionLog(ctx: RequestContext, filter: ActionLogFilter): Promise<number> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(actionLogs).where(actionLogWhere(ctx, filter));
  return n;
}

/** The list's entries before id `before` (from the newest when null), newest first: an export's batch. */
export async function actionLogBefore(ctx: RequestContext, filter: ActionLogFilter, before: number | null, limit: number): Promise<ActionLogEntry[]> {
  const rows = await selectEntries(ctx)
    .where(and(actionLogWhere(ctx, filter), before ? lt(actionLogs.id, before) : undefined))
    .orderBy(desc(actionLogs.id))
    .limit(limit);
  return rows.map((row) => toEntry(ctx, row));
}
