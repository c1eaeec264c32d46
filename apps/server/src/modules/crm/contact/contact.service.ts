import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { PaginationQuery } from '@tradewind/contract/common/pagination';
import type { CreateContactInput, CustomerContact, UpdateContactInput } from '@tradewind/contract/crm/contact.schema';
import type { ReadMemo } from '@/core/db/read-memo';
import { notDeleted } from '@/core/db/soft-delete';
import { paginate } from '@/core/http/pagination';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { areaPathName, regionOf } from '@/modules/common/area';
import { findVisibleCustomer } from '../customer/customer-access';
import { writeCustomerLog } from '../log/log.service';
import { customerUsers } from './contact.table';

type Row = typeof customerUsers.$inferSelect;

function toContact(ctx: RequestContext, r: Row): CustomerContact {
  return {
    id: r.id,
    customer_id: r.customerId,
    name: r.name,
    phone: r.phone,
    sex: r.sex as 0 | 1 | 2,
    birthday: r.birthday,
    ...regionOf(r),
    weixin: r.weixin,
    qq: r.qq,
    email: r.email,
    remark: r.remark,
    is_master: r.isMaster as 0 | 1,
    status: r.status as 0 | 1,
    avatar: r.avatar,
    created_at: formatDateTime(r.createdAt, ctx.session.timeZone)!,
    updated_at: formatDateTime(r.updatedAt, ctx.session.timeZone)!,
  };
}

const live = (customerId: number) => and(eq(customerUsers.customerId, customerId), notDeleted(customerUsers));
const log = (ctx: RequestContext, customerId: number, action: string, key: string, name: string) =>
  writeCustomerLog(ctx, customerId, action, translate(key, ctx.locale, { name }));

/** "省 市 区" from the ids, or 422 when they do not form one chain starting at a province (`memo`: read once for a transaction). */
export async function areaText(ctx: RequestContext, ids: { province_id: number | null; city_id: number | null; area_id: number | null }, memo?: ReadMemo): Promise<string | null> {
  if (ids.area_id !== null && ids.city_id === null) throw invalidField('city_id', 'crm.area_invalid');
  const text = await areaPathName(ctx.db, [ids.province_id, ids.city_id, ids.area_id], memo);
  if (text === undefined) throw invalidField('province_id', 'crm.area_invalid');
  return text;
}

export async function listContacts(ctx: RequestContext, customerId: number, query: PaginationQuery) {
  await findVisibleCustomer(ctx, customerId);
  const where = live(customerId);
  return paginate(query, {
    rows: (page) => ctx.db.select().from(customerUsers).where(where).orderBy(desc(customerUsers.isMaster), desc(customerUsers.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(customerUsers).where(where),
    map: (rows) => rows.map((r) => toContact(ctx, r)),
  });
}

/** GET /crm/user/{id}: a contact of a customer the caller may see. */
export async function getContact(ctx: RequestContext, id: number): Promise<CustomerContact> {
  const [row] = await ctx.db.select().from(customerUsers).where(and(eq(customerUsers.id, id), notDeleted(customerUsers)));
  if (!row) throw notFound('crm.contact_not_found');
  await findVisibleCustomer(ctx, row.customerId);
  return toContact(ctx, row);
}

async function findContact(ctx: RequestContext, customerId: number, id: number): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(customerUsers)
    .where(and(eq(customerUsers.id, id), live(customerId)))
    .for('update');
  if (!row) throw notFound('crm.contact_not_found');
  return row;
}

async function refuseDuplicatePhone(ctx: RequestContext, customerId: number, phone: string, exceptId?: number) {
  const [dup] = await ctx.db
    .select({ id: customerUsers.id })
    .from(customerUsers)
    .where(and(live(customerId), eq(customerUsers.phone, phone), exceptId ? ne(customerUsers.id, exceptId) : undefined));
  if (dup) throw conflict('crm.contact_phone_taken');
}

const values = (input: CreateContactInput | UpdateContactInput, areaString: string | null) => ({
  name: input.name,
  phone: input.phone,
  sex: input.sex,
  birthday: input.birthday,
  provinceId: input.province_id,
  cityId: input.city_id,
  areaId: input.area_id,
  areaString,
  weixin: input.weixin,
  qq: input.qq,
  email: input.email,
  remark: input.remark,
  status: input.status,
  avatar: input.avatar,
});

/** Takes the main flag from whoever holds it (the partial unique index allows one per customer). */
async function clearMaster(ctx: RequestContext, customerId: number, exceptId?: number) {
  await ctx.db
    .update(customerUsers)
    .set({ isMaster: 0, updatedAt: sql`now()` })
    .where(and(live(customerId), eq(customerUsers.isMaster, 1), exceptId ? ne(customerUsers.id, exceptId) : undefined));
}

export async function createContact(ctx: RequestContext, customerId: number, input: CreateContactInput): Promise<CustomerContact> {
  await findVisibleCustomer(ctx, customerId, { forUpdate: true });
  const areaString = await areaText(ctx, input);
  await refuseDuplicatePhone(ctx, customerId, input.phone);
  const [{ n }] = await ctx.db.select({ n: count() }).from(customerUsers).where(live(customerId));
  // The first contact of a customer is its main contact.
  const isMaster = input.is_master === 1 || n === 0 ? 1 : 0;
  if (isMaster) await clearMaster(ctx, customerId);
  const [row] = await ctx.db
    .insert(customerUsers)
    .values({ ...values(input, areaString), tenantId: ctx.tenantId, customerId, isMaster })
    .returning();
  await log(ctx, customerId, 'contact.create', 'crm.log_contact_created', row.name);
  if (isMaster && n > 0) await log(ctx, customerId, 'contact.master', 'crm.log_contact_master', row.name);
  return toContact(ctx, row);
}

export async function updateContact(ctx: RequestContext, customerId: number, input: UpdateContactInput): Promise<CustomerContact> {
  await findVisibleCustomer(ctx, customerId, { forUpdate: true });
  const current = await findContact(ctx, customerId, input.id);
  const areaString = await areaText(ctx, input);
  await refuseDuplicatePhone(ctx, customerId, input.phone, current.id);
  // The main flag moves to another contact; it is never simply cleared, so a customer keeps one.
  if (current.isMaster === 1 && input.is_master === 0) throw conflict('crm.master_contact_required');
  const becomesMaster = current.isMaster === 0 && input.is_master === 1;
  if (becomesMaster) await clearMaster(ctx, customerId, current.id);
  const [row] = await ctx.db
    .update(customerUsers)
    .set({ ...values(input, areaString), isMaster: becomesMaster ? 1 : current.isMaster, updatedAt: sql`now()` })
    .where(eq(customerUsers.id, current.id))
    .returning();
  await log(ctx, customerId, 'contact.update', 'crm.log_contact_updated', row.name);
  if (becomesMaster) await log(ctx, customerId, 'contact.master', 'crm.log_contact_master', row.name);
  return toContact(ctx, row);
}

export async function deleteContact(ctx: RequestContext, customerId: number, id: number): Promise<null> {
  await findVisibleCustomer(ctx, customerId, { forUpdate: true });
  const current = await findContact(ctx, customerId, id);
  if (current.isMaster === 1) throw conflict('crm.master_contact_protected');
  await ctx.db.update(customerUsers).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(customerUsers.id, id));
  await log(ctx, customerId, 'contact.delete', 'crm.log_contact_deleted', current.name);
  return null;
}

/** A live contact of the customer, or 422 on `field` (a follow-up names the contact met). */
export async function requireContactOf(ctx: RequestContext, customerId: number, id: number, field: string): Promise<Row> {
  const [row] = await ctx.db.select().from(customerUsers).where(and(eq(customerUsers.id, id), live(customerId)));
  if (!row) throw invalidField(field, 'crm.contact_not_found');
  return row;
}
