import type { z } from 'zod';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { checkPermission } from '@tradewind/contract/common/permission';
import { roundMoney } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import { CUSTOMER_SOURCE } from '@tradewind/contract/crm/config.schema';
import {
  CustomerListQuerySchema,
  type CreateCustomerInput,
  type Customer,
  type CustomerListQuery,
  type PaymentDayInput,
  type UpdateCustomerInput,
} from '@tradewind/contract/crm/customer.schema';
import type { Db } from '@/core/db/database';
import { notDeleted } from '@/core/db/soft-delete';
import { paginate } from '@/core/http/pagination';
import { conflict, invalidField, noPermission, noViewPermission } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { defineExporter } from '@/core/jobs/exporter';
import { areaPathName } from '@/modules/common/area';
import { staff, staffStores } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import { accountPeriods } from '../account-period/account-period.table';
import { customerLevels, customerTypes } from '../config/config.table';
import { categoryExists } from '../config/config.service';
import { customerUsers } from '../contact/contact.table';
import { writeCustomerLog } from '../log/log.service';
import { customerSearchFields } from '../search/search-fields';
import { countMatchingCustomers, customerMatches } from '../search/search.service';
import { customerScope, findVisibleCustomer } from './customer-access';
import { assertUnderCap, changeOwnership, logOverCap, type CapCheck } from './customer-ownership';
import { customers } from './customer.table';

type CustomerRow = typeof customers.$inferSelect;

/** The export takes the list's filters (not its page or order). */
export const CustomerExportParamsSchema = CustomerListQuerySchema.omit({ page: true, page_size: true, sort: true, order: true });
export type CustomerExportParams = z.infer<typeof CustomerExportParamsSchema>;

const salesStaff = alias(staff, 'sales_staff');
const creatorStaff = alias(staff, 'creator_staff');

const SELECT = {
  c: customers,
  levelName: customerLevels.name,
  typeName: customerTypes.name,
  salesName: salesStaff.name,
  creatorName: creatorStaff.name,
  storeName: stores.name,
  periodName: accountPeriods.name,
};

function joined(ctx: RequestContext) {
  return ctx.db
    .select(SELECT)
    .from(customers)
    .leftJoin(customerLevels, eq(customerLevels.id, customers.levelId))
    .leftJoin(customerTypes, eq(customerTypes.id, customers.typeId))
    .leftJoin(salesStaff, eq(salesStaff.id, customers.salesId))
    .leftJoin(creatorStaff, eq(creatorStaff.id, customers.createdBy))
    .leftJoin(stores, eq(stores.id, customers.storeId))
    .leftJoin(accountPeriods, eq(accountPeriods.id, customers.accountPeriodId));
}

type JoinedRow = { c: CustomerRow; levelName: string | null; typeName: string | null; salesName: string | null; creatorName: string | null; storeName: string | null; periodName: string | null };

function toCustomer(ctx: RequestContext, r: JoinedRow): Customer {
  const c = r.c;
  const tz = ctx.session.timeZone;
  const source = CUSTOMER_SOURCE.find((s) => s.value === c.source);
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
    source_text: source ? translate(source.label, ctx.locale) : '',
    sex: c.sex,
    weixin: c.weixin,
    qq: c.qq,
    email: c.email,
    store_id: c.storeId,
    store_name: r.storeName ?? '',
    province_id: c.provinceId,
    city_id: c.cityId,
    area_id: c.areaId,
    area_string: c.areaString,
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
async function readCustomer(ctx: RequestContext, id: number): Promise<Customer> {
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
  // a keyword alone is counted in the search postings when they can tell (a common one matches tens of
  // thousands of rows: counting them in the customer table costs a quarter of a second at a million)
  const keyword = q.keyword?.trim();
  const counted = async () =>
    (keyword && customerFilters(ctx, q).length === 0 ? await countMatchingCustomers(ctx, keyword) : undefined) ??
    (await ctx.db.select({ total: count() }).from(customers).where(where))[0].total;
  return paginate(q, {
    rows: (page) =>
      joined(ctx)
        .where(where)
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset),
    total: counted(),
    map: (rows) => rows.map((r) => toCustomer(ctx, r)),
  });
}

export async function getCustomer(ctx: RequestContext, id: number): Promise<Customer> {
  await findVisibleCustomer(ctx, id);
  return readCustomer(ctx, id);
}

async function assertPhoneFree(ctx: RequestContext, phone: string, exceptId?: number): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.phone, phone), exceptId ? ne(customers.id, exceptId) : undefined));
  if (taken) throw invalidField('phone', 'crm.phone_taken');
}

/** Fields shared by create and update, with their references checked. */
async function customerFields(ctx: RequestContext, input: CreateCustomerInput | UpdateCustomerInput) {
  if (input.level_id !== null && !(await categoryExists(ctx, 'level', input.level_id))) throw invalidField('level_id', 'crm.level_not_found');
  if (input.type_id !== null && !(await categoryExists(ctx, 'type', input.type_id))) throw invalidField('type_id', 'crm.type_not_found');
  const areaString = await areaPathName(ctx.db, [input.province_id, input.city_id, input.area_id]);
  if (areaString === undefined) throw invalidField('area_id', 'area.not_found');
  return {
    name: input.name,
    phone: input.phone,
    avatar: input.avatar,
    levelId: input.level_id,
    typeId: input.type_id,
    source: input.source,
    sex: input.sex,
    weixin: input.weixin,
    qq: input.qq,
    email: input.email,
    provinceId: input.province_id,
    cityId: input.city_id,
    areaId: input.area_id,
    areaString,
    address: input.address,
    longitude: input.longitude === null ? null : String(input.longitude),
    latitude: input.latitude === null ? null : String(input.latitude),
    remark: input.remark,
    ...customerSearchFields(input.name),
  };
}

/** An enabled, approved staff member of the tenant who holds the store (a new owner), or a field error. */
async function assertSalesFor(ctx: RequestContext, salesId: number, storeId: number): Promise<void> {
  const [person] = await ctx.db
    .select({ id: staff.id, status: staff.status, isAudit: staff.isAudit })
    .from(staff)
    .where(and(eq(staff.id, salesId), notDeleted(staff)));
  if (!person || person.status !== 1 || person.isAudit !== 1) throw invalidField('sales_id', 'crm.sales_not_active');
  const [held] = await ctx.db
    .select({ storeId: staffStores.storeId })
    .from(staffStores)
    .innerJoin(stores, eq(stores.id, staffStores.storeId))
    .where(and(eq(staffStores.staffId, salesId), eq(staffStores.storeId, storeId), eq(stores.status, 1)));
  if (!held) throw invalidField('sales_id', 'crm.sales_store_not_authorised');
}

/**
 * A new customer in an authorised store (the body's store_id, else the current store, else the caller's
 * first store), with its main contact and customer account; its first ownership row has reason 'create'.
 */
export async function createCustomer(ctx: RequestContext, input: CreateCustomerInput): Promise<Customer> {
  const storeId = input.store_id ?? ctx.storeId ?? ctx.session.storeIds[0] ?? null;
  if (storeId === null || !ctx.session.storeIds.includes(storeId)) throw invalidField('store_id', 'crm.store_not_authorised');
  await assertPhoneFree(ctx, input.phone);
  const fields = await customerFields(ctx, input);
  const salesType = input.sales_type as 0 | 1 | 2;
  let salesId: number | null = null;
  if (salesType === 1) {
    salesId = input.sales_id ?? ctx.staffId;
    if (salesId !== ctx.staffId) {
      if (!ctx.session.permissions.has('crm:customer:sales')) throw noPermission('crm.assign_others_forbidden');
      await assertSalesFor(ctx, salesId, storeId);
    }
  }
  // The private-customer cap holds for a new customer as for a grab; only a manager giving it to someone
  // else may go over it, with confirm_over_limit (logged).
  let cap: CapCheck | null = null;
  if (salesId !== null) cap = await assertUnderCap(ctx, salesId, { confirmOverLimit: salesId !== ctx.staffId && input.confirm_over_limit === 1 });
  const now = new Date();
  const [row] = await ctx.db
    .insert(customers)
    .values({ ...fields, status: input.status, tenantId: ctx.tenantId, storeId, salesType, salesId, salesAssignedAt: salesId ? now : null, createdBy: ctx.staffId, createdAt: now, updatedAt: now })
    .returning();
  await ctx.db.insert(customerUsers).values({
    tenantId: ctx.tenantId,
    customerId: row.id,
    name: (input.contact_name ?? input.name).slice(0, 15),
    phone: input.phone,
    sex: input.sex,
    provinceId: input.province_id,
    cityId: input.city_id,
    areaId: input.area_id,
    areaString: fields.areaString,
    weixin: input.weixin,
    qq: input.qq,
    email: input.email,
    isMaster: 1,
    status: 1,
  });
  await writeCustomerLog(ctx, row.id, 'customer.create', translate('crm.log_created', ctx.locale, { name: row.name }));
  await changeOwnership(ctx, row, { salesType, salesId }, 'create');
  if (cap) await logOverCap(ctx, row.id, cap);
  return readCustomer(ctx, row.id);
}

const CHANGE_LABELS: Array<[string, Array<keyof CustomerRow>]> = [
  ['crm.field_name', ['name']],
  ['crm.field_phone', ['phone']],
  ['crm.field_avatar', ['avatar']],
  ['crm.field_level', ['levelId']],
  ['crm.field_type', ['typeId']],
  ['crm.field_source', ['source']],
  ['crm.field_sex', ['sex']],
  ['crm.field_contact', ['weixin', 'qq', 'email']],
  ['crm.field_area', ['provinceId', 'cityId', 'areaId', 'address', 'longitude', 'latitude']],
  ['crm.field_remark', ['remark']],
  ['crm.field_status', ['status']],
];

const sameValue = (a: unknown, b: unknown) => (a === null || a === undefined ? null : String(a)) === (b === null || b === undefined ? null : String(b));
const sameCoordinate = (a: unknown, b: unknown) => (a === null || b === null || a === undefined || b === undefined ? sameValue(a, b) : Number(a) === Number(b));

export async function updateCustomer(ctx: RequestContext, input: UpdateCustomerInput): Promise<Customer> {
  const before = await findVisibleCustomer(ctx, input.id, { forUpdate: true });
  if (input.phone !== before.phone) await assertPhoneFree(ctx, input.phone, before.id);
  const fields = { ...(await customerFields(ctx, input)), status: input.status ?? before.status };
  await ctx.db.update(customers).set({ ...fields, updatedAt: new Date() }).where(eq(customers.id, before.id));
  // The main contact carries the customer's phone: it follows when it still was the old one.
  if (input.phone !== before.phone) {
    await ctx.db
      .update(customerUsers)
      .set({ phone: input.phone, updatedAt: new Date() })
      .where(and(eq(customerUsers.customerId, before.id), eq(customerUsers.isMaster, 1), eq(customerUsers.phone, before.phone), notDeleted(customerUsers)));
  }
  const changed = CHANGE_LABELS.filter(([, keys]) =>
    keys.some((k) => {
      const next = (fields as Record<string, unknown>)[k];
      return k === 'longitude' || k === 'latitude' ? !sameCoordinate(before[k], next) : !sameValue(before[k], next);
    }),
  ).map(([label]) => translate(label, ctx.locale));
  if (changed.length) await writeCustomerLog(ctx, before.id, 'customer.update', translate('crm.log_updated', ctx.locale, { fields: changed.join(ctx.locale === 'en-US' ? ', ' : '、') }));
  return readCustomer(ctx, before.id);
}

export async function setCustomerStatus(ctx: RequestContext, id: number, status: 0 | 1): Promise<Customer> {
  const before = await findVisibleCustomer(ctx, id, { forUpdate: true });
  if (before.status !== status) {
    await ctx.db.update(customers).set({ status, updatedAt: new Date() }).where(eq(customers.id, id));
    await writeCustomerLog(ctx, id, status === 1 ? 'customer.enable' : 'customer.disable', translate(status === 1 ? 'crm.log_enabled' : 'crm.log_disabled', ctx.locale));
  }
  return readCustomer(ctx, id);
}

/**
 * Hands a customer to another rep ('和原本销售一致，无需修改' — 409 — when they already own it). A rep at the
 * private-customer cap gets it only with `confirm_over_limit` 1, which the customer log records.
 */
export async function changeSales(ctx: RequestContext, id: number, salesId: number, remark: string | null, confirmOverLimit = false): Promise<Customer> {
  const seen = await findVisibleCustomer(ctx, id);
  if (seen.salesType === 1 && seen.salesId === salesId) throw conflict('crm.same_sales');
  await assertSalesFor(ctx, salesId, seen.storeId);
  // The new owner's ownership lock before the customer's row lock (the order a grab takes them in).
  const cap = await assertUnderCap(ctx, salesId, { confirmOverLimit });
  const before = await findVisibleCustomer(ctx, id, { forUpdate: true });
  if (before.salesType === 1 && before.salesId === salesId) throw conflict('crm.same_sales');
  if (before.storeId !== seen.storeId) await assertSalesFor(ctx, salesId, before.storeId);
  await changeOwnership(ctx, before, { salesType: 1, salesId }, 'reassign', remark);
  await logOverCap(ctx, id, cap);
  return readCustomer(ctx, id);
}

/** Moves a customer to another store the caller holds (has_auth); its owner stays. */
export async function changeStore(ctx: RequestContext, id: number, storeId: number): Promise<Customer> {
  const before = await findVisibleCustomer(ctx, id, { forUpdate: true });
  if (!ctx.session.storeIds.includes(storeId)) throw invalidField('store_id', 'crm.store_not_authorised');
  if (before.storeId === storeId) throw conflict('crm.same_store');
  const names = await ctx.db.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, [before.storeId, storeId]));
  const nameOf = (sid: number) => names.find((s) => s.id === sid)?.name ?? String(sid);
  await ctx.db.update(customers).set({ storeId, updatedAt: new Date() }).where(eq(customers.id, id));
  await writeCustomerLog(ctx, id, 'customer.store', translate('crm.log_store', ctx.locale, { from: nameOf(before.storeId), to: nameOf(storeId) }));
  return readCustomer(ctx, id);
}

/** Opens or changes the customer's account period (spec 001 §5); closing keeps the contract fields. */
export async function setPaymentDay(ctx: RequestContext, id: number, input: PaymentDayInput): Promise<Customer> {
  await findVisibleCustomer(ctx, id, { forUpdate: true });
  if (input.is_open_payment_day === 1) {
    const [period] = await ctx.db
      .select({ id: accountPeriods.id, name: accountPeriods.name })
      .from(accountPeriods)
      .where(and(eq(accountPeriods.id, input.account_period_id!), notDeleted(accountPeriods)));
    if (!period) throw invalidField('account_period_id', 'crm.period_not_found');
    const amount = roundMoney(input.payment_amount);
    await ctx.db
      .update(customers)
      .set({
        isOpenPaymentDay: 1,
        contractBeginTime: input.contract_begin_time!,
        contractEndTime: input.contract_end_time!,
        accountPeriodId: period.id,
        paymentAmount: amount,
        updatedAt: new Date(),
      })
      .where(eq(customers.id, id));
    await writeCustomerLog(
      ctx,
      id,
      'customer.payment_day',
      translate('crm.log_payment_day_open', ctx.locale, { period: period.name, amount, begin: input.contract_begin_time!, end: input.contract_end_time! }),
    );
  } else {
    await ctx.db.update(customers).set({ isOpenPaymentDay: 0, updatedAt: new Date() }).where(eq(customers.id, id));
    await writeCustomerLog(ctx, id, 'customer.payment_day', translate('crm.log_payment_day_closed', ctx.locale));
  }
  return readCustomer(ctx, id);
}

const SALES_TYPE_NAMES = ['公海', '私海', '团队公海'];

/** The customer list as a spreadsheet: the same filters and data scope, read when the export runs. */
export const customerExporter = defineExporter({
  key: 'crm.customer',
  source: '客户列表',
  permission: 'crm:customer:export',
  params: CustomerExportParamsSchema,
  columns: [
    { header: 'ID', key: 'id', width: 8 },
    { header: '客户名称', key: 'name', width: 24 },
    { header: '手机号', key: 'phone', width: 14 },
    { header: '状态', key: 'status', width: 8 },
    { header: '客户类型', key: 'type_text' },
    { header: '客户等级', key: 'level_text' },
    { header: '客户来源', key: 'source_text' },
    { header: '归属', key: 'sales_type', width: 10 },
    { header: '销售', key: 'sales_name' },
    { header: '门店', key: 'store_name' },
    { header: '认证', key: 'is_cert', width: 8 },
    { header: '账期', key: 'account_period_name' },
    { header: '授信额度', key: 'payment_amount' },
    { header: '地区', key: 'area_string', width: 24 },
    { header: '详细地址', key: 'address', width: 30 },
    { header: '最后跟进', key: 'last_visit_at', width: 20 },
    { header: '创建人', key: 'created_by_name' },
    { header: '创建时间', key: 'created_at', width: 20 },
  ],
  count: async (ctx, params) => {
    const [{ n }] = await ctx.db.select({ n: count() }).from(customers).where(customerWhere(ctx, params));
    return n;
  },
  batch: async (ctx, params, cursor, limit) => {
    const rows = await joined(ctx)
      .where(and(customerWhere(ctx, params), cursor ? gt(customers.id, cursor) : undefined))
      .orderBy(asc(customers.id))
      .limit(limit);
    const list = rows.map((r) => toCustomer(ctx, r));
    return {
      rows: list.map((c) => ({
        ...c,
        status: c.status === 1 ? '启用' : '禁用',
        sales_type: SALES_TYPE_NAMES[c.sales_type],
        is_cert: c.is_cert === 1 ? '已认证' : '未认证',
        account_period_name: c.is_open_payment_day === 1 ? c.account_period_name : '',
      })),
      cursor: rows.length === limit ? rows[rows.length - 1].c.id : null,
    };
  },
});

/** The store deletion's usage check (registered with system at start): a store with customers is kept. */
export async function storeHasCustomers(tx: Db, storeId: number): Promise<boolean> {
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.storeId, storeId)).limit(1);
  return row !== undefined;
}
