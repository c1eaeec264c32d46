import { and, eq, gt } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { JoinInput, StaffInvite } from '@tradewind/contract/system/staff.schema';
import { notDeleted } from '@/core/db/soft-delete';
import { writeActionLog } from '@/core/audit/action-log';
import { hashPassword } from '@/core/auth/password';
import { hashToken, newToken } from '@/core/auth/token';
import type { Db } from '@/core/db/database';
import { enterTenant } from '@/core/db/tenancy';
import { conflict, FailAfterCommit, invalidField, notFound } from '@/core/http/errors';
import type { PublicContext, RequestContext } from '@/core/http/request-context';
import { sendMessage } from '@/modules/common/message';
import { consumeCode } from '@/modules/common/sms';
import { departments } from '../dept/dept.table';
import { tenantAdmins } from '../tenant/tenant.service';
import { tenants } from '../tenant/tenant.table';
import { staffInvites } from './invite.table';
import { staff } from './staff.table';

/** An invite link works for a week, for any number of people; each joins awaiting approval. */
export const INVITE_DAYS = 7;

export async function createInvite(ctx: RequestContext, deptId: number | null): Promise<StaffInvite> {
  if (deptId) {
    const [dept] = await ctx.db.select({ id: departments.id }).from(departments).where(eq(departments.id, deptId));
    if (!dept) throw invalidField('dept_id', 'common.not_found');
  }
  const code = newToken();
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 86_400_000);
  const [row] = await ctx.db
    .insert(staffInvites)
    .values({ tenantId: ctx.tenantId, codeHash: hashToken(code), deptId, createdBy: ctx.staffId, expiresAt })
    .returning({ id: staffInvites.id });
  ctx.audit.targetType = 'staff_invite';
  ctx.audit.targetId = row.id;
  return { code, path: `/user/join?invite=${code}`, expires_at: formatDateTime(expiresAt, ctx.session.timeZone)! };
}

async function validInvite(tx: Db, code: string) {
  const [row] = await tx
    .select({ invite: staffInvites, company: tenants.name, dept: departments.name, timeZone: tenants.timeZone })
    .from(staffInvites)
    .innerJoin(tenants, eq(tenants.id, staffInvites.tenantId))
    .leftJoin(departments, eq(departments.id, staffInvites.deptId))
    .where(and(eq(staffInvites.codeHash, hashToken(code)), gt(staffInvites.expiresAt, new Date()), eq(tenants.status, 1)));
  return row;
}

/** What the join page shows before the person fills it in (public: the link is the credential). */
export async function describeInvite(ctx: PublicContext, code: string) {
  const row = await validInvite(ctx.db, code);
  if (!row) throw notFound('staff.invite_invalid');
  return { company: row.company, department: row.dept, expires_at: formatDateTime(row.invite.expiresAt, row.timeZone) };
}

/**
 * Joining through an invite: the phone is proved by an SMS code, the member is created enabled but
 * awaiting approval (is_audit 0, no roles, no stores) and the company's administrators are told.
 */
export async function join(ctx: PublicContext, input: JoinInput, scryptCost: number): Promise<{ status: 'pending' } | FailAfterCommit> {
  const row = await validInvite(ctx.db, input.invite);
  if (!row) throw invalidField('invite', 'staff.invite_invalid');
  if (!(await consumeCode(ctx.db, input.phone, 'join', input.code))) return new FailAfterCommit(invalidField('code', 'sms.code_wrong'));
  const tenantId = row.invite.tenantId;
  // The phone need only be new to the inviting company: the same person may work for another one too.
  const [taken] = await ctx.db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.tenantId, tenantId), eq(staff.phone, input.phone), notDeleted(staff)));
  if (taken) throw conflict('staff.phone_taken');
  const [member] = await ctx.db
    .insert(staff)
    .values({ tenantId, name: input.name, phone: input.phone, deptId: row.invite.deptId, isAudit: 0, passwordHash: await hashPassword(input.password, scryptCost) })
    .returning({ id: staff.id });
  await enterTenant(ctx.db, tenantId);
  await sendMessage(ctx.db, {
    tenantId,
    recipients: await tenantAdmins(ctx.db),
    type: 'system',
    title: { key: 'message.join_title' },
    content: `${input.name} ${input.phone}`,
    params: { target_type: 'staff', target_id: member.id },
  });
  await writeActionLog(ctx.db, {
    tenantId,
    staffId: member.id,
    staffName: input.name,
    storeId: null,
    module: 'system',
    action: 'staff.join',
    method: 'POST',
    path: '/auth/join',
    targetType: 'staff',
    targetId: member.id,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { status: 'pending' };
}
