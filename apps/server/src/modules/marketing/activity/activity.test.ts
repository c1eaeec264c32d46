import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { Activity, ActivityPreviewResult, ActivitySaved } from '@tradewind/contract/marketing/activity.schema';
import { queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { seedCustomer, seedLevel } from '@/test/fixtures/crm/pool-fixtures';
import { testTenantSpec, TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { activeActivitiesFor } from '@/modules/marketing';

/** Activities through the API: saving with its checks and overlap warnings, on/off/void, "try a cart", and the loader orders price against. */
const t = useTestApp();
let tenant: TestTenant;
let admin: string;
let marketer: string;
let drinks: TestGoods;
let snacks: TestGoods;
let water: TestGoods;
let parentCategory: number;
let brand: number;
let levelA: number;
let levelB: number;
let customerA: number;
let customerB: number;
let crowdB: number;

const DAY = 86_400_000;
const at = (days: number) => formatDateTime(new Date(Date.now() + days * DAY), 'Asia/Shanghai')!;
const WINDOW = { starts_at: at(-1), ends_at: at(7) };
const save = (body: Record<string, unknown>, token = marketer) => t.call<ActivitySaved>('POST', '/marketing/activity', { token, body: { ...WINDOW, ...body } });
const saved = async (body: Record<string, unknown>) => {
  const r = await save(body);
  expect(r.code, JSON.stringify(r.data ?? r.message)).toBe(200);
  return r.data;
};
const preview = (body: Record<string, unknown>, token = marketer) => t.call<ActivityPreviewResult>('POST', '/marketing/activity/preview', { token, body });

beforeAll(async () => {
  const prefix = `act${Date.now() % 100_000}`;
  const spec = testTenantSpec(prefix);
  tenant = await t.tenant({
    ...spec,
    roles: [
      ...spec.roles!,
      { key: 'marketer', name: 'Marketer', permissions: ['marketing:activity:list', 'marketing:activity:create', 'marketing:activity:update', 'marketing:activity:switch', 'marketing:activity:void'], dataScope: 1 },
      { key: 'viewer', name: 'Viewer', permissions: ['marketing:activity:list'], dataScope: 1 },
    ],
    staff: [
      ...spec.staff!,
      { key: 'marketer', account: `${prefix}_marketer`, name: 'Marketer', password: TEST_PASSWORD, roles: ['marketer'], stores: 'all', dept: 'head' },
      { key: 'viewer', account: `${prefix}_viewer`, name: 'Viewer', password: TEST_PASSWORD, roles: ['viewer'], stores: ['a'] },
    ],
  });
  admin = tenant.tokens.admin;
  marketer = tenant.tokens.marketer;
  const post = async (url: string, body: unknown) => (await t.call<{ id: number }>('POST', url, { token: admin, body })).data.id;
  parentCategory = await post('/pms/category', { name: '休闲食品' });
  const child = await post('/pms/category', { name: '膨化', parent_id: parentCategory });
  brand = await post('/pms/brand', { name: '农夫' });
  snacks = await createTestGoods(t, admin, { skus: 3, prices: ['10.00', '20.00', '30.00'], categoryId: child });
  drinks = await createTestGoods(t, admin, { skus: 2, prices: ['5.00', '6.00'], brandId: brand });
  water = await createTestGoods(t, admin, { skus: 1, prices: ['24.00'] });
  levelA = await seedLevel(t, tenant, 'A级');
  levelB = await seedLevel(t, tenant, 'B级');
  customerA = await seedCustomer(t, tenant, { levelId: levelA, storeId: tenant.stores.a });
  customerB = await seedCustomer(t, tenant, { levelId: levelB, storeId: tenant.stores.a });
  crowdB = await post('/crm/crowd', { name: 'B级客户', kind: 2, rule: { logic: 'and', rules: [{ feature: 'level', op: 'in', value: [levelB] }] } });
});

describe('saving an activity', () => {
  it('saves a 满折 over a category (and the categories below it) and answers it with its rule and state; the action log names it', async () => {
    const a = await saved({ name: '周末零食九折', type: 3, tier_basis: 1, tiers: [{ over: '100', percent: '10' }, { over: 500, percent: 15 }], scope_type: 1, scope_ids: [parentCategory], priority: 5 });
    expect(a).toMatchObject({ type: 3, type_text: '满折', state: 'running', state_text: '进行中', status: 1, scope_names: [{ id: parentCategory, name: '休闲食品' }], stack_with_coupon: 1, created_by_name: 'Marketer', overlaps: [] });
    expect(a.tiers.map((x) => [x.over, x.percent])).toEqual([['100.00', '10.00'], ['500.00', '15.00']]);
    expect(a.rule_text).toBe('满 100.00 元打 9 折；满 500.00 元打 8.5 折');
    expect(a.audience_text).toBe('全部门店 · 全部客户');
    const got = await t.call<Activity>('GET', `/marketing/activity/${a.id}`, { token: tenant.tokens.viewer });
    expect(got.data.name).toBe('周末零食九折');
    const [log] = await withSystem(t.app.database.db, (tx) => queryRows<{ action: string }>(tx, sql`SELECT action FROM action_logs WHERE tenant_id = ${tenant.tenantId} AND target_type = 'marketing_activity' AND target_id = ${String(a.id)}`));
    expect(log.action).toBe('marketing:activity:create');
    await t.call('PUT', `/marketing/activity/${a.id}/void`, { token: marketer });
  });

  it('saves a gift tier with the gift SKU in a package unit, and a time-limited price', async () => {
    const gift = await saved({ name: '满2000送一箱水', type: 4, tiers: [{ over: 2000, gift_sku_id: water.skuIds[0], gift_unit: water.packageUnitId, gift_qty: 1 }] });
    expect(gift.tiers[0]).toMatchObject({ gift_sku_id: water.skuIds[0], gift_unit: water.packageUnitId, gift_qty: '1.000' });
    expect(gift.rule_text).toContain('满 2,000.00 元赠');
    const price = await saved({ name: '饮料特价', type: 1, prices: [{ sku_id: drinks.skuIds[0], price: '4.5' }] });
    expect(price).toMatchObject({ scope_type: 3, scope_ids: [drinks.skuIds[0]], prices: [{ sku_id: drinks.skuIds[0], price: '4.50', sale_price: '5.00' }], rule_text: '1 个商品特价' });
    for (const a of [gift, price]) await t.call('PUT', `/marketing/activity/${a.id}/void`, { token: marketer });
  });

  it('refuses bad bodies field by field, and names that do not exist, saving nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '', type: 2, tiers: [{ over: 10, off: 1 }] }, 'name', '请输入活动名称'],
      [{ name: 'x', type: 2, tiers: [] }, 'tiers', '请至少设置一档优惠'],
      [{ name: 'x', type: 2, tiers: [{ over: 10, off: 11 }] }, 'tiers.0.off', '减免金额不能超过门槛金额'],
      [{ name: 'x', type: 2, tiers: [{ over: 10, off: 1 }, { over: 10, off: 2 }] }, 'tiers.1.over', '两档优惠的门槛相同'],
      [{ name: 'x', type: 3, tiers: [{ over: 10, percent: 100 }] }, 'tiers.0.percent', '折扣须在 0.01% 至 99.99% 之间'],
      [{ name: 'x', type: 4, tiers: [{ over: 10, gift_qty: 1 }] }, 'tiers.0.gift_sku_id', '请选择赠品'],
      [{ name: 'x', type: 1, prices: [] }, 'prices', '请添加特价商品'],
      [{ name: 'x', type: 1, prices: [{ sku_id: drinks.skuIds[0], price: 1 }, { sku_id: drinks.skuIds[0], price: 2 }] }, 'prices.1.sku_id', '同一商品只能设置一个特价'],
      [{ name: 'x', type: 2, tiers: [{ over: 10, off: 1 }], scope_type: 2, scope_ids: [] }, 'scope_ids', '请选择适用的分类、品牌或商品'],
      [{ name: 'x', type: 2, tiers: [{ over: 10, off: 1 }], scope_type: 2, scope_ids: [999_999] }, 'scope_ids', '适用范围中有不存在的分类、品牌或商品'],
      [{ name: 'x', type: 2, tiers: [{ over: 10, off: 1 }], crowd_ids: [999_999] }, 'crowd_ids', '门店、客户等级或人群不存在'],
      [{ name: 'x', type: 4, tiers: [{ over: 10, gift_sku_id: water.skuIds[0], gift_unit: drinks.packageUnitId + 999, gift_qty: 1 }] }, 'tiers.0.gift_unit', '赠品单位不是该商品的单位'],
      [{ name: 'x', type: 2, tiers: [{ over: 10, off: 1 }], starts_at: at(2), ends_at: at(1) }, 'ends_at', '结束时间须晚于开始时间'],
      [{ name: 'x', type: 2, tiers: [{ over: 10, off: 1 }], starts_at: '2026-13-01' }, 'starts_at', '开始时间格式应为 YYYY-MM-DD HH:mm'],
      [{ name: 'x', type: 9, tiers: [{ over: 10, off: 1 }] }, 'type', '活动类型无效'],
    ];
    for (const [body, field, message] of cases) {
      const r = await t.call<{ errors: Array<{ field: string; message: string }> }>('POST', '/marketing/activity', { token: marketer, body: { ...WINDOW, ...body } });
      expect(r.code, JSON.stringify(body)).toBe(422);
      expect(r.data.errors, JSON.stringify(body)).toContainEqual({ field, message });
    }
    const list = await t.call<ListData<Activity>>('GET', '/marketing/activities', { token: marketer, query: { keyword: 'x', state: 'running' } });
    expect(list.data.list.filter((a) => a.name === 'x')).toEqual([]);
  });

  it('needs its permissions: the list for reading, create, update, switch and void for changing', async () => {
    const a = await saved({ name: '权限测试', type: 2, tiers: [{ over: 10, off: 1 }], status: 2 });
    const viewer = tenant.tokens.viewer;
    const calls: Array<[string, 'GET' | 'POST' | 'PUT', string, unknown]> = [
      ['list', 'GET', '/marketing/activities', undefined],
      ['detail', 'GET', `/marketing/activity/${a.id}`, undefined],
      ['create', 'POST', '/marketing/activity', { ...WINDOW, name: 'y', type: 2, tiers: [{ over: 10, off: 1 }] }],
      ['update', 'PUT', '/marketing/activity', { ...WINDOW, id: a.id, name: 'y', type: 2, tiers: [{ over: 10, off: 1 }] }],
      ['on', 'PUT', `/marketing/activity/${a.id}/on`, {}],
      ['void', 'PUT', `/marketing/activity/${a.id}/void`, {}],
      ['preview', 'POST', '/marketing/activity/preview', { activity: { ...WINDOW, name: 'y', type: 2, tiers: [{ over: 10, off: 1 }] }, items: [{ sku_id: snacks.skuIds[0], qty: 1 }] }],
    ];
    for (const [what, method, url, body] of calls) {
      // reading a page one may not view answers 401 (no view permission), changing without the button 402
      expect((await t.call(method, url, { token: tenant.tokens.nobody, body })).code, what).toBe(method === 'GET' ? 401 : 402);
      expect((await t.call(method, url, { token: viewer, body })).code, what).toBe(method === 'GET' ? 200 : 402);
    }
    expect((await t.call('GET', '/marketing/activities', { token: null })).status).toBe(401);
    await t.call('PUT', `/marketing/activity/${a.id}/void`, { token: marketer });
  });
});

describe('states', () => {
  it('switches on and off, refuses the same switch and any change of a void activity; the list filters by state', async () => {
    const a = await saved({ name: '状态测试', type: 2, tiers: [{ over: 10, off: 1 }], starts_at: at(3), ends_at: at(5) });
    expect(a.state).toBe('scheduled');
    const off = await t.call<ActivitySaved>('PUT', `/marketing/activity/${a.id}/off`, { token: marketer });
    expect(off.data).toMatchObject({ status: 2, state: 'off', state_text: '已停用' });
    expect((await t.call('PUT', `/marketing/activity/${a.id}/off`, { token: marketer })).code).toBe(409);
    expect((await t.call<ActivitySaved>('PUT', `/marketing/activity/${a.id}/on`, { token: marketer })).data.state).toBe('scheduled');
    const ids = async (state?: string) => (await t.call<ListData<Activity>>('GET', '/marketing/activities', { token: marketer, query: state ? { state, keyword: '状态测试' } : { keyword: '状态测试' } })).data.list.map((x) => x.id);
    expect(await ids('scheduled')).toEqual([a.id]);
    expect(await ids('running')).toEqual([]);
    expect((await t.call<ActivitySaved>('PUT', `/marketing/activity/${a.id}/void`, { token: marketer })).data.state).toBe('void');
    expect(await ids()).toEqual([]);
    expect(await ids('void')).toEqual([a.id]);
    const changed = await t.call('PUT', '/marketing/activity', { token: marketer, body: { ...WINDOW, id: a.id, name: '状态测试', type: 2, tiers: [{ over: 10, off: 1 }] } });
    expect([changed.code, changed.message]).toEqual([409, '活动已作废，不能修改']);
    expect((await t.call('PUT', `/marketing/activity/${a.id}/on`, { token: marketer })).code).toBe(409);
    expect((await t.call('PUT', `/marketing/activity/${a.id}/void`, { token: marketer })).code).toBe(409);
    expect((await t.call('GET', '/marketing/activity/999999', { token: marketer })).code).toBe(404);
  });
});

describe('overlaps', () => {
  it('warns of a running tier activity over shared SKUs, audience and window — and still saves; prices and tiers do not overlap each other', async () => {
    const weekend = await saved({ name: '周末零食九折', type: 3, tiers: [{ over: 1, percent: 10 }], scope_type: 1, scope_ids: [parentCategory], starts_at: at(1), ends_at: at(3) });
    const skuScoped = await save({ name: '两件零食减五元', type: 2, tiers: [{ over: 2, off: 5 }], tier_basis: 2, scope_type: 3, scope_ids: [snacks.skuIds[0], snacks.skuIds[1], drinks.skuIds[0]] });
    expect(skuScoped.code).toBe(200);
    expect(skuScoped.data.overlaps).toEqual([
      { id: weekend.id, name: '周末零食九折', priority: 0, sku_count: 2, from: weekend.starts_at, to: weekend.ends_at, message: `本活动与「周末零食九折」在 2 个商品上重叠（${weekend.starts_at.slice(5, 16)} 至 ${weekend.ends_at.slice(5, 16)}），优先级高者生效` },
    ]);
    const english = await t.call<ActivitySaved>('PUT', '/marketing/activity', {
      token: marketer,
      headers: { 'Accept-Language': 'en-US' },
      body: { ...WINDOW, id: skuScoped.data.id, name: '两件零食减五元', type: 2, tier_basis: 2, tiers: [{ over: 2, off: 5 }], scope_type: 3, scope_ids: [snacks.skuIds[0], snacks.skuIds[1], snacks.skuIds[2]] },
    });
    expect(english.data.overlaps[0].message).toBe(`This activity overlaps 周末零食九折 on 3 SKUs from ${weekend.starts_at.slice(5, 16)} to ${weekend.ends_at.slice(5, 16)}; the higher priority applies`);
    // a time-limited price over the same SKUs is another stage of the pipeline: no overlap
    const price = await saved({ name: '零食特价', type: 1, prices: [{ sku_id: snacks.skuIds[0], price: 8 }] });
    expect(price.overlaps).toEqual([]);
    // other stores, other levels, another window, or off: no overlap
    const apart = [
      { store_ids: [tenant.stores.b], name: 'B店' },
      { customer_level_ids: [levelA], name: 'A级' },
      { starts_at: at(4), ends_at: at(6), name: '下周' },
    ];
    await t.call('PUT', `/marketing/activity/${skuScoped.data.id}/void`, { token: marketer });
    const weekendB = await saved({ name: '周末B级', type: 3, tiers: [{ over: 1, percent: 10 }], scope_type: 1, scope_ids: [parentCategory], starts_at: at(1), ends_at: at(3), store_ids: [tenant.stores.a], customer_level_ids: [levelB] });
    for (const body of apart) {
      const r = await saved({ type: 2, tiers: [{ over: 10, off: 1 }], scope_type: 3, scope_ids: [snacks.skuIds[0]], ...body, ...(body.store_ids ? {} : {}) });
      expect(r.overlaps.map((o) => o.id), body.name).toEqual(body.customer_level_ids || body.store_ids ? [weekend.id] : []);
      await t.call('PUT', `/marketing/activity/${r.id}/void`, { token: marketer });
    }
    // the crowd of B-level customers may hold B-level customers: it overlaps the B-level activity
    const crowd = await saved({ name: 'B级人群', type: 2, tiers: [{ over: 10, off: 1 }], scope_type: 3, scope_ids: [snacks.skuIds[2]], crowd_ids: [crowdB], store_ids: [tenant.stores.a] });
    expect(crowd.overlaps.map((o) => o.name).sort()).toEqual(['周末B级', '周末零食九折']);
    for (const a of [weekend, weekendB, price, crowd]) await t.call('PUT', `/marketing/activity/${a.id}/void`, { token: marketer });
  });
});

describe('try a cart and the loader', () => {
  it('prices a cart through the engine: the edited activity beside the others that are on, line by line, with gifts', async () => {
    const price = await saved({ name: '零食特价', type: 1, priority: 1, prices: [{ sku_id: snacks.skuIds[0], price: 8 }] });
    const gift = await saved({ name: '满2000送水', type: 4, priority: 1, scope_type: 2, scope_ids: [brand], tiers: [{ over: 100, gift_sku_id: water.skuIds[0], gift_qty: 2 }] });
    const edited = { ...WINDOW, name: '零食满百减十', type: 2, priority: 9, scope_type: 1, scope_ids: [parentCategory], tiers: [{ over: 100, off: 10 }] };
    const r = await preview({ activity: edited, customer_id: customerA, items: [{ sku_id: snacks.skuIds[0], qty: 5 }, { sku_id: snacks.skuIds[1], qty: 3 }, { sku_id: drinks.skuIds[1], qty: 20 }] });
    expect(r.code, JSON.stringify(r.data ?? r.message)).toBe(200);
    expect(r.data.included).toBe(true);
    // line 1: 10.00 → 8.00 (time-limited), 40.00; line 2: 60.00; the 满减 takes 10.00 off 100.00 by the largest remainder: 4.00 and 6.00
    expect(r.data.lines[0]).toMatchObject({ customer_price: '10.00', price: '8.00', amount: '40.00', activity_amount: '4.00', payable: '36.00' });
    expect(r.data.lines[0].steps).toEqual([
      { kind: 'price', id: price.id, name: '零食特价', amount: '10.00' },
      { kind: 'activity', id: 0, name: '零食满百减十', amount: '4.00' },
    ]);
    expect(r.data.lines[1]).toMatchObject({ amount: '60.00', activity_amount: '6.00', payable: '54.00' });
    expect(r.data.lines[2]).toMatchObject({ amount: '120.00', activity_amount: '0.00', steps: [{ kind: 'activity', id: gift.id, amount: '0.00' }] });
    expect(r.data.gifts).toEqual([{ activity_id: gift.id, activity_name: '满2000送水', sku_id: water.skuIds[0], sku_name: expect.any(String), unit_name: expect.any(String), qty: '2' }]);
    expect(r.data).toMatchObject({ goods_amount: '220.00', price_off: '10.00', activity_amount: '10.00', total: '210.00' });
    expect(r.data.others.map((o) => o.id).sort()).toEqual([price.id, gift.id].sort());

    // for B-level customers only: a customer of level A is outside it, so only the others price the cart
    const forB = await preview({ activity: { ...edited, customer_level_ids: [levelB] }, customer_id: customerA, items: [{ sku_id: snacks.skuIds[1], qty: 10 }] });
    expect(forB.data).toMatchObject({ included: false, activity_amount: '0.00', total: '200.00' });
    const inCrowd = await preview({ activity: { ...edited, crowd_ids: [crowdB] }, customer_id: customerB, items: [{ sku_id: snacks.skuIds[1], qty: 10 }] });
    expect(inCrowd.data).toMatchObject({ included: true, activity_amount: '10.00', total: '190.00' });

    // bad carts
    const bad = await preview({ activity: edited, items: [{ sku_id: 999_999, qty: 1 }] });
    expect([bad.code, (bad.data as unknown as { errors: unknown[] }).errors]).toEqual([422, [{ field: 'items.0.sku_id', message: '商品不存在' }]]);
    expect((await preview({ activity: edited, items: [] })).code).toBe(422);
    expect((await preview({ activity: { ...edited, tiers: [] }, items: [{ sku_id: snacks.skuIds[0], qty: 1 }] })).code).toBe(422);
    for (const a of [price, gift]) await t.call('PUT', `/marketing/activity/${a.id}/void`, { token: marketer });
  });

  it('activeActivitiesFor: what is on at a moment for a store, a level and crowds, in the engine’s units', async () => {
    const all = await saved({ name: '全场满减', type: 2, tiers: [{ over: 100, off: 10 }], scope_type: 1, scope_ids: [parentCategory] });
    const storeB = await saved({ name: 'B店满减', type: 2, tiers: [{ over: 100, off: 10 }], store_ids: [tenant.stores.b] });
    const levelOnly = await saved({ name: 'A级满件折', type: 3, tier_basis: 2, tiers: [{ over: 2.5, percent: 12.5 }], customer_level_ids: [levelA] });
    const crowdOnly = await saved({ name: '人群满减', type: 2, tiers: [{ over: 100, off: 10 }], crowd_ids: [crowdB] });
    const later = await saved({ name: '下月满减', type: 2, tiers: [{ over: 100, off: 10 }], starts_at: at(30), ends_at: at(40) });
    const load = (q: { storeId: number; customerLevelId: number | null; crowdIds?: number[]; at?: Date }) =>
      withTenant(t.app.database.db, tenant.tenantId, async (tx) => (await activeActivitiesFor(tx, { at: new Date(), ...q })).map((a) => a.id).sort((x, y) => x - y));
    const sorted = (...ids: number[]) => ids.sort((x, y) => x - y);
    expect(await load({ storeId: tenant.stores.a, customerLevelId: levelA })).toEqual(sorted(all.id, levelOnly.id));
    expect(await load({ storeId: tenant.stores.b, customerLevelId: levelB, crowdIds: [crowdB] })).toEqual(sorted(all.id, storeB.id, crowdOnly.id));
    expect(await load({ storeId: tenant.stores.a, customerLevelId: null, at: new Date(Date.now() + 35 * DAY) })).toEqual([later.id]);
    const rules = await withTenant(t.app.database.db, tenant.tenantId, (tx) => activeActivitiesFor(tx, { storeId: tenant.stores.a, customerLevelId: levelA, at: new Date() }));
    expect(rules.find((r) => r.id === levelOnly.id)).toMatchObject({ type: 3, tierBasis: 2, tiers: [{ over: 2500, percent: 12.5 }] });
    // a category scope carries the categories below it, as order lines name their own category
    expect(rules.find((r) => r.id === all.id)!.scopeIds).toEqual(expect.arrayContaining([parentCategory, snacks.categoryId]));
    for (const a of [all, storeB, levelOnly, crowdOnly, later]) await t.call('PUT', `/marketing/activity/${a.id}/void`, { token: marketer });
    expect(await load({ storeId: tenant.stores.a, customerLevelId: levelA })).toEqual([]);
  });
});
