import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { PaginationQuery } from '@tradewind/contract/common/pagination';
import type { CreateAddressInput, CustomerAddress, UpdateAddressInput } from '@tradewind/contract/crm/address.schema';
import type { LocationSource } from '@tradewind/contract/common/location';
import type { ReadMemo } from '@/core/db/read-memo';
import { notDeleted } from '@/core/db/soft-delete';
import { paginate } from '@/core/http/pagination';
import { notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { locatePlace, regionOf } from '@/modules/common/area';
import { areaText } from '../contact/contact.service';
import { findVisibleCustomer } from '../customer/customer-access';
import { writeCustomerLog } from '../log/log.service';
import { customerAddresses } from './address.table';
import { addressText } from '@tradewind/contract/common/address';

type Row = typeof customerAddresses.$inferSelect;

function toAddress(ctx: RequestContext, r: Row): CustomerAddress {
  return {
    id: r.id,
    customer_id: r.customerId,
    contact_name: r.contactName,
    contact_phone: r.contactPhone,
    ...regionOf(r),
    address: r.address,
    longitude: r.longitude,
    latitude: r.latitude,
    location_source: r.locationSource as LocationSource | null,
    is_default: r.isDefault as 0 | 1,
    created_at: formatDateTime(r.createdAt, ctx.session.timeZone)!,
    updated_at: formatDateTime(r.updatedAt, ctx.session.timeZone)!,
  };
}

const live = (customerId: number) => and(eq(customerAddresses.customerId, customerId), notDeleted(customerAddresses));
const fullAddress = (r: { areaString: string | null; address: string }) => addressText(r.areaString, r.address);
const log = (ctx: RequestContext, customerId: number, action: string, key: string, r: { areaString: string | null; address: string }) =>
  writeCustomerLog(ctx, customerId, action, translate(key, ctx.locale, { address: fullAddress(r) }));

export async function listAddresses(ctx: RequestContext, customerId: number, query: PaginationQuery) {
  await findVisibleCustomer(ctx, customerId);
  const where = live(customerId);
  return paginate(query, {
    rows: (page) => ctx.db.select().from(customerAddresses).where(where).orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(customerAddresses).where(where),
    map: (rows) => rows.map((r) => toAddress(ctx, r)),
  });
}

/** An address of a customer the caller may see (locked), with that customer locked too. */
async function findAddress(ctx: RequestContext, id: number): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), notDeleted(customerAddresses)));
  if (!row) throw notFound();
  await findVisibleCustomer(ctx, row.customerId, { forUpdate: true });
  return row;
}

/** The stored columns: the area's text from its ids and the location (pinned, geocoded or the district centre). */
async function values(ctx: RequestContext, input: CreateAddressInput | UpdateAddressInput, memo?: ReadMemo) {
  const areaString = await areaText(ctx, input, memo);
  const place = { provinceId: input.province_id, cityId: input.city_id, areaId: input.area_id, areaString, address: input.address };
  const located = await locatePlace(ctx.db, { ...place, longitude: input.longitude, latitude: input.latitude }, memo);
  return { ...place, contactName: input.contact_name, contactPhone: input.contact_phone, ...located };
}

async function clearDefault(ctx: RequestContext, customerId: number, exceptId?: number) {
  await ctx.db
    .update(customerAddresses)
    .set({ isDefault: 0, updatedAt: sql`now()` })
    .where(and(live(customerId), eq(customerAddresses.isDefault, 1), exceptId ? ne(customerAddresses.id, exceptId) : undefined));
}

/** The newest remaining address becomes the default when the default goes (one default while any exist). */
async function ensureDefault(ctx: RequestContext, customerId: number) {
  const [current] = await ctx.db.select({ id: customerAddresses.id }).from(customerAddresses).where(and(live(customerId), eq(customerAddresses.isDefault, 1)));
  if (current) return;
  const [newest] = await ctx.db.select({ id: customerAddresses.id }).from(customerAddresses).where(live(customerId)).orderBy(desc(customerAddresses.id)).limit(1);
  if (newest) await ctx.db.update(customerAddresses).set({ isDefault: 1, updatedAt: sql`now()` }).where(eq(customerAddresses.id, newest.id));
}

/** `memo` (an import's transaction): the area's path and centre read once for it. */
export async function createAddress(ctx: RequestContext, input: CreateAddressInput, memo?: ReadMemo): Promise<CustomerAddress> {
  await findVisibleCustomer(ctx, input.customer_id, { forUpdate: true });
  const columns = await values(ctx, input, memo);
  const [{ n }] = await ctx.db.select({ n: count() }).from(customerAddresses).where(live(input.customer_id));
  const isDefault = input.is_default === 1 || n === 0 ? 1 : 0;
  if (isDefault) await clearDefault(ctx, input.customer_id);
  const [row] = await ctx.db
    .insert(customerAddresses)
    .values({ ...columns, tenantId: ctx.tenantId, customerId: input.customer_id, isDefault })
    .returning();
  await log(ctx, row.customerId, 'address.create', 'crm.log_address_created', row);
  return toAddress(ctx, row);
}

export async function updateAddress(ctx: RequestContext, input: UpdateAddressInput): Promise<CustomerAddress> {
  const current = await findAddress(ctx, input.id);
  const columns = await values(ctx, input);
  // Unticking the default on the default address is a no-op: a customer with addresses keeps one default.
  const isDefault = current.isDefault === 1 ? 1 : input.is_default;
  if (isDefault && !current.isDefault) await clearDefault(ctx, current.customerId, current.id);
  const [row] = await ctx.db
    .update(customerAddresses)
    .set({ ...columns, isDefault, updatedAt: sql`now()` })
    .where(eq(customerAddresses.id, current.id))
    .returning();
  await log(ctx, row.customerId, 'address.update', 'crm.log_address_updated', row);
  return toAddress(ctx, row);
}

export async function deleteAddress(ctx: RequestContext, id: number): Promise<null> {
  const current = await findAddress(ctx, id);
  await ctx.db
    .update(customerAddresses)
    .set({ deletedAt: sql`now()`, isDefault: 0, updatedAt: sql`now()` })
    .where(eq(customerAddresses.id, id));
  if (current.isDefault) await ensureDefault(ctx, current.customerId);
  await log(ctx, current.customerId, 'address.delete', 'crm.log_address_deleted', current);
  return null;
}
