import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { AuthInfo, ChangePasswordInput, LoginCompanies, LoginInput, LoginResult, UpdateInfoInput } from '@tradewind/contract/system/auth.schema';
import { notDeleted } from '@/core/db/soft-delete';
import { writeActionLog } from '@/core/audit/action-log';
import { DUMMY_HASH, hashPassword, verifyPassword } from '@/core/auth/password';
import { newToken, hashToken } from '@/core/auth/token';
import { queryOne, type Db } from '@/core/db/database';
import { enterTenant } from '@/core/db/tenancy';
import { publish } from '@/core/realtime/realtime-hub';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { AppError, FailAfterCommit, invalid, invalidField } from '@/core/http/errors';
import type { PublicContext, RequestContext } from '@/core/http/request-context';
import { menuTreeFor } from '../menu';
import { checkPasswordPolicy, sessionLifetimeSeconds } from '../setting';
import { staff } from '../staff/staff.table';
import { tenants } from '../tenant/tenant.table';
import { authTokens, loginAttempts } from './auth-token.table';

export type AuthSettings = { tokenLifetimeSeconds: number; scryptCost: number };

/**
 * Login throttling (issue 13 finding 7; apps/server/README.md "Login throttling"). Failures count per
 * person — every identifier that names the staff member (account and phone), whichever one was typed — and
 * per typed identifier (an unknown one too), and per client address:
 * - a person / identifier: from the 5th failure since their last success (failures of the last hour), the
 *   next try waits 1 minute after the last failure, doubling with every further failure to at most 15;
 *   tries during the lock are refused unchecked and not counted, so nobody can stretch a lock beyond
 *   15 minutes after their last real failure;
 * - an address: 30 failures within 15 minutes, whoever they were for.
 */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 30;
export const LOGIN_LOCK_FIRST_SECONDS = 60;
export const LOGIN_LOCK_MAX_SECONDS = 15 * 60;
const LOGIN_STREAK_WINDOW = '1 hour';
const LOGIN_IP_WINDOW = '15 minutes';

/** The lock after `failures` failures in a row, in seconds (0 below the limit). */
export function loginLockSeconds(failures: number): number {
  if (failures < LOGIN_MAX_FAILURES_PER_ACCOUNT) return 0;
  return Math.min(LOGIN_LOCK_MAX_SECONDS, LOGIN_LOCK_FIRST_SECONDS * 2 ** Math.min(failures - LOGIN_MAX_FAILURES_PER_ACCOUNT, 10));
}

/** Seconds until the identifiers (lower-cased) and the address may try again; 0 when they may now. */
async function lockedForSeconds(tx: Db, identifiers: string[], ip: string): Promise<number> {
  const keys = sql.join(identifiers.map((k) => sql`${k}`), sql`, `);
  const person = await queryOne<{ n: number; since_last: number | null }>(
    tx,
    sql`SELECT count(*)::int AS n, extract(epoch FROM now() - max(f.created_at))::float8 AS since_last
        FROM login_attempts f
        WHERE f.success = false AND lower(f.account) IN (${keys}) AND f.created_at > now() - ${LOGIN_STREAK_WINDOW}::interval
          AND f.created_at > coalesce((SELECT max(s.created_at) FROM login_attempts s WHERE s.success AND lower(s.account) IN (${keys})), '-infinity')`,
  );
  const byPerson = person && person.since_last !== null ? loginLockSeconds(person.n) - person.since_last : 0;
  // The address: locked until the failure that makes it the 30th of the window leaves the window.
  const address = await queryOne<{ left: number }>(
    tx,
    sql`SELECT extract(epoch FROM created_at + ${LOGIN_IP_WINDOW}::interval - now())::float8 AS left
        FROM login_attempts
        WHERE success = false AND ip = ${ip} AND created_at > now() - ${LOGIN_IP_WINDOW}::interval
        ORDER BY created_at DESC OFFSET ${LOGIN_MAX_FAILURES_PER_IP - 1} LIMIT 1`,
  );
  return Math.max(0, byPerson, address?.left ?? 0);
}

/** Issues a token for a staff member; the caller's transaction must have system rights. */
export async function issueToken(tx: Db, who: { tenantId: number; staffId: number }, ctx: Pick<PublicContext, 'ip' | 'userAgent'>, settings: AuthSettings): Promise<LoginResult> {
  const token = newToken();
  const lifetime = await sessionLifetimeSeconds(tx, who.tenantId, settings.tokenLifetimeSeconds);
  await tx.insert(authTokens).values({
    tenantId: who.tenantId,
    staffId: who.staffId,
    tokenHash: hashToken(token),
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    expiresAt: new Date(Date.now() + lifetime * 1000),
  });
  return { token, expires_in: lifetime };
}

/** A phone or account shared by more companies than this is not looked at beyond the first ones. */
const LOGIN_MAX_COMPANIES = 10;

/**
 * Account is a username or a phone number, unique within a company (issue 13 finding 8): the same
 * identifier may name staff of several companies. The password is checked against each of them (in
 * parallel, on libuv's pool); when it matches in several and no `company_id` was chosen, the answer lists
 * those companies — only after both matched, so nothing is told about an identifier without its password.
 * Failures are counted per person (every account and phone of every staff member the identifier names),
 * per typed identifier and per address, and answer 429 with the minutes left while locked (see
 * lockedForSeconds); an unknown account costs as much as a known one.
 */
export async function login(ctx: PublicContext, input: LoginInput, settings: AuthSettings): Promise<LoginResult | LoginCompanies | FailAfterCommit> {
  const candidates = await ctx.db
    .select({ person: staff, company: { id: tenants.id, name: tenants.name } })
    .from(staff)
    .innerJoin(tenants, eq(tenants.id, staff.tenantId))
    .where(
      and(
        notDeleted(staff),
        or(sql`lower(${staff.account}) = lower(${input.account})`, eq(staff.phone, input.account)),
        input.company_id ? eq(staff.tenantId, input.company_id) : undefined,
      ),
    )
    .orderBy(staff.tenantId)
    .limit(LOGIN_MAX_COMPANIES);
  // The person behind whatever was typed: failures under their accounts and phones count together.
  const named = candidates.flatMap(({ person }) => [person.account, person.phone]);
  const identifiers = [...new Set([input.account.slice(0, 64), ...named].filter((k): k is string => !!k).map((k) => k.toLowerCase()))];
  const wait = await lockedForSeconds(ctx.db, identifiers, ctx.ip);
  if (wait > 0) throw new AppError(ErrorCode.tooManyRequests, 'auth.too_many_attempts', 429, null, { minutes: Math.max(1, Math.ceil(wait / 60)) });
  const checked = candidates.length
    ? await Promise.all(candidates.map(async (c) => ((await verifyPassword(input.password, c.person.passwordHash)) ? c : null)))
    : [await verifyPassword(input.password, DUMMY_HASH).then(() => null)];
  const matching = checked.filter((c): c is (typeof candidates)[number] => c !== null);
  if (!matching.length) {
    // A failure must be recorded even though the request fails, so it is not part of a rolled-back change.
    await ctx.db.insert(loginAttempts).values({ account: input.account.slice(0, 64), ip: ctx.ip, success: false });
    return new FailAfterCommit(invalid([{ field: 'password', message: 'auth.bad_credentials' }]));
  }
  if (matching.length > 1) return { companies: matching.map((c) => c.company) };
  const person = matching[0].person;
  if (person.status !== 1) throw invalidField('account', 'auth.account_disabled');
  if (person.isAudit !== 1) throw invalidField('account', 'auth.pending_audit');
  await ctx.db.update(staff).set({ lastLoginAt: new Date() }).where(eq(staff.id, person.id));
  await ctx.db.insert(loginAttempts).values({ account: input.account.slice(0, 64), ip: ctx.ip, success: true });
  const result = await issueToken(ctx.db, { tenantId: person.tenantId, staffId: person.id }, ctx, settings);
  await enterTenant(ctx.db, person.tenantId);
  await writeActionLog(ctx.db, {
    tenantId: person.tenantId,
    staffId: person.id,
    staffName: person.name,
    storeId: null,
    module: 'system',
    action: 'auth.login',
    method: 'POST',
    path: '/auth/login',
    targetType: 'staff',
    targetId: person.id,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return result;
}

export async function logout(ctx: RequestContext): Promise<null> {
  await ctx.db
    .update(authTokens)
    .set({ revokedAt: new Date(), revokedReason: 'logout' })
    .where(eq(authTokens.id, ctx.session.tokenId));
  await publish(ctx.db, { tenantId: ctx.tenantId, close: { staffId: ctx.staffId, tokenId: ctx.session.tokenId } });
  return null;
}

/** Ends every session of a staff member but, optionally, the one asking. Reason decides 401 vs 403. */
export async function revokeStaffTokens(tx: Db, staffId: number, reason: 'disabled' | 'password' | 'deleted', exceptTokenId?: number): Promise<void> {
  const rows = await tx
    .update(authTokens)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authTokens.staffId, staffId), isNull(authTokens.revokedAt), exceptTokenId ? ne(authTokens.id, exceptTokenId) : undefined))
    .returning({ tenantId: authTokens.tenantId });
  // Their open sockets end too (at commit, on every node).
  if (rows[0]) await publish(tx, { tenantId: rows[0].tenantId, close: { staffId, exceptTokenId } });
}

export async function authInfo(ctx: RequestContext): Promise<AuthInfo> {
  const [me] = await ctx.db.select().from(staff).where(eq(staff.id, ctx.staffId));
  const menus = await menuTreeFor(ctx.db, ctx.session.permissions);
  return {
    id: me.id,
    name: me.name,
    avatar: me.avatar,
    account: me.account,
    phone: me.phone,
    language: me.language,
    menus,
    permissions: [...ctx.session.permissions].sort(),
    auth_module: menus.map((m) => m.router).filter((r): r is string => !!r),
  };
}

export async function updateInfo(ctx: RequestContext, input: UpdateInfoInput): Promise<AuthInfo> {
  const changes: Partial<typeof staff.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.avatar !== undefined) changes.avatar = input.avatar;
  if (input.language !== undefined) changes.language = input.language;
  await ctx.db.update(staff).set(changes).where(eq(staff.id, ctx.staffId));
  ctx.audit.targetType = 'staff';
  ctx.audit.targetId = ctx.staffId;
  return authInfo(ctx);
}

/** Changing one's password ends one's other sessions (they answer 403: ended by the server). */
export async function changePassword(ctx: RequestContext, input: ChangePasswordInput, settings: AuthSettings): Promise<null> {
  const [me] = await ctx.db.select().from(staff).where(eq(staff.id, ctx.staffId));
  if (!(await verifyPassword(input.old_password, me.passwordHash))) throw invalidField('old_password', 'auth.old_password_wrong');
  if (input.old_password === input.password) throw invalidField('password', 'auth.password_same');
  await checkPasswordPolicy(ctx.db, ctx.tenantId, input.password);
  await ctx.db
    .update(staff)
    .set({ passwordHash: await hashPassword(input.password, settings.scryptCost), passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(staff.id, ctx.staffId));
  await revokeStaffTokens(ctx.db, ctx.staffId, 'password', ctx.session.tokenId);
  ctx.audit.targetType = 'staff';
  ctx.audit.targetId = ctx.staffId;
  return null;
}
