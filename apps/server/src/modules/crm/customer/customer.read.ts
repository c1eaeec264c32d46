import type { z } from 'zod';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { checkPermission } from '@tradewind/contract/common/permission';
import { roundMoney } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import { CustomerListQuerySchema, type Customer, type CustomerListQuery } from '@tradewind/contract/crm/customer.schema';
import { pageOf, paginate } from '@/core/http/pagination';
import { noViewPermission } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { regionOf } from '@/modules/common/area';
import { staff } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import { accountPeriods } from '../account-period/account-period.table';
import { configOptions, customerLevels, customerTypes } from '../config/config.table';
import { optionLabel } from '../config/option.service';
import { countMatchingCustomers, customerMatches, walkMatchingCustomers } from '../search/search.service';
import { customerScope, findVisibleCustomer } from './customer-access';
import { customers } from './customer.table';

/**
 * Reading customers: the list (its filters are the export's too, customer.export.ts) and one customer as the
 * API shows it. The changes are in customer.service.ts.
 */

export type CustomerRow = typeof customers.$inferSelect;

/** The export takes the list's filters (not its page or order). */
export const CustomerExportParamsSchema = CustomerListQuerySchema.omit({ page: true, page_size: true, sort: true, order: true });
export type CustomerExportParams = z.infer<typeof CustomerExportParamsSchema>;

const salesStaff = alias(staff, 'sales_staff');
const creatorStaff = alias(staff, 'creator_staff');
const sourceOption = alias(configOptions, 'customer_source_option');
const inviter = alias(customers, 'customer_inviter');

const SELECT = {
  c: customers,
  levelName: customerLevels.name,
  typeName: customerTypes.name,
  salesName: salesStaff.name,
  creatorName: creatorStaff.name,
  storeName: stores.name,
  periodName: accountPeriods.name,
  sourceName: sourceOption.name,
  inviterName: inviter.name,
};

export function joined(ctx: RequestContext) {
  return ctx.db
    .select(SELECT)
    .from(customers)
    .leftJoin(customerLevels, eq(customerLevels.id, customers.levelId))
    .leftJoin(customerTypes, eq(customerTypes.id, customers.typeId))
    .leftJoin(salesStaff, eq(salesStaff.id, customers.salesId))
    .leftJoin(creatorStaff, eq(creatorStaff.id, customers.createdBy))
    .leftJoin(stores, eq(stores.id, customers.storeId))
    .leftJoin(accountPeriods, eq(accountPeriods.id, customers.accountPeriodId))
    .leftJoin(sourceOption, and(eq(sourceOption.kind, 'source'), eq(sourceOption.value, customers.source)))
    .leftJoin(inviter, eq(inviter.id, customers.inviterId));
}

type JoinedRow = { c: CustomerRow; levelName: string | null; typeName: string | null; salesName: string | null; creatorName: string | null; storeName: string | null; periodName: string | null; sourceName: string | null; inviterName: string | null };

export function toCustomer(ctx: RequestContext, r: JoinedRow): Customer {
  const c = r.c;
  const tz = ctx.session.timeZone;
  return {
    id: c.id,
    name: c.name,
    avatar: c.avatar,
    phone: c.phone,
    is_cert: c.isCert === 1 ? 1 : 0,
    cert_type: c.certType === 1 || c.certType === 2 ? c.certType : null,
    cert_name: c.certName,
    status: c.status === 1 ? 1 : 0,
    level_id: c.levelId,
    level_text: r.levelName ?? '',
    type_id: c.typeId,
    type_text: r.typeName ?? '',
    sales_type: (c.salesType === 0 || c.salesType === 2 ? c.salesType : 1) as 0 | 1 | 2,
    sales_id: c.salesId,
    sales_name: c.salesType === 1 ? (r.salesName ?? '') : '',
    source: c.source,
    source_text: optionLabel(ctx, 'source', c.source, r.sourceName),
    inviter_id: c.inviterId,
    inviter_name: r.inviterName ?? '',
    sex: c.sex,
    weixin: c.weixin,
    qq: c.qq,
    email: c.email,
    store_id: c.storeId,
    store_name: r.storeName ?? '',
    ...regionOf(c),
    address: c.address,
    longitude: c.longitude,
    latitude: c.latitude,
    remark: c.remark,
    is_open_payment_day: c.isOpenPaymentDay === 1 ? 1 : 0,
    payment_amount: roundMoney(c.paymentAmount),
    contract_begin_time: c.contractBeginTime,
    contract_end_time: c.contractEndTime,
    account_period_id: c.accountPeriodId,
    account_period_name: r.periodName ?? '',
    last_visit_at: formatDateTime(c.lastVisitAt, tz),
    last_order_at: formatDateTime(c.lastOrderAt, tz),
    created_by_name: r.creatorName ?? '',
    created_at: formatDateTime(c.createdAt, tz)!,
  };
}

/** One customer as the API shows it (the caller has checked it is visible). */
export async function readCustomer(ctx: RequestContext, id: number): Promise<Customer> {
  const [row] = await joined(ctx).where(eq(customers.id, id));
  return toCustomer(ctx, row);
}

/** A date 'YYYY-MM-DD' as the start of that day in the tenant's time zone. */
const dayStart = (day: string, tz: string) => sql`(${day}::date::timestamp AT TIME ZONE ${tz})`;

/**
 * The list filters (also the export's) besides scope and keyword: the created range is in the tenant's
 * days, both ends included.
 */
function customerFilters(ctx: RequestContext, q: CustomerExportParams): SQL[] {
  const filters: Array<SQL | undefined> = [];
  if (q.level_id !== undefined) filters.push(eq(customers.levelId, q.level_id));
  if (q.type_id !== undefined) filters.push(eq(customers.typeId, q.type_id));
  if (q.source !== undefined) filters.push(eq(customers.source, q.source));
  if (q.sales_id !== undefined) filters.push(and(eq(customers.salesType, 1), eq(customers.salesId, q.sales_id)));
  if (q.store_id !== undefined) filters.push(eq(customers.storeId, q.store_id));
  if (q.status !== undefined) filters.push(eq(customers.status, q.status));
  if (q.sales_type !== undefined) filters.push(eq(customers.salesType, q.sales_type));
  if (q.ownership === 'mine') filters.push(and(eq(customers.salesType, 1), eq(customers.salesId, ctx.staffId)));
  if (q.ownership === 'public') filters.push(eq(customers.salesType, 0));
  if (q.ownership === 'team') filters.push(eq(customers.salesType, 2));
  if (q.is_cert !== undefined) filters.push(eq(customers.isCert, q.is_cert));
  if (q.is_open_payment_day !== undefined) filters.push(eq(customers.isOpenPaymentDay, q.is_open_payment_day));
  if (q.account_period_id !== undefined) filters.push(eq(customers.accountPeriodId, q.account_period_id));
  const tz = ctx.session.timeZone;
  if (q.created_from) filters.push(gte(customers.createdAt, dayStart(q.created_from, tz)));
  if (q.created_to) filters.push(lt(customers.createdAt, sql`(${q.created_to}::date + 1)::timestamp AT TIME ZONE ${tz}`));
  return filters.filter((f): f is SQL => f !== undefined);
}

/**
 * The list's (and export's) condition: the caller's scope, the keyword as the global search matches it
 * (customerMatches: the exact id, a phone prefix, a part of the name, the start of the initials, the full
 * pinyin) and the filters.
 */
export function customerWhere(ctx: RequestContext, q: CustomerExportParams): SQL | undefined {
  const keyword = q.keyword?.trim();
  return and(customerScope(ctx), keyword ? customerMatches(ctx, keyword) : undefined, ...customerFilters(ctx, q));
}

/** The list of the pool is open to crm:public:list as well (the pool page); every other list needs crm:customer:list. */
function assertListPermission(ctx: RequestContext, q: CustomerListQuery): void {
  const rule = q.ownership === 'public' || q.ownership === 'team' ? ['or', 'crm:customer:list', 'crm:public:list'] : 'crm:customer:list';
  if (!checkPermission(rule, ctx.session.permissions)) throw noViewPermission();
}

export async function listCustomers(ctx: RequestContext, q: CustomerListQuery) {
  assertListPermission(ctx, q);
  const where = customerWhere(ctx, q);
  const dir = q.order === 'asc' ? asc : desc;
  const sortColumn = { created_at: customers.createdAt, id: customers.id, name: customers.name, last_visit_at: customers.lastVisitAt }[q.sort];
  const orderBy = q.sort === 'id' ? [dir(customers.id)] : q.sort === 'last_visit_at' ? [sql`${sortColumn} ${sql.raw(q.order === 'asc' ? 'ASC' : 'DESC')} NULLS LAST`, dir(customers.id)] : [dir(sortColumn), dir(customers.id)];
  const keyword = q.keyword?.trim();
  // The page's ids first, from the customer table alone, then the display columns joined to those rows:
  // joined to all of them (nine relations, past the planner's join_collapse_limit) a rare keyword's page
  // took 0.7 s at a million customers (bench/README.md).
  const rows = async (page: { limit: number; offset: number }) => {
    const ids = (await ctx.db.select({ id: customers.id }).from(customers).where(where).orderBy(...orderBy).limit(page.limit).offset(page.offset)).map((r) => r.id);
    return ids.length ? joined(ctx).where(inArray(customers.id, ids)).orderBy(...orderBy) : [];
  };
  const map = (list: JoinedRow[]) => list.map((r) => toCustomer(ctx, r));
  if (!keyword || customerFilters(ctx, q).length > 0) {
    return paginate(q, { rows, total: ctx.db.select({ total: count() }).from(customers).where(where), map });
  }
  // A keyword alone is counted in the search's own index rows (a common one matches tens of thousands
  // of customers: counting them in the customer table costs a quarter of a second at a million). Then,
  // in the orders an index yields, a common keyword walks the list and asks each row, when that costs
  // less than fetching every match: (offset + limit) × customers / matches rows walked, each WALK_COST
  // of a fetched match, against the matches. Otherwise the matches are fetched and sorted.
  // JIT compilation is priced by the planner's cost, which it cannot know for a keyword (the walk's
  // rows are guessed from a selectivity it does not have): compiling cost 50–100 ms, the queries 1–10.
  await ctx.db.execute(sql`SELECT set_config('jit', 'off', true)`);
  const { total, tableRows } = await countMatchingCustomers(ctx, keyword);
  const page = pageOf(q);
  const walkable = q.sort === 'created_at' || q.sort === 'id';
  if (!walkable || total === 0 || total * total < WALK_COST * (page.offset + page.limit) * Math.max(tableRows, total)) {
    return paginate(q, { rows, total: Promise.resolve(total), map });
  }
  const ids = await walkMatchingCustomers(ctx, keyword, { sort: q.sort === 'id' ? 'id' : 'created_at', ascending: q.order === 'asc', ...page });
  return paginate(q, { rows: async () => (ids.length ? joined(ctx).where(inArray(customers.id, ids)).orderBy(...orderBy) : []), total: Promise.resolve(total), map });
}

/**
 * What a walked row costs against a fetched match (listCustomers): the walk reads the created-at index
 * in order (index-only, with the scope columns, 0061) and probes the postings by id, where a fetched
 * match is a customer row at a random place — 30–40 µs against 2–8 µs a walked row, measured at a
 * million customers (bench/README.md).
 */
const WALK_COST = 0.25;

export async function getCustomer(ctx: RequestContext, id: number): Promise<Customer> {
  await findVisibleCustomer(ctx, id);
  return readCustomer(ctx, id);
}
