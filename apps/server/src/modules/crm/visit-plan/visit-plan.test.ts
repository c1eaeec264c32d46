import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import { todayIn } from '@tradewind/contract/common/time';
import type { Crowd } from '@tradewind/contract/crm/crowd.schema';
import type { Visit } from '@tradewind/contract/crm/visit.schema';
import type { VisitPlan, VisitPlanDetail } from '@tradewind/contract/crm/visit-plan.schema';
import { withSystem } from '@/core/db/tenancy';
import { downloadExport } from '@/test/test-exports';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { crowdTenantSpec, seedOrder, setCustomer } from '@/test/fixtures/crm/crowd-fixtures';
import { seedCustomer, seedLevel } from '@/test/fixtures/crm/pool-fixtures';

const t = useTestApp();

let tenant: TestTenant;
let level: number;
const c: Record<string, number> = {};
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
let today: string;

const create = (token: string, body: Record<string, unknown>) =>
  t.call<VisitPlanDetail>('POST', '/crm/visit_plan', { token, body: { name: '本周拜访', start_date: today, end_date: addDays(today, 6), ...body } });
const detail = async (token: string, id: number) => (await t.call<VisitPlanDetail>('GET', `/crm/visit_plan/${id}`, { token })).data;
const logVisit = (token: string, customerId: number) => t.call<Visit>('POST', '/crm/visit', { token, body: { customer_id: customerId, content: '上门拜访，介绍新品', visit_type: 1 } });

beforeAll(async () => {
  tenant = await t.tenant(crowdTenantSpec());
  today = todayIn('Asia/Shanghai');
  level = await seedLevel(t, tenant, 'A级');
  // along a line east of the start point (121.40, 31.20): near, middle, far; one without a location
  c.far = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1, name: '远处超市', levelId: level });
  c.near = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1, name: '近处商行', levelId: level });
  c.mid = await seedCustomer(t, tenant, { salesType: 0, name: '中间便利店', levelId: level });
  c.nowhere = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1, name: '无坐标门店' });
  c.rep2s = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep2, name: '二号的客户', levelId: level });
  await setCustomer(t, c.far, { lng: '121.600000', lat: '31.200000' });
  await setCustomer(t, c.near, { lng: '121.450000', lat: '31.200000' });
  await setCustomer(t, c.mid, { lng: '121.500000', lat: '31.200000' });
});

describe('visit plans', () => {
  it('orders the targets by route from the start point, counts a visit by the owner within the dates and the orders that followed', async () => {
    const res = await create(tenant.tokens.rep1, { customer_ids: [c.far, c.nowhere, c.near, c.mid], start_lng: 121.4, start_lat: 31.2, follow_days: 7 });
    expect(res.code, res.message).toBe(200);
    const plan = res.data;
    expect(plan).toMatchObject({ owner_id: tenant.staff.rep1, owner_name: 'Rep One', status: 2, status_text: '进行中', target_count: 4, visited_count: 0, completion_rate: '0.0', follow_days: 7 });
    expect(plan.targets.map((x) => x.customer_id)).toEqual([c.near, c.mid, c.far, c.nowhere]);
    expect(plan.targets.map((x) => x.has_location)).toEqual([true, true, true, false]);
    // the owner's follow-up counts; another's does not; one before the plan does not
    expect((await logVisit(tenant.tokens.rep1, c.near)).code).toBe(200);
    expect((await logVisit(tenant.tokens.rep2, c.mid)).code).toBe(200);
    const early = await logVisit(tenant.tokens.rep1, c.far);
    await withSystem(t.app.database.db, (tx) => tx.execute(sql`UPDATE crm_visits SET created_at = now() - interval '10 days' WHERE id = ${early.data.id}`));
    // an order 2 days after the visit follows it; one 9 days after and a cancelled one do not
    const [{ at }] = (await withSystem(t.app.database.db, (tx) => tx.execute(sql`SELECT created_at AS at FROM crm_visits WHERE customer_id = ${c.near} ORDER BY id LIMIT 1`))).rows as Array<{ at: string }>;
    const visitAt = new Date(at).getTime();
    await seedOrder(t, tenant, c.near, '1280.50', { at: new Date(visitAt + 2 * 86_400_000) });
    await seedOrder(t, tenant, c.near, '999.00', { at: new Date(visitAt + 9 * 86_400_000) });
    await seedOrder(t, tenant, c.near, '500.00', { at: new Date(visitAt + 86_400_000), status: 0 });
    const read = await detail(tenant.tokens.rep1, plan.id);
    expect(read).toMatchObject({ target_count: 4, visited_count: 1, completion_rate: '25.0', order_count: 1, order_amount: '1280.50' });
    const near = read.targets.find((x) => x.customer_id === c.near)!;
    expect(near).toMatchObject({ visited: true, visit: { content: '上门拜访，介绍新品' }, order_amount: '1280.50' });
    expect(near.orders.map((o) => o.amount)).toEqual(['1280.50']);
    expect(read.targets.filter((x) => x.visited).map((x) => x.customer_id)).toEqual([c.near]);
    // the list shows the same completion
    const list = await t.call<ListData<VisitPlan>>('GET', '/crm/visit_plans', { token: tenant.tokens.rep1, query: { status: 2 } });
    expect(list.data.list.find((p) => p.id === plan.id)).toMatchObject({ visited_count: 1, completion_rate: '25.0' });
  });

  it('adds a crowd’s visible members at once, removes a target, keeps input order without locations', async () => {
    const crowd = await t.call<Crowd>('POST', '/crm/crowd', { token: tenant.tokens.manager, body: { name: 'A级客户', rule: { logic: 'and', rules: [{ feature: 'level', op: 'in', value: [level] }] } } });
    expect(crowd.data.member_count).toBe(4);
    const plan = (await create(tenant.tokens.rep1, { customer_ids: [c.nowhere] })).data;
    const added = await t.call<VisitPlanDetail>('POST', `/crm/visit_plan/${plan.id}/target`, { token: tenant.tokens.rep1, body: { crowd_id: crowd.data.id } });
    expect(added.code, added.message).toBe(200);
    // rep1 sees their own and the pool's, not rep2's customer; without a start point the first located stop starts
    expect(added.data.targets.map((x) => x.customer_id).sort()).toEqual([c.far, c.near, c.mid, c.nowhere].sort());
    expect(added.data.targets.filter((x) => x.crowd_name === 'A级客户').length).toBe(3);
    expect(added.data.targets.at(-1)!.customer_id).toBe(c.nowhere);
    const removed = await t.call<VisitPlanDetail>('DELETE', `/crm/visit_plan/${plan.id}/target/${c.far}`, { token: tenant.tokens.rep1 });
    expect(removed.data.target_count).toBe(3);
    expect(await t.call('DELETE', `/crm/visit_plan/${plan.id}/target/${c.far}`, { token: tenant.tokens.rep1 })).toMatchObject({ code: 404, message: '该客户不在计划中' });
    // another rep's customer is not theirs to plan
    expect((await t.call('POST', `/crm/visit_plan/${plan.id}/target`, { token: tenant.tokens.rep1, body: { customer_ids: [c.rep2s] } })).code).toBe(404);
    expect((await t.call('POST', `/crm/visit_plan/${plan.id}/target`, { token: tenant.tokens.rep1, body: {} })).code).toBe(422);
  });

  it('refuses bad input, keeps plans in the data scope, edits, exports and deletes', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'name'],
      [{ start_date: '2026-02-30' }, 'start_date'],
      [{ end_date: addDays(today, -1) }, 'end_date'],
      [{ end_date: addDays(today, 100) }, 'end_date'],
      [{ follow_days: 0 }, 'follow_days'],
      [{ start_lng: 200 }, 'start_lng'],
      [{ customer_ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'customer_ids'],
      [{ owner_id: tenant.staff.gone }, 'owner_id'],
    ];
    for (const [body, field] of bad) {
      const res = await create(tenant.tokens.manager, body);
      expect(res.code, JSON.stringify(body)).toBe(422);
      expect((res.data as unknown as { errors: Array<{ field: string }> }).errors[0].field, JSON.stringify(body)).toBe(field);
    }
    // a rep plans for themselves only
    expect((await create(tenant.tokens.rep1, { owner_id: tenant.staff.rep2 })).code).toBe(402);
    const assigned = await create(tenant.tokens.manager, { name: '经理指派', owner_id: tenant.staff.rep2, end_date: addDays(today, 1) });
    expect(assigned.data).toMatchObject({ owner_name: 'Rep Two' });
    expect((await t.call('GET', `/crm/visit_plan/${assigned.data.id}`, { token: tenant.tokens.rep1 })).code).toBe(404);
    expect((await t.call<ListData<VisitPlan>>('GET', '/crm/visit_plans', { token: tenant.tokens.rep2 })).data.list.map((p) => p.id)).toEqual([assigned.data.id]);
    const edited = await t.call<VisitPlanDetail>('PUT', '/crm/visit_plan', {
      token: tenant.tokens.rep2,
      body: { id: assigned.data.id, name: '下周拜访', start_date: addDays(today, 7), end_date: addDays(today, 8), follow_days: 14 },
    });
    expect(edited.data).toMatchObject({ name: '下周拜访', status: 1, status_text: '未开始', follow_days: 14, owner_id: tenant.staff.rep2 });
    const filtered = await t.call<ListData<VisitPlan>>('GET', '/crm/visit_plans', { token: tenant.tokens.manager, query: { owner_id: tenant.staff.rep2, status: 1, keyword: '下周' } });
    expect(filtered.data.list.map((p) => p.id)).toEqual([assigned.data.id]);
    const exported = await t.call<{ id: number }>('GET', '/crm/visit_plans/export', { token: tenant.tokens.manager, query: { owner_id: tenant.staff.rep2 } });
    const sheet = await downloadExport(t, tenant.tokens.manager, exported.data.id);
    expect(sheet[0]).toEqual(['ID', '计划名称', '拜访人', '门店', '开始日期', '结束日期', '状态', '客户数', '已拜访', '完成率(%)', '创建时间']);
    expect(sheet.slice(1).map((r) => [r[0], r[1], r[2], r[6]])).toEqual([[assigned.data.id, '下周拜访', 'Rep Two', '未开始']]);
    expect((await t.call('DELETE', `/crm/visit_plan/${assigned.data.id}`, { token: tenant.tokens.rep2 })).code).toBe(402);
    expect((await t.call('DELETE', `/crm/visit_plan/${assigned.data.id}`, { token: tenant.tokens.manager })).code).toBe(200);
    expect((await t.call('GET', `/crm/visit_plan/${assigned.data.id}`, { token: tenant.tokens.manager })).code).toBe(404);
  });

  it('needs its permissions on every route', async () => {
    const plan = (await create(tenant.tokens.manager, { name: '权限' })).data;
    const calls: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown, number]> = [
      ['list', 'GET', '/crm/visit_plans', undefined, 401],
      ['detail', 'GET', `/crm/visit_plan/${plan.id}`, undefined, 401],
      ['export', 'GET', '/crm/visit_plans/export', undefined, 402],
      ['create', 'POST', '/crm/visit_plan', { name: 'x', start_date: today, end_date: today }, 402],
      ['update', 'PUT', '/crm/visit_plan', { id: plan.id, name: 'x', start_date: today, end_date: today }, 402],
      ['delete', 'DELETE', `/crm/visit_plan/${plan.id}`, undefined, 402],
      ['add target', 'POST', `/crm/visit_plan/${plan.id}/target`, { customer_ids: [c.near] }, 402],
      ['remove target', 'DELETE', `/crm/visit_plan/${plan.id}/target/${c.near}`, undefined, 402],
    ];
    for (const [name, method, url, body, code] of calls) {
      expect((await t.call(method, url, { token: tenant.tokens.clerk, body })).code, name).toBe(code);
    }
    expect((await t.call('GET', '/crm/visit_plans/export', { token: tenant.tokens.rep1 })).code).toBe(402);
  });
});
