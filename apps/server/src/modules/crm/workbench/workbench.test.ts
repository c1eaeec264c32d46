import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@tradewind/contract/common/time';
import type { Workbench } from '@tradewind/contract/crm/workbench.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { crmTenantSpec, REP_PERMISSIONS } from '@/test/fixtures/crm/crm-test-tenant';
import { seedCustomer } from '@/test/fixtures/crm/pool-fixtures';
import { goalActualSource, registerGoalActualSource, type GoalActualSource } from '../biz-goal/goal-sources';

const t = useTestApp();
const WORKBENCH = ['crm:workbench:index', 'crm:visit:list', 'crm:visit:create', 'crm:leads:list', 'crm:schedule:index', 'crm:schedule:create', 'crm:schedule:update'];
let tenant: TestTenant;

beforeAll(async () => {
  const spec = crmTenantSpec();
  tenant = await t.tenant({
    ...spec,
    // rep1 and rep2 work with the workbench, rep1 sees business goals too; repb keeps the plain rep role
    // (no workbench); the manager sets goals
    roles: [
      ...spec.roles!.map((r) => (r.key === 'manager' ? { ...r, permissions: [...(r.permissions ?? []), 'crm:biz_goal:index', 'crm:biz_goal:create'] } : r)),
      { key: 'bench', name: 'Bench', permissions: [...REP_PERMISSIONS, ...WORKBENCH], dataScope: 4 },
      { key: 'goals', name: 'Bench with goals', permissions: [...REP_PERMISSIONS, ...WORKBENCH, 'crm:biz_goal:index'], dataScope: 4 },
    ],
    staff: spec.staff!.map((s) => (s.key === 'rep1' ? { ...s, roles: ['goals'] } : s.key === 'rep2' ? { ...s, roles: ['bench'] } : s)),
  });
});

const workbench = async (token: string) => {
  const res = await t.call<Workbench>('GET', '/crm/workbench', { token });
  expect(res.code, res.message).toBe(200);
  return res.data;
};
const followUp = (token: string, customerId: number, next: string | null) =>
  t.call('POST', '/crm/visit', { token, body: { customer_id: customerId, content: `回访 ${next ?? '无'}`, visit_type: 1, next_visit_time: next } });
const dayOffset = (days: number) => {
  const d = new Date(`${todayIn('Asia/Shanghai')}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('GET /crm/workbench', () => {
  it('needs crm:workbench:index (a view: 401 with the lock message)', async () => {
    expect((await t.call('GET', '/crm/workbench', { token: tenant.tokens.repb })).code).toBe(401);
  });

  it('counts the rep’s own customers and lists the follow-ups due today or overdue that no later follow-up answered', async () => {
    const rep1 = tenant.tokens.rep1;
    const own = await Promise.all([0, 1, 2, 3].map((i) => seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1, name: `工作台客户${i}` })));
    const others = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep2, name: '别人的客户' });
    const before = await workbench(rep1);
    expect(before.figures.my_customers).toBe(4);
    expect(before.figures.new_customers_month).toBe(4);
    expect(before.follow_ups_due).toEqual({ total: 0, list: [] });
    // goals, schedule and releases come from their own sections; the figures of a rep without a lead permission are null
    expect(before.figures.open_leads).toBe(0);

    expect((await followUp(rep1, own[0], `${dayOffset(-2)} 10:00:00`)).code).toBe(200); // overdue
    expect((await followUp(rep1, own[1], `${dayOffset(0)} 15:30:00`)).code).toBe(200); // due today
    expect((await followUp(rep1, own[2], `${dayOffset(1)} 09:00:00`)).code).toBe(200); // tomorrow: not yet
    expect((await followUp(rep1, own[3], `${dayOffset(-1)} 09:00:00`)).code).toBe(200);
    expect((await followUp(rep1, own[3], null)).code).toBe(200); // answered by a later follow-up
    expect((await followUp(tenant.tokens.rep2, others, `${dayOffset(-1)} 09:00:00`)).code).toBe(200); // rep2's

    const after = await workbench(rep1);
    expect(after.follow_ups_due!.total).toBe(2);
    expect(after.follow_ups_due!.list.map((f) => [f.customer_id, f.overdue])).toEqual([
      [own[0], true],
      [own[1], false],
    ]);
    expect(after.follow_ups_due!.list[1].next_visit_time).toBe(`${dayOffset(0)} 15:30:00`);
    expect(after.figures.follow_ups_month).toBe(5);

    const rep2 = await workbench(tenant.tokens.rep2);
    expect(rep2.follow_ups_due!.list.map((f) => f.customer_id)).toEqual([others]);
    expect(rep2.figures.my_customers).toBe(1);
  });

  it('shows the caller’s own goals of the month: target, actual, attainment and forecast per kind; null without the goal permission', async () => {
    // the month's audited documents, standing in for the orders and receipt notes (biz-goal.test.ts does the same)
    const real = goalActualSource('sales');
    let sales: Array<{ customer: number; amount: string }> = [];
    const standIn: GoalActualSource = {
      kind: 'sales',
      rows: () => {
        const values = sales.length ? sql.join(sales.map((d) => sql`(${d.customer}::int, now(), ${d.amount}::numeric)`), sql`, `) : sql`(0, now(), 0::numeric)`;
        return sql`SELECT * FROM (VALUES ${values}) AS v(customer_id, audited_at, amount) WHERE customer_id > 0`;
      },
    };
    registerGoalActualSource(standIn);
    try {
      const rep1 = tenant.tokens.rep1;
      // no goal of theirs yet: both kinds null (the page says none is set); the company's goal is not theirs
      const none = await workbench(rep1);
      expect(none.goal).toMatchObject({ year: Number(none.date.slice(0, 4)), month: Number(none.date.slice(5, 7)), sales: null, receipts: null });
      const setGoal = (body: Record<string, unknown>) => t.call('POST', '/crm/biz_goal', { token: tenant.tokens.manager, body: { year: Number(none.date.slice(0, 4)), kind: 1, months: Array.from({ length: 12 }, () => 1000), ...body } });
      expect((await setGoal({ scope: 1 })).code).toBe(200);
      expect((await workbench(rep1)).goal).toMatchObject({ sales: null, receipts: null });
      expect((await setGoal({ scope: 3, scope_id: tenant.staff.rep1 })).code).toBe(200);
      expect((await setGoal({ scope: 3, scope_id: tenant.staff.rep2, kind: 2 })).code).toBe(200);
      const customer = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1, name: '目标客户' });
      const theirs = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep2, name: '别人的目标客户' });
      sales = [
        { customer, amount: '250.00' },
        { customer: theirs, amount: '999.00' },
      ];
      const goal = (await workbench(rep1)).goal!;
      const day = Number(none.date.slice(8, 10));
      const days = new Date(Date.UTC(goal.year, goal.month, 0)).getUTCDate();
      expect(goal.sales).toEqual({ target: '1000.00', actual: '250.00', rate: '25.00', forecast: (Math.round((25000 / day) * days) / 100).toFixed(2) });
      expect(goal.receipts).toBeNull();
      // rep2 holds a receipts goal but not the goal permission: no goal section at all
      expect((await workbench(tenant.tokens.rep2)).goal).toBeNull();
    } finally {
      if (real) registerGoalActualSource(real);
    }
  });

  it('lists the caller’s own tasks that touch today, all-day ones first, done ones kept', async () => {
    const [rep1, rep2] = [tenant.tokens.rep1, tenant.tokens.rep2];
    const task = (token: string, title: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
      t.call<{ id: number }>('POST', '/crm/schedule', { token, body: { title, start_time: start, end_time: end, ...extra } });
    const today = dayOffset(0);
    expect((await task(rep1, '下午拜访', `${today} 15:00`, `${today} 16:00`)).code).toBe(200);
    expect((await task(rep1, '整理报价', `${today} 00:00`, `${today} 23:59`, { all_day: 1 })).code).toBe(200);
    const done = await task(rep1, '早会', `${today} 08:30`, `${today} 09:00`);
    expect((await t.call('PUT', `/crm/schedule/${done.data.id}/done`, { token: rep1, body: { done: 1 } })).code).toBe(200);
    expect((await task(rep1, '明天的事', `${dayOffset(1)} 09:00`, `${dayOffset(1)} 10:00`)).code).toBe(200);
    expect((await task(rep2, '别人的日程', `${today} 10:00`, `${today} 11:00`)).code).toBe(200);

    const { schedule } = await workbench(rep1);
    expect(schedule!.total).toBe(3);
    expect(schedule!.list.map((i) => [i.title, i.all_day, i.done])).toEqual([
      ['整理报价', true, false],
      ['早会', false, true],
      ['下午拜访', false, false],
    ]);
    expect(schedule!.list[2].start_at).toBe(`${today} 15:00:00`);
  });

  it('lists the caller’s own customers the pool rules release within seven days, soonest first', async () => {
    expect((await workbench(tenant.tokens.rep1)).dropping).toEqual({ days: 7, total: 0, list: [] }); // the rules are off
    const rule = await t.call('POST', '/crm/down_public_rule', { token: tenant.tokens.admin, body: { enabled: 1, rules: [{ level_id: null, no_visit_days: 30, no_order_days: 0 }] } });
    expect(rule.code, rule.message).toBe(200);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const soon = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1, name: '快掉保客户', salesAssignedAt: daysAgo(27) });
    const sooner = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1, name: '更快掉保客户', salesAssignedAt: daysAgo(29) });
    await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1, name: '还早的客户', salesAssignedAt: daysAgo(10) });
    await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep2, name: '别人的快掉保客户', salesAssignedAt: daysAgo(28) });
    const { dropping } = await workbench(tenant.tokens.rep1);
    expect(dropping!.list.map((d) => d.customer_id)).toEqual([sooner, soon]);
    expect(dropping!.total).toBe(2);
    expect(dropping!.list[0].reason).toBe('30 天未跟进');
  });
});
