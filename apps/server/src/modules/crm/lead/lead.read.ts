import type { z } from 'zod';
import { and, asc, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import { LeadListQuerySchema, type Lead, type LeadListQuery } from '@tradewind/contract/crm/lead.schema';
import { containsText } from '@/core/db/like';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { staff } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import { configOptions } from '../config/config.table';
import { optionLabel } from '../config/option.service';
import { customers } from '../customer/customer.table';
import { findVisibleLead, leadScope, type LeadRow } from './lead-access';
import { leads } from './lead.table';

/** Reading leads: the list (its filters are the export's, lead.export.ts) and one lead as the API shows it. */

export const LeadExportParamsSchema = LeadListQuerySchema.omit({ page: true, page_size: true, sort: true, order: true });
export type LeadExportParams = z.infer<typeof LeadExportParamsSchema>;

const salesStaff = alias(staff, 'lead_sales');
const creatorStaff = alias(staff, 'lead_creator');
const sourceOption = alias(configOptions, 'lead_source_option');

export function joinedLeads(ctx: RequestContext) {
  return ctx.db
    .select({ l: leads, salesName: salesStaff.name, creatorName: creatorStaff.name, storeName: stores.name, customerName: customers.name, sourceName: sourceOption.name })
    .from(leads)
    .leftJoin(salesStaff, eq(salesStaff.id, leads.salesId))
    .leftJoin(creatorStaff, eq(creatorStaff.id, leads.createdBy))
    .leftJoin(stores, eq(stores.id, leads.storeId))
    .leftJoin(customers, eq(customers.id, leads.customerId))
    .leftJoin(sourceOption, and(eq(sourceOption.kind, 'source'), eq(sourceOption.value, leads.source)));
}

type JoinedLead = { l: LeadRow; salesName: string | null; creatorName: string | null; storeName: string | null; customerName: string | null; sourceName: string | null };

export function toLead(ctx: RequestContext, r: JoinedLead): Lead {
  const l = r.l;
  const tz = ctx.session.timeZone;
  const status = (l.status === 2 || l.status === 3 ? l.status : 1) as 1 | 2 | 3;
  return {
    id: l.id,
    name: l.name,
    company: l.company,
    phone: l.phone,
    credit_number: l.creditNumber,
    source: l.source,
    source_text: optionLabel(ctx, 'source', l.source, r.sourceName),
    status,
    status_text: translate(`crm.lead_status_${status}`, ctx.locale),
    sales_id: l.salesId,
    sales_name: l.salesId === null ? '' : (r.salesName ?? ''),
    store_id: l.storeId,
    store_name: r.storeName ?? '',
    weixin: l.weixin,
    email: l.email,
    address: l.address,
    remark: l.remark,
    last_visit_at: formatDateTime(l.lastVisitAt, tz),
    customer_id: l.customerId,
    customer_name: r.customerName,
    transformed_at: formatDateTime(l.transformedAt, tz),
    created_by_name: r.creatorName ?? '',
    created_at: formatDateTime(l.createdAt, tz)!,
  };
}

export async function readLead(ctx: RequestContext, id: number): Promise<Lead> {
  const [row] = await joinedLeads(ctx).where(eq(leads.id, id));
  return toLead(ctx, row);
}

export async function getLead(ctx: RequestContext, id: number): Promise<Lead> {
  await findVisibleLead(ctx, id);
  return readLead(ctx, id);
}

/** The list's (and export's) condition: scope, keyword (contact, company, phone), filters; created range in the tenant's days. */
export function leadWhere(ctx: RequestContext, q: LeadExportParams): SQL | undefined {
  const keyword = q.keyword?.trim();
  const tz = ctx.session.timeZone;
  return and(
    leadScope(ctx),
    keyword ? or(containsText(leads.name, keyword), containsText(leads.company, keyword), containsText(leads.phone, keyword)) : undefined,
    q.status !== undefined ? eq(leads.status, q.status) : undefined,
    q.source !== undefined ? eq(leads.source, q.source) : undefined,
    q.sales_id !== undefined ? eq(leads.salesId, q.sales_id) : undefined,
    q.store_id !== undefined ? eq(leads.storeId, q.store_id) : undefined,
    q.ownership === 'mine' ? eq(leads.salesId, ctx.staffId) : q.ownership === 'pool' ? isNull(leads.salesId) : undefined,
    q.created_from ? gte(leads.createdAt, sql`(${q.created_from}::date::timestamp AT TIME ZONE ${tz})`) : undefined,
    q.created_to ? lt(leads.createdAt, sql`((${q.created_to}::date + 1)::timestamp AT TIME ZONE ${tz})`) : undefined,
  );
}

export async function listLeads(ctx: RequestContext, q: LeadListQuery) {
  const where = leadWhere(ctx, q);
  const dir = q.order === 'asc' ? asc : desc;
  const orderBy =
    q.sort === 'id'
      ? [dir(leads.id)]
      : q.sort === 'last_visit_at'
        ? [sql`${leads.lastVisitAt} ${sql.raw(q.order === 'asc' ? 'ASC' : 'DESC')} NULLS LAST`, dir(leads.id)]
        : [dir(leads.createdAt), dir(leads.id)];
  return paginate(q, {
    rows: (page) =>
      joinedLeads(ctx)
        .where(where)
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset),
    total: ctx.db.select({ total: count() }).from(leads).where(where),
    map: (rows) => rows.map((r) => toLead(ctx, r)),
  });
}
