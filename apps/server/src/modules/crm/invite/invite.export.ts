import { and, asc, count, eq, gt } from 'drizzle-orm';
import { defineExporter } from '@/core/jobs/exporter';
import { customers } from '../customer/customer.table';
import { InviteExportParamsSchema, inviteWhere, inviter, joinedInvites, toInvite } from './invite.service';
import { invites } from './invite.table';

/** The rewards ledger as a spreadsheet: the same filters and customer scope, read when the export runs. */
export const inviteExporter = defineExporter({
  key: 'crm.invites',
  source: '邀请奖励',
  permission: 'crm:invite:export',
  params: InviteExportParamsSchema,
  columns: [
    { header: 'ID', key: 'id', width: 8 },
    { header: '邀请人', key: 'inviter_name', width: 24 },
    { header: '被邀请人', key: 'invitee_name', width: 24 },
    { header: '触发条件', key: 'trigger_text', width: 14 },
    { header: '邀请人奖励', key: 'inviter_reward', width: 12, kind: 'money' },
    { header: '被邀请人奖励', key: 'invitee_reward', width: 12, kind: 'money' },
    { header: '已达上限', key: 'capped_text' },
    { header: '时间', key: 'created_at', width: 20 },
  ],
  count: async (ctx, params) => {
    const [{ n }] = await ctx.db.select({ n: count() }).from(invites).innerJoin(customers, eq(customers.id, invites.inviteeId)).leftJoin(inviter, eq(inviter.id, invites.inviterId)).where(inviteWhere(ctx, params));
    return n;
  },
  batch: async (ctx, params, cursor, limit) => {
    const rows = await joinedInvites(ctx)
      .where(and(inviteWhere(ctx, params), cursor ? gt(invites.id, cursor) : undefined))
      .orderBy(asc(invites.id))
      .limit(limit);
    return {
      rows: rows.map((r) => toInvite(ctx, r)).map((i) => ({ ...i, capped_text: i.capped ? '是' : '' })),
      cursor: rows.length === limit ? rows[rows.length - 1].i.id : null,
    };
  },
});
