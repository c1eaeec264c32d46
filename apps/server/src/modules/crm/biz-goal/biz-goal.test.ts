import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import { todayIn } from '@tradewind/contract/common/time';
import type { BizGoal } from '@tradewind/contract/crm/biz-goal.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { crmTenantSpec } from '@/test/fixtures/crm/crm-test-tenant';
import { seedCustomer } from '@/test/fixtures/crm/pool-fixtures';
import { goalActualSource, registerGoalActualSource, type GoalActualSource } from './goal-sources';

const t = useTestApp();
const GOALS = ['crm:biz_goal:index', 'crm:biz_goal:create', 'crm:biz_goal:update', 'crm:biz_goal:delete'];

let tenant: TestTenant;
const year = Number(todayIn('Asia/Shanghai').slice(0, 4));
const twelve = (amount: number) => Array.from({ length: 12 }, () => amount);
const create = (body: Record<string, unknown>, token = tenant.tokens.manager) => t.call<BizGoal>('POST', '/crm/biz_goal', { token, body: { year, kind: 1, scope: 1, months: twelve(1000), ...body } });
const list = (query: Record<string, unknown> = {}, token = tenant.tokens.manager) => t.call<ListData<BizGoal>>('GET', '/crm/biz_goals', { token, query: { year, ...query } });
const fieldOf = (res: { data: unknown }) => (res.data as { errors: Array<{ field: string; message: string }> }).errors[0];

/** Documents of the test, as oms's and fms's sources give them (customer, audit time, amount). */
let docs: Array<{ kind: 'sales' | 'receipts'; customer: number; at: string; amount: string }> = [];
const standIn = (kind: 'sales' | 'receipts'): GoalActualSource => ({
  kind,
  rows: (_db, range) => {
    const mine = docs.filter((d) => d.kind === kind);
    const values = mine.length ? sql.join(mine.map((d) => sql`(${d.customer}::int, ${d.at}::timestamptz, ${d.amount}::numeric)`), sql`, `) : sql`(0, now(), 0::numeric)`;
    return sql`SELECT * FROM (VALUES ${values}) AS v(customer_id, audited_at, amount) WHERE audited_at >= ${range.from} AND audited_at < ${range.to} AND customer_id > 0`;
  },
});
const real: { sales?: GoalActualSource; receipts?: GoalActualSource } = {};

beforeAll(async () => {
  // the app is built by now: oms and fms have registered theirs
  real.sales = goalActualSource('sales');
  real.receipts = goalActualSource('receipts');
  const spec = crmTenantSpec();
  tenant = await t.tenant({
    ...spec,
    departments: [{ key: 'head', name: 'Head office' }, { key: 'east', name: 'East sales', parent: 'head' }, { key: 'team', name: 'East team 1', parent: 'east' }],
    roles: spec.roles!.map((r) => (r.key === 'rep' ? { ...r, permissions: [...(r.permissions ?? []), 'crm:biz_goal:index'] } : r.key === 'manager' ? { ...r, permissions: [...(r.permissions ?? []), ...GOALS] } : r)),
    staff: spec.staff!.map((s) => (s.key === 'rep1' ? { ...s, dept: 'team' } : s.key === 'rep2' ? { ...s, dept: 'head' } : s)),
  });
});
afterAll(() => {
  if (real.sales) registerGoalActualSource(real.sales);
  if (real.receipts) registerGoalActualSource(real.receipts);
});

describe('business goals', () => {
  it('reads the real sources of orders and receipts (an empty tenant: nothing yet)', async () => {
    expect(real.sales?.kind).toBe('sales');
    expect(real.receipts?.kind).toBe('receipts');
    const goal = (await create({ kind: 2, months: twelve(50) })).data;
    expect(goal).toMatchObject({ kind: 2, kind_text: '回款目标', scope: 1, scope_id: null, year_amount: '600.00', actual: '0.00', rate: 0 });
    expect(goal.scope_name).toContain('Tenant');
    expect((await t.call('DELETE', `/crm/biz_goal/${goal.id}`, { token: tenant.tokens.manager })).code).toBe(200);
    expect((await t.call('GET', `/crm/biz_goal/${goal.id}`, { token: tenant.tokens.manager })).code).toBe(404);
  });

  it('counts audited documents by month for the company, a department with the ones below it, and a person; forecasts the current month', async () => {
    registerGoalActualSource(standIn('sales'));
    registerGoalActualSource(standIn('receipts'));
    const c1 = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1 });
    const c2 = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep2 });
    const pool = await seedCustomer(t, tenant, { salesType: 0 });
    docs = [
      // January 1st 00:30 in Shanghai is still December 31st in UTC: it counts for January
      { kind: 'sales', customer: c1, at: `${year}-01-01T00:30:00+08:00`, amount: '300.00' },
      { kind: 'sales', customer: c2, at: `${year}-01-15T10:00:00+08:00`, amount: '200.50' },
      { kind: 'sales', customer: pool, at: `${year}-02-03T10:00:00+08:00`, amount: '99.50' },
      { kind: 'sales', customer: c1, at: `${year - 1}-12-31T23:59:00+08:00`, amount: '1000.00' },
      { kind: 'receipts', customer: c1, at: `${year}-01-20T10:00:00+08:00`, amount: '250.00' },
    ];
    const company = (await create({ months: twelve(1000) })).data;
    expect(company.months[0]).toMatchObject({ month: 1, start_date: `${year}-01-01`, end_date: `${year}-01-31`, target: '1000.00', actual: '500.50', rate: 50.1 });
    expect(company.months[1]).toMatchObject({ actual: '99.50', end_date: `${year}-02-${new Date(Date.UTC(year, 2, 0)).getUTCDate()}` });
    expect(company).toMatchObject({ year_amount: '12000.00', actual: '600.00', rate: 5 });
    const east = (await create({ scope: 2, scope_id: tenant.departments.east, months: twelve(100) })).data;
    expect(east).toMatchObject({ scope_name: 'East sales', scope_text: '部门', actual: '300.00' });
    const person = (await create({ scope: 3, scope_id: tenant.staff.rep2, distribute: 1, year_amount: '1200.05', months: undefined })).data;
    expect(person.months.map((m) => m.target)).toEqual([...Array(7).fill('100.00'), ...Array(5).fill('100.01')]);
    expect(person).toMatchObject({ scope_name: 'Rep Two', year_amount: '1200.05', actual: '200.50' });
    const receipts = (await create({ kind: 2, scope: 3, scope_id: tenant.staff.rep1 })).data;
    expect(receipts.actual).toBe('250.00');
    // the current month's run rate: so far ÷ days passed × days in the month
    const today = todayIn('Asia/Shanghai');
    const [, m, d] = today.split('-').map(Number);
    docs.push({ kind: 'sales', customer: c2, at: `${today}T00:00:01+08:00`, amount: '10.00' });
    const now = (await t.call<BizGoal>('GET', `/crm/biz_goal/${person.id}`, { token: tenant.tokens.manager })).data.months[m - 1];
    const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
    expect(Number(now.actual)).toBeGreaterThanOrEqual(10);
    expect(now.forecast).toBe((Math.round((Math.round(Number(now.actual) * 100) / d) * days) / 100).toFixed(2));
    expect(person.months.filter((x) => x.forecast !== null)).toHaveLength(1);
    // the list: the company first, then departments, then people; filtered by kind and scope
    expect((await list()).data.list.map((g) => [g.scope, g.kind])).toEqual([[1, 1], [2, 1], [3, 2], [3, 1]]);
    expect((await list({ kind: 2 })).data.list.map((g) => g.id)).toEqual([receipts.id]);
    expect((await list({ scope: 3, scope_id: tenant.staff.rep2 })).data.list.map((g) => g.id)).toEqual([person.id]);
    // a rep (own records only) sees the company's goal and their own, not a colleague's nor another department's
    const rep1 = (await list({}, tenant.tokens.rep1)).data.list.map((g) => g.id).sort();
    expect(rep1).toEqual([company.id, receipts.id].sort());
  });

  it('keeps one goal per year, kind and scope; edits and deletes', async () => {
    const goal = (await create({ year: year + 1, scope: 3, scope_id: tenant.staff.rep1 })).data;
    const again = await create({ year: year + 1, scope: 3, scope_id: tenant.staff.rep1 });
    expect(again.code).toBe(409);
    expect(again.message).toBe(`${year + 1} 年该对象的销售目标已存在，请直接编辑`);
    expect((await create({ year: year + 1, scope: 3, scope_id: tenant.staff.rep1, kind: 2 })).code).toBe(200);
    const other = (await create({ year: year + 1, scope: 3, scope_id: tenant.staff.rep2 })).data;
    // moving a goal onto another's year, kind and scope is the same conflict
    expect((await t.call('PUT', '/crm/biz_goal', { token: tenant.tokens.manager, body: { id: other.id, year: year + 1, kind: 1, scope: 3, scope_id: tenant.staff.rep1, months: twelve(1) } })).code).toBe(409);
    const edited = await t.call<BizGoal>('PUT', '/crm/biz_goal', { token: tenant.tokens.manager, body: { id: goal.id, year: year + 1, kind: 1, scope: 3, scope_id: tenant.staff.rep1, months: [...twelve(0).slice(0, 11), 5], year_amount: 5, remark: '冲刺' } });
    expect(edited.data).toMatchObject({ year_amount: '5.00', remark: '冲刺', forecast: null, updated_by_name: 'Manager' });
    expect((await t.call('DELETE', `/crm/biz_goal/${goal.id}`, { token: tenant.tokens.manager })).code).toBe(200);
    expect((await list({ year: year + 1, scope: 3, scope_id: tenant.staff.rep1, kind: 1 })).data.list).toEqual([]);
  });

  it('refuses bad input with the field named and nothing saved', async () => {
    const before = (await list({ year: 2001 })).data.pagination.total;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ year: 1999 }, 'year', '请选择 2000 到 2100 之间的年份'],
      [{ year: 'x' }, 'year', '请选择 2000 到 2100 之间的年份'],
      [{ kind: 3 }, 'kind', '请选择目标类型'],
      [{ scope: 4 }, 'scope', '请选择目标对象'],
      [{ scope: 2 }, 'scope_id', '请选择部门'],
      [{ scope: 3, scope_id: '' }, 'scope_id', '请选择员工'],
      [{ scope: 3, scope_id: 999999 }, 'scope_id', '该员工不存在'],
      [{ scope: 2, scope_id: 999999 }, 'scope_id', '该部门不存在'],
      [{ months: twelve(1).slice(1) }, 'months', '请填写 1 至 12 月的目标'],
      [{ months: [...twelve(1), 1] }, 'months', '请填写 1 至 12 月的目标'],
      [{ months: undefined }, 'months', '请填写 1 至 12 月的目标'],
      [{ months: [-1, ...twelve(1).slice(1)] }, 'months.0', '月度目标须为不小于 0 的金额'],
      [{ months: ['1e3', ...twelve(1).slice(1)] }, 'months.0', '月度目标须为不小于 0 的金额'],
      [{ months: twelve(999999999999) }, 'months', '合计'],
      [{ year_amount: 11 }, 'year_amount', '年度目标须等于 12 个月目标之和'],
      [{ distribute: 1, year_amount: undefined, months: undefined }, 'year_amount', '请输入年度目标'],
      [{ distribute: 2 }, 'distribute', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await create({ year: 2001, ...body });
      expect(res.code, JSON.stringify(body)).toBe(422);
      expect(fieldOf(res), JSON.stringify(body)).toMatchObject({ field, message: expect.stringContaining(message.slice(0, 2)) });
    }
    expect((await list({ year: 2001 })).data.pagination.total).toBe(before);
    expect((await list({ year: 1999 })).code).toBe(422);
  });

  it('needs its permissions on every route', async () => {
    const goal = (await create({ year: 2002 })).data;
    const body = { year: 2003, kind: 1, scope: 1, months: twelve(1) };
    const calls: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown, number]> = [
      ['list', 'GET', '/crm/biz_goals', undefined, 401],
      ['detail', 'GET', `/crm/biz_goal/${goal.id}`, undefined, 401],
      ['create', 'POST', '/crm/biz_goal', body, 402],
      ['update', 'PUT', '/crm/biz_goal', { ...body, id: goal.id }, 402],
      ['delete', 'DELETE', `/crm/biz_goal/${goal.id}`, undefined, 402],
    ];
    for (const [name, method, url, b, code] of calls) expect((await t.call(method, url, { token: tenant.tokens.clerk, body: b })).code, name).toBe(code);
    // a rep reads but may not set goals
    expect((await t.call('POST', '/crm/biz_goal', { token: tenant.tokens.rep1, body })).code).toBe(402);
    expect((await t.call('DELETE', `/crm/biz_goal/${goal.id}`, { token: tenant.tokens.rep1 })).code).toBe(402);
    expect((await t.call('GET', '/crm/biz_goals', { token: null })).status).toBe(401);
    expect((await t.call<BizGoal>('GET', `/crm/biz_goal/${goal.id}`, { token: tenant.tokens.manager })).data.year).toBe(2002);
  });
});
