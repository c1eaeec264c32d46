import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { translate, type Locale, LOCALES } from '@tradewind/contract/common/messages';
import { memoRead, type ReadMemo } from '@/core/db/read-memo';
import { conflict } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { sendMessage } from '@/modules/common/message';
import { staff } from '@/modules/system/staff';
import { writeCustomerLog } from '../log/log.service';
import { poolSettings } from '../pool/pool.table';
import { customerOwnership, customers } from './customer.table';

type CustomerRow = typeof customers.$inferSelect;

export type SalesType = 0 | 1 | 2;
export type OwnershipTarget = { salesType: SalesType; salesId: number | null };
export type OwnershipReason = 'create' | 'grab' | 'release' | 'reassign' | 'auto_release' | 'team';

const asLocale = (language: string | null | undefined): Locale => (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : 'zh-CN';

/** pg_advisory_xact_lock(OWNER_LOCK, staff id): everything that makes a staff member an owner queues on it. */
const OWNER_LOCK = 727_010;

export type CapCheck = { max: number; owned: number; over: boolean };

/**
 * The private-customer cap (`crm_pool_settings.max_customers`, 0 = none), for every way a staff member comes
 * to own customers: create, grab, reassign by a manager. Takes the staff member's ownership lock for the rest
 * of the transaction (two grabs / creates for one rep cannot both pass), then counts their private customers
 * in the tenant. Over the cap it refuses with the pool's 409 '您的私海客户已达上限 {max} 个', unless
 * `confirmOverLimit` (a manager's explicit confirmation): then it answers `over: true` and the caller logs it.
 * Call it before locking the customer row (grab does: staff lock, then row lock), so the order is always the same.
 * `memo` (an import's transaction): the pool setting read once for it; the lock and the count are taken every
 * time (a savepoint rolled back releases the lock; every customer made changes the count).
 */
export async function assertUnderCap(ctx: RequestContext, staffId: number, options: { adding?: number; confirmOverLimit?: boolean; memo?: ReadMemo } = {}): Promise<CapCheck> {
  await ctx.db.execute(sql`SELECT pg_advisory_xact_lock(${OWNER_LOCK}, ${staffId})`);
  const [settings] = await memoRead(options.memo, `pool-settings:${ctx.tenantId}`, () =>
    ctx.db.select({ max: poolSettings.maxCustomers }).from(poolSettings).where(eq(poolSettings.tenantId, ctx.tenantId)),
  );
  const max = settings?.max ?? 0;
  if (max <= 0) return { max, owned: 0, over: false };
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.tenantId, ctx.tenantId), eq(customers.salesType, 1), eq(customers.salesId, staffId)));
  const over = n + (options.adding ?? 1) > max;
  if (over && !options.confirmOverLimit) throw conflict('crm.pool_cap_reached', { max });
  return { max, owned: n, over };
}

/** The customer log line of a confirmed assignment over the cap. */
export async function logOverCap(ctx: RequestContext, customerId: number, cap: CapCheck): Promise<void> {
  if (!cap.over) return;
  await writeCustomerLog(ctx, customerId, 'ownership.over_limit', translate('crm.log_over_limit', ctx.locale, { max: cap.max }));
}

/**
 * The one way a customer changes hands (create, grab, release, reassign, auto-release, team pool), in the
 * caller's transaction: updates the customer, records the change with its reason (the pool's cool-down
 * reads releases from here), writes the customer log and messages the people it concerns — the new owner
 * when someone else gave them the customer, the former owner when it was released or handed over.
 * The caller has checked the rules (visibility, caps, same owner …); `customer` is the row before the change.
 * For the scheduled auto-release, ctx.staffId may be 0 (no person): the change is then recorded without a staff.
 * `memo` (an import's transaction): the names and languages of the people concerned read once for it.
 */
export async function changeOwnership(
  ctx: RequestContext,
  customer: CustomerRow,
  to: OwnershipTarget,
  reason: OwnershipReason,
  remark?: string | null,
  memo?: ReadMemo,
): Promise<void> {
  const salesId = to.salesType === 1 ? to.salesId : (to.salesId ?? null);
  const now = new Date();
  const actorId = ctx.staffId > 0 ? ctx.staffId : null;
  // a customer just made was inserted with its owner
  if (reason !== 'create') {
    await ctx.db
      .update(customers)
      .set({ salesType: to.salesType, salesId, salesAssignedAt: salesId !== null ? now : null, updatedAt: now })
      .where(eq(customers.id, customer.id));
  }
  const from = reason === 'create' ? null : { salesType: customer.salesType, salesId: customer.salesId };
  await ctx.db.insert(customerOwnership).values({
    tenantId: ctx.tenantId,
    customerId: customer.id,
    fromSalesType: from?.salesType ?? null,
    fromSalesId: from?.salesId ?? null,
    toSalesType: to.salesType,
    toSalesId: salesId,
    reason,
    remark: remark ? remark.slice(0, 200) : null,
    staffId: actorId,
    createdAt: now,
  });

  const ids = [...new Set([from?.salesId, salesId, actorId].filter((id): id is number => typeof id === 'number'))];
  const people = ids.length
    ? await memoRead(memo, `staff-names:${[...ids].sort((a, b) => a - b).join(',')}`, () =>
        ctx.db.select({ id: staff.id, name: staff.name, language: staff.language }).from(staff).where(inArray(staff.id, ids)),
      )
    : [];
  const person = new Map(people.map((p) => [p.id, p]));
  const ownerLabel = (o: { salesType: number; salesId: number | null } | null, locale: Locale) => {
    if (!o) return translate('crm.owner_none', locale);
    if (o.salesType === 1) return person.get(o.salesId ?? 0)?.name ?? translate('crm.owner_none', locale);
    return translate(`crm.sales_type_${o.salesType}`, locale);
  };
  const lineParams = (locale: Locale) => ({
    reason: translate(`crm.owner_reason_${reason}`, locale),
    from: ownerLabel(from, locale),
    to: ownerLabel({ salesType: to.salesType, salesId }, locale),
    remark: remark ?? '',
  });
  await writeCustomerLog(
    ctx,
    customer.id,
    `ownership.${reason}`,
    translate(remark ? 'crm.log_owner_change_remark' : 'crm.log_owner_change', ctx.locale, lineParams(ctx.locale)),
    { staffId: actorId },
  );

  const target = { target_type: 'customer', target_id: customer.id };
  const sender = actorId ? { staffId: actorId, name: person.get(actorId)?.name ?? ctx.session.name } : null;
  // The new owner, when someone else gave them the customer (a grab or one's own new customer needs no message).
  if (to.salesType === 1 && salesId !== null && salesId !== actorId && salesId !== from?.salesId) {
    const locale = asLocale(person.get(salesId)?.language);
    await sendMessage(ctx.db, {
      tenantId: ctx.tenantId,
      recipients: [salesId],
      type: 'customer',
      title: translate('crm.msg_assigned_title', locale),
      content: translate('crm.msg_assigned_content', locale, { name: customer.name }),
      from: sender,
      params: target,
    });
  }
  // The former owner, when the customer left them through someone else's hand or the rules.
  const formerId = from?.salesType === 1 ? from.salesId : null;
  if (formerId !== null && formerId !== undefined && formerId !== salesId && (reason === 'release' || reason === 'reassign' || reason === 'auto_release' || reason === 'team')) {
    if (formerId === actorId && reason !== 'auto_release') return;
    const locale = asLocale(person.get(formerId)?.language);
    const handedOver = to.salesType === 1;
    const toTeam = reason === 'team';
    const why = remark ?? (actorId ? translate(toTeam ? 'crm.moved_by' : 'crm.released_by', locale, { name: sender?.name ?? '' }) : translate(`crm.owner_reason_${reason}`, locale));
    await sendMessage(ctx.db, {
      tenantId: ctx.tenantId,
      recipients: [formerId],
      type: 'customer',
      title: translate(handedOver ? 'crm.owner_reason_reassign' : toTeam ? 'crm.msg_team_title' : 'crm.msg_released_title', locale),
      content: handedOver
        ? translate('crm.msg_reassigned_content', locale, { name: customer.name, to: ownerLabel({ salesType: 1, salesId }, locale) })
        : translate(toTeam ? 'crm.msg_team_content' : 'crm.msg_released_content', locale, { name: customer.name, reason: why }),
      from: sender,
      params: target,
    });
  }
}
