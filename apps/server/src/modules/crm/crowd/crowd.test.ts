import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Crowd, CrowdFeatures, CrowdMember } from '@tradewind/contract/crm/crowd.schema';
import { formatDate } from '@tradewind/contract/common/time';
import { queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { downloadExport } from '@/test/test-exports';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { crowdTenantSpec, seedOrder } from '@/test/fixtures/crm/crowd-fixtures';
import { seedCustomer, seedLevel } from '@/test/fixtures/crm/pool-fixtures';
import { runCrowdRefresh } from './crowd-refresh.job';

const t = useTestApp();

let tenant: TestTenant;
let levelA: number;
let levelB: number;
/** c.a1: level A, ¥5,500 in the last 30 days (rep1's); c.a2: level A, ¥6,000 40 days ago (pool); c.b: level B, ¥8,000 recently (rep2's); c.cancelled: level A, a cancelled ¥9,000; c.none: level A, no orders (rep1's) */
const c: Record<string, number> = {};

const A_RICH = (days = 30) => ({ logic: 'and', rules: [{ feature: 'level', op: 'in', value: [levelA] }, { feature: 'order_amount', op: 'gte', value: '5000', days }] });
const save = (token: string, body: Record<string, unknown>) => t.call<Crowd>('POST', '/crm/crowd', { token, body: { name: '近30天下单超¥5,000的A级客户', kind: 1, ...body } });
const preview = async (rule: unknown) => (await t.call<{ count: number }>('POST', '/crm/crowd/preview', { token: tenant.tokens.manager, body: { rule } })).data.count;
const members = async (token: string, id: number, query: Record<string, unknown> = {}) => t.call<ListData<CrowdMember>>('GET', `/crm/crowd/${id}/customers`, { token, query });
const memberIds = async (token: string, id: number) => (await members(token, id)).data.list.map((m) => m.customer_id).sort((x, y) => x - y);
const sorted = (...ids: number[]) => [...ids].sort((x, y) => x - y);

beforeAll(async () => {
  tenant = await t.tenant(crowdTenantSpec());
  levelA = await seedLevel(t, tenant, 'A级');
  levelB = await seedLevel(t, tenant, 'B级');
  c.a1 = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1, levelId: levelA, name: '甲一超市' });
  c.a2 = await seedCustomer(t, tenant, { salesType: 0, levelId: levelA, name: '甲二商行' });
  c.b = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep2, levelId: levelB, name: '乙便利店' });
  c.cancelled = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep2, levelId: levelA, name: '丙食品' });
  c.none = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1, levelId: levelA, name: '丁杂货', createdAt: new Date(Date.now() - 100 * 86_400_000) });
  await seedOrder(t, tenant, c.a1, '3000.00', { daysAgo: 3 });
  await seedOrder(t, tenant, c.a1, '2500.00', { daysAgo: 10 });
  await seedOrder(t, tenant, c.a2, '6000.00', { daysAgo: 40 });
  await seedOrder(t, tenant, c.b, '8000.00', { daysAgo: 2 });
  await seedOrder(t, tenant, c.cancelled, '9000.00', { daysAgo: 2, status: 0 });
});

describe('crowds', () => {
  it('lists the features with operators and value types, order behaviour among them', async () => {
    const res = await t.call<CrowdFeatures>('GET', '/crm/crowds/features', { token: tenant.tokens.manager });
    expect(res.code).toBe(200);
    const amount = res.data.list.find((f) => f.key === 'order_amount')!;
    expect(amount).toMatchObject({ label: '下单金额', group: 'order', period: true, operators: [{ key: 'gte', label: '≥', value: 'money' }, { key: 'lte', label: '≤', value: 'money' }] });
    expect(res.data.list.find((f) => f.key === 'level')).toMatchObject({ source: 'levels', operators: [{ key: 'in', value: 'ids' }, { key: 'not_in', value: 'ids' }] });
    expect(res.data.list.find((f) => f.key === 'sales_type')!.options.map((o) => o.label)).toEqual(['公海', '私海', '团队公海']);
    expect(res.data).toMatchObject({ periods: [7, 30, 60, 90, 180, 365], max_depth: 3 });
  });

  it('counts and saves a crowd over level and audited order amount in a period; nested AND / OR groups', async () => {
    expect(await preview(A_RICH())).toBe(1);
    expect(await preview(A_RICH(60))).toBe(2);
    const saved = await save(tenant.tokens.manager, { rule: A_RICH(), remark: '重点维护' });
    expect(saved.code, saved.message).toBe(200);
    expect(saved.data).toMatchObject({ kind: 1, kind_text: '动态人群', member_count: 1, remark: '重点维护', created_by_name: 'Manager' });
    expect(saved.data.refreshed_at).not.toBeNull();
    expect(await memberIds(tenant.tokens.manager, saved.data.id)).toEqual([c.a1]);
    // (level B) OR (never ordered AND created over 30 days ago) OR (at most 0 orders in 30 days AND level A)
    const nested = {
      logic: 'or',
      rules: [
        { feature: 'level', op: 'in', value: [levelB] },
        { logic: 'and', rules: [{ feature: 'last_order', op: 'never' }, { feature: 'created_at', op: 'not_within', value: 30 }] },
        { logic: 'and', rules: [{ feature: 'order_count', op: 'lte', value: 0, days: 30 }, { feature: 'level', op: 'in', value: [levelA] }, { logic: 'or', rules: [{ feature: 'owner', op: 'not_in', value: [tenant.staff.rep1] }] }] },
      ],
    };
    const other = await save(tenant.tokens.manager, { name: '沉睡客户', kind: 2, rule: nested });
    expect(other.code, other.message).toBe(200);
    // b by level; none never ordered and is old; a2 (pool) and cancelled (rep2) have no audited order in 30 days
    expect(await memberIds(tenant.tokens.admin, other.data.id)).toEqual(sorted(c.b, c.none, c.a2, c.cancelled));
    expect(await preview({ logic: 'and', rules: [{ feature: 'last_order', op: 'within', value: 30 }, { feature: 'sales_type', op: 'in', value: [1] }] })).toBe(2);
    expect(await preview({ logic: 'and', rules: [{ feature: 'order_count', op: 'eq', value: 2, days: 30 }] })).toBe(1);
    // no audited order in 30 days: a2 (40 days ago), cancelled (only a cancelled one), none (never); never: cancelled and none
    expect(await preview({ logic: 'and', rules: [{ feature: 'last_order', op: 'not_within', value: 30 }, { feature: 'level', op: 'in', value: [levelA] }] })).toBe(3);
    expect(await preview({ logic: 'and', rules: [{ feature: 'last_order', op: 'never' }, { feature: 'level', op: 'in', value: [levelA, levelB] }] })).toBe(2);
    expect(await preview({ logic: 'and', rules: [{ feature: 'store', op: 'in', value: [tenant.stores.b] }] })).toBe(0);
  });

  it('compiles every order condition of a rule to the columns of the order periods, joined once: AND / OR mixes, customers without orders or follow-ups, only audited orders', async () => {
    // a tenant of its own, so the counts above stay theirs
    const own = await t.tenant(crowdTenantSpec());
    const x = await seedLevel(t, own, 'X级');
    const y = await seedLevel(t, own, 'Y级');
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
    const p: Record<string, number> = {};
    // p1: X, follow-up 5 days ago, three audited orders of ¥100 in 20 days
    p.p1 = await seedCustomer(t, own, { levelId: x, lastVisitAt: ago(5) });
    for (const days of [1, 5, 20]) await seedOrder(t, own, p.p1, '100.00', { daysAgo: days });
    // p2: X, no follow-up, ¥2,000 audited 50 days ago; a pending ¥9,000 and a cancelled ¥9,000 of 3 days ago count for nothing
    p.p2 = await seedCustomer(t, own, { levelId: x });
    await seedOrder(t, own, p.p2, '2000.00', { daysAgo: 50 });
    await seedOrder(t, own, p.p2, '9000.00', { daysAgo: 3, status: 1 });
    await seedOrder(t, own, p.p2, '9000.00', { daysAgo: 3, status: 0 });
    // p3: Y, follow-up 40 days ago, never ordered
    p.p3 = await seedCustomer(t, own, { levelId: y, lastVisitAt: ago(40) });
    // p4: Y, no follow-up, only a pending and a cancelled order
    p.p4 = await seedCustomer(t, own, { levelId: y });
    await seedOrder(t, own, p.p4, '500.00', { daysAgo: 1, status: 1 });
    await seedOrder(t, own, p.p4, '500.00', { daysAgo: 1, status: 0 });
    // p5: X, follow-up 10 days ago, audited ¥700 200 days ago (status 4) and ¥300 400 days ago
    p.p5 = await seedCustomer(t, own, { levelId: x, lastVisitAt: ago(10) });
    await seedOrder(t, own, p.p5, '700.00', { daysAgo: 200, status: 4 });
    await seedOrder(t, own, p.p5, '300.00', { daysAgo: 400 });
    // p6: Y, follow-up 2 days ago, audited ¥1,000 2 days ago and ¥4,000 70 days ago (status 3)
    p.p6 = await seedCustomer(t, own, { levelId: y, lastVisitAt: ago(2) });
    await seedOrder(t, own, p.p6, '1000.00', { daysAgo: 2 });
    await seedOrder(t, own, p.p6, '4000.00', { daysAgo: 70, status: 3 });
    const all = Object.values(p);
    const manager = own.tokens.manager;
    const count = async (rule: unknown) => {
      const res = await t.call<{ count: number }>('POST', '/crm/crowd/preview', { token: manager, body: { rule } });
      expect(res.code, res.message).toBe(200);
      return res.data.count;
    };
    const picked = async (rule: unknown) => {
      const res = await t.call<Crowd>('POST', '/crm/crowd', { token: manager, body: { name: '组合条件', kind: 2, rule } });
      expect(res.code, res.message).toBe(200);
      const ids = await memberIds(manager, res.data.id);
      expect(await count(rule), JSON.stringify(rule)).toBe(ids.length);
      return ids;
    };
    const cond = (feature: string, op: string, value?: unknown, days?: number) => ({ feature, op, value, ...(days ? { days } : {}) });
    // 3+ orders in 30 days OR no follow-up in 30 days: p1 by its orders, p2 and p4 without follow-ups, p3's is 40 days old
    expect(await picked({ logic: 'or', rules: [cond('order_count', 'gte', 3, 30), cond('last_visit', 'not_within', 30)] })).toEqual(sorted(p.p1, p.p2, p.p3, p.p4));
    // at most one order in 60 days AND a follow-up within 30: p5 (none in 60), p6 (one in 60; the other 70 days ago)
    expect(await picked({ logic: 'and', rules: [cond('order_count', 'lte', 1, 60), cond('last_visit', 'within', 30)] })).toEqual(sorted(p.p5, p.p6));
    // X AND (never ordered OR (≤ ¥1,000 in 90 days AND an order within 365)): p1 (¥300), p5 (nothing in 90, one 200 days ago)
    const nested = {
      logic: 'and',
      rules: [cond('level', 'in', [x]), { logic: 'or', rules: [cond('last_order', 'never'), { logic: 'and', rules: [cond('order_amount', 'lte', '1000', 90), cond('last_order', 'within', 365)] }] }],
    };
    expect(await picked(nested)).toEqual(sorted(p.p1, p.p5));
    // never ordered (pending and cancelled do not count) OR ¥5,000+ in 365 days (p6: exactly ¥5,000)
    expect(await picked({ logic: 'or', rules: [cond('last_order', 'never'), cond('order_amount', 'gte', '5000', 365)] })).toEqual(sorted(p.p3, p.p4, p.p6));
    // no order in 7 days AND none in 180: p3, p4 without any, p5 whose last is 200 days old
    expect(await picked({ logic: 'and', rules: [cond('last_order', 'not_within', 7), cond('order_count', 'eq', 0, 180)] })).toEqual(sorted(p.p3, p.p4, p.p5));
    // three order conditions over three periods in one OR: p1 (two in 7 days), p2 (¥2,000 in 60), p5 (last order 180–300 days ago)
    const periods = {
      logic: 'or',
      rules: [cond('order_count', 'gte', 2, 7), cond('order_amount', 'gte', '2000', 60), { logic: 'and', rules: [cond('last_order', 'not_within', 180), cond('last_order', 'within', 300)] }],
    };
    expect(await picked(periods)).toEqual(sorted(p.p1, p.p2, p.p5));
    // a condition every customer passes, even without orders; and one none passes
    expect(await picked({ logic: 'or', rules: [cond('order_amount', 'gte', '0', 7), cond('level', 'in', [y])] })).toEqual(sorted(...all));
    expect(await count({ logic: 'and', rules: [cond('order_count', 'gte', 1, 7), cond('last_order', 'never')] })).toBe(0);
    // ¥0 in 7 days AND an order in 90: p2, whose order of 50 days ago is in the 90 days but not in the 7
    expect(await picked({ logic: 'and', rules: [cond('order_amount', 'lte', '0', 7), cond('order_count', 'gte', 1, 90)] })).toEqual([p.p2]);
  });

  it('counts "the last N days" as whole days in the tenant\'s time zone: today and the N days before it', async () => {
    const own = await t.tenant(crowdTenantSpec());
    const day = (back: number) => formatDate(new Date(Date.now() - back * 86_400_000), 'Asia/Shanghai') as string;
    const at = (back: number, time: string) => new Date(`${day(back)}T${time}+08:00`);
    // ordered five minutes into the seventh day back: in the 7 days; five minutes before the end of the eighth: not
    const early = await seedCustomer(t, own, { lastVisitAt: at(7, '00:05:00') });
    const late = await seedCustomer(t, own, { lastVisitAt: at(8, '23:55:00') });
    await seedOrder(t, own, early, '100.00', { at: at(7, '00:05:00') });
    await seedOrder(t, own, late, '200.00', { at: at(8, '23:55:00') });
    const count = async (rule: unknown) => (await t.call<{ count: number }>('POST', '/crm/crowd/preview', { token: own.tokens.manager, body: { rule } })).data.count;
    const only = (c: Record<string, unknown>) => ({ logic: 'and', rules: [c] });
    expect(await count(only({ feature: 'order_count', op: 'gte', value: 1, days: 7 }))).toBe(1);
    expect(await count(only({ feature: 'order_amount', op: 'gte', value: '100', days: 7 }))).toBe(1);
    expect(await count(only({ feature: 'order_amount', op: 'gte', value: '300', days: 30 }))).toBe(0);
    expect(await count(only({ feature: 'order_count', op: 'gte', value: 1, days: 30 }))).toBe(2);
    expect(await count(only({ feature: 'last_order', op: 'within', value: 7 }))).toBe(1);
    expect(await count(only({ feature: 'last_order', op: 'not_within', value: 7 }))).toBe(1);
    // the same days for a follow-up
    expect(await count(only({ feature: 'last_visit', op: 'within', value: 7 }))).toBe(1);
  });

  it('refuses a bad rule, an unknown feature and a wrong value type with a clear 422, and saves nothing', async () => {
    const [{ n: before }] = await withSystem(t.app.database.db, (tx) => queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM crm_crowds WHERE tenant_id = ${tenant.tenantId}`));
    const cond = (extra: Record<string, unknown>) => ({ logic: 'and', rules: [{ feature: 'level', op: 'in', value: [levelA], ...extra }] });
    const deep = { logic: 'and', rules: [{ logic: 'or', rules: [{ logic: 'and', rules: [{ logic: 'or', rules: [{ feature: 'level', op: 'in', value: [1] }] }] }] }] };
    const cases: Array<[unknown, string]> = [
      ['level A', '人群规则格式不正确'],
      [{ logic: 'xor', rules: [] }, '人群规则格式不正确'],
      [{ logic: 'and', rules: [] }, '请至少添加一个条件'],
      [deep, '条件分组最多 3 层'],
      [cond({ feature: 'tags' }), '未知的条件：tags'],
      [cond({ op: 'gte' }), '条件「客户等级」不支持该比较方式'],
      [cond({ value: 'A' }), '条件「客户等级」的取值不正确'],
      [cond({ value: [] }), '条件「客户等级」的取值不正确'],
      [{ logic: 'and', rules: [{ feature: 'order_amount', op: 'gte', value: '5千', days: 30 }] }, '条件「下单金额」的取值不正确'],
      [{ logic: 'and', rules: [{ feature: 'order_amount', op: 'gte', value: '1.234', days: 30 }] }, '条件「下单金额」的取值不正确'],
      [{ logic: 'and', rules: [{ feature: 'order_count', op: 'gte', value: 2.5, days: 30 }] }, '条件「下单次数」的取值不正确'],
      [{ logic: 'and', rules: [{ feature: 'order_count', op: 'gte', value: 2, days: 31 }] }, '条件「下单次数」的统计周期不正确'],
      [{ logic: 'and', rules: [{ feature: 'order_count', op: 'gte', value: 2 }] }, '条件「下单次数」的统计周期不正确'],
      [cond({ days: 30 }), '条件「客户等级」的统计周期不正确'],
      [{ logic: 'and', rules: [{ feature: 'created_at', op: 'after', value: '2026-02-30' }] }, '条件「创建时间」的取值不正确'],
      [{ logic: 'and', rules: [{ feature: 'sales_type', op: 'in', value: [3] }] }, '条件「归属」的取值不正确'],
      [{ logic: 'and', rules: [{ feature: 'last_order', op: 'never', value: 5 }] }, '条件「最近下单」的取值不正确'],
    ];
    for (const [rule, message] of cases) {
      const res = await save(tenant.tokens.manager, { rule });
      expect(res.code, JSON.stringify(rule)).toBe(422);
      expect((res.data as unknown as { errors: Array<{ field: string; message: string }> }).errors[0], JSON.stringify(rule)).toEqual({ field: 'rule', message });
      expect((await t.call('POST', '/crm/crowd/preview', { token: tenant.tokens.manager, body: { rule } })).code).toBe(422);
    }
    expect((await save(tenant.tokens.manager, { name: '', rule: A_RICH() })).code).toBe(422);
    expect((await save(tenant.tokens.manager, { kind: 3, rule: A_RICH() })).code).toBe(422);
    const [{ n: after }] = await withSystem(t.app.database.db, (tx) => queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM crm_crowds WHERE tenant_id = ${tenant.tenantId}`));
    expect(after).toBe(before);
  });

  it('shows a rep only the members they may see, exports them, refreshes dynamic crowds on schedule and snapshots by hand', async () => {
    const rule = { logic: 'and', rules: [{ feature: 'level', op: 'in', value: [levelA] }] };
    const dynamic = (await save(tenant.tokens.manager, { name: 'A级客户', rule })).data;
    const snapshot = (await save(tenant.tokens.manager, { name: 'A级快照', kind: 2, rule })).data;
    expect(dynamic.member_count).toBe(4);
    // rep1: own private customers and the pool; rep2's are not theirs
    expect(await memberIds(tenant.tokens.rep1, dynamic.id)).toEqual(sorted(c.a1, c.a2, c.none));
    expect(await memberIds(tenant.tokens.manager, dynamic.id)).toEqual(sorted(c.a1, c.a2, c.cancelled, c.none));
    expect((await members(tenant.tokens.rep1, dynamic.id, { keyword: '甲' })).data).toMatchObject({ pagination: { total: 2 } });
    const row = (await members(tenant.tokens.manager, dynamic.id, { keyword: '甲一' })).data.list[0];
    expect(row).toMatchObject({ customer_id: c.a1, level_name: 'A级', sales_name: 'Rep One' });
    const exported = await t.call<{ id: number }>('GET', '/crm/crowd/customers/export', { token: tenant.tokens.manager, query: { crowd_id: dynamic.id } });
    expect(exported.code, exported.message).toBe(200);
    const sheet = await downloadExport(t, tenant.tokens.manager, exported.data.id);
    expect(sheet[0]).toEqual(['客户ID', '客户名称', '手机号', '等级', '类型', '门店', '负责人', '最后下单', '最后跟进', '创建时间']);
    expect(sheet.slice(1).map((r) => r[0])).toEqual(sorted(c.a1, c.a2, c.cancelled, c.none));
    // a new level A customer: the schedule refreshes the dynamic crowd, the snapshot waits for a refresh by hand
    const late = await seedCustomer(t, tenant, { salesType: 0, levelId: levelA });
    await runCrowdRefresh({ db: t.app.database.db, now: new Date() });
    expect((await t.call<Crowd>('GET', `/crm/crowd/${dynamic.id}`, { token: tenant.tokens.rep1 })).data.member_count).toBe(5);
    expect((await t.call<Crowd>('GET', `/crm/crowd/${snapshot.id}`, { token: tenant.tokens.rep1 })).data.member_count).toBe(4);
    const refreshed = await t.call<Crowd>('PUT', `/crm/crowd/${snapshot.id}/refresh`, { token: tenant.tokens.manager });
    expect(refreshed.data.member_count).toBe(5);
    expect(await memberIds(tenant.tokens.rep1, snapshot.id)).toContain(late);
  });

  it('edits, lists and deletes a crowd', async () => {
    const crowd = (await save(tenant.tokens.manager, { name: '待删除人群', rule: A_RICH() })).data;
    const edited = await t.call<Crowd>('PUT', '/crm/crowd', { token: tenant.tokens.manager, body: { id: crowd.id, name: 'B级客户', kind: 2, rule: { logic: 'and', rules: [{ feature: 'level', op: 'in', value: [levelB] }] } } });
    expect(edited.data).toMatchObject({ name: 'B级客户', kind: 2, kind_text: '静态快照', member_count: 1 });
    const list = await t.call<ListData<Crowd>>('GET', '/crm/crowds', { token: tenant.tokens.rep1, query: { keyword: 'B级', kind: 2 } });
    expect(list.data.list.map((x) => x.id)).toEqual([crowd.id]);
    expect((await t.call('PUT', '/crm/crowd', { token: tenant.tokens.manager, body: { id: crowd.id, name: 'x', rule: { logic: 'and', rules: [{ feature: 'nope', op: 'in', value: [1] }] } } })).code).toBe(422);
    expect((await t.call<Crowd>('GET', `/crm/crowd/${crowd.id}`, { token: tenant.tokens.manager })).data.name).toBe('B级客户');
    expect((await t.call('DELETE', `/crm/crowd/${crowd.id}`, { token: tenant.tokens.manager })).code).toBe(200);
    expect((await t.call('GET', `/crm/crowd/${crowd.id}`, { token: tenant.tokens.manager })).code).toBe(404);
    expect((await members(tenant.tokens.manager, crowd.id)).code).toBe(404);
    const [{ n }] = await withSystem(t.app.database.db, (tx) => queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM crm_crowd_members WHERE crowd_id = ${crowd.id}`));
    expect(n).toBe(0);
    const [log] = await withSystem(t.app.database.db, (tx) => queryRows<{ path: string }>(tx, sql`SELECT path FROM action_logs WHERE tenant_id = ${tenant.tenantId} AND target_type = 'crm_crowd' AND target_id = ${String(crowd.id)} ORDER BY id DESC LIMIT 1`));
    expect(log.path).toBe(`/api/v1/crm/crowd/${crowd.id}`);
  });

  it('needs its permissions on every route', async () => {
    const crowd = (await save(tenant.tokens.manager, { name: '权限测试', rule: A_RICH() })).data;
    const calls: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown, 401 | 402]> = [
      ['list', 'GET', '/crm/crowds', undefined, 401],
      ['detail', 'GET', `/crm/crowd/${crowd.id}`, undefined, 401],
      ['members', 'GET', `/crm/crowd/${crowd.id}/customers`, undefined, 402],
      ['features', 'GET', '/crm/crowds/features', undefined, 402],
      ['preview', 'POST', '/crm/crowd/preview', { rule: A_RICH() }, 402],
      ['create', 'POST', '/crm/crowd', { name: 'x', rule: A_RICH() }, 402],
      ['update', 'PUT', '/crm/crowd', { id: crowd.id, name: 'x', rule: A_RICH() }, 402],
      ['refresh', 'PUT', `/crm/crowd/${crowd.id}/refresh`, undefined, 402],
      ['delete', 'DELETE', `/crm/crowd/${crowd.id}`, undefined, 402],
      ['export', 'GET', '/crm/crowd/customers/export', undefined, 402],
    ];
    for (const [name, method, url, body, code] of calls) {
      const res = await t.call(method, url, { token: tenant.tokens.clerk, body, query: name === 'export' ? { crowd_id: crowd.id } : undefined });
      expect(res.code, name).toBe(code);
    }
    // a rep reads crowds and members but may not change them
    expect((await t.call('PUT', `/crm/crowd/${crowd.id}/refresh`, { token: tenant.tokens.rep1 })).code).toBe(402);
    expect((await t.call('POST', '/crm/crowd', { token: tenant.tokens.rep1, body: { name: 'x', rule: A_RICH() } })).code).toBe(402);
    expect((await t.call('GET', '/crm/crowds/features', { token: tenant.tokens.rep1 })).code).toBe(402);
    expect((await t.call('GET', '/crm/crowd/customers/export', { token: tenant.tokens.rep1, query: { crowd_id: crowd.id } })).code).toBe(402);
  });
});
