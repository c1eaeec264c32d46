import { and, eq, inArray, ne } from 'drizzle-orm';
import { customerCreated } from './customer-created';
import { translate } from '@tradewind/contract/common/messages';
import { roundMoney } from '@tradewind/contract/common/money';
import type { CreateCustomerInput, Customer, PaymentDayInput, UpdateCustomerInput } from '@tradewind/contract/crm/customer.schema';
import type { Db } from '@/core/db/database';
import { memoRead, type ReadMemo } from '@/core/db/read-memo';
import { notDeleted } from '@/core/db/soft-delete';
import { conflict, invalidField, noPermission } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { areaPathName } from '@/modules/common/area';
import { staff, staffStores } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import { accountPeriods } from '../account-period/account-period.table';
import { categoryExists } from '../config/config.service';
import { assertOptionUsable } from '../config/option.service';
import { rewardInvite } from '../invite/invite-reward';
import { invites } from '../invite/invite.table';
import { assertTypeLevelGiven, readCustomerSetting } from '../setting/customer-setting.service';
import { customerUsers } from '../contact/contact.table';
import { writeCustomerLog } from '../log/log.service';
import { customerSearchFields } from '../search/search-fields';
import { findVisibleCustomer } from './customer-access';
import { assertUnderCap, changeOwnership, logOverCap, type CapCheck } from './customer-ownership';
import { readCustomer, type CustomerRow } from './customer.read';
import { customers } from './customer.table';

async function assertPhoneFree(ctx: RequestContext, phone: string, exceptId?: number): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.phone, phone), exceptId ? ne(customers.id, exceptId) : undefined));
  if (taken) throw invalidField('phone', 'crm.phone_taken');
}

/** Fields shared by create and update, with their references checked. */
async function customerFields(ctx: RequestContext, input: CreateCustomerInput | UpdateCustomerInput, memo?: ReadMemo) {
  if (input.level_id !== null && !(await categoryExists(ctx, 'level', input.level_id, memo))) throw invalidField('level_id', 'crm.level_not_found');
  if (input.type_id !== null && !(await categoryExists(ctx, 'type', input.type_id, memo))) throw invalidField('type_id', 'crm.type_not_found');
  const areaString = await areaPathName(ctx.db, [input.province_id, input.city_id, input.area_id], memo);
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

/**
 * An enabled, approved staff member of the tenant who holds the store (a new owner), or a field error.
 * `memo` (an import's transaction): each owner and store asked once for it.
 */
export async function assertSalesFor(ctx: RequestContext, salesId: number, storeId: number, memo?: ReadMemo): Promise<void> {
  const problem = await memoRead(memo, `sales-for:${salesId}:${storeId}`, () => salesProblem(ctx, salesId, storeId));
  if (problem) throw invalidField('sales_id', problem);
}

async function salesProblem(ctx: RequestContext, salesId: number, storeId: number): Promise<string | null> {
  const [person] = await ctx.db
    .select({ id: staff.id, status: staff.status, isAudit: staff.isAudit })
    .from(staff)
    .where(and(eq(staff.id, salesId), notDeleted(staff)));
  if (!person || person.status !== 1 || person.isAudit !== 1) return 'crm.sales_not_active';
  const [held] = await ctx.db
    .select({ storeId: staffStores.storeId })
    .from(staffStores)
    .innerJoin(stores, eq(stores.id, staffStores.storeId))
    .where(and(eq(staffStores.staffId, salesId), eq(staffStores.storeId, storeId), eq(stores.status, 1)));
  return held ? null : 'crm.sales_store_not_authorised';
}

/**
 * A customer form as it opens (its blanks and defaults): a customer made without the form — a channel
 * sign-up, a transformed lead, the demo — spreads it under what it knows.
 */
export const BLANK_CUSTOMER_FORM = {
  avatar: null,
  level_id: null,
  type_id: null,
  sex: 0,
  weixin: null,
  qq: null,
  email: null,
  province_id: null,
  city_id: null,
  area_id: null,
  address: null,
  longitude: null,
  latitude: null,
  remark: null,
  status: 1,
  confirm_over_limit: 0,
} as const satisfies Partial<CreateCustomerInput>;

/**
 * A new customer in an authorised store (the body's store_id, else the current store, else the caller's
 * first store), with its main contact and customer account; its first ownership row has reason 'create'.
 */
export async function createCustomer(ctx: RequestContext, input: CreateCustomerInput, options: { fromLead?: boolean } = {}): Promise<Customer> {
  return readCustomer(ctx, await addCustomer(ctx, input, options));
}

/**
 * createCustomer without reading the customer back (the import, which answers with counts): its id.
 * `memo` (an import's transaction, core/db/read-memo.ts): the reads every row repeats — the customer setting,
 * the area, the owner and their store, the pool setting, the staff names — made once for it.
 */
export async function addCustomer(ctx: RequestContext, input: CreateCustomerInput, options: { fromLead?: boolean; memo?: ReadMemo } = {}): Promise<number> {
  const { memo } = options;
  const storeId = input.store_id ?? ctx.storeId ?? ctx.session.storeIds[0] ?? null;
  if (storeId === null || !ctx.session.storeIds.includes(storeId)) throw invalidField('store_id', 'crm.store_not_authorised');
  await assertPhoneFree(ctx, input.phone);
  const fields = await customerFields(ctx, input, memo);
  // the customer form's rules (a lead's transform carries the lead's source and has no type or level yet)
  if (!options.fromLead) {
    if (input.source !== 0) await assertOptionUsable(ctx, 'source', input.source, 'source', 'crm.source_not_found');
    await assertTypeLevelGiven(ctx, input, memo);
  }
  const inviterId = input.inviter_id ? await inviterOf(ctx, input.inviter_id, null) : null;
  const salesType = (input.sales_type ?? (await readCustomerSetting(ctx.db, ctx.tenantId, memo)).default_sales_type) as 0 | 1 | 2;
  let salesId: number | null = null;
  if (salesType === 1) {
    salesId = input.sales_id ?? ctx.staffId;
    if (salesId !== ctx.staffId) {
      if (!ctx.session.permissions.has('crm:customer:sales')) throw noPermission('crm.assign_others_forbidden');
      await assertSalesFor(ctx, salesId, storeId, memo);
    }
  }
  // The private-customer cap holds for a new customer as for a grab; only a manager giving it to someone
  // else may go over it, with confirm_over_limit (logged).
  let cap: CapCheck | null = null;
  if (salesId !== null) cap = await assertUnderCap(ctx, salesId, { confirmOverLimit: salesId !== ctx.staffId && input.confirm_over_limit === 1, memo });
  const now = new Date();
  const [row] = await ctx.db
    .insert(customers)
    .values({ ...fields, inviterId, status: input.status, tenantId: ctx.tenantId, storeId, salesType, salesId, salesAssignedAt: salesId ? now : null, createdBy: ctx.staffId, createdAt: now, updatedAt: now })
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
  await changeOwnership(ctx, row, { salesType, salesId }, 'create', undefined, memo);
  if (cap) await logOverCap(ctx, row.id, cap);
  // an invited customer's registration may earn the invite reward (invite/invite-reward.ts)
  if (inviterId !== null) await rewardInvite(ctx, row.id, 1);
  await customerCreated(ctx, { id: row.id, storeId });
  return row.id;
}

/**
 * The inviter a form names: another customer of the tenant (not necessarily one the caller sees — reps
 * record who brought a customer in), never the customer itself; 422 on `inviter_id` otherwise.
 */
async function inviterOf(ctx: RequestContext, inviterId: number, selfId: number | null): Promise<number> {
  if (inviterId === selfId) throw invalidField('inviter_id', 'crm.inviter_self');
  const [row] = await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.id, inviterId));
  if (!row) throw invalidField('inviter_id', 'crm.inviter_not_found');
  return row.id;
}

const CHANGE_LABELS: Array<[string, Array<keyof CustomerRow>]> = [
  ['crm.field_name', ['name']],
  ['crm.field_phone', ['phone']],
  ['crm.field_avatar', ['avatar']],
  ['crm.field_level', ['levelId']],
  ['crm.field_type', ['typeId']],
  ['crm.field_source', ['source']],
  ['crm.field_inviter', ['inviterId']],
  ['crm.field_sex', ['sex']],
  ['crm.field_contact', ['weixin', 'qq', 'email']],
  ['crm.field_area', ['provinceId', 'cityId', 'areaId', 'address', 'longitude', 'latitude']],
  ['crm.field_remark', ['remark']],
  ['crm.field_status', ['status']],
];

const sameValue = (a: unknown, b: unknown) => (a === null || a === undefined ? null : String(a)) === (b === null || b === undefined ? null : String(b));
const sameCoordinate = (a: unknown, b: unknown) => (a === null || b === null || a === undefined || b === undefined ? sameValue(a, b) : Number(a) === Number(b));

/** `memo` (an import's transaction): the customer setting, the type, level and area read once for it. */
export async function updateCustomer(ctx: RequestContext, input: UpdateCustomerInput, memo?: ReadMemo): Promise<Customer> {
  const before = await findVisibleCustomer(ctx, input.id, { forUpdate: true });
  if (input.phone !== before.phone) await assertPhoneFree(ctx, input.phone, before.id);
  if (input.source !== 0) await assertOptionUsable(ctx, 'source', input.source, 'source', 'crm.source_not_found', before.source);
  await assertTypeLevelGiven(ctx, input, memo);
  // the inviter: left out keeps it; a change once a reward was given for this customer is refused
  let inviterId = before.inviterId;
  if (input.inviter_id !== undefined && (input.inviter_id ?? null) !== before.inviterId) {
    const [rewarded] = await ctx.db.select({ id: invites.id }).from(invites).where(eq(invites.inviteeId, before.id)).limit(1);
    if (rewarded) throw conflict('crm.inviter_locked');
    inviterId = input.inviter_id ? await inviterOf(ctx, input.inviter_id, before.id) : null;
  }
  const fields = { ...(await customerFields(ctx, input, memo)), inviterId, status: input.status ?? before.status };
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
 * private-customer cap gets it only with `confirm_over_limit` 1, which the customer log records. `memo` (an
 * import's transaction): the owner, their store, the pool setting and the staff names read once for it.
 */
export async function changeSales(ctx: RequestContext, id: number, salesId: number, remark: string | null, confirmOverLimit = false, memo?: ReadMemo): Promise<Customer> {
  const seen = await findVisibleCustomer(ctx, id);
  if (seen.salesType === 1 && seen.salesId === salesId) throw conflict('crm.same_sales');
  await assertSalesFor(ctx, salesId, seen.storeId, memo);
  // The new owner's ownership lock before the customer's row lock (the order a grab takes them in).
  const cap = await assertUnderCap(ctx, salesId, { confirmOverLimit, memo });
  const before = await findVisibleCustomer(ctx, id, { forUpdate: true });
  if (before.salesType === 1 && before.salesId === salesId) throw conflict('crm.same_sales');
  if (before.storeId !== seen.storeId) await assertSalesFor(ctx, salesId, before.storeId, memo);
  await changeOwnership(ctx, before, { salesType: 1, salesId }, 'reassign', remark, memo);
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

/** The store deletion's usage check (registered with system at start): a store with customers is kept. */
export async function storeHasCustomers(tx: Db, storeId: number): Promise<boolean> {
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.storeId, storeId)).limit(1);
  return row !== undefined;
}
