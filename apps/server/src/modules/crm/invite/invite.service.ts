import type { z } from 'zod';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { fromCents, roundMoney, toCents } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import { InviteListQuerySchema, inviteTriggerKey, type Invite, type InviteListQuery, type InviteSetting, type UpdateInviteSettingInput } from '@tradewind/contract/crm/invite.schema';
import { saveTenantSettings } from '@/core/db/tenant-settings';
import { containsText } from '@/core/db/like';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { customerScope } from '../customer/customer-access';
import { customers } from '../customer/customer.table';
import { inviteSettings, invites } from './invite.table';

const OFF: InviteSetting = { enabled: 0, trigger: 1, inviter_reward: '0.00', invitee_reward: '0.00', max_per_inviter: 0 };

export async function getInviteSetting(ctx: RequestContext): Promise<InviteSetting> {
  const [row] = await ctx.db.select().from(inviteSettings).where(eq(inviteSettings.tenantId, ctx.tenantId));
  if (!row) return OFF;
  return {
    enabled: row.enabled === 1 ? 1 : 0,
    trigger: row.trigger === 2 ? 2 : 1,
    inviter_reward: roundMoney(row.inviterReward),
    invitee_reward: roundMoney(row.inviteeReward),
    max_per_inviter: row.maxPerInviter,
  };
}

/** Takes effect for the rewards given from now on; the ones given stay as they were. */
export async function updateInviteSetting(ctx: RequestContext, input: UpdateInviteSettingInput): Promise<InviteSetting> {
  const values = {
    enabled: input.enabled,
    trigger: input.trigger,
    inviterReward: fromCents(toCents(input.inviter_reward)),
    inviteeReward: fromCents(toCents(input.invitee_reward)),
    maxPerInviter: input.max_per_inviter,
    updatedAt: new Date(),
  };
  await saveTenantSettings(ctx, inviteSettings, values, 'crm_invite_setting');
  return getInviteSetting(ctx);
}

export const InviteExportParamsSchema = InviteListQuerySchema.omit({ page: true, page_size: true });
export type InviteExportParams = z.infer<typeof InviteExportParamsSchema>;

export const inviter = alias(customers, 'invite_inviter');

export function joinedInvites(ctx: RequestContext) {
  return ctx.db
    .select({ i: invites, inviteeName: customers.name, inviterName: inviter.name })
    .from(invites)
    .innerJoin(customers, eq(customers.id, invites.inviteeId))
    .leftJoin(inviter, eq(inviter.id, invites.inviterId));
}

/** The ledger's condition: the invitee within the caller's customer scope, keyword over both names and phones. */
export function inviteWhere(ctx: RequestContext, q: InviteExportParams): SQL | undefined {
  const keyword = q.keyword?.trim();
  const tz = ctx.session.timeZone;
  return and(
    customerScope(ctx),
    keyword ? or(containsText(customers.name, keyword), containsText(customers.phone, keyword), containsText(inviter.name, keyword), containsText(inviter.phone, keyword)) : undefined,
    q.inviter_id ? eq(invites.inviterId, q.inviter_id) : undefined,
    q.trigger !== undefined ? eq(invites.trigger, q.trigger) : undefined,
    q.created_from ? gte(invites.createdAt, sql`(${q.created_from}::date::timestamp AT TIME ZONE ${tz})`) : undefined,
    q.created_to ? lt(invites.createdAt, sql`((${q.created_to}::date + 1)::timestamp AT TIME ZONE ${tz})`) : undefined,
  );
}

type JoinedInvite = { i: typeof invites.$inferSelect; inviteeName: string; inviterName: string | null };

export function toInvite(ctx: RequestContext, r: JoinedInvite): Invite {
  const i = r.i;
  return {
    id: i.id,
    inviter_id: i.inviterId,
    inviter_name: r.inviterName ?? '',
    invitee_id: i.inviteeId,
    invitee_name: r.inviteeName,
    trigger: i.trigger === 2 ? 2 : 1,
    trigger_text: translate(inviteTriggerKey(i.trigger), ctx.locale),
    inviter_reward: roundMoney(i.inviterReward),
    invitee_reward: roundMoney(i.inviteeReward),
    capped: i.capped === 1 ? 1 : 0,
    created_at: formatDateTime(i.createdAt, ctx.session.timeZone)!,
  };
}

/** `GET /crm/invites`: newest first. */
export async function listInvites(ctx: RequestContext, q: InviteListQuery) {
  const where = inviteWhere(ctx, q);
  return paginate(q, {
    rows: (page) => joinedInvites(ctx).where(where).orderBy(desc(invites.createdAt), desc(invites.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(invites).innerJoin(customers, eq(customers.id, invites.inviteeId)).leftJoin(inviter, eq(inviter.id, invites.inviterId)).where(where),
    map: (rows) => rows.map((r) => toInvite(ctx, r)),
  });
}
