import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { todayIn } from '@tradewind/contract/common/time';
import type { ChannelLink, ChannelRegisterInput, ChannelRegisterResult, CreateChannelLinkInput, PublicChannelLink, UpdateChannelLinkInput } from '@tradewind/contract/crm/channel-link.schema';
import { queryOne } from '@/core/db/database';
import { enterTenant } from '@/core/db/tenancy';
import { AppError, FailAfterCommit, invalidField, notFound } from '@/core/http/errors';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import type { PublicContext, RequestContext } from '@/core/http/request-context';
import { staff } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import { categoryExists } from '../config/config.service';
import { assertSalesFor, BLANK_CUSTOMER_FORM, createCustomer } from '../customer/customer.service';
import { customers } from '../customer/customer.table';
import { writeCustomerLog } from '../log/log.service';
import { findVisibleLink, linkUsable, readLink } from './channel-link.read';
import { channelLinkRecords, channelLinks } from './channel-link.table';

/** An address may try to register this many times an hour, through any link (README "Channel links"). */
export const CHANNEL_REGISTER_MAX_PER_IP_PER_HOUR = 10;

async function linkValues(ctx: RequestContext, input: CreateChannelLinkInput) {
  if (!ctx.session.storeIds.includes(input.store_id)) throw invalidField('store_id', 'crm.store_not_authorised');
  try {
    await assertSalesFor(ctx, input.sales_id, input.store_id);
  } catch (e) {
    if (e instanceof AppError) throw invalidField('sales_id', 'crm.channel_link_sales_invalid');
    throw e;
  }
  if (input.type_id !== null && !(await categoryExists(ctx, 'type', input.type_id))) throw invalidField('type_id', 'crm.type_not_found');
  if (input.level_id !== null && !(await categoryExists(ctx, 'level', input.level_id))) throw invalidField('level_id', 'crm.level_not_found');
  return {
    name: input.name,
    storeId: input.store_id,
    salesId: input.sales_id,
    typeId: input.type_id,
    levelId: input.level_id,
    source: input.source,
    validUntil: input.valid_until,
    status: input.status,
    remark: input.remark,
  };
}

/** A new link with a random public code (128 bits, URL-safe). */
export async function createLink(ctx: RequestContext, input: CreateChannelLinkInput): Promise<ChannelLink> {
  const values = await linkValues(ctx, input);
  const code = randomBytes(16).toString('base64url');
  const [row] = await ctx.db
    .insert(channelLinks)
    .values({ ...values, code, tenantId: ctx.tenantId, createdBy: ctx.staffId })
    .returning({ id: channelLinks.id });
  return readLink(ctx, row.id);
}

/** The form again; the code stays, so printed QR codes keep working. */
export async function updateLink(ctx: RequestContext, input: UpdateChannelLinkInput): Promise<ChannelLink> {
  const link = await findVisibleLink(ctx, input.id, true);
  const values = await linkValues(ctx, input);
  await ctx.db.update(channelLinks).set({ ...values, updatedAt: new Date() }).where(eq(channelLinks.id, link.id));
  return readLink(ctx, link.id);
}

/** Soft delete: the link stops registering at once; the customers it brought keep their record of it. */
export async function deleteLink(ctx: RequestContext, id: number): Promise<null> {
  const link = await findVisibleLink(ctx, id, true);
  await ctx.db.update(channelLinks).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(channelLinks.id, link.id));
  return null;
}

// ---------- the public registration ----------

type LiveLink = { link: typeof channelLinks.$inferSelect; tenantName: string; timeZone: string; storeName: string };

/**
 * The link of a code, looked up before a tenant is known (the owner's rights), then the transaction enters
 * its tenant. Unknown or deleted: 404 '链接无效'; disabled or past its last day: 404 with its own message.
 */
async function liveLink(ctx: PublicContext, code: string): Promise<LiveLink> {
  const [found] = await ctx.db.select({ id: channelLinks.id, tenantId: channelLinks.tenantId }).from(channelLinks).where(eq(channelLinks.code, code));
  if (!found) throw notFound('crm.channel_link_invalid');
  const tenant = await queryOne<{ name: string; time_zone: string; status: number }>(ctx.db, sql`SELECT name, time_zone, status FROM tenants WHERE id = ${found.tenantId}::int`);
  if (!tenant || tenant.status !== 1) throw notFound('crm.channel_link_invalid');
  await enterTenant(ctx.db, found.tenantId);
  const [link] = await ctx.db.select().from(channelLinks).where(eq(channelLinks.id, found.id)).for('update');
  if (!link || link.deletedAt !== null) throw notFound('crm.channel_link_invalid');
  if (link.status !== 1) throw notFound('crm.channel_link_disabled');
  if (!linkUsable(link, todayIn(tenant.time_zone))) throw notFound('crm.channel_link_expired');
  const [store] = await ctx.db.select({ name: stores.name }).from(stores).where(eq(stores.id, link.storeId));
  return { link, tenantName: tenant.name, timeZone: tenant.time_zone, storeName: store?.name ?? '' };
}

/** `GET /share/channel_link?code=`: what the registration page names — the company, the store, the link. */
export async function readPublicLink(ctx: PublicContext, code: string): Promise<PublicChannelLink> {
  const live = await liveLink(ctx, code);
  return { company_name: live.tenantName, store_name: live.storeName, name: live.link.name };
}

/**
 * Per address, the tries of the last hour (through any link, registered or refused): at the limit, 429 with
 * the minutes until the oldest of them is an hour old — as login's per-address lock.
 */
async function assertNotThrottled(ctx: PublicContext): Promise<void> {
  const recent = await queryOne<{ n: number; wait: number | null }>(
    ctx.db,
    sql`SELECT count(*)::int AS n, ceil(extract(epoch FROM (min(created_at) + interval '1 hour' - now())))::int AS wait
        FROM ${channelLinkRecords} WHERE ${channelLinkRecords.ip} = ${ctx.ip} AND ${channelLinkRecords.createdAt} > now() - interval '1 hour'`,
  );
  if ((recent?.n ?? 0) >= CHANNEL_REGISTER_MAX_PER_IP_PER_HOUR) {
    throw new AppError(ErrorCode.tooManyRequests, 'crm.channel_link_too_many', 429, null, { minutes: Math.max(1, Math.ceil((recent?.wait ?? 60) / 60)) });
  }
}

/** The link's owner as the one acting: the customer is theirs, in the link's store, as if they had typed it. */
function ownerContext(ctx: PublicContext, live: LiveLink, ownerName: string): RequestContext {
  const { link } = live;
  return {
    db: ctx.db,
    session: { tokenId: 0, staffId: link.salesId, tenantId: link.tenantId, name: ownerName, deptId: null, timeZone: live.timeZone, permissions: new Set(), isSuper: false, dataScope: 4, storeIds: [link.storeId] },
    tenantId: link.tenantId,
    staffId: link.salesId,
    storeId: link.storeId,
    requestedStoreId: link.storeId,
    locale: ctx.locale,
    ip: ctx.ip,
    requestId: ctx.requestId,
    audit: {},
  };
}

/**
 * `POST /share/channel_link/register`: a new customer through a live link — named after the company (else
 * the person), the person its main contact, in the link's store with the link's type, level and source,
 * owned by the link's owner through crm's createCustomer (its phone and cap rules). When the owner can no
 * longer take it (disabled, no longer in the store, at the private-customer cap) it lands in the store's
 * public pool. A phone a customer of the tenant already has is refused on `phone` (recorded: the try
 * counts towards the address's throttle, so phones cannot be probed at will).
 */
export async function registerThroughLink(ctx: PublicContext, input: ChannelRegisterInput): Promise<ChannelRegisterResult | FailAfterCommit> {
  await assertNotThrottled(ctx);
  const live = await liveLink(ctx, input.code);
  const { link } = live;
  const ip = ctx.ip.slice(0, 64);
  const [taken] = await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, input.phone));
  if (taken) {
    await ctx.db.insert(channelLinkRecords).values({ tenantId: link.tenantId, linkId: link.id, customerId: null, ip });
    return new FailAfterCommit(invalidField('phone', 'crm.channel_link_phone_registered'));
  }
  const [owner] = await ctx.db.select({ name: staff.name }).from(staff).where(eq(staff.id, link.salesId));
  const as = ownerContext(ctx, live, owner?.name ?? '');
  let salesType: 0 | 1 = 1;
  try {
    await assertSalesFor(as, link.salesId, link.storeId);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    salesType = 0;
  }
  const customerInput = {
    ...BLANK_CUSTOMER_FORM,
    name: (input.company ?? input.name).slice(0, 50),
    phone: input.phone,
    level_id: link.levelId,
    type_id: link.typeId,
    source: link.source,
    store_id: link.storeId,
    sales_type: salesType,
    sales_id: salesType === 1 ? link.salesId : null,
    contact_name: input.name,
  } as const;
  let customer;
  try {
    customer = await createCustomer(as, customerInput);
  } catch (e) {
    // at the owner's private-customer cap (refused before anything was written): the public pool instead
    if (!(e instanceof AppError) || e.message !== 'crm.pool_cap_reached') throw e;
    customer = await createCustomer(as, { ...customerInput, sales_type: 0, sales_id: null });
  }
  await writeCustomerLog(as, customer.id, 'channel.register', translate('crm.log_channel_registered', ctx.locale, { name: link.name }));
  await ctx.db.insert(channelLinkRecords).values({ tenantId: link.tenantId, linkId: link.id, customerId: customer.id, ip });
  await ctx.db.update(channelLinks).set({ customerCount: sql`${channelLinks.customerCount} + 1` }).where(eq(channelLinks.id, link.id));
  return { company_name: live.tenantName, store_name: live.storeName };
}
