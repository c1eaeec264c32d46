import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import { MEMBER_COUNT_CAP, type Crowd, type CrowdListQuery, type CrowdMember, type CrowdMemberQuery } from '@tradewind/contract/crm/crowd.schema';
import { containsText, startsWithAscii } from '@/core/db/like';
import { notDeleted } from '@/core/db/soft-delete';
import { notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { staff } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import { customerLevels, customerTypes } from '../config/config.table';
import { customerScope } from '../customer/customer-access';
import { customers } from '../customer/customer.table';
import { crowdMembers, crowds } from './crowd.table';

/** Reading crowds: the list, one crowd, its members (within the caller's data scope) as the API shows them. */

type CrowdRow = typeof crowds.$inferSelect;
const creator = alias(staff, 'crowd_creator');

export function toCrowd(ctx: RequestContext, c: CrowdRow, creatorName: string | null): Crowd {
  const tz = ctx.session.timeZone;
  const kind = (c.kind === 2 ? 2 : 1) as 1 | 2;
  return {
    id: c.id,
    name: c.name,
    kind,
    kind_text: translate(`crm.crowd_kind_${kind}`, ctx.locale),
    rule: c.rule,
    remark: c.remark,
    member_count: c.memberCount,
    refreshed_at: formatDateTime(c.refreshedAt, tz),
    created_by_name: creatorName ?? '',
    created_at: formatDateTime(c.createdAt, tz)!,
    updated_at: formatDateTime(c.updatedAt, tz)!,
  };
}

export async function findCrowd(ctx: RequestContext, id: number, options: { forUpdate?: boolean } = {}): Promise<CrowdRow> {
  const query = ctx.db.select().from(crowds).where(and(eq(crowds.id, id), notDeleted(crowds)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function getCrowd(ctx: RequestContext, id: number): Promise<Crowd> {
  const [row] = await ctx.db.select({ c: crowds, creatorName: creator.name }).from(crowds).leftJoin(creator, eq(creator.id, crowds.createdBy)).where(and(eq(crowds.id, id), notDeleted(crowds)));
  if (!row) throw notFound();
  return toCrowd(ctx, row.c, row.creatorName);
}

export async function listCrowds(ctx: RequestContext, q: CrowdListQuery) {
  const where = and(notDeleted(crowds), containsText(crowds.name, q.keyword?.trim()), q.kind !== undefined ? eq(crowds.kind, q.kind) : undefined);
  return paginate(q, {
    rows: (page) =>
      ctx.db
        .select({ c: crowds, creatorName: creator.name })
        .from(crowds)
        .leftJoin(creator, eq(creator.id, crowds.createdBy))
        .where(where)
        .orderBy(desc(crowds.id))
        .limit(page.limit)
        .offset(page.offset),
    total: ctx.db.select({ total: count() }).from(crowds).where(where),
    map: (rows) => rows.map((r) => toCrowd(ctx, r.c, r.creatorName)),
  });
}

const sales = alias(staff, 'member_sales');

/** The members of a crowd the caller may see (customer data scope), by keyword (name, phone prefix). */
export function memberWhere(ctx: RequestContext, crowdId: number, keyword: string | undefined): SQL | undefined {
  const k = keyword?.trim();
  return and(
    eq(crowdMembers.crowdId, crowdId),
    customerScope(ctx),
    k ? (/^\d+$/.test(k) ? or(startsWithAscii(customers.phone, k), eq(customers.id, Number(k) <= 2 ** 31 - 1 ? Number(k) : 0)) : containsText(customers.name, k)) : undefined,
  );
}

export function joinedMembers(ctx: RequestContext) {
  return ctx.db
    .select({ c: customers, levelName: customerLevels.name, typeName: customerTypes.name, storeName: stores.name, salesName: sales.name })
    .from(crowdMembers)
    .innerJoin(customers, and(eq(customers.id, crowdMembers.customerId), eq(customers.tenantId, crowdMembers.tenantId)))
    .leftJoin(customerLevels, eq(customerLevels.id, customers.levelId))
    .leftJoin(customerTypes, eq(customerTypes.id, customers.typeId))
    .leftJoin(stores, eq(stores.id, customers.storeId))
    .leftJoin(sales, eq(sales.id, customers.salesId));
}

type JoinedMember = { c: typeof customers.$inferSelect; levelName: string | null; typeName: string | null; storeName: string | null; salesName: string | null };
export function toMember(ctx: RequestContext, r: JoinedMember): CrowdMember {
  const tz = ctx.session.timeZone;
  return {
    id: r.c.id,
    customer_id: r.c.id,
    name: r.c.name,
    phone: r.c.phone,
    level_name: r.levelName ?? '',
    type_name: r.typeName ?? '',
    store_name: r.storeName ?? '',
    sales_type: r.c.salesType,
    sales_name: r.c.salesType === 1 ? (r.salesName ?? '') : translate(`crm.crowd_sales_type_${r.c.salesType}`, ctx.locale),
    last_visit_at: formatDateTime(r.c.lastVisitAt, tz),
    last_order_at: formatDateTime(r.c.lastOrderAt, tz),
    created_at: formatDateTime(r.c.createdAt, tz)!,
  };
}


/**
 * A page of a crowd's members the caller may see. Whoever sees every customer (no scope) without a keyword
 * reads the total from the crowd's member_count; anyone else's is counted up to MEMBER_COUNT_CAP.
 */
export async function listCrowdMembers(ctx: RequestContext, crowdId: number, q: CrowdMemberQuery) {
  const crowd = await findCrowd(ctx, crowdId);
  const where = memberWhere(ctx, crowdId, q.keyword);
  const whole = customerScope(ctx) === undefined && !q.keyword?.trim();
  return paginate(q, {
    rows: (page) => joinedMembers(ctx).where(where).orderBy(asc(crowdMembers.customerId)).limit(page.limit).offset(page.offset),
    total: whole
      ? Promise.resolve(crowd.memberCount)
      : ctx.db
          .select({ total: sql<number>`count(*)::int` })
          .from(
            ctx.db
              .select({ one: sql`1` })
              .from(crowdMembers)
              .innerJoin(customers, and(eq(customers.id, crowdMembers.customerId), eq(customers.tenantId, crowdMembers.tenantId)))
              .where(where)
              .limit(MEMBER_COUNT_CAP)
              .as('capped'),
          ),
    map: (rows) => rows.map((r) => toMember(ctx, r)),
  });
}

/** The ids of a crowd's members the caller may see, in id order (a visit plan adds them at once). */
export async function visibleMemberIds(ctx: RequestContext, crowdId: number, limit: number): Promise<number[]> {
  await findCrowd(ctx, crowdId);
  const rows = await ctx.db
    .select({ id: crowdMembers.customerId })
    .from(crowdMembers)
    .innerJoin(customers, and(eq(customers.id, crowdMembers.customerId), eq(customers.tenantId, crowdMembers.tenantId)))
    .where(memberWhere(ctx, crowdId, undefined))
    .orderBy(asc(crowdMembers.customerId))
    .limit(limit);
  return rows.map((r) => r.id);
}

