import { sql } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import { PAY_SETTING_DEFAULTS, type PaySetting, type Rounding, type UpdatePaySettingInput } from '@tradewind/contract/fms/pay-setting.schema';
import { queryOne, type Db } from '@/core/db/database';
import { saveTenantSettings } from '@/core/db/tenant-settings';
import { conflict } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { paySettings } from './pay-setting.table';

export type PayRules = { payTypes: number[]; receiptAudit: 0 | 1; rounding: Rounding; auditByOther: 0 | 1 };

/**
 * The tenant's pay rules (the transaction's tenant), or the defaults when never saved: every order pay type
 * offered, receipts audited, half-up rounding. oms's order header reads the pay types through this.
 */
export async function readPayRules(db: Db): Promise<PayRules> {
  const [row] = await db.select().from(paySettings);
  if (!row) return { payTypes: [...PAY_SETTING_DEFAULTS.pay_types], receiptAudit: PAY_SETTING_DEFAULTS.receipt_audit, rounding: PAY_SETTING_DEFAULTS.rounding, auditByOther: PAY_SETTING_DEFAULTS.audit_by_other };
  return { payTypes: row.payTypes.map(Number).sort((a, b) => a - b), receiptAudit: row.receiptAudit === 1 ? 1 : 0, rounding: row.rounding as Rounding, auditByOther: row.auditByOther === 1 ? 1 : 0 };
}

/** `GET /fms/setting/pay`. */
export async function getPaySetting(ctx: RequestContext): Promise<PaySetting> {
  const rules = await readPayRules(ctx.db);
  const saved = await queryOne<{ updated_at: Date | string; updated_by_name: string | null }>(
    ctx.db,
    sql`SELECT p.updated_at, (SELECT name FROM staff WHERE id = p.updated_by) AS updated_by_name FROM fms_pay_settings p`,
  );
  return {
    pay_types: rules.payTypes,
    receipt_audit: rules.receiptAudit,
    rounding: rules.rounding,
    audit_by_other: rules.auditByOther,
    updated_at: saved ? formatDateTime(saved.updated_at, ctx.session.timeZone) : null,
    updated_by_name: saved?.updated_by_name ?? null,
  };
}

/** `PUT /fms/setting/pay`: one row per tenant, made on first save. */
export async function updatePaySetting(ctx: RequestContext, input: UpdatePaySettingInput): Promise<PaySetting> {
  const values = { payTypes: input.pay_types, receiptAudit: input.receipt_audit, rounding: input.rounding, auditByOther: input.audit_by_other, updatedBy: ctx.staffId, updatedAt: new Date() };
  await saveTenantSettings(ctx, paySettings, values, 'fms_setting');
  return getPaySetting(ctx);
}

/**
 * The pay settings' separation of duties: with `audit_by_other` on, who made a note (`createdBy`; null for a
 * note a scheduled job made) may not audit it — 409 `fms.audit_by_maker`.
 */
export async function assertAuditorNotMaker(ctx: RequestContext, createdBy: number | null): Promise<void> {
  if ((await readPayRules(ctx.db)).auditByOther !== 1) return;
  if (createdBy !== null && createdBy === ctx.staffId) throw conflict('fms.audit_by_maker');
}

/** The quick actions make and audit a note in one step, which `audit_by_other` refuses as a whole (409 `fms.quick_needs_other_auditor`). */
export async function assertQuickAllowed(ctx: RequestContext): Promise<void> {
  if ((await readPayRules(ctx.db)).auditByOther === 1) throw conflict('fms.quick_needs_other_auditor');
}
