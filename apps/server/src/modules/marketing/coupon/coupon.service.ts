import { randomInt } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { translate } from '@tradewind/contract/common/messages';
import { toCents } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  COUPON_CODE_ALPHABET,
  COUPON_CODE_LENGTH,
  CouponStatus,
  type ClaimCouponInput,
  type Coupon,
  type CreateCouponInput,
  type CustomerCoupon,
  type GenerateCodesResult,
  type IssueCouponInput,
  type IssueResult,
  type UpdateCouponInput,
} from '@tradewind/contract/marketing/coupon.schema';
import { queryOne, queryRows, queryRowsInOrder } from '@/core/db/database';
import { AppError, conflict, invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { currentCrowdMemberIds, type CreatedCustomer } from '@/modules/crm';
import { customerScope, customers } from '@/modules/crm/customer';
import { brands, categories, skus } from '@/modules/pms';
import { stores } from '@/modules/system/store';
import { CLAIM_LOCK, claimStatement, type ClaimStatementRow } from './claim-statement';
import { findCoupon, getCoupon, toCustomerCoupon, type CouponRow } from './coupon.read';
import { couponCodes, coupons, customerCoupons } from './coupon.table';

/**
 * Coupons (marketing README "Coupons"). issued_count moves only by a conditional update of the coupon's
 * row (`issued_count + n <= total_count`, status running), so concurrent claims never pass the total. A
 * claim holds the coupon's row lock as briefly as it can (that update is in its last statement, and the
 * action log goes with the COMMIT), so claims of one customer queue on an advisory lock of their own and
 * the limit is counted after it. Issuing in bulk locks the row first (a coupon is issued by staff or
 * claimed with codes, never both: take type).
 */

type Action = 'update' | 'issue' | 'claim' | 'code' | 'stop' | 'void';

const stateConflict = (ctx: RequestContext, c: Pick<CouponRow, 'status'>, action: Action) =>
  conflict('marketing.coupon_state_conflict', { status: translate(`marketing.coupon_status_${c.status}`, ctx.locale), action: translate(`marketing.coupon_action_${action}`, ctx.locale) });

const ended = (c: Pick<CouponRow, 'validityType' | 'validTo'>, now = Date.now()) => c.validityType === 1 && c.validTo !== null && c.validTo.getTime() <= now;

/** A coupon customers may take now by `action` (issue: take type 1, claim/code: 2): running, not past its dates; 409 otherwise. */
function assertTakable(ctx: RequestContext, c: Pick<CouponRow, 'status' | 'validityType' | 'validTo' | 'takeType'>, action: 'issue' | 'claim' | 'code', takeType: 1 | 2 | 3, now = Date.now()): void {
  if (c.status !== CouponStatus.running) throw stateConflict(ctx, c, action);
  if (ended(c, now)) throw conflict('marketing.coupon_ended');
  if (c.takeType !== takeType) throw conflict('marketing.coupon_take_type_conflict', { take: translate(`marketing.coupon_take_type_${c.takeType}`, ctx.locale), action: translate(`marketing.coupon_action_${action}`, ctx.locale) });
}

/** The dates a coupon taken now is valid: its fixed dates, or from now for its days. */
function validityOf(c: CouponRow, now: Date): { from: Date; to: Date } {
  if (c.validityType === 1) return { from: c.validFrom!, to: c.validTo! };
  return { from: now, to: new Date(now.getTime() + (c.validDays ?? 1) * 86_400_000) };
}

// ---------- definition ----------

/** The columns of the body, one type's fields kept and the other's cleared; dates read in the tenant's time zone. */
function columnsOf(ctx: RequestContext, input: CreateCouponInput) {
  const tz = ctx.session.timeZone;
  const at = (text: string | null) => (text === null ? null : sql`(${text}::timestamp AT TIME ZONE ${tz})`);
  return {
    name: input.name,
    type: input.type,
    threshold: String(input.threshold),
    amount: input.type === 1 ? String(input.amount ?? 0) : '0',
    percent: input.type === 2 ? String(input.percent ?? 0) : '0',
    cap: input.type === 2 && input.cap !== null ? String(input.cap) : null,
    scopeType: input.scope_type,
    scopeIds: input.scope_type === 0 ? [] : [...new Set(input.scope_ids)],
    totalCount: input.total_count,
    perCustomer: input.per_customer,
    validityType: input.validity_type,
    validFrom: input.validity_type === 1 ? at(input.valid_from) : null,
    validTo: input.validity_type === 1 ? at(input.valid_to) : null,
    validDays: input.validity_type === 2 ? input.valid_days : null,
    takeType: input.take_type,
    stackWithActivity: input.stack_with_activity === 1,
    storeIds: [...new Set(input.store_ids)],
    remark: input.remark,
  };
}

/** The scope's categories, brands or SKUs and the stores exist in the tenant (422 on the field otherwise). */
async function checkReferences(ctx: RequestContext, input: CreateCouponInput): Promise<void> {
  const ids = [...new Set(input.scope_ids)];
  if (input.scope_type !== 0 && ids.length) {
    const table = input.scope_type === 1 ? categories : input.scope_type === 2 ? brands : skus;
    const [{ n }] = await ctx.db.select({ n: count() }).from(table).where(inArray(table.id, ids));
    if (n !== ids.length) throw invalidField('scope_ids', 'marketing.coupon_scope_unknown');
  }
  const storeIds = [...new Set(input.store_ids)];
  if (storeIds.length) {
    const [{ n }] = await ctx.db.select({ n: count() }).from(stores).where(inArray(stores.id, storeIds));
    if (n !== storeIds.length) throw invalidField('store_ids', 'marketing.coupon_store_unknown');
  }
}

export async function createCoupon(ctx: RequestContext, input: CreateCouponInput): Promise<Coupon> {
  await checkReferences(ctx, input);
  const [row] = await ctx.db
    .insert(coupons)
    .values({ ...columnsOf(ctx, input), tenantId: ctx.tenantId, createdBy: ctx.staffId })
    .returning({ id: coupons.id });
  ctx.audit.targetId = row.id;
  return getCoupon(ctx, row.id);
}

/** What customers were given: once any is issued these stay (the name, remark, counts and stores may change). */
function lockedTermsOf(ctx: RequestContext, c: { type: number; threshold: string; amount: string; percent: string; cap: string | null; scopeType: number; scopeIds: number[]; validityType: number; validFrom: string | null; validTo: string | null; validDays: number | null; takeType: number; stackWithActivity: boolean }) {
  const cents = (v: string | null) => (v === null ? null : toCents(v));
  return JSON.stringify([c.type, cents(c.threshold), cents(c.amount), cents(c.percent), cents(c.cap), c.scopeType, [...c.scopeIds].sort((a, b) => a - b), c.validityType, c.validFrom, c.validTo, c.validDays, c.takeType, c.stackWithActivity]);
}

export async function updateCoupon(ctx: RequestContext, input: UpdateCouponInput): Promise<Coupon> {
  const row = await findCoupon(ctx, input.id, { forUpdate: true });
  ctx.audit.targetId = row.id;
  if (row.status === CouponStatus.void) throw stateConflict(ctx, row, 'update');
  await checkReferences(ctx, input);
  const next = columnsOf(ctx, input);
  if (row.issuedCount > 0) {
    const tz = ctx.session.timeZone;
    const before = lockedTermsOf(ctx, { ...row, validFrom: formatDateTime(row.validFrom, tz), validTo: formatDateTime(row.validTo, tz) });
    const after = lockedTermsOf(ctx, { ...next, validFrom: input.validity_type === 1 ? input.valid_from : null, validTo: input.validity_type === 1 ? input.valid_to : null });
    if (before !== after) throw conflict('marketing.coupon_terms_locked');
  }
  const [{ n: codes }] = await ctx.db.select({ n: count() }).from(couponCodes).where(eq(couponCodes.couponId, row.id));
  const floor = Math.max(row.issuedCount, codes);
  if (input.total_count < floor) throw invalidField('total_count', 'marketing.coupon_total_below_issued', { issued: floor });
  await ctx.db.update(coupons).set({ ...next, updatedAt: sql`now()` }).where(eq(coupons.id, row.id));
  return getCoupon(ctx, row.id);
}

/** Deleting is for a coupon nobody holds (its codes go with it); an issued one is stopped or voided instead. */
export async function deleteCoupon(ctx: RequestContext, id: number): Promise<null> {
  const row = await findCoupon(ctx, id, { forUpdate: true });
  ctx.audit.targetId = row.id;
  const [{ n }] = await ctx.db.select({ n: count() }).from(customerCoupons).where(eq(customerCoupons.couponId, row.id));
  if (row.issuedCount > 0 || n > 0) throw conflict('marketing.coupon_has_issued');
  await ctx.db.delete(couponCodes).where(eq(couponCodes.couponId, row.id));
  await ctx.db.delete(coupons).where(eq(coupons.id, row.id));
  return null;
}

/** Running → stopped: no new issues or claims; what customers hold stays usable. */
export async function stopCoupon(ctx: RequestContext, id: number): Promise<Coupon> {
  const row = await findCoupon(ctx, id, { forUpdate: true });
  ctx.audit.targetId = row.id;
  if (row.status !== CouponStatus.running) throw stateConflict(ctx, row, 'stop');
  await ctx.db.update(coupons).set({ status: CouponStatus.stopped, updatedAt: sql`now()` }).where(eq(coupons.id, row.id));
  return getCoupon(ctx, row.id);
}

/** Running or stopped → void: every unused coupon customers hold becomes void (held and used ones stay with their orders). */
export async function voidCoupon(ctx: RequestContext, id: number): Promise<Coupon> {
  const row = await findCoupon(ctx, id, { forUpdate: true });
  ctx.audit.targetId = row.id;
  if (row.status === CouponStatus.void) throw stateConflict(ctx, row, 'void');
  await ctx.db.update(coupons).set({ status: CouponStatus.void, updatedAt: sql`now()` }).where(eq(coupons.id, row.id));
  await ctx.db.update(customerCoupons).set({ status: 0 }).where(and(eq(customerCoupons.couponId, row.id), eq(customerCoupons.status, 1)));
  return getCoupon(ctx, row.id);
}

// ---------- issuing ----------

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Inserts one unused coupon for each customer (in order) and counts them as issued, under the coupon's
 * row lock the caller holds.
 */
async function giveLocked(ctx: RequestContext, c: CouponRow, customerIds: number[], source: number): Promise<void> {
  if (customerIds.length === 0) return;
  const { from, to } = validityOf(c, new Date());
  await ctx.db.execute(sql`
    INSERT INTO marketing_customer_coupons (tenant_id, coupon_id, customer_id, source, status, valid_from, valid_to, issued_by)
    SELECT ${ctx.tenantId}, ${c.id}, u.id, ${source}, 1, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, ${ctx.staffId}
      FROM unnest(${intArray(customerIds)}) WITH ORDINALITY AS u(id, n) ORDER BY u.n`);
  await ctx.db.update(coupons).set({ issuedCount: sql`${coupons.issuedCount} + ${customerIds.length}` }).where(eq(coupons.id, c.id));
}

/**
 * `POST /marketing/coupon/{id}/issue`: one coupon to each customer given (those the caller sees) or to
 * each of a crowd's current members, in id order, while the total lasts; a customer already holding
 * per_customer of it is skipped. Says how many were issued and why the others were not.
 */
export async function issueCoupon(ctx: RequestContext, id: number, input: IssueCouponInput): Promise<IssueResult> {
  const c = await findCoupon(ctx, id, { forUpdate: true });
  ctx.audit.targetId = c.id;
  assertTakable(ctx, c, 'issue', 1);
  let targets: number[];
  let unknown = 0;
  if (input.crowd_id !== null) {
    try {
      targets = await currentCrowdMemberIds(ctx, input.crowd_id);
    } catch (e) {
      if (e instanceof AppError && e.code === ErrorCode.notFound) throw invalidField('crowd_id', 'marketing.coupon_crowd_unknown');
      throw e;
    }
  } else {
    const asked = [...new Set(input.customer_ids)];
    const seen = await ctx.db.select({ id: customers.id }).from(customers).where(and(inArray(customers.id, asked), customerScope(ctx)));
    const visible = new Set(seen.map((r) => r.id));
    targets = asked.filter((v) => visible.has(v)).sort((a, b) => a - b);
    unknown = asked.length - targets.length;
  }
  const held = targets.length
    ? await queryRows<{ customer_id: number; n: number }>(
        ctx.db,
        sql`SELECT customer_id, count(*)::int AS n FROM marketing_customer_coupons WHERE coupon_id = ${c.id} AND customer_id = ANY(${intArray(targets)}) GROUP BY customer_id`,
      )
    : [];
  const holding = new Map(held.map((r) => [r.customer_id, r.n]));
  const eligible = targets.filter((v) => (holding.get(v) ?? 0) < c.perCustomer);
  const give = eligible.slice(0, Math.max(0, c.totalCount - c.issuedCount));
  await giveLocked(ctx, c, give, input.crowd_id !== null ? 2 : 1);
  const reasons = (
    [
      ['limit', targets.length - eligible.length],
      ['exhausted', eligible.length - give.length],
      ['unknown', unknown],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([reason, n]) => ({ reason, text: translate(`marketing.coupon_issue_reason_${reason}`, ctx.locale), count: n }));
  return { issued: give.length, skipped: targets.length - give.length + unknown, reasons };
}

/**
 * `POST /marketing/coupon/claim`: the customer takes the coupon of the code, in two statements sent
 * together (marketing README "Exactness under concurrency"). The first queues the claim behind the same
 * customer's other claims (an advisory lock, taken for a customer the caller sees), so the second — whose
 * snapshot is taken once the lock is held — counts every earlier claim of theirs, committed. The second
 * (`claimStatement`) does the rest at once: the customer seen by the caller, the code's row locked, the
 * checks, and only when they pass the coupon's count taken by a conditional update, the customer's coupon
 * written and the code marked. Its answer says which check failed; the refusals come in the order they
 * always did (customer, code, claimed code, the coupon's state, dates and take type, the limit, the total).
 */
export async function claimCoupon(ctx: RequestContext, input: ClaimCouponInput): Promise<CustomerCoupon> {
  const customerId = input.customer_id;
  const now = new Date();
  const scope = customerScope(ctx);
  const seen = sql`${customers.id} = ${customerId}${scope ? sql` AND ${scope}` : sql``}`;
  const [, [row]] = await queryRowsInOrder<[unknown, ClaimStatementRow]>(
    ctx.db,
    [
      sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK}::int, ${customers.id}) FROM ${customers} WHERE ${seen}`,
      claimStatement({ customer: sql`SELECT ${customers.id} FROM ${customers} WHERE ${seen}`, customerId, code: input.code, at: now, tenantId: ctx.tenantId, staffId: ctx.staffId }),
    ],
    { prepare: 'tw_coupon_claim' },
  );
  if (!row.visible) throw invalidField('customer_id', 'marketing.coupon_customer_unknown');
  if (row.code_id === null || row.coupon_id === null) throw invalidField('code', 'marketing.coupon_code_unknown');
  if (row.code_claimed) throw conflict('marketing.coupon_code_claimed');
  const c = {
    id: row.coupon_id,
    name: row.name,
    type: row.type,
    threshold: row.threshold,
    amount: row.amount,
    percent: row.percent,
    cap: row.cap,
    scopeType: row.scope_type,
    stackWithActivity: row.stack_with_activity,
    status: row.status,
    storeIds: row.store_ids,
    takeType: row.take_type,
    validityType: row.validity_type,
    validTo: row.valid_to === null ? null : new Date(row.valid_to),
  };
  ctx.audit.targetId = c.id;
  assertTakable(ctx, c, 'claim', 2, now.getTime());
  if (row.held >= row.per_customer) throw conflict('marketing.coupon_limit_reached', { limit: row.per_customer });
  if (row.held_id === null) {
    const after = await findCoupon(ctx, c.id);
    throw after.status !== CouponStatus.running ? stateConflict(ctx, after, 'claim') : conflict('marketing.coupon_exhausted');
  }
  const held = { id: row.held_id, source: 3, status: 1, orderId: null, validFrom: new Date(row.held_from!), validTo: new Date(row.held_to!), createdAt: now };
  return toCustomerCoupon(ctx, held, c, now);
}

// ---------- codes ----------

function randomCode(): string {
  let code = '';
  for (let i = 0; i < COUPON_CODE_LENGTH; i += 1) code += COUPON_CODE_ALPHABET[randomInt(COUPON_CODE_ALPHABET.length)];
  return code;
}

/**
 * `POST /marketing/coupon/{id}/codes`: a new batch of `count` codes, unique in the tenant (a code that
 * happens to exist is drawn again), never more codes than the coupon's total.
 */
export async function generateCodes(ctx: RequestContext, id: number, wanted: number): Promise<GenerateCodesResult> {
  const c = await findCoupon(ctx, id, { forUpdate: true });
  ctx.audit.targetId = c.id;
  assertTakable(ctx, c, 'code', 2);
  const stats = await queryOne<{ n: number; batch: number }>(ctx.db, sql`SELECT count(*)::int AS n, coalesce(max(batch), 0)::int AS batch FROM marketing_coupon_codes WHERE coupon_id = ${c.id}`);
  const left = c.totalCount - (stats?.n ?? 0);
  if (wanted > left) throw invalidField('count', 'marketing.coupon_codes_over_total', { left });
  const batch = (stats?.batch ?? 0) + 1;
  let made = 0;
  for (let round = 0; made < wanted && round < 20; round += 1) {
    const chunk = Math.min(1000, wanted - made);
    const rows = await ctx.db
      .insert(couponCodes)
      .values(Array.from({ length: chunk }, () => ({ tenantId: ctx.tenantId, couponId: c.id, code: randomCode(), batch })))
      .onConflictDoNothing()
      .returning({ id: couponCodes.id });
    made += rows.length;
  }
  return { batch, count: made };
}

// ---------- new customers ----------

/**
 * A new customer gets one of each running coupon given to new customers (take type 3) whose dates have not
 * ended and whose stores include the customer's, while its total lasts (a conditional update; an exhausted
 * coupon is passed over). Registered with crm at start (index.ts).
 */
export async function giveNewCustomerCoupons(ctx: RequestContext, customer: CreatedCustomer): Promise<void> {
  const taken = await queryRows<{ id: number }>(
    ctx.db,
    sql`UPDATE marketing_coupons SET issued_count = issued_count + 1
         WHERE take_type = 3 AND status = 1 AND issued_count < total_count AND (validity_type = 2 OR valid_to > now())
           AND (store_ids = '{}' OR ${customer.storeId}::int = ANY(store_ids))
         RETURNING id`,
  );
  if (taken.length === 0) return;
  const rows = await ctx.db.select().from(coupons).where(inArray(coupons.id, taken.map((r) => r.id)));
  const now = new Date();
  await ctx.db.insert(customerCoupons).values(
    rows.map((c) => {
      const { from, to } = validityOf(c, now);
      return { tenantId: ctx.tenantId, couponId: c.id, customerId: customer.id, source: 4, status: 1, validFrom: from, validTo: to, issuedBy: ctx.staffId, createdAt: now };
    }),
  );
}
