import { and, eq, ne, sql } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { distributeCents, type BizGoal, type CreateBizGoalInput, type UpdateBizGoalInput } from '@tradewind/contract/crm/biz-goal.schema';
import { conflict, invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { departments } from '@/modules/system/dept';
import { staff } from '@/modules/system/staff';
import { findVisibleGoal, readGoal } from './biz-goal.read';
import { bizGoals } from './biz-goal.table';

/** The goal's columns from the form: the scope's reference checked, the months (given or distributed) and their sum. */
async function goalValues(ctx: RequestContext, input: CreateBizGoalInput) {
  const scopeId = input.scope === 1 ? 0 : input.scope_id!;
  if (input.scope === 2) {
    const [dept] = await ctx.db.select({ id: departments.id }).from(departments).where(eq(departments.id, scopeId));
    if (!dept) throw invalidField('scope_id', 'crm.biz_goal_dept_not_found');
  }
  if (input.scope === 3) {
    const [member] = await ctx.db.select({ id: staff.id }).from(staff).where(and(eq(staff.id, scopeId), sql`${staff.deletedAt} IS NULL`));
    if (!member) throw invalidField('scope_id', 'crm.biz_goal_staff_not_found');
  }
  const cents = input.distribute === 1 ? distributeCents(toCents(input.year_amount!)) : input.months!.map((m) => toCents(m));
  return {
    year: input.year,
    kind: input.kind,
    scope: input.scope,
    scopeId,
    deptId: input.scope === 2 ? scopeId : null,
    staffId: input.scope === 3 ? scopeId : null,
    months: cents.map(fromCents),
    yearAmount: fromCents(cents.reduce((a, c) => a + c, 0)),
    remark: input.remark,
  };
}

/** One goal per year, kind and scope: a second is 409, naming the year and the kind. */
async function assertUnique(ctx: RequestContext, v: { year: number; kind: number; scope: number; scopeId: number }, exceptId?: number): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: bizGoals.id })
    .from(bizGoals)
    .where(and(eq(bizGoals.year, v.year), eq(bizGoals.kind, v.kind), eq(bizGoals.scope, v.scope), eq(bizGoals.scopeId, v.scopeId), exceptId ? ne(bizGoals.id, exceptId) : undefined));
  if (taken) throw conflict('crm.biz_goal_exists', { year: v.year, kind: translate(`crm.biz_goal_kind_${v.kind}`, ctx.locale) });
}

/**
 * Inserts under the unique index: of two saving the same goal at once the second waits for the first's
 * commit, then meets the conflict (ON CONFLICT DO NOTHING) and answers the same 409 as the check before it.
 */
export async function createGoal(ctx: RequestContext, input: CreateBizGoalInput): Promise<BizGoal> {
  const values = await goalValues(ctx, input);
  await assertUnique(ctx, values);
  const [row] = await ctx.db
    .insert(bizGoals)
    .values({ ...values, tenantId: ctx.tenantId, createdBy: ctx.staffId, updatedBy: ctx.staffId })
    .onConflictDoNothing({ target: [bizGoals.year, bizGoals.kind, bizGoals.scope, bizGoals.scopeId, bizGoals.tenantId] })
    .returning({ id: bizGoals.id });
  if (!row) await assertUnique(ctx, values);
  return readGoal(ctx, row.id);
}

export async function updateGoal(ctx: RequestContext, input: UpdateBizGoalInput): Promise<BizGoal> {
  const goal = await findVisibleGoal(ctx, input.id, true);
  const values = await goalValues(ctx, input);
  await assertUnique(ctx, values, goal.id);
  await ctx.db.update(bizGoals).set({ ...values, updatedBy: ctx.staffId, updatedAt: new Date() }).where(eq(bizGoals.id, goal.id));
  return readGoal(ctx, goal.id);
}

/** A goal is a plan, not a record: deleting removes it (the documents it measured stay). */
export async function deleteGoal(ctx: RequestContext, id: number): Promise<null> {
  const goal = await findVisibleGoal(ctx, id, true);
  await ctx.db.delete(bizGoals).where(eq(bizGoals.id, goal.id));
  return null;
}
