import { and, count, eq, sql } from 'drizzle-orm';
import { toCents, fromCents } from '@tradewind/contract/common/money';
import type { InviteTrigger } from '@tradewind/contract/crm/invite.schema';
import type { Db } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { customers } from '../customer/customer.table';
import { writeCustomerLog } from '../log/log.service';
import { translate } from '@tradewind/contract/common/messages';
import { inviteSettings, invites } from './invite.table';

/**
 * How a reward reaches a customer's balance. Money is fms's (it sits above crm, docs/trading-model.md §7):
 * fms registers its money kernel's posting at start; crm never imports fms. Posted in the caller's
 * transaction, so a refused posting rolls the reward back with everything else.
 */
export type InviteRewardCredit = (tx: Db, input: { customerId: number; amount: string; inviteId: number; remark: string; staffId: number | null }) => Promise<void>;

let credit: InviteRewardCredit | null = null;
export function registerInviteRewardCredit(fn: InviteRewardCredit): void {
  credit = fn;
}

export type InviteRewardResult = { inviteId: number; inviterReward: string; inviteeReward: string; capped: boolean } | null;

/**
 * Rewards the invite of `inviteeId` for `trigger` when the tenant's rewards are on with that trigger and the
 * customer has an inviter: one `crm_invites` row and the two balance credits. Idempotent: the unique index
 * (tenant, invitee, trigger) lets one reward in; a repeat (or a concurrent twin) does nothing. The cap
 * (`max_per_inviter`) is counted under the inviter's lock, so two invitees rewarded at once never pass it
 * together; past it only the invitee is rewarded (`capped`).
 */
export async function rewardInvite(ctx: RequestContext, inviteeId: number, trigger: InviteTrigger, orderId: number | null = null): Promise<InviteRewardResult> {
  const [setting] = await ctx.db.select().from(inviteSettings).where(eq(inviteSettings.tenantId, ctx.tenantId));
  if (!setting || setting.enabled !== 1 || setting.trigger !== trigger) return null;
  const [invitee] = await ctx.db.select({ id: customers.id, inviterId: customers.inviterId, name: customers.name }).from(customers).where(eq(customers.id, inviteeId));
  if (!invitee?.inviterId) return null;
  const inviterId = invitee.inviterId;
  // the inviter's lock: its cap is counted and its reward written by one reward at a time
  await ctx.db.execute(sql`SELECT pg_advisory_xact_lock(727061, ${inviterId})`);
  const [{ n }] = await ctx.db.select({ n: count() }).from(invites).where(and(eq(invites.inviterId, inviterId), sql`${invites.inviterReward} > 0`));
  const capped = setting.maxPerInviter > 0 && n >= setting.maxPerInviter;
  const inviterReward = capped ? '0.00' : fromCents(toCents(setting.inviterReward));
  const inviteeReward = fromCents(toCents(setting.inviteeReward));
  const [row] = await ctx.db
    .insert(invites)
    .values({ tenantId: ctx.tenantId, inviterId, inviteeId, trigger, inviterReward, inviteeReward, capped: capped ? 1 : 0, orderId, createdBy: ctx.staffId || null })
    .onConflictDoNothing()
    .returning({ id: invites.id });
  if (!row) return null;
  const [inviter] = await ctx.db.select({ name: customers.name }).from(customers).where(eq(customers.id, inviterId));
  const triggerText = translate(`crm.invite_trigger_${trigger}`, ctx.locale);
  const staffId = ctx.staffId || null;
  if (credit && toCents(inviterReward) > 0) {
    await credit(ctx.db, { customerId: inviterId, amount: inviterReward, inviteId: row.id, remark: translate('crm.invite_reward_remark_inviter', ctx.locale, { name: invitee.name, trigger: triggerText }), staffId });
  }
  if (credit && toCents(inviteeReward) > 0) {
    await credit(ctx.db, { customerId: inviteeId, amount: inviteeReward, inviteId: row.id, remark: translate('crm.invite_reward_remark_invitee', ctx.locale, { name: inviter?.name ?? '', trigger: triggerText }), staffId });
  }
  await writeCustomerLog(ctx, inviteeId, 'invite.reward', translate('crm.log_invite_reward', ctx.locale, { inviter: inviter?.name ?? '', trigger: triggerText, inviter_reward: inviterReward, invitee_reward: inviteeReward }));
  return { inviteId: row.id, inviterReward, inviteeReward, capped };
}

/**
 * Orders call it when an order is completed (oms sits above crm and imports it): `first` says the customer
 * has no earlier completed order, so its invite earns the first-order reward.
 */
export async function inviteeOrderCompleted(ctx: RequestContext, customerId: number, orderId: number, first: boolean): Promise<void> {
  if (!first) return;
  await rewardInvite(ctx, customerId, 2, orderId);
}
