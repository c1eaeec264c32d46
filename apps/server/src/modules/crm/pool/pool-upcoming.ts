import { sql, type SQL } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import { UpcomingReleaseQuerySchema, type UpcomingRelease, type UpcomingReleaseQuery } from '@tradewind/contract/crm/pool.schema';
import type { z } from 'zod';
import { queryRows } from '@/core/db/database';
import { listOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { staff } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import { customerLevels } from '../config/config.table';
import { customerScope } from '../customer/customer-access';
import { customers } from '../customer/customer.table';
import { due, orderDue, orderDays, privateCustomers, visitDays, visitDue } from './pool-release.job';
import { loadPoolSettings } from './pool.service';

export const UpcomingExportParamsSchema = UpcomingReleaseQuerySchema.omit({ page: true, page_size: true });
type UpcomingParams = z.infer<typeof UpcomingExportParamsSchema>;

type Row = {
  id: number;
  name: string;
  sales_id: number | null;
  sales_name: string | null;
  store_name: string | null;
  level_name: string | null;
  due_at: string | Date;
  visit_first: boolean;
  visit_days: number;
  order_days: number;
  last_visit_at: string | Date | null;
  last_order_at: string | Date | null;
};

/**
 * The customers the rules will release within `days` (what the job would do, less what it would skip),
 * among those the caller may see; `extra` narrows further (the export's cursor).
 */
function upcomingFrom(ctx: RequestContext, q: UpcomingParams): SQL {
  const visible = ctx.db.select({ id: customers.id }).from(customers).where(customerScope(ctx));
  return sql`${privateCustomers(ctx.tenantId)}
    AND ${due} > now() AND ${due} <= now() + make_interval(days => ${q.days})
    AND c.id IN (${visible})
    ${q.sales_id ? sql`AND c.sales_id = ${q.sales_id}` : sql``}`;
}

const SELECT = sql`SELECT c.id, c.name, c.sales_id, c.last_visit_at, c.last_order_at, ${due} AS due_at,
    coalesce(${visitDue} <= ${orderDue}, ${visitDue} IS NOT NULL) AS visit_first, ${visitDays} AS visit_days, ${orderDays} AS order_days,
    (SELECT ${staff.name} FROM ${staff} WHERE ${staff.id} = c.sales_id) AS sales_name,
    (SELECT ${stores.name} FROM ${stores} WHERE ${stores.id} = c.store_id) AS store_name,
    (SELECT ${customerLevels.name} FROM ${customerLevels} WHERE ${customerLevels.id} = c.level_id) AS level_name`;

function toUpcoming(ctx: RequestContext, r: Row): UpcomingRelease {
  const tz = ctx.session.timeZone;
  const at = (v: string | Date | null) => (v === null ? null : formatDateTime(new Date(v), tz));
  return {
    id: r.id,
    customer_id: r.id,
    customer_name: r.name,
    sales_id: r.sales_id,
    sales_name: r.sales_name ?? '',
    store_name: r.store_name ?? '',
    level_text: r.level_name ?? '',
    due_at: at(r.due_at)!,
    reason: r.visit_first ? 'no_visit' : 'no_order',
    reason_text: r.visit_first ? translate('crm.release_no_visit', ctx.locale, { days: r.visit_days }) : translate('crm.release_no_order', ctx.locale, { days: r.order_days }),
    last_visit_at: at(r.last_visit_at),
    last_order_at: at(r.last_order_at),
  };
}

/** `GET /crm/down_public_rule/upcoming`: soonest first; nothing while the rules are off. */
export async function listUpcomingReleases(ctx: RequestContext, q: UpcomingReleaseQuery) {
  const settings = await loadPoolSettings(ctx.db, ctx.tenantId);
  if (settings.enabled !== 1) return listOf([], 0, q);
  const from = upcomingFrom(ctx, q);
  const offset = (q.page - 1) * q.page_size;
  const rows = await queryRows<Row>(ctx.db, sql`${SELECT} ${from} ORDER BY due_at, c.id LIMIT ${q.page_size} OFFSET ${offset}`);
  const [{ n }] = await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n ${from}`);
  return listOf(rows.map((r) => toUpcoming(ctx, r)), n, q);
}

/** How many customers the list holds under its filters (none while the rules are off). */
export async function countUpcomingReleases(ctx: RequestContext, params: UpcomingParams): Promise<number> {
  if ((await loadPoolSettings(ctx.db, ctx.tenantId)).enabled !== 1) return 0;
  const [{ n }] = await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n ${upcomingFrom(ctx, params)}`);
  return n;
}

/** The list's customers after id `after` (all when null), by id: an export's batch (none while the rules are off). */
export async function upcomingReleasesAfter(ctx: RequestContext, params: UpcomingParams, after: number | null, limit: number): Promise<UpcomingRelease[]> {
  if ((await loadPoolSettings(ctx.db, ctx.tenantId)).enabled !== 1) return [];
  const rows = await queryRows<Row>(ctx.db, sql`${SELECT} ${upcomingFrom(ctx, params)} ${after ? sql`AND c.id > ${after}` : sql``} ORDER BY c.id LIMIT ${limit}`);
  return rows.map((r) => toUpcoming(ctx, r));
}
