import { todayIn } from '@tradewind/contract/common/time';
import type { LoginResult, RegisterInput } from '@tradewind/contract/system/auth.schema';
import { writeActionLog } from '@/core/audit/action-log';
import { enterTenant } from '@/core/db/tenancy';
import { FailAfterCommit, invalidField } from '@/core/http/errors';
import type { PublicContext } from '@/core/http/request-context';
import { consumeCode } from '@/modules/common/sms';
import { setupTenant } from '../tenant/tenant-setup';
import { issueToken, type AuthSettings } from './auth.service';

/** A registered tenant tries Tradewind for this many days before its contract ends. */
export const TRIAL_DAYS = 30;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Registration makes an experience tenant whose owner signs in with the verified phone. It has no store
 * yet: the first-run wizard (/common/initialization) makes one. A phone already working for another
 * company may register a company of its own (staff identities are unique per tenant, and registration
 * says nothing about other companies); login then asks which company.
 */
export async function register(ctx: PublicContext, input: RegisterInput, settings: AuthSettings): Promise<LoginResult | FailAfterCommit> {
  // A wrong code counts against the code even though registration fails.
  if (!(await consumeCode(ctx.db, input.phone, 'register', input.code))) return new FailAfterCommit(invalidField('code', 'sms.code_wrong'));
  const today = todayIn();
  const ids = await setupTenant(
    ctx.db,
    {
      name: input.company,
      isExperience: true,
      contractBegin: today,
      contractEnd: addDays(today, TRIAL_DAYS),
      initialized: false,
      stores: [],
      roles: [{ key: 'admin', name: '超级管理员', code: 'admin', isSuper: true }],
      staff: [{ key: 'owner', phone: input.phone, name: input.name || input.company, password: input.password, roles: ['admin'], stores: [], isOwner: true }],
    },
    settings.scryptCost,
  );
  const result = await issueToken(ctx.db, { tenantId: ids.tenantId, staffId: ids.staff.owner }, ctx, settings);
  await enterTenant(ctx.db, ids.tenantId);
  await writeActionLog(ctx.db, {
    tenantId: ids.tenantId,
    staffId: ids.staff.owner,
    staffName: input.name || input.company,
    storeId: null,
    module: 'system',
    action: 'auth.register',
    method: 'POST',
    path: '/auth/register',
    targetType: 'tenant',
    targetId: ids.tenantId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return result;
}
