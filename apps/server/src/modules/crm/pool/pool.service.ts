import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PoolQuota, PoolRules, PoolRulesInput } from '@tradewind/contract/crm/pool.schema';
import { saveTenantSettings } from '@/core/db/tenant-settings';
import type { Db } from '@/core/db/database';
import { conflict, invalid, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { customerLevels } from '../config/config.table';
import { findVisibleCustomer } from '../customer/customer-access';
import { assertUnderCap, changeOwnership } from '../customer/customer-ownership';
import { customerOwnership, customers } from '../customer/customer.table';
import { poolRules, poolSettings } from './pool.table';

export type PoolSettings = { enabled: 0 | 1; maxCustomers: number; cooldownDays: number; remindDays: number };

const NO_SETTINGS: PoolSettings = { enabled: 0, maxCustomers: 0, cooldownDays: 0, remindDays: 0 };

/** The tenant's switches; a tenant that never saved its rules has everything off. */
export async function loadPoolSettings(db: Db, tenantId: number): Promise<PoolSettings> {
  const [row] = await db.select().from(poolSettings).where(eq(poolSettings.tenantId, tenantId));
  if (!row) return NO_SETTINGS;
  return { enabled: row.enabled === 1 ? 1 : 0, maxCustomers: row.maxCustomers, cooldownDays: row.cooldownDays, remindDays: row.remindDays };
}

export async function getPoolRules(ctx: RequestContext): Promise<PoolRules> {
  const settings = await loadPoolSettings(ctx.db, ctx.tenantId);
  const rows = await ctx.db
    .select({ levelId: poolRules.levelId, levelName: customerLevels.name, noVisitDays: poolRules.noVisitDays, noOrderDays: poolRules.noOrderDays })
    .from(poolRules)
    .leftJoin(customerLevels, eq(customerLevels.id, poolRules.levelId))
    .where(eq(poolRules.tenantId, ctx.tenantId))
    .orderBy(asc(customerLevels.sort), asc(customerLevels.id));
  const fallback = rows.find((r) => r.levelId === null);
  return {
    enabled: settings.enabled,
    max_customers: settings.maxCustomers,
    cooldown_days: settings.cooldownDays,
    remind_days: settings.remindDays,
    rules: [
      { level_id: null, level_name: '', no_visit_days: fallback?.noVisitDays ?? 0, no_order_days: fallback?.noOrderDays ?? 0 },
      ...rows.filter((r) => r.levelId !== null).map((r) => ({ level_id: r.levelId, level_name: r.levelName ?? '', no_visit_days: r.noVisitDays, no_order_days: r.noOrderDays })),
    ],
  };
}

/** Replaces the tenant's rules. The settings row is written first: its row lock serialises concurrent saves. */
export async function savePoolRules(ctx: RequestContext, input: PoolRulesInput): Promise<PoolRules> {
  const levelIds = input.rules.map((r) => r.level_id).filter((id): id is number => id !== null);
  if (levelIds.length) {
    const found = await ctx.db
      .select({ id: customerLevels.id })
      .from(customerLevels)
      .where(and(eq(customerLevels.tenantId, ctx.tenantId), inArray(customerLevels.id, levelIds)));
    const known = new Set(found.map((l) => l.id));
    const errors = input.rules.flatMap((r, index) => (r.level_id !== null && !known.has(r.level_id) ? [{ field: `rules.${index}.level_id`, message: 'crm.pool_level_not_found' }] : []));
    if (errors.length) throw invalid(errors);
  }
  const values = { enabled: input.enabled, maxCustomers: input.max_customers, cooldownDays: input.cooldown_days, remindDays: input.remind_days, updatedAt: new Date() };
  await saveTenantSettings(ctx, poolSettings, values, 'crm_pool_rule');
  await ctx.db.delete(poolRules).where(eq(poolRules.tenantId, ctx.tenantId));
  if (input.rules.length) {
    await ctx.db.insert(poolRules).values(input.rules.map((r) => ({ tenantId: ctx.tenantId, levelId: r.level_id, noVisitDays: r.no_visit_days, noOrderDays: r.no_order_days })));
  }
  return getPoolRules(ctx);
}

async function ownedCount(db: Db, tenantId: number, staffId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.salesType, 1), eq(customers.salesId, staffId)));
  return n;
}

/** The caller's private customers against the cap (the pool page shows it). */
export async function poolQuota(ctx: RequestContext): Promise<PoolQuota> {
  const settings = await loadPoolSettings(ctx.db, ctx.tenantId);
  const owned = await ownedCount(ctx.db, ctx.tenantId, ctx.staffId);
  return {
    owned,
    max_customers: settings.maxCustomers,
    remaining: settings.maxCustomers > 0 ? Math.max(0, settings.maxCustomers - owned) : null,
    cooldown_days: settings.cooldownDays,
  };
}

export type SalesTypeResult = { id: number; sales_type: 0 | 1 | 2; sales_id: number | null };

/**
 * PUT /crm/customer/{id}/sales_type. 1 grabs a pool customer (public 0 or team 2) for the caller; 0 / 2
 * release a private customer the caller can see (their own, or one in their data scope) to the public /
 * team pool. Any other move is a 409.
 */
export async function setSalesType(ctx: RequestContext, id: number, input: { sales_type: number; remark: string | null }): Promise<SalesTypeResult> {
  if (input.sales_type === 1) return grab(ctx, id, input.remark);
  if (input.sales_type === 0 || input.sales_type === 2) return release(ctx, id, input.sales_type, input.remark);
  throw invalid([{ field: 'sales_type', message: 'validation.invalid' }]);
}

/**
 * The visibility check of a grab: what the caller may see, as everywhere; and a customer a rival has just
 * taken out of a pool (its latest ownership change was a grab from the public / team pool) in a store the
 * caller holds is 409 '该客户不在公海中' — the loser of a race hears the same whether it waited on the row
 * lock or arrived after the commit. Anything else the caller may not see stays 404.
 */
async function findGrabbable(ctx: RequestContext, id: number): Promise<void> {
  try {
    await findVisibleCustomer(ctx, id);
  } catch (error) {
    const [taken] = await ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.id, id),
          eq(customers.tenantId, ctx.tenantId),
          eq(customers.salesType, 1),
          ctx.session.isSuper ? undefined : inArray(customers.storeId, ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0]),
          sql`(SELECT o.reason FROM crm_customer_ownership o WHERE o.customer_id = ${customers.id} ORDER BY o.id DESC LIMIT 1) = 'grab'`,
        ),
      );
    if (taken) throw conflict('crm.not_in_pool');
    throw error;
  }
}

async function grab(ctx: RequestContext, id: number, remark: string | null): Promise<SalesTypeResult> {
  // Visibility first (404 for what the caller may not see); then the rep's grab lock, then the row lock.
  // The row is re-read under its lock without the data scope: a rival who won the race makes it private
  // (invisible to a rep of scope 4), and the loser should hear "not in the pool", not "not found".
  await findGrabbable(ctx, id);
  // The cap and the rep's ownership lock (shared with create and reassign), before the row lock.
  await assertUnderCap(ctx, ctx.staffId);
  const [customer] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.tenantId, ctx.tenantId)))
    .for('update');
  if (!customer) throw notFound();
  if (customer.salesType === 1) throw conflict(customer.salesId === ctx.staffId ? 'crm.already_yours' : 'crm.not_in_pool');
  if (customer.status !== 1) throw conflict('crm.customer_disabled');
  if (customer.salesType === 2 && (!ctx.session.storeIds.includes(customer.storeId) || (ctx.storeId !== null && ctx.storeId !== customer.storeId))) {
    throw conflict('crm.team_pool_other_store');
  }
  const settings = await loadPoolSettings(ctx.db, ctx.tenantId);
  if (settings.cooldownDays > 0) {
    // Any move of this customer from the caller's private list into a pool (their own release, a
    // manager's, the rules') starts the cool-down.
    const [recent] = await ctx.db
      .select({ id: customerOwnership.id })
      .from(customerOwnership)
      .where(
        and(
          eq(customerOwnership.tenantId, ctx.tenantId),
          eq(customerOwnership.customerId, id),
          eq(customerOwnership.fromSalesId, ctx.staffId),
          eq(customerOwnership.fromSalesType, 1),
          inArray(customerOwnership.toSalesType, [0, 2]),
          gt(customerOwnership.createdAt, sql`now() - make_interval(days => ${settings.cooldownDays})`),
        ),
      )
      .limit(1);
    if (recent) throw conflict('crm.pool_cooldown', { days: settings.cooldownDays });
  }
  await changeOwnership(ctx, customer, { salesType: 1, salesId: ctx.staffId }, 'grab', remark);
  return { id, sales_type: 1, sales_id: ctx.staffId };
}

async function release(ctx: RequestContext, id: number, to: 0 | 2, remark: string | null): Promise<SalesTypeResult> {
  const customer = await findVisibleCustomer(ctx, id, { forUpdate: true });
  if (customer.salesType !== 1) throw conflict('crm.already_in_pool');
  await changeOwnership(ctx, customer, { salesType: to, salesId: null }, to === 0 ? 'release' : 'team', remark);
  return { id, sales_type: to, sales_id: null };
}
