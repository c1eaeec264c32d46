import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { formatDateTime, todayIn } from '@tradewind/contract/common/time';
import type { BizGoal, BizGoalKind, BizGoalListQuery, BizGoalMonth, BizGoalScope } from '@tradewind/contract/crm/biz-goal.schema';
import type { WorkbenchGoalFigure } from '@tradewind/contract/crm/workbench.schema';
import { dataScopeFilter } from '@/core/auth/data-scope';
import { queryRows } from '@/core/db/database';
import { notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { departments } from '@/modules/system/dept';
import { staff } from '@/modules/system/staff';
import { tenantName } from '@/modules/system/tenant';
import { customers } from '../customer/customer.table';
import { goalActualSource, type GoalSourceKind } from './goal-sources';
import { bizGoals } from './biz-goal.table';

export type BizGoalRow = typeof bizGoals.$inferSelect;

const KIND_SOURCE: Record<BizGoalKind, GoalSourceKind> = { 1: 'sales', 2: 'receipts' };

/** A department and every department below it. */
export async function deptSubtree(ctx: RequestContext, deptId: number): Promise<number[]> {
  const rows = await ctx.db.select({ id: departments.id, parentId: departments.parentId }).from(departments);
  const children = new Map<number, number[]>();
  for (const r of rows) if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const out: number[] = [];
  const walk = (id: number) => {
    out.push(id);
    for (const c of children.get(id) ?? []) walk(c);
  };
  if (rows.some((r) => r.id === deptId)) walk(deptId);
  return out;
}

/**
 * The goals a member reaches: the company's always; a person's as their data scope reaches the person
 * (own only: their own; a department: its staff; all stores or tenant: every one); a department's within
 * their department's subtree when their scope is the department or their own records.
 */
export async function goalScope(ctx: RequestContext): Promise<SQL | undefined> {
  const { session } = ctx;
  if (session.isSuper || session.dataScope === 1 || session.dataScope === 2) return undefined;
  const depts = session.deptId !== null ? (session.dataScope === 3 ? await deptSubtree(ctx, session.deptId) : [session.deptId]) : [];
  return or(
    eq(bizGoals.scope, 1),
    and(eq(bizGoals.scope, 2), depts.length ? inArray(bizGoals.deptId, depts) : sql`false`),
    and(eq(bizGoals.scope, 3), dataScopeFilter(ctx, { owner: bizGoals.staffId }) ?? sql`true`),
  );
}

export async function findVisibleGoal(ctx: RequestContext, id: number, forUpdate = false): Promise<BizGoalRow> {
  const query = ctx.db.select().from(bizGoals).where(and(eq(bizGoals.id, id), await goalScope(ctx)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Per month (1-12) and per owner (a staff id; 0 for customers without one), the kind's actual in cents. */
type Actuals = Map<number, Map<number, number>>;

/**
 * The year's actuals of a kind: the registered source's documents audited within the year (the tenant's
 * calendar), attributed to their customer's owner and summed by month.
 */
async function yearActuals(ctx: RequestContext, year: number, kind: BizGoalKind): Promise<Actuals> {
  const out: Actuals = new Map();
  const source = goalActualSource(KIND_SOURCE[kind]);
  if (!source) return out;
  const tz = ctx.session.timeZone;
  const from = sql`(${`${year}-01-01`}::date::timestamp AT TIME ZONE ${tz})`;
  const to = sql`(${`${year + 1}-01-01`}::date::timestamp AT TIME ZONE ${tz})`;
  const rows = await queryRows<{ month: number; owner: number; amount: string }>(
    ctx.db,
    sql`SELECT extract(month FROM (d.audited_at AT TIME ZONE ${tz}))::int AS month, coalesce(${customers.salesId}, 0)::int AS owner, sum(d.amount)::text AS amount
        FROM (${source.rows(ctx.db, { from, to })}) AS d
        LEFT JOIN ${customers} ON ${customers.id} = d.customer_id
        GROUP BY 1, 2`,
  );
  for (const r of rows) {
    const month = out.get(r.month) ?? new Map<number, number>();
    month.set(r.owner, (month.get(r.owner) ?? 0) + toCents(r.amount));
    out.set(r.month, month);
  }
  return out;
}

/** Whose documents a goal counts: everyone (company), a department's staff and those below it, one person. */
async function staffOfGoals(ctx: RequestContext, goals: BizGoalRow[]): Promise<Map<number, Set<number> | null>> {
  const out = new Map<number, Set<number> | null>();
  const deptGoals = goals.filter((g) => g.scope === 2);
  const members = deptGoals.length ? await ctx.db.select({ id: staff.id, deptId: staff.deptId }).from(staff) : [];
  for (const g of goals) {
    if (g.scope === 1) out.set(g.id, null);
    else if (g.scope === 3) out.set(g.id, new Set([g.staffId!]));
    else {
      const depts = new Set(await deptSubtree(ctx, g.deptId!));
      out.set(g.id, new Set(members.filter((m) => m.deptId !== null && depts.has(m.deptId)).map((m) => m.id)));
    }
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** A percentage with one decimal, null without a target. */
const rateOf = (actual: number, target: number): number | null => (target > 0 ? Math.round((actual * 1000) / target) / 10 : null);

/** A goal's months and year: targets, actuals, rates, the current month's run-rate forecast. */
function progressOf(goal: BizGoalRow, actuals: Actuals, who: Set<number> | null, today: string): Pick<BizGoal, 'actual' | 'rate' | 'forecast' | 'months'> {
  const [ty, tm, td] = today.split('-').map(Number);
  let yearActual = 0;
  let yearForecast = 0;
  const months: BizGoalMonth[] = goal.months.map((targetText, i) => {
    const month = i + 1;
    let actual = 0;
    for (const [owner, cents] of actuals.get(month) ?? []) if (who === null || who.has(owner)) actual += cents;
    const target = toCents(targetText);
    const current = goal.year === ty && month === tm;
    const forecast = current ? Math.round((actual / td) * daysIn(goal.year, month)) : null;
    yearActual += actual;
    yearForecast += forecast ?? actual;
    return {
      month,
      start_date: `${goal.year}-${pad(month)}-01`,
      end_date: `${goal.year}-${pad(month)}-${pad(daysIn(goal.year, month))}`,
      target: fromCents(target),
      actual: fromCents(actual),
      rate: rateOf(actual, target),
      forecast: forecast === null ? null : fromCents(forecast),
      forecast_rate: forecast === null ? null : rateOf(forecast, target),
    };
  });
  const inYear = goal.year === ty;
  return { actual: fromCents(yearActual), rate: rateOf(yearActual, toCents(goal.yearAmount)), forecast: inYear ? fromCents(yearForecast) : null, months };
}

const updater = alias(staff, 'goal_updater');
const person = alias(staff, 'goal_person');

/** Goals as the API shows them, their actuals read once per year and kind. */
async function toGoals(ctx: RequestContext, rows: Array<{ g: BizGoalRow; deptName: string | null; staffName: string | null; updaterName: string | null }>): Promise<BizGoal[]> {
  const actuals = new Map<string, Actuals>();
  for (const r of rows) {
    const key = `${r.g.year}:${r.g.kind}`;
    if (!actuals.has(key)) actuals.set(key, await yearActuals(ctx, r.g.year, r.g.kind as BizGoalKind));
  }
  const who = await staffOfGoals(ctx, rows.map((r) => r.g));
  const today = todayIn(ctx.session.timeZone);
  const companyName = await tenantName(ctx);
  return rows.map(({ g, deptName, staffName, updaterName }) => {
    const kind = g.kind as BizGoalKind;
    const scope = g.scope as BizGoalScope;
    return {
      id: g.id,
      year: g.year,
      kind,
      kind_text: translate(`crm.biz_goal_kind_${kind}`, ctx.locale),
      scope,
      scope_text: translate(`crm.biz_goal_scope_${scope}`, ctx.locale),
      scope_id: scope === 1 ? null : g.scopeId,
      scope_name: scope === 1 ? companyName : scope === 2 ? (deptName ?? '') : (staffName ?? ''),
      year_amount: fromCents(toCents(g.yearAmount)),
      ...progressOf(g, actuals.get(`${g.year}:${g.kind}`)!, who.get(g.id) ?? null, today),
      remark: g.remark,
      updated_by_name: updaterName ?? '',
      updated_at: formatDateTime(g.updatedAt, ctx.session.timeZone)!,
    };
  });
}

const joinedGoals = (ctx: RequestContext) =>
  ctx.db
    .select({ g: bizGoals, deptName: departments.name, staffName: person.name, updaterName: updater.name })
    .from(bizGoals)
    .leftJoin(departments, eq(departments.id, bizGoals.deptId))
    .leftJoin(person, eq(person.id, bizGoals.staffId))
    .leftJoin(updater, eq(updater.id, bizGoals.updatedBy));

export async function readGoal(ctx: RequestContext, id: number): Promise<BizGoal> {
  const rows = await joinedGoals(ctx).where(eq(bizGoals.id, id));
  return (await toGoals(ctx, rows))[0];
}

export async function getGoal(ctx: RequestContext, id: number): Promise<BizGoal> {
  await findVisibleGoal(ctx, id);
  return readGoal(ctx, id);
}

/** `GET /crm/biz_goals`: a year's goals (this year unless told), the company first, then departments, then people. */
export async function listGoals(ctx: RequestContext, q: BizGoalListQuery) {
  const year = q.year ?? Number(todayIn(ctx.session.timeZone).slice(0, 4));
  const where = and(
    await goalScope(ctx),
    eq(bizGoals.year, year),
    q.kind !== undefined ? eq(bizGoals.kind, q.kind) : undefined,
    q.scope !== undefined ? eq(bizGoals.scope, q.scope) : undefined,
    q.scope_id !== undefined ? eq(bizGoals.scopeId, q.scope_id) : undefined,
  );
  return paginate(q, {
    rows: (page) => joinedGoals(ctx).where(where).orderBy(asc(bizGoals.scope), asc(bizGoals.scopeId), asc(bizGoals.kind)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(bizGoals).where(where),
    map: (rows) => toGoals(ctx, rows),
  });
}

/**
 * The customers a goal's actuals count for an owner (README "Business goals"): those whose current owner
 * (`sales_id`) is the staff member, or a member of the department or one below it — a sub-select of their
 * ids for the orders' and receipt notes' lists (`?sales_id=`, `?dept_id=`); undefined without either.
 */
export async function customersOwnedBy(ctx: RequestContext, owner: { sales_id?: number; dept_id?: number }): Promise<SQL | undefined> {
  const parts: SQL[] = [];
  if (owner.sales_id !== undefined) parts.push(sql`${customers.salesId} = ${owner.sales_id}::int`);
  if (owner.dept_id !== undefined) {
    const depts = await deptSubtree(ctx, owner.dept_id);
    parts.push(depts.length ? sql`${customers.salesId} IN (SELECT ${staff.id} FROM ${staff} WHERE ${inArray(staff.deptId, depts)})` : sql`false`);
  }
  if (!parts.length) return undefined;
  return sql`SELECT ${customers.id} FROM ${customers} WHERE ${sql.join(parts, sql` AND `)}`;
}

/**
 * A person's goals of the current month (the workbench): per kind the month's target, actual, attainment
 * (two decimals) and run-rate forecast, as the goal page shows them; null for a kind with no goal of theirs.
 */
export async function personMonthGoals(ctx: RequestContext, staffId: number, today: string): Promise<{ year: number; month: number; sales: WorkbenchGoalFigure | null; receipts: WorkbenchGoalFigure | null }> {
  const [year, month] = today.split('-').map(Number);
  const rows = await joinedGoals(ctx).where(and(eq(bizGoals.year, year), eq(bizGoals.scope, 3), eq(bizGoals.staffId, staffId)));
  const goals = await toGoals(ctx, rows);
  const figure = (kind: BizGoalKind): WorkbenchGoalFigure | null => {
    const m = goals.find((g) => g.kind === kind)?.months[month - 1];
    if (!m) return null;
    const target = toCents(m.target);
    const actual = toCents(m.actual);
    return { target: m.target, actual: m.actual, rate: target > 0 ? ((actual * 100) / target).toFixed(2) : null, forecast: m.forecast ?? m.actual };
  };
  return { year, month, sales: figure(1), receipts: figure(2) };
}
