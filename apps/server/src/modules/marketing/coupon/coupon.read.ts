import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { translate, type Locale } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { ShopCouponCard, ShopCouponChoice } from '@tradewind/contract/marketing/shop-page.schema';
import type { Coupon, CouponBatch, CouponCode, CouponCodeExportParams, CouponListQuery, CustomerCoupon, CustomerCouponQuery } from '@tradewind/contract/marketing/coupon.schema';
import { queryRows } from '@/core/db/database';
import { containsText } from '@/core/db/like';
import { notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { customers, findVisibleCustomer } from '@/modules/crm/customer';
import { brands, categories, skus, spus } from '@/modules/pms';
import { staff } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import { couponCodes, coupons, customerCoupons } from './coupon.table';

/** Reading coupons: the list with its counts, one coupon, its codes and batches, a customer's coupons. */

export type CouponRow = typeof coupons.$inferSelect;

const money = (v: string | null) => (v === null ? null : fromCents(toCents(v)));
/** '10.00' → '9' (折), '15.00' → '8.5' */
/** The 折 a percent off makes: 10 (% off) → '9', 15 → '8.5' (活动 and 优惠券 rule texts say it so). */
export const rateOf = (percent: string) => String((10000 - toCents(percent)) / 1000).replace(/\.0+$/, '');
const yuan = (v: string) => {
  const text = fromCents(toCents(v));
  return text.endsWith('.00') ? text.slice(0, -3) : text;
};

/** The terms in a line: 满1000减50 / 立减50 / 满500打9折，最多减100. */
export function ruleText(c: Pick<CouponRow, 'type' | 'threshold' | 'amount' | 'percent' | 'cap'>, locale: Locale): string {
  const over = toCents(c.threshold) > 0;
  const params = { threshold: yuan(c.threshold), amount: yuan(c.amount), percent: yuan(c.percent), rate: rateOf(c.percent) };
  if (c.type === 1) return translate(over ? 'marketing.coupon_rule_amount' : 'marketing.coupon_rule_amount_any', locale, params);
  const text = translate(over ? 'marketing.coupon_rule_percent' : 'marketing.coupon_rule_percent_any', locale, params);
  return c.cap === null ? text : `${text}, ${translate('marketing.coupon_rule_cap', locale, { cap: yuan(c.cap) })}`;
}

/** What a coupon customers hold shows of its coupon: the terms, and the state and stores that say whether it is usable. */
export type CouponTerms = Pick<CouponRow, 'id' | 'name' | 'type' | 'threshold' | 'amount' | 'percent' | 'cap' | 'scopeType' | 'stackWithActivity' | 'status' | 'storeIds'>;

/** The terms both the coupon and the coupons customers hold show. */
function termsOf(ctx: RequestContext, c: CouponTerms) {
  return {
    name: c.name,
    type: c.type,
    rule_text: ruleText(c, ctx.locale),
    threshold: money(c.threshold)!,
    amount: money(c.amount)!,
    percent: money(c.percent)!,
    cap: money(c.cap),
    scope_type: c.scopeType,
    scope_text: translate(`marketing.coupon_scope_${c.scopeType}`, ctx.locale),
    stack_with_activity: c.stackWithActivity ? (1 as const) : (0 as const),
  };
}

/** The validity in a line, times in `tz` (the staff's zone, or the company's for the ordering app). */
export function validityText(locale: Locale, tz: string, c: Pick<CouponRow, 'validityType' | 'validFrom' | 'validTo' | 'validDays'>): string {
  return c.validityType === 1
    ? translate('marketing.coupon_validity_fixed', locale, { from: formatDateTime(c.validFrom, tz) ?? '', to: formatDateTime(c.validTo, tz) ?? '' })
    : translate('marketing.coupon_validity_days', locale, { days: c.validDays ?? 0 });
}

export async function findCoupon(ctx: RequestContext, id: number, options: { forUpdate?: boolean } = {}): Promise<CouponRow> {
  const query = ctx.db.select().from(coupons).where(eq(coupons.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('marketing.coupon_not_found');
  return row;
}

type Counts = { expired: number; void: number; codes: number };

/** Per coupon: its unused coupons past their end, its void ones, its codes. */
async function countsOf(ctx: RequestContext, ids: number[]): Promise<Map<number, Counts>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const held = await queryRows<{ coupon_id: number; expired: number; void: number }>(
    ctx.db,
    sql`SELECT coupon_id, count(*) FILTER (WHERE status = 1 AND valid_to <= now())::int AS expired, count(*) FILTER (WHERE status = 0)::int AS void
          FROM marketing_customer_coupons WHERE coupon_id IN (${list}) GROUP BY coupon_id`,
  );
  const codes = await queryRows<{ coupon_id: number; n: number }>(ctx.db, sql`SELECT coupon_id, count(*)::int AS n FROM marketing_coupon_codes WHERE coupon_id IN (${list}) GROUP BY coupon_id`);
  const out = new Map<number, Counts>(ids.map((id) => [id, { expired: 0, void: 0, codes: 0 }]));
  for (const r of held) Object.assign(out.get(r.coupon_id)!, { expired: r.expired, void: r.void });
  for (const r of codes) out.get(r.coupon_id)!.codes = r.n;
  return out;
}

/** The names of the scopes' ids (categories, brands, SKUs as product name + spec) and of the stores, by kind and id. */
async function namesOf(ctx: RequestContext, rows: CouponRow[]) {
  const ids = (scope: number) => [...new Set(rows.filter((r) => r.scopeType === scope).flatMap((r) => r.scopeIds))];
  const [cats, brs, sks, sts] = await Promise.all([
    ids(1).length ? ctx.db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids(1))) : [],
    ids(2).length ? ctx.db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, ids(2))) : [],
    ids(3).length
      ? ctx.db.select({ id: skus.id, name: sql<string>`trim(${spus.name} || ' ' || ${skus.specText})` }).from(skus).innerJoin(spus, eq(spus.id, skus.spuId)).where(inArray(skus.id, ids(3)))
      : [],
    rows.some((r) => r.storeIds.length) ? ctx.db.select({ id: stores.id, name: stores.name }).from(stores) : [],
  ]);
  const map = (list: Array<{ id: number; name: string }>) => new Map(list.map((r) => [r.id, r.name]));
  return { scopes: [new Map<number, string>(), map(cats), map(brs), map(sks)], stores: map(sts) };
}

type Names = Awaited<ReturnType<typeof namesOf>>;

function toCoupon(ctx: RequestContext, c: CouponRow, creatorName: string | null, counts: Counts, names: Names): Coupon {
  const tz = ctx.session.timeZone;
  return {
    id: c.id,
    ...termsOf(ctx, c),
    type_text: translate(`marketing.coupon_type_${c.type}`, ctx.locale),
    scope_ids: c.scopeIds,
    scope_names: c.scopeIds.map((id) => names.scopes[c.scopeType]?.get(id) ?? `#${id}`),
    total_count: c.totalCount,
    issued_count: c.issuedCount,
    used_count: c.usedCount,
    expired_count: counts.expired,
    void_count: counts.void,
    remaining_count: c.totalCount - c.issuedCount,
    per_customer: c.perCustomer,
    validity_type: c.validityType,
    valid_from: formatDateTime(c.validFrom, tz),
    valid_to: formatDateTime(c.validTo, tz),
    valid_days: c.validDays,
    validity_text: validityText(ctx.locale, tz, c),
    take_type: c.takeType,
    take_type_text: translate(`marketing.coupon_take_type_${c.takeType}`, ctx.locale),
    status: c.status,
    status_text: translate(`marketing.coupon_status_${c.status}`, ctx.locale),
    ended: c.validityType === 1 && c.validTo !== null && c.validTo.getTime() <= Date.now(),
    store_ids: c.storeIds,
    store_names: c.storeIds.length ? c.storeIds.map((id) => names.stores.get(id) ?? `#${id}`) : [translate('marketing.coupon_all_stores', ctx.locale)],
    code_count: counts.codes,
    remark: c.remark,
    created_by_name: creatorName ?? '',
    created_at: formatDateTime(c.createdAt, tz)!,
    updated_at: formatDateTime(c.updatedAt, tz)!,
  };
}

const joined = (ctx: RequestContext) => ctx.db.select({ c: coupons, creatorName: staff.name }).from(coupons).leftJoin(staff, eq(staff.id, coupons.createdBy));

async function toCoupons(ctx: RequestContext, rows: Array<{ c: CouponRow; creatorName: string | null }>): Promise<Coupon[]> {
  const [counts, names] = await Promise.all([countsOf(ctx, rows.map((r) => r.c.id)), namesOf(ctx, rows.map((r) => r.c))]);
  return rows.map((r) => toCoupon(ctx, r.c, r.creatorName, counts.get(r.c.id)!, names));
}

export async function getCoupon(ctx: RequestContext, id: number): Promise<Coupon> {
  const rows = await joined(ctx).where(eq(coupons.id, id));
  if (!rows.length) throw notFound('marketing.coupon_not_found');
  return (await toCoupons(ctx, rows))[0];
}

/** `GET /marketing/coupons`: newest first; keyword matches the name. */
export async function listCoupons(ctx: RequestContext, q: CouponListQuery) {
  const where = and(
    containsText(coupons.name, q.keyword?.trim()),
    q.type !== undefined ? eq(coupons.type, q.type) : undefined,
    q.take_type !== undefined ? eq(coupons.takeType, q.take_type) : undefined,
    q.status !== undefined ? eq(coupons.status, q.status) : undefined,
  );
  return paginate(q, {
    rows: (page) => joined(ctx).where(where).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(coupons).where(where),
    map: (rows) => toCoupons(ctx, rows),
  });
}

// ---------- codes ----------

function codeWhere(q: CouponCodeExportParams): SQL | undefined {
  const k = q.keyword?.trim().toUpperCase();
  return and(
    eq(couponCodes.couponId, q.coupon_id),
    q.batch !== undefined ? eq(couponCodes.batch, q.batch) : undefined,
    q.state === 1 ? sql`${couponCodes.customerCouponId} IS NOT NULL` : q.state === 0 ? sql`${couponCodes.customerCouponId} IS NULL` : undefined,
    k ? containsText(couponCodes.code, k) : undefined,
  );
}

export const joinedCodes = (ctx: RequestContext) =>
  ctx.db
    .select({ k: couponCodes, customerId: customerCoupons.customerId, customerName: customers.name })
    .from(couponCodes)
    .leftJoin(customerCoupons, eq(customerCoupons.id, couponCodes.customerCouponId))
    .leftJoin(customers, eq(customers.id, customerCoupons.customerId));

type JoinedCode = { k: typeof couponCodes.$inferSelect; customerId: number | null; customerName: string | null };

export function toCode(ctx: RequestContext, r: JoinedCode): CouponCode {
  const state = r.k.customerCouponId === null ? 0 : 1;
  return {
    id: r.k.id,
    code: r.k.code,
    batch: r.k.batch,
    state,
    state_text: translate(`marketing.coupon_code_state_${state}`, ctx.locale),
    customer_id: r.customerId,
    customer_name: r.customerName,
    claimed_at: formatDateTime(r.k.claimedAt, ctx.session.timeZone),
    created_at: formatDateTime(r.k.createdAt, ctx.session.timeZone)!,
  };
}

/** `GET /marketing/coupon_codes`: a coupon's codes in the order they were made. */
export async function listCodes(ctx: RequestContext, q: CouponCodeExportParams & { page: number; page_size: number }) {
  await findCoupon(ctx, q.coupon_id);
  const where = codeWhere(q);
  return paginate(q, {
    rows: (page) => joinedCodes(ctx).where(where).orderBy(couponCodes.id).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(couponCodes).where(where),
    map: (rows) => rows.map((r) => toCode(ctx, r)),
  });
}

export { codeWhere };

/** `GET /marketing/coupon/{id}/batches`: each batch with how many of its codes were claimed. */
export async function listBatches(ctx: RequestContext, couponId: number): Promise<CouponBatch[]> {
  await findCoupon(ctx, couponId);
  const rows = await queryRows<{ batch: number; count: number; claimed: number; created_at: Date }>(
    ctx.db,
    sql`SELECT batch, count(*)::int AS count, count(customer_coupon_id)::int AS claimed, min(created_at) AS created_at
          FROM marketing_coupon_codes WHERE coupon_id = ${couponId} GROUP BY batch ORDER BY batch`,
  );
  return rows.map((r) => ({ batch: r.batch, count: r.count, claimed: r.claimed, created_at: formatDateTime(r.created_at, ctx.session.timeZone)! }));
}

// ---------- a customer's coupons ----------

type HeldState = CustomerCoupon['state'];

/** A held coupon's state at `now`: void / used / held as stored; an unused one expired past valid_to, not yet before valid_from. */
export function heldState(r: { status: number; validFrom: Date; validTo: Date }, now: Date): HeldState {
  if (r.status === 0) return 'void';
  if (r.status === 3) return 'used';
  if (r.status === 2) return 'held';
  if (r.validTo.getTime() <= now.getTime()) return 'expired';
  if (r.validFrom.getTime() > now.getTime()) return 'not_yet';
  return 'unused';
}

type HeldRow = Pick<typeof customerCoupons.$inferSelect, 'id' | 'source' | 'status' | 'orderId' | 'validFrom' | 'validTo' | 'createdAt'>;

/** A held coupon as the API shows it; usable as listCustomerCoupons says. */
export function toCustomerCoupon(ctx: RequestContext, h: HeldRow, c: CouponTerms, now: Date, q: { store_id?: number; order_id?: number } = {}): CustomerCoupon {
  const state = heldState(h, now);
  const inStore = q.store_id === undefined || c.storeIds.length === 0 || c.storeIds.includes(q.store_id);
  const forThisOrder = state === 'held' && q.order_id !== undefined && h.orderId === q.order_id && h.validTo.getTime() > now.getTime();
  const usable = inStore && ((state === 'unused' && c.status !== 0) || forThisOrder);
  return {
    id: h.id,
    coupon_id: c.id,
    ...termsOf(ctx, c),
    source: h.source,
    source_text: translate(`marketing.coupon_source_${h.source}`, ctx.locale),
    status: h.status,
    state,
    state_text: translate(`marketing.coupon_state_${state}`, ctx.locale),
    usable,
    order_id: h.orderId,
    valid_from: formatDateTime(h.validFrom, ctx.session.timeZone)!,
    valid_to: formatDateTime(h.validTo, ctx.session.timeZone)!,
    created_at: formatDateTime(h.createdAt, ctx.session.timeZone)!,
  };
}

/**
 * `GET /marketing/customer_coupons?customer_id=`: the customer's coupons, usable ones first (soonest to end
 * first), then the rest newest first. Usable: unused and within its dates, its coupon not void, for the
 * order's store when given; the coupon the given order holds counts as usable for that order.
 */
export async function listCustomerCoupons(ctx: RequestContext, q: CustomerCouponQuery): Promise<CustomerCoupon[]> {
  await findVisibleCustomer(ctx, q.customer_id);
  const rows = await ctx.db
    .select({ h: customerCoupons, c: coupons })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(and(eq(customerCoupons.customerId, q.customer_id), or(sql`${customerCoupons.createdAt} > now() - interval '1 year'`, inArray(customerCoupons.status, [1, 2]))))
    .orderBy(desc(customerCoupons.id))
    .limit(500);
  const now = new Date();
  const list = rows.map(({ h, c }) => ({ ...toCustomerCoupon(ctx, h, c, now, q), sortTo: h.validTo.getTime() }));
  list.sort((a, b) => (a.usable === b.usable ? (a.usable ? a.sortTo - b.sortTo : b.id - a.id) : a.usable ? -1 : 1));
  return list.map(({ sortTo: _sortTo, ...c }) => c);
}

/** Running and not past a fixed end: a coupon customers may still be given or claim. */
const liveCoupon = () => and(eq(coupons.status, 1), or(eq(coupons.validityType, 2), sql`${coupons.validTo} > statement_timestamp()`))!;

/** Every live coupon, newest first, at most `limit`: what the shop decoration's coupon block offers to pick. */
export async function liveCouponChoices(ctx: Pick<RequestContext, 'db' | 'locale'>, limit: number): Promise<ShopCouponChoice[]> {
  const rows = await ctx.db.select().from(coupons).where(liveCoupon()).orderBy(desc(coupons.id)).limit(limit);
  return rows.map((c) => ({ id: c.id, name: c.name, rule_text: ruleText(c, ctx.locale) }));
}

/**
 * The coupons of a shop page's coupon block (README "Shop decoration") as customers see them: the live ones
 * among `ids` in their order (stopped, void, ended or deleted ones left out); no ids: every live coupon
 * claimed with a code (take type 2, the ones a customer claims), newest first, at most `limit`.
 */
export async function shopCouponCards(ctx: Pick<RequestContext, 'db' | 'locale'>, ids: readonly number[], limit: number, timeZone: string): Promise<ShopCouponCard[]> {
  const rows =
    ids.length > 0
      ? await ctx.db.select().from(coupons).where(and(liveCoupon(), inArray(coupons.id, [...ids])))
      : await ctx.db.select().from(coupons).where(and(liveCoupon(), eq(coupons.takeType, 2))).orderBy(desc(coupons.id)).limit(limit);
  const ordered = ids.length > 0 ? ids.flatMap((id) => rows.filter((r) => r.id === id)) : rows;
  return ordered.map((c) => ({
    id: c.id,
    name: c.name,
    rule_text: ruleText(c, ctx.locale),
    validity_text: validityText(ctx.locale, timeZone, c),
    sold_out: c.issuedCount >= c.totalCount,
  }));
}
