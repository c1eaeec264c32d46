import { eq } from 'drizzle-orm';
import type { SystemSetting, UpdateSystemSettingInput } from '@tradewind/contract/system/setting.schema';
import type { Db } from '@/core/db/database';
import { invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { tenants } from '../tenant/tenant.table';

type TenantRow = typeof tenants.$inferSelect;

function toSetting(row: TenantRow): SystemSetting {
  return {
    company_name: row.name,
    logo: row.logo,
    title_suffix: row.titleSuffix,
    time_zone: row.timeZone,
    default_language: row.defaultLanguage === 'en-US' ? 'en-US' : 'zh-CN',
    password_min_length: row.passwordMinLength,
    password_complexity: row.passwordComplexity === 1 ? 1 : 0,
    session_lifetime_days: row.sessionLifetimeDays,
  };
}

async function tenantRow(tx: Db, tenantId: number): Promise<TenantRow> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw notFound();
  return row;
}

export async function getSystemSetting(ctx: RequestContext): Promise<SystemSetting> {
  return toSetting(await tenantRow(ctx.db, ctx.tenantId));
}

/** Takes effect at once: the next request formats times in the new zone, new sessions get the new lifetime. */
export async function updateSystemSetting(ctx: RequestContext, input: UpdateSystemSettingInput): Promise<SystemSetting> {
  const [row] = await ctx.db
    .update(tenants)
    .set({
      name: input.company_name,
      logo: input.logo,
      titleSuffix: input.title_suffix,
      timeZone: input.time_zone,
      defaultLanguage: input.default_language,
      passwordMinLength: input.password_min_length,
      passwordComplexity: input.password_complexity,
      sessionLifetimeDays: input.session_lifetime_days,
      updatedAt: new Date(),
    })
    .where(eq(tenants.id, ctx.tenantId))
    .returning();
  ctx.audit.targetType = 'tenant';
  ctx.audit.targetId = ctx.tenantId;
  return toSetting(row);
}

/** The company's password policy, checked wherever a password is set (own change, new staff, reset). */
export async function checkPasswordPolicy(tx: Db, tenantId: number, password: string, field = 'password'): Promise<void> {
  const row = await tenantRow(tx, tenantId);
  const min = row.passwordMinLength;
  if (row.passwordComplexity === 1 && (!/[A-Za-z]/.test(password) || !/\d/.test(password) || password.length < min)) {
    throw invalidField(field, 'validation.password_weak', { min });
  }
  if (password.length < min) throw invalidField(field, 'validation.password_short', { min });
}

/** Lifetime of a new session: the company's setting, never above the token lifetime. */
export async function sessionLifetimeSeconds(tx: Db, tenantId: number, ceiling: number): Promise<number> {
  const row = await tenantRow(tx, tenantId);
  return row.sessionLifetimeDays === null ? ceiling : Math.min(ceiling, row.sessionLifetimeDays * 86_400);
}
