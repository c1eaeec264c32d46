import { aliasedTable, and, asc, count, countDistinct, desc, eq, gte, isNotNull, lt, max, or, sql, type SQL } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import { VISIT_KINDS, type CreateVisitInput, type Visit, type VisitExportParams, type VisitKind, type VisitListQuery, type VisitStatics, type VisitStaticsQuery } from '@tradewind/contract/crm/visit.schema';
import { containsText } from '@/core/db/like';
import { notDeleted } from '@/core/db/soft-delete';
import { dataScopeFilter } from '@/core/auth/data-scope';
import { paginate, type Page } from '@/core/http/pagination';
import { conflict, invalidField, noPermission, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import type { FileStorage } from '@/core/storage/file-storage';
import { staff } from '@/modules/system/staff';
import { configOptions } from '../config/config.table';
import { assertOptionUsable, loadOptions, optionLabel } from '../config/option.service';
import { requireContactOf } from '../contact/contact.service';
import { customerUsers } from '../contact/contact.table';
import { customerScope, findVisibleCustomer } from '../customer/customer-access';
import { customers } from '../customer/customer.table';
import { imageVariants, readImages } from '../file/stored-upload';
import { findVisibleLead } from '../lead/lead-access';
import { leads } from '../lead/lead.table';
import { writeCustomerLog } from '../log/log.service';
import { visits } from './visit.table';

const kindText = (ctx: RequestContext, type: number) => translate(`crm.visit_kind_${type}`, ctx.locale);
const visitTypeOption = aliasedTable(configOptions, 'visit_type_option');

/**
 * Who may delete a follow-up: its creator, or a staff member whose data scope covers the creator (all
 * stores, the visit's store, or the creator's department tree). Always together with crm:visit:delete.
 */
function deletableBy(ctx: RequestContext): SQL {
  const scope = dataScopeFilter(ctx, { owner: visits.createdBy, store: visits.storeId });
  return scope ? sql`(${visits.createdBy} = ${ctx.staffId} OR ${scope})` : sql`true`;
}

const creator = aliasedTable(staff, 'visit_creator');

export async function selectVisits(ctx: RequestContext, where: SQL | undefined, page: Page, order: 'asc' | 'desc' = 'desc', keyset?: boolean): Promise<Visit[]> {
  const dir = order === 'asc' ? asc : desc;
  const rows = await ctx.db
    .select({
      visit: visits,
      customerName: customers.name,
      userName: customerUsers.name,
      creatorName: creator.name,
      creatorAvatar: creator.avatar,
      canDelete: sql<unknown>`${deletableBy(ctx)}`,
      visitTypeName: visitTypeOption.name,
    })
    .from(visits)
    .leftJoin(visitTypeOption, and(eq(visitTypeOption.kind, 'visit_type'), eq(visitTypeOption.value, visits.visitType)))
    .leftJoin(customers, eq(customers.id, visits.customerId))
    .leftJoin(customerUsers, eq(customerUsers.id, visits.userId))
    .leftJoin(creator, eq(creator.id, visits.createdBy))
    .where(where)
    .orderBy(...(keyset ? [asc(visits.id)] : [dir(visits.createdAt), dir(visits.id)]))
    .limit(page.limit)
    .offset(page.offset);
  const canDeleteAny = ctx.session.permissions.has('crm:visit:delete');
  const tz = ctx.session.timeZone;
  return rows.map(({ visit: v, ...r }) => ({
    id: v.id,
    customer_id: v.customerId,
    customer_name: r.customerName ?? '',
    lead_id: v.leadId,
    content: v.content,
    images: v.images,
    image_list: (v.images ? v.images.split(',') : []).map(imageVariants),
    visit_type: v.visitType,
    visit_type_text: optionLabel(ctx, 'visit_type', v.visitType, r.visitTypeName) || String(v.visitType),
    type: v.type as VisitKind,
    type_text: kindText(ctx, v.type),
    user_id: v.userId,
    user_name: r.userName ?? null,
    next_visit_time: formatDateTime(v.nextVisitTime, tz),
    address: v.address,
    longitude: v.longitude,
    latitude: v.latitude,
    creator: { id: v.createdBy, name: r.creatorName ?? '', avatar: r.creatorAvatar ?? null },
    created_at: formatDateTime(v.createdAt, tz)!,
    can_delete: canDeleteAny && isTrue(r.canDelete),
  }));
}

/** Drivers answer a boolean expression as true or 't'. */
const isTrue = (v: unknown) => v === true || v === 't' || v === 'true';

/**
 * The list's (and export's) condition: a customer's follow-ups (with those of the lead it came from), a
 * lead's, or (neither) those of every customer the caller can see; then the person, kinds, days logged (the
 * tenant's calendar) and a keyword over the content, the customer's name and the check-in address.
 */
export async function visitWhere(ctx: RequestContext, query: VisitExportParams): Promise<SQL | undefined> {
  if (query.customer_id) await findVisibleCustomer(ctx, query.customer_id);
  if (query.lead_id) await findVisibleLead(ctx, query.lead_id);
  const tz = ctx.session.timeZone;
  const keyword = query.keyword?.trim();
  return and(
    notDeleted(visits),
    query.customer_id ? eq(visits.customerId, query.customer_id) : query.lead_id ? eq(visits.leadId, query.lead_id) : and(isNotNull(visits.customerId), customerScope(ctx)),
    query.created_by ? eq(visits.createdBy, query.created_by) : undefined,
    query.type ? eq(visits.type, query.type) : undefined,
    query.visit_type !== undefined ? eq(visits.visitType, query.visit_type) : undefined,
    query.start_date ? gte(visits.createdAt, sql`(${query.start_date}::date::timestamp AT TIME ZONE ${tz})`) : undefined,
    query.end_date ? lt(visits.createdAt, sql`((${query.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})`) : undefined,
    keyword ? or(containsText(visits.content, keyword), containsText(customers.name, keyword), containsText(visits.address, keyword)) : undefined,
  );
}

/** Follow-ups newest first (or oldest, `order`), filtered as `visitWhere` says. */
export async function listVisits(ctx: RequestContext, query: VisitListQuery) {
  const where = await visitWhere(ctx, query);
  return paginate(query, {
    rows: (page) => selectVisits(ctx, where, page, query.order),
    total: ctx.db.select({ total: count() }).from(visits).leftJoin(customers, eq(customers.id, visits.customerId)).where(where),
  });
}

/**
 * Counts per kind and per visit type, distinct customers and check-ins: one customer's follow-ups, with
 * `group=person` those of every customer the caller can see (one row per person), else the caller's own;
 * `created_by`, the day range narrow.
 */
export async function visitStatics(ctx: RequestContext, query: VisitStaticsQuery): Promise<VisitStatics> {
  const customerId = query.customer_id ?? undefined;
  let lastVisitAt: Date | null = null;
  if (customerId) lastVisitAt = (await findVisibleCustomer(ctx, customerId)).lastVisitAt;
  const tz = ctx.session.timeZone;
  const byPerson = !customerId && query.group === 'person';
  const where = and(
    notDeleted(visits),
    customerId ? eq(visits.customerId, customerId) : byPerson ? and(isNotNull(visits.customerId), customerScope(ctx)) : eq(visits.createdBy, ctx.staffId),
    byPerson && query.created_by ? eq(visits.createdBy, query.created_by) : undefined,
    query.start_date ? gte(visits.createdAt, sql`(${query.start_date}::date::timestamp AT TIME ZONE ${tz})`) : undefined,
    query.end_date ? lt(visits.createdAt, sql`((${query.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})`) : undefined,
  );
  const rows = await ctx.db
    .select({ type: visits.type, visitType: visits.visitType, n: count(), last: max(visits.createdAt) })
    .from(visits)
    .leftJoin(customers, eq(customers.id, visits.customerId))
    .where(where)
    .groupBy(visits.type, visits.visitType);
  const [{ distinct }] = await ctx.db.select({ distinct: countDistinct(visits.customerId) }).from(visits).leftJoin(customers, eq(customers.id, visits.customerId)).where(where);
  const sum = (pick: (r: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((acc, r) => acc + Number(r.n), 0);
  if (!customerId) {
    const times = rows.map((r) => (r.last ? new Date(r.last).getTime() : 0)).filter((t) => t > 0);
    lastVisitAt = times.length ? new Date(Math.max(...times)) : null;
  }
  const people = byPerson ? await personStatics(ctx, where) : [];
  return {
    scope: customerId ? 'customer' : byPerson ? 'all' : 'mine',
    total: sum(() => true),
    types: VISIT_KINDS.map((type) => ({ type, label: kindText(ctx, type), count: sum((r) => r.type === type) })),
    visit_types: (await loadOptions(ctx, 'visit_type'))
      .filter((t) => t.status === 1 || rows.some((r) => r.visitType === t.value))
      .map((t) => ({ visit_type: t.value, label: t.name, count: sum((r) => r.visitType === t.value) })),
    customers: Number(distinct),
    check_ins: sum((r) => r.type === 3),
    last_visit_at: formatDateTime(lastVisitAt, tz),
    people,
  };
}

/** One row per person who logged follow-ups under `where`, most first. */
async function personStatics(ctx: RequestContext, where: SQL | undefined) {
  const kind = (type: number) => sql<number>`count(*) FILTER (WHERE ${visits.type} = ${type})`.mapWith(Number);
  const rows = await ctx.db
    .select({
      staffId: visits.createdBy,
      name: creator.name,
      total: count(),
      followUps: kind(1),
      accompanied: kind(2),
      checkIns: kind(3),
      customers: countDistinct(visits.customerId),
      last: max(visits.createdAt),
    })
    .from(visits)
    .leftJoin(customers, eq(customers.id, visits.customerId))
    .leftJoin(creator, eq(creator.id, visits.createdBy))
    .where(where)
    .groupBy(visits.createdBy, creator.name)
    .orderBy(desc(count()), asc(visits.createdBy))
    .limit(200);
  return rows.map((r) => ({
    staff_id: r.staffId,
    name: r.name ?? '',
    total: Number(r.total),
    follow_ups: Number(r.followUps),
    accompanied: Number(r.accompanied),
    check_ins: Number(r.checkIns),
    customers: Number(r.customers),
    last_visit_at: formatDateTime(r.last ? new Date(r.last) : null, ctx.session.timeZone),
  }));
}

const summary = (content: string) => (content.length > 60 ? `${content.slice(0, 60)}…` : content);

/**
 * Inserts a follow-up of a customer or a lead (`owner`, with its store): the images checked in storage, the
 * next visit read in the tenant's time zone. Answers the new row's id and time.
 */
async function insertVisit(ctx: RequestContext, storage: FileStorage, input: CreateVisitInput, owner: { customerId: number | null; leadId: number | null; storeId: number }) {
  const images = await readImages(ctx, storage, input.images);
  const tz = ctx.session.timeZone;
  const [row] = await ctx.db
    .insert(visits)
    .values({
      tenantId: ctx.tenantId,
      ...owner,
      content: input.content,
      images: images.join(','),
      visitType: input.visit_type,
      type: input.type,
      userId: input.user_id,
      nextVisitTime: input.next_visit_time === null ? null : sql`(${input.next_visit_time}::timestamp AT TIME ZONE ${tz})`,
      address: input.address,
      longitude: input.longitude === null ? null : String(input.longitude),
      latitude: input.latitude === null ? null : String(input.latitude),
      createdBy: ctx.staffId,
    })
    .returning({ id: visits.id, createdAt: visits.createdAt });
  return row;
}

/** Logs a follow-up and stamps the customer's last_visit_at, which the public-pool rules read (or the lead's). */
export async function createVisit(ctx: RequestContext, storage: FileStorage, input: CreateVisitInput): Promise<Visit> {
  await assertOptionUsable(ctx, 'visit_type', input.visit_type, 'visit_type', 'crm.visit_type_required');
  if (input.lead_id !== null) return createLeadVisit(ctx, storage, input, input.lead_id);
  const customer = await findVisibleCustomer(ctx, input.customer_id!, { forUpdate: true });
  if (input.user_id !== null) await requireContactOf(ctx, customer.id, input.user_id, 'user_id');
  const row = await insertVisit(ctx, storage, input, { customerId: customer.id, leadId: null, storeId: customer.storeId });
  await ctx.db.update(customers).set({ lastVisitAt: row.createdAt, updatedAt: sql`now()` }).where(eq(customers.id, customer.id));
  await writeCustomerLog(ctx, customer.id, 'visit.create', translate('crm.log_visit_created', ctx.locale, { kind: kindText(ctx, input.type), content: summary(input.content) }));
  const [created] = await selectVisits(ctx, eq(visits.id, row.id), { limit: 1, offset: 0 });
  return created;
}

/**
 * A lead's follow-up: the lead's last visit, and a new lead becomes 'following up' (2). A transformed lead
 * takes none (409): its customer is followed up now. A lead has no contacts (`user_id` 422).
 */
async function createLeadVisit(ctx: RequestContext, storage: FileStorage, input: CreateVisitInput, leadId: number): Promise<Visit> {
  await findVisibleLead(ctx, leadId);
  const [lead] = await ctx.db.select().from(leads).where(eq(leads.id, leadId)).for('update');
  if (lead.status === 3) throw conflict('crm.lead_transformed');
  if (input.user_id !== null) throw invalidField('user_id', 'crm.contact_not_found');
  const row = await insertVisit(ctx, storage, input, { customerId: null, leadId: lead.id, storeId: lead.storeId });
  await ctx.db
    .update(leads)
    .set({ lastVisitAt: row.createdAt, status: lead.status === 1 ? 2 : lead.status, updatedAt: sql`now()` })
    .where(eq(leads.id, lead.id));
  const [created] = await selectVisits(ctx, eq(visits.id, row.id), { limit: 1, offset: 0 });
  return created;
}

/**
 * Deletes (softly) a follow-up of a customer the caller may see: its creator, or a manager whose data
 * scope covers the creator. The customer's last_visit_at falls back to the newest remaining follow-up.
 */
export async function deleteVisit(ctx: RequestContext, id: number): Promise<null> {
  const [visit] = await ctx.db
    .select({ visit: visits, allowed: sql<unknown>`${deletableBy(ctx)}` })
    .from(visits)
    .where(and(eq(visits.id, id), notDeleted(visits)));
  if (!visit) throw notFound();
  const v = visit.visit;
  if (v.customerId !== null) await findVisibleCustomer(ctx, v.customerId, { forUpdate: true });
  else if (v.leadId !== null) await findVisibleLead(ctx, v.leadId, { forUpdate: true });
  if (!isTrue(visit.allowed)) throw noPermission('crm.visit_delete_not_allowed');
  await ctx.db.update(visits).set({ deletedAt: sql`now()` }).where(eq(visits.id, v.id));
  if (v.leadId !== null) {
    const [{ last }] = await ctx.db
      .select({ last: max(visits.createdAt) })
      .from(visits)
      .where(and(eq(visits.leadId, v.leadId), notDeleted(visits)));
    await ctx.db.update(leads).set({ lastVisitAt: last ? new Date(last) : null, updatedAt: sql`now()` }).where(eq(leads.id, v.leadId));
  }
  if (v.customerId === null) return null;
  const [{ last }] = await ctx.db
    .select({ last: max(visits.createdAt) })
    .from(visits)
    .where(and(eq(visits.customerId, v.customerId), notDeleted(visits)));
  await ctx.db
    .update(customers)
    .set({ lastVisitAt: last ? new Date(last) : null, updatedAt: sql`now()` })
    .where(eq(customers.id, v.customerId));
  await writeCustomerLog(ctx, v.customerId, 'visit.delete', translate('crm.log_visit_deleted', ctx.locale, { kind: kindText(ctx, v.type), content: summary(v.content) }));
  return null;
}
