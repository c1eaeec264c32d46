import { and, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime, todayIn } from '@tradewind/contract/common/time';
import { CHANNEL_REGISTER_PATH, type ChannelLink, type ChannelLinkCustomer, type ChannelLinkListQuery } from '@tradewind/contract/crm/channel-link.schema';
import type { PaginationQuery } from '@tradewind/contract/common/pagination';
import { dataScopeFilter } from '@/core/auth/data-scope';
import { containsText } from '@/core/db/like';
import { notDeleted } from '@/core/db/soft-delete';
import { notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { staff } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import { customerLevels, customerTypes } from '../config/config.table';
import { customerUsers } from '../contact/contact.table';
import { customers } from '../customer/customer.table';
import { channelLinkRecords, channelLinks } from './channel-link.table';

export type ChannelLinkRow = typeof channelLinks.$inferSelect;

/**
 * The links a member reaches, as leads: in the stores they hold, those whose owner their data scope covers
 * (a rep their own links); super administrators every link of the tenant.
 */
export function linkScope(ctx: RequestContext): SQL | undefined {
  const { session } = ctx;
  if (session.isSuper) return notDeleted(channelLinks);
  const inStores = session.storeIds.length ? sql`${channelLinks.storeId} IN (${sql.join(session.storeIds.map((id) => sql`${id}`), sql`, `)})` : sql`false`;
  return and(notDeleted(channelLinks), inStores, dataScopeFilter(ctx, { owner: channelLinks.salesId, store: channelLinks.storeId }));
}

export async function findVisibleLink(ctx: RequestContext, id: number, forUpdate = false): Promise<ChannelLinkRow> {
  const query = ctx.db.select().from(channelLinks).where(and(eq(channelLinks.id, id), linkScope(ctx)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Whether a link registers customers today: enabled and not past its last day (the tenant's calendar). */
export const linkUsable = (link: Pick<ChannelLinkRow, 'status' | 'validUntil'>, today: string) => link.status === 1 && (link.validUntil === null || link.validUntil >= today);

const owner = alias(staff, 'link_owner');
const creator = alias(staff, 'link_creator');

const joinedLinks = (ctx: RequestContext) =>
  ctx.db
    .select({ l: channelLinks, ownerName: owner.name, creatorName: creator.name, storeName: stores.name, typeName: customerTypes.name, levelName: customerLevels.name })
    .from(channelLinks)
    .leftJoin(owner, eq(owner.id, channelLinks.salesId))
    .leftJoin(creator, eq(creator.id, channelLinks.createdBy))
    .leftJoin(stores, eq(stores.id, channelLinks.storeId))
    .leftJoin(customerTypes, eq(customerTypes.id, channelLinks.typeId))
    .leftJoin(customerLevels, eq(customerLevels.id, channelLinks.levelId));

type JoinedLink = { l: ChannelLinkRow; ownerName: string | null; creatorName: string | null; storeName: string | null; typeName: string | null; levelName: string | null };

function toLink(ctx: RequestContext, r: JoinedLink, today: string): ChannelLink {
  const l = r.l;
  return {
    id: l.id,
    name: l.name,
    code: l.code,
    url: `${CHANNEL_REGISTER_PATH}?code=${l.code}`,
    store_id: l.storeId,
    store_name: r.storeName ?? '',
    sales_id: l.salesId,
    sales_name: r.ownerName ?? '',
    type_id: l.typeId,
    type_name: r.typeName,
    level_id: l.levelId,
    level_name: r.levelName,
    source: l.source,
    source_text: translate(`crm.source_${l.source}`, ctx.locale),
    valid_until: l.validUntil,
    status: l.status === 1 ? 1 : 0,
    usable: linkUsable(l, today),
    customer_count: l.customerCount,
    remark: l.remark,
    created_by_name: r.creatorName ?? '',
    created_at: formatDateTime(l.createdAt, ctx.session.timeZone)!,
  };
}

export async function readLink(ctx: RequestContext, id: number): Promise<ChannelLink> {
  const [row] = await joinedLinks(ctx).where(eq(channelLinks.id, id));
  return toLink(ctx, row, todayIn(ctx.session.timeZone));
}

export async function getLink(ctx: RequestContext, id: number): Promise<ChannelLink> {
  await findVisibleLink(ctx, id);
  return readLink(ctx, id);
}

/** `GET /crm/channel_links`: newest first; keyword matches the name. */
export async function listLinks(ctx: RequestContext, q: ChannelLinkListQuery) {
  const keyword = q.keyword?.trim();
  const where = and(
    linkScope(ctx),
    keyword ? or(containsText(channelLinks.name, keyword), containsText(channelLinks.code, keyword)) : undefined,
    q.store_id !== undefined ? eq(channelLinks.storeId, q.store_id) : undefined,
    q.sales_id !== undefined ? eq(channelLinks.salesId, q.sales_id) : undefined,
    q.status !== undefined ? eq(channelLinks.status, q.status) : undefined,
  );
  const today = todayIn(ctx.session.timeZone);
  return paginate(q, {
    rows: (page) => joinedLinks(ctx).where(where).orderBy(desc(channelLinks.createdAt), desc(channelLinks.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(channelLinks).where(where),
    map: (rows) => rows.map((r) => toLink(ctx, r, today)),
  });
}

const customerOwner = alias(staff, 'link_customer_owner');

/** `GET /crm/channel_link/{id}/customers`: the customers the link brought, newest first, with their current owner. */
export async function listLinkCustomers(ctx: RequestContext, id: number, q: PaginationQuery) {
  const link = await findVisibleLink(ctx, id);
  const where = and(eq(channelLinkRecords.linkId, link.id), isNotNull(channelLinkRecords.customerId));
  return paginate(q, {
    rows: (page) =>
      ctx.db
        .select({ r: channelLinkRecords, name: customers.name, phone: customers.phone, contactName: customerUsers.name, ownerName: customerOwner.name, salesType: customers.salesType })
        .from(channelLinkRecords)
        .innerJoin(customers, eq(customers.id, channelLinkRecords.customerId))
        .leftJoin(customerUsers, and(eq(customerUsers.customerId, customers.id), eq(customerUsers.isMaster, 1)))
        .leftJoin(customerOwner, eq(customerOwner.id, customers.salesId))
        .where(where)
        .orderBy(desc(channelLinkRecords.createdAt), desc(channelLinkRecords.id))
        .limit(page.limit)
        .offset(page.offset),
    total: ctx.db.select({ total: count() }).from(channelLinkRecords).where(where),
    map: (rows): ChannelLinkCustomer[] =>
      rows.map((r) => ({
        customer_id: r.r.customerId!,
        name: r.name,
        phone: r.phone,
        contact_name: r.contactName ?? '',
        sales_name: r.salesType === 1 ? (r.ownerName ?? '') : translate(`crm.sales_type_${r.salesType}`, ctx.locale),
        registered_at: formatDateTime(r.r.createdAt, ctx.session.timeZone)!,
      })),
  });
}
