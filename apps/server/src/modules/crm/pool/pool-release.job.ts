import { inArray, sql } from 'drizzle-orm';
import { LOCALES, translate, type Locale } from '@tradewind/contract/common/messages';
import { queryRows, type Db } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import type { RequestContext } from '@/core/http/request-context';
import type { ScheduledTask, ScheduledTaskContext } from '@/core/jobs/scheduler';
import { sendMessage } from '@/modules/common/message';
import { changeOwnership } from '../customer/customer-ownership';
import { customers } from '../customer/customer.table';
import { releasable } from './release-guard';

export const POOL_RELEASE_TASK = 'crm.pool_release';
/** Customers released per transaction; the job loops until none is left. */
export const POOL_RELEASE_BATCH = 200;

const asLocale = (value: string | null | undefined): Locale => ((LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'zh-CN');

/** The scheduled job acts as no person: changeOwnership records it without a staff (staffId 0). */
function systemContext(tx: Db, tenantId: number, timeZone: string, locale: Locale, now: Date): RequestContext {
  return {
    db: tx,
    session: { tokenId: 0, staffId: 0, tenantId, name: '', deptId: null, timeZone, permissions: new Set(), isSuper: true, dataScope: 1, storeIds: [] },
    tenantId,
    staffId: 0,
    storeId: null,
    requestedStoreId: null,
    locale,
    ip: '',
    requestId: `${POOL_RELEASE_TASK}-${now.toISOString()}`,
    audit: {},
  };
}

// Per customer: its level's row, else the default row (a level row overrides the default as a whole).
// The clock of a condition starts at the later of the last follow-up / order and the assignment to the
// current owner (a customer just claimed is not released for its previous owner's silence), else at its
// creation. A condition with 0 days is off.
export const visitDays = sql.raw('coalesce(lr.no_visit_days, dr.no_visit_days, 0)');
export const orderDays = sql.raw('coalesce(lr.no_order_days, dr.no_order_days, 0)');
export const visitDue = sql`CASE WHEN ${visitDays} > 0 THEN coalesce(greatest(c.last_visit_at, c.sales_assigned_at), c.created_at) + make_interval(days => ${visitDays}) END`;
export const orderDue = sql`CASE WHEN ${orderDays} > 0 THEN coalesce(greatest(c.last_order_at, c.sales_assigned_at), c.created_at) + make_interval(days => ${orderDays}) END`;
export const due = sql`least(${visitDue}, ${orderDue})`;
// Private, enabled customers the rules may release: not one with an open account period, nor one a higher
// module's guard protects (an open order, an unpaid receivable: release-guard.ts).
export const privateCustomers = (tenantId: number) => sql`FROM crm_customers c
  LEFT JOIN crm_pool_rules lr ON lr.tenant_id = c.tenant_id AND lr.level_id = c.level_id
  LEFT JOIN crm_pool_rules dr ON dr.tenant_id = c.tenant_id AND dr.level_id IS NULL
  WHERE c.tenant_id = ${tenantId} AND c.sales_type = 1 AND c.status = 1 AND ${releasable()}`;

type Tenant = { tenant_id: number; remind_days: number; time_zone: string; default_language: string };

/** Releases one batch of stale customers of a tenant; returns how many. */
async function releaseBatch(db: Db, tenant: Tenant, now: Date): Promise<number> {
  return withTenant(db, tenant.tenant_id, async (tx) => {
    const at = now.toISOString();
    const stale = await queryRows<{ id: number; visit_stale: boolean; visit_days: number; order_days: number }>(
      tx,
      sql`SELECT c.id, coalesce(${visitDue} <= ${at}::timestamptz, false) AS visit_stale, ${visitDays} AS visit_days, ${orderDays} AS order_days
          ${privateCustomers(tenant.tenant_id)} AND ${due} <= ${at}::timestamptz
          ORDER BY c.id LIMIT ${POOL_RELEASE_BATCH} FOR UPDATE OF c SKIP LOCKED`,
    );
    if (stale.length === 0) return 0;
    const locale = asLocale(tenant.default_language);
    const ctx = systemContext(tx, tenant.tenant_id, tenant.time_zone, locale, now);
    const rows = await tx.select().from(customers).where(inArray(customers.id, stale.map((s) => s.id)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const s of stale) {
      const customer = byId.get(s.id);
      if (!customer) continue;
      const why = s.visit_stale ? translate('crm.release_no_visit', locale, { days: s.visit_days }) : translate('crm.release_no_order', locale, { days: s.order_days });
      await changeOwnership(ctx, customer, { salesType: 0, salesId: null }, 'auto_release', why);
    }
    return stale.length;
  });
}

/**
 * Warns owners remind_days before a release, once per stale spell: pool_warned_at older than the last
 * follow-up, order or assignment means the customer woke up since and may be warned again.
 */
async function warnOwners(db: Db, tenant: Tenant, now: Date): Promise<number> {
  if (tenant.remind_days <= 0) return 0;
  return withTenant(db, tenant.tenant_id, async (tx) => {
    const at = now.toISOString();
    const soon = await queryRows<{ id: number; name: string; sales_id: number; due_at: string | Date; language: string | null }>(
      tx,
      sql`SELECT c.id, c.name, c.sales_id, ${due} AS due_at, (SELECT language FROM staff WHERE staff.id = c.sales_id) AS language
          ${privateCustomers(tenant.tenant_id)}
            AND ${due} > ${at}::timestamptz AND ${due} <= ${at}::timestamptz + make_interval(days => ${tenant.remind_days})
            AND (c.pool_warned_at IS NULL OR c.pool_warned_at < greatest(c.last_visit_at, c.last_order_at, c.sales_assigned_at))
          ORDER BY c.id LIMIT ${POOL_RELEASE_BATCH} FOR UPDATE OF c SKIP LOCKED`,
    );
    for (const c of soon) {
      const locale = asLocale(c.language);
      const days = Math.max(1, Math.ceil((new Date(c.due_at).getTime() - now.getTime()) / 86_400_000));
      await sendMessage(tx, {
        tenantId: tenant.tenant_id,
        recipients: [c.sales_id],
        type: 'customer',
        title: translate('crm.msg_release_warning_title', locale),
        content: translate('crm.msg_release_warning_content', locale, { name: c.name, days }),
        params: { target_type: 'customer', target_id: c.id },
      });
    }
    if (soon.length) await tx.execute(sql`UPDATE crm_customers SET pool_warned_at = ${at}::timestamptz WHERE id IN (${sql.join(soon.map((c) => sql`${c.id}`), sql`, `)})`);
    return soon.length;
  });
}

/**
 * The public-pool rules of every tenant that switched them on (docs/architecture.md §7): releases each private
 * customer past its level's days with the reason 'auto_release' (changeOwnership logs it and messages
 * the former owner), then warns the owners of those due within remind_days. A tenant's failure is logged
 * and does not stop the others; what is left comes round at the next run.
 */
export async function runPoolRelease({ db, now, log }: ScheduledTaskContext): Promise<{ released: number; warned: number }> {
  const tenants = await withSystem(db, (tx) =>
    queryRows<Tenant>(
      tx,
      sql`SELECT s.tenant_id, s.remind_days, t.time_zone, t.default_language FROM crm_pool_settings s JOIN tenants t ON t.id = s.tenant_id
          WHERE s.enabled = 1 AND t.status = 1 ORDER BY s.tenant_id`,
    ),
  );
  let released = 0;
  let warned = 0;
  for (const tenant of tenants) {
    try {
      for (let n = await releaseBatch(db, tenant, now); n > 0; n = await releaseBatch(db, tenant, now)) released += n;
      warned += await warnOwners(db, tenant, now);
    } catch (error) {
      log?.error({ err: error, tenant: tenant.tenant_id }, 'public pool release failed');
    }
  }
  if (released || warned) log?.info({ released, warned }, 'public pool rules applied');
  return { released, warned };
}

export const poolReleaseTask: ScheduledTask = {
  name: POOL_RELEASE_TASK,
  everySeconds: 3600,
  run: async (ctx) => {
    await runPoolRelease(ctx);
  },
};
