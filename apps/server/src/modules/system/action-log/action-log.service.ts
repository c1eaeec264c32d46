import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { ActionLogEntry, ActionLogQuery } from '@tradewind/contract/system/action-log.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import { actionLogs } from '@/core/audit/action-log.table';
import { dataScopeFilter } from '@/core/auth/data-scope';
import { listOf, offsetOf } from '@/core/http/envelope';
import { invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { stores } from '../store/store.table';

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

export async function listActionLog(ctx: RequestContext, query: ActionLogQuery) {
  const tz = ctx.session.timeZone;
  const filters: SQL[] = [];
  if (query.staff_id) filters.push(eq(actionLogs.staffId, query.staff_id));
  if (query.module) filters.push(eq(actionLogs.module, query.module));
  if (query.action) filters.push(ilike(actionLogs.action, `%${query.action.replace(/[\\%_]/g, '\\$&')}%`));
  if (query.target_id) filters.push(eq(actionLogs.targetId, query.target_id));
  if (query.begin_time) filters.push(gte(actionLogs.createdAt, instant(query.begin_time, 'begin_time', tz, false)));
  if (query.end_time) filters.push(lte(actionLogs.createdAt, instant(query.end_time, 'end_time', tz, true)));
  const scope = dataScopeFilter(ctx, { owner: actionLogs.staffId, store: actionLogs.storeId });
  if (scope) filters.push(scope);
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ log: actionLogs, storeName: stores.name })
      .from(actionLogs)
      .leftJoin(stores, eq(stores.id, actionLogs.storeId))
      .where(where)
      .orderBy(desc(actionLogs.createdAt), desc(actionLogs.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(actionLogs).where(where),
  ]);
  const list: ActionLogEntry[] = rows.map(({ log, storeName }) => ({
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
    created_at: formatDateTime(log.createdAt, tz)!,
  }));
  return listOf(list, total, query);
}
