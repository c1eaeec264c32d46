import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@tradewind/contract/common/messages';
import type { Crowd, CreateCrowdInput, UpdateCrowdInput } from '@tradewind/contract/crm/crowd.schema';
import { queryRows, type Db } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { customers } from '../customer/customer.table';
import { checkCrowdRule, crowdSelection } from './crowd-rule';
import { customerOrderSource } from './customer-order-source';
import { findCrowd, getCrowd } from './crowd.read';
import { crowdMembers, crowds } from './crowd.table';

/**
 * Crowds: saving checks the rule (422 on `rule`, nothing saved) and computes the members; a refresh
 * recomputes them (dynamic crowds also on the schedule, crowd-refresh.job.ts). Members are every customer
 * of the tenant the rule picks; who sees which is the member list's business (data scope).
 */

type Refreshable = { id: number; tenantId: number; rule: unknown };

/**
 * How the statements that select a crowd are planned (crm README "Crowds"), set for them alone (transaction-
 * scoped, set back after). Measured at a million customers (bench/crowd.bench.ts): the customers and their
 * order periods are both read in customer order from their keys' indexes (the periods' key holds every column,
 * an index-only scan) and merged, in parallel — 220–370 ms whatever the rule — so the planner may not:
 * - hash join: a 40 MB hash of the periods probed a million times, 445–500 ms;
 * - sort: it prices the periods' index (its tenant is the second key) above scanning and sorting both sides, 720 ms;
 * - nested loop: it underestimates the customers a rule's own fields keep (133k for 767k) and probes the
 *   periods' index once each, 520 ms (a rule keeping few customers, 14k, lost 60 ms by the merge: 160 → 220 ms);
 * - JIT: compiling a statement run once took 15–160 ms.
 */
const CROWD_PLAN: ReadonlyArray<readonly [string, string]> = [
  ['enable_hashjoin', 'off'],
  ['enable_sort', 'off'],
  ['enable_nestloop', 'off'],
  ['jit', 'off'],
];

/** Runs `run` with the crowd plan, after making the order periods current for today when the rule reads them. */
async function withCrowdPlan<T>(db: Db, selection: { readsOrders: boolean; tenantId: number; timeZone: string }, run: () => Promise<T>): Promise<T> {
  if (selection.readsOrders) await customerOrderSource()?.ensurePeriods(db, selection.tenantId, selection.timeZone);
  const set = (values: ReadonlyArray<readonly [string, string]>) => sql.join(values.map(([name, value]) => sql`set_config(${name}, ${value}, true)`), sql`, `);
  const [before] = await queryRows<Record<string, string>>(
    db,
    sql`SELECT ${sql.join(CROWD_PLAN.map(([name], i) => sql`current_setting(${name}) AS ${sql.raw(`s${i}`)}`), sql`, `)}, ${set(CROWD_PLAN)}`,
  );
  const result = await run();
  await db.execute(sql`SELECT ${set(CROWD_PLAN.map(([name], i) => [name, before[`s${i}`]] as const))}`);
  return result;
}

/** Replaces a crowd's members with what its rule picks now; returns the member count. */
export async function refreshMembers(db: Db, crowd: Refreshable, timeZone: string, locale: Locale = 'zh-CN'): Promise<number> {
  const { from: selection, readsOrders } = crowdSelection(crowd.rule, crowd.tenantId, timeZone, locale);
  await db.delete(crowdMembers).where(and(eq(crowdMembers.tenantId, crowd.tenantId), eq(crowdMembers.crowdId, crowd.id)));
  const [{ n }] = await withCrowdPlan(db, { readsOrders, tenantId: crowd.tenantId, timeZone }, () =>
    queryRows<{ n: number }>(
      db,
      sql`WITH added AS (
            INSERT INTO crm_crowd_members (tenant_id, crowd_id, customer_id)
            SELECT ${crowd.tenantId}::integer, ${crowd.id}::integer, ${customers.id} ${selection}
            RETURNING 1)
          SELECT count(*)::int AS n FROM added`,
    ),
  );
  await db.update(crowds).set({ memberCount: n, refreshedAt: sql`now()` }).where(and(eq(crowds.tenantId, crowd.tenantId), eq(crowds.id, crowd.id)));
  return n;
}

/** How many customers of the tenant a rule picks now (the form's live preview). */
export async function countRule(ctx: RequestContext, rule: unknown): Promise<{ count: number }> {
  const { from: selection, readsOrders } = crowdSelection(rule, ctx.tenantId, ctx.session.timeZone, ctx.locale);
  const [{ n }] = await withCrowdPlan(ctx.db, { readsOrders, tenantId: ctx.tenantId, timeZone: ctx.session.timeZone }, () => queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n ${selection}`));
  return { count: n };
}

export async function createCrowd(ctx: RequestContext, input: CreateCrowdInput): Promise<Crowd> {
  checkCrowdRule(input.rule, ctx.locale);
  const [row] = await ctx.db
    .insert(crowds)
    .values({ tenantId: ctx.tenantId, name: input.name, kind: input.kind, rule: input.rule, remark: input.remark, createdBy: ctx.staffId })
    .returning();
  ctx.audit.targetId = row.id;
  await refreshMembers(ctx.db, row, ctx.session.timeZone, ctx.locale);
  return getCrowd(ctx, row.id);
}

export async function updateCrowd(ctx: RequestContext, input: UpdateCrowdInput): Promise<Crowd> {
  checkCrowdRule(input.rule, ctx.locale);
  const row = await findCrowd(ctx, input.id, { forUpdate: true });
  ctx.audit.targetId = row.id;
  await ctx.db.update(crowds).set({ name: input.name, kind: input.kind, rule: input.rule, remark: input.remark, updatedAt: sql`now()` }).where(eq(crowds.id, row.id));
  await refreshMembers(ctx.db, { ...row, rule: input.rule }, ctx.session.timeZone, ctx.locale);
  return getCrowd(ctx, row.id);
}

/** Refresh by hand (a snapshot crowd's only way to change its members besides saving). */
export async function refreshCrowd(ctx: RequestContext, id: number): Promise<Crowd> {
  const row = await findCrowd(ctx, id, { forUpdate: true });
  ctx.audit.targetId = row.id;
  await refreshMembers(ctx.db, row, ctx.session.timeZone, ctx.locale);
  return getCrowd(ctx, row.id);
}

export async function deleteCrowd(ctx: RequestContext, id: number): Promise<null> {
  const row = await findCrowd(ctx, id, { forUpdate: true });
  ctx.audit.targetId = row.id;
  await ctx.db.update(crowds).set({ deletedAt: sql`now()`, memberCount: 0 }).where(eq(crowds.id, row.id));
  await ctx.db.delete(crowdMembers).where(and(eq(crowdMembers.tenantId, row.tenantId), eq(crowdMembers.crowdId, row.id)));
  return null;
}

/**
 * A crowd's current members, every customer of the tenant its rule picks (not only those the caller sees):
 * what coupons are issued to. A dynamic crowd is refreshed first, so its members are today's; a snapshot
 * crowd keeps the members it was saved with. 404 for no such crowd.
 */
export async function currentCrowdMemberIds(ctx: RequestContext, id: number): Promise<number[]> {
  const row = await findCrowd(ctx, id, { forUpdate: true });
  if (row.kind === 1) await refreshMembers(ctx.db, row, ctx.session.timeZone, ctx.locale);
  const rows = await ctx.db.select({ id: crowdMembers.customerId }).from(crowdMembers).where(and(eq(crowdMembers.tenantId, row.tenantId), eq(crowdMembers.crowdId, row.id))).orderBy(crowdMembers.customerId);
  return rows.map((r) => r.id);
}
