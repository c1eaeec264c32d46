import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { CustomerPrice, PricePlan, PricePlanDetail, QuotationPrice } from '@tradewind/contract/crm/price.schema';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { downloadExport } from '@/test/test-exports';
import { TEST_PASSWORD, testTenantSpec, useTestApp, type TestTenant } from '@/test/test-app';
import { nextPhone, rows, type Fail } from '@/test/fixtures/crm/drawer-test-fixture';
import { withSystem } from '@/core/db/tenancy';

const t = useTestApp();

const PRICE_PERMISSIONS = [
  'crm:price:list',
  'crm:price:create',
  'crm:price:update',
  'crm:price:status',
  'crm:price:delete',
  'crm:customer_price:list',
  'crm:customer_price:create',
  'crm:customer_price:update',
  'crm:customer_price:delete',
  'crm:customer_price:export',
  'crm:quotation_price:list',
  'crm:quotation_price:export',
];

type Tenant = TestTenant & { customers: { rep: number; rep2: number }; goods: TestGoods; draft: TestGoods; level: number; level2: number; type: number };

async function priceTenant(): Promise<Tenant> {
  const p = `pr${Math.random().toString(36).slice(2, 8)}`;
  const tenant = await t.tenant(
    testTenantSpec(p, {
      roles: [
        { key: 'admin', name: 'Admin', isSuper: true },
        { key: 'sales', name: 'Sales', permissions: PRICE_PERMISSIONS, dataScope: 4 },
        { key: 'reader', name: 'Reader', permissions: PRICE_PERMISSIONS.filter((x) => x.endsWith(':list')), dataScope: 1 },
      ],
      staff: [
        { key: 'admin', account: `${p}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all' },
        { key: 'rep', account: `${p}_rep`, name: '张伟', password: TEST_PASSWORD, roles: ['sales'], stores: ['a'] },
        { key: 'rep2', account: `${p}_rep2`, name: '李娜', password: TEST_PASSWORD, roles: ['sales'], stores: ['a'] },
        { key: 'reader', account: `${p}_reader`, name: 'Reader', password: TEST_PASSWORD, roles: ['reader'], stores: 'all' },
        { key: 'nobody', account: `${p}_nobody`, name: 'Nobody', password: TEST_PASSWORD, roles: [], stores: ['a'] },
      ],
    }),
  );
  const made = async (url: string, body: Record<string, unknown>) => {
    const res = await t.call<{ id: number }>('POST', url, { token: tenant.tokens.admin, body });
    if (res.code !== 200) throw new Error(`${url}: ${res.message}`);
    return res.data.id;
  };
  const level = await made('/crm/level', { name: '金牌客户' });
  const level2 = await made('/crm/level', { name: '银牌客户' });
  const type = await made('/crm/type', { name: '餐饮' });
  const insert = (name: string, salesId: number, levelId: number | null, typeId: number | null) =>
    withSystem(t.app.database.db, async (tx) => {
      const result = await tx.execute(sql`
        INSERT INTO crm_customers (tenant_id, store_id, name, phone, sales_type, sales_id, level_id, type_id, created_by)
        VALUES (${tenant.tenantId}, ${tenant.stores.a}, ${name}, ${nextPhone()}, 1, ${salesId}, ${levelId}, ${typeId}, ${tenant.staff.admin}) RETURNING id`);
      return Number((result.rows[0] as { id: number }).id);
    });
  const customers = { rep: await insert('张伟的饭店', tenant.staff.rep, level, type), rep2: await insert('李娜的超市', tenant.staff.rep2, null, type) };
  // three SKUs at 10.00, 11.00, 12.00 a piece, each also in a box of 12; a draft SPU is not on sale
  const goods = await createTestGoods(t, tenant.tokens.admin, { skus: 3, name: `冻品牛排${p}` });
  const draft = await createTestGoods(t, tenant.tokens.admin, { skus: 1, draft: true, name: `草稿商品${p}` });
  return { ...tenant, customers, goods, draft, level, level2, type };
}

let d: Tenant;
let other: Tenant;
beforeAll(async () => {
  d = await priceTenant();
  other = await priceTenant();
});

const field = (data: unknown, name: string) => (data as Fail)?.errors?.find((e) => e.field === name)?.message;
const createPlan = (body: Record<string, unknown>, token = d.tokens.rep) => t.call<PricePlanDetail>('POST', '/crm/price', { token, body });
const countRows = async (table: string, tenantId = d.tenantId) =>
  (await rows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE tenant_id = ${tenantId}`))[0].n;

describe('price plans', () => {
  let plan: PricePlanDetail;

  it('creates a plan for levels and types with lines in any unit of the SKU, lists and reads it', async () => {
    const [a, b] = d.goods.skuIds;
    const res = await createPlan({
      name: '金牌价',
      level_ids: [d.level],
      type_ids: [d.type],
      remark: '季度价',
      items: [
        { sku_id: a, unit_id: d.goods.unitId, price: '9.5' },
        { sku_id: a, unit_id: d.goods.packageUnitId, price: 110 },
        { sku_id: b, unit_id: d.goods.unitId, price: '10.20' },
      ],
    });
    expect(res.code, res.message).toBe(200);
    plan = res.data;
    expect(plan).toMatchObject({ name: '金牌价', status: 1, remark: '季度价', item_count: 3, created_by_name: '张伟' });
    expect(plan.levels).toEqual([{ id: d.level, name: '金牌客户' }]);
    expect(plan.types).toEqual([{ id: d.type, name: '餐饮' }]);
    expect(plan.items.map((i) => [i.sku_id, i.unit_id, i.ratio, i.list_price, i.price])).toEqual([
      [a, d.goods.unitId, '1', '10.00', '9.50'],
      [a, d.goods.packageUnitId, '12', '120.00', '110.00'],
      [b, d.goods.unitId, '1', '11.00', '10.20'],
    ]);
    const second = (await createPlan({ name: '银牌价', status: 0, level_ids: [d.level2], items: [{ sku_id: b, unit_id: d.goods.packageUnitId, price: 125 }] })).data;
    const list = async (query: Record<string, unknown> = {}) =>
      (await t.call<ListData<PricePlan>>('GET', '/crm/prices', { token: d.tokens.reader, query })).data.list.map((p) => p.name);
    expect(await list()).toEqual(['银牌价', '金牌价']);
    expect(await list({ keyword: '金牌' })).toEqual(['金牌价']);
    expect(await list({ status: 0 })).toEqual(['银牌价']);
    expect(await list({ level_id: d.level2 })).toEqual(['银牌价']);
    expect(await list({ type_id: d.type })).toEqual(['金牌价']);
    expect(await list({ sku_id: a })).toEqual(['金牌价']);
    expect(await list({ keyword: '%' })).toEqual([]);
    const read = await t.call<PricePlanDetail>('GET', `/crm/price/${second.id}`, { token: d.tokens.reader });
    expect(read.data).toMatchObject({ name: '银牌价', status: 0, item_count: 1 });
    // another tenant sees none of it
    expect((await t.call('GET', `/crm/price/${plan.id}`, { token: other.tokens.admin })).code).toBe(404);
    expect((await t.call<ListData<PricePlan>>('GET', '/crm/prices', { token: other.tokens.admin })).data.list).toEqual([]);
  });

  it('refuses bad input on its field and stores nothing', async () => {
    const before = await countRows('crm_price_plans');
    const [a] = d.goods.skuIds;
    const ok = { name: '校验', level_ids: [d.level2], items: [{ sku_id: a, unit_id: d.goods.unitId, price: '1' }] };
    const expectField = async (body: Record<string, unknown>, name: string, message: string) => {
      const res = await createPlan({ ...ok, ...body });
      expect(res.code, JSON.stringify(body)).toBe(422);
      expect(field(res.data, name), JSON.stringify(res.data)).toBe(message);
    };
    await expectField({ name: '' }, 'name', '请输入方案名称');
    await expectField({ name: 'x'.repeat(51) }, 'name', '方案名称最多 50 个字符');
    await expectField({ name: '金牌价' }, 'name', '方案名称已存在');
    await expectField({ level_ids: [], type_ids: [] }, 'level_ids', '请选择适用的客户等级或客户类型');
    await expectField({ items: [] }, 'items', '请至少添加一个商品');
    await expectField({ items: [{ sku_id: a, unit_id: d.goods.unitId, price: '-1' }] }, 'items.0.price', '价格不能为负数');
    await expectField({ items: [{ sku_id: a, unit_id: d.goods.unitId, price: '1.234' }] }, 'items.0.price', '价格最多两位小数');
    await expectField(
      {
        items: [
          { sku_id: a, unit_id: d.goods.unitId, price: 1 },
          { sku_id: a, unit_id: d.goods.unitId, price: 2 },
        ],
      },
      'items.1.unit_id',
      '同一商品的同一单位只能设置一次价格',
    );
    await expectField({ level_ids: [other.level] }, 'level_ids', `找不到 id 为 ${other.level} 的客户等级`);
    await expectField({ type_ids: [other.type] }, 'type_ids', `找不到 id 为 ${other.type} 的客户类型`);
    await expectField({ items: [{ sku_id: other.goods.skuIds[0], unit_id: other.goods.unitId, price: 1 }] }, 'items.0.sku_id', '商品不存在');
    await expectField({ items: [{ sku_id: a, unit_id: other.goods.packageUnitId, price: 1 }] }, 'items.0.unit_id', '该商品没有此单位');
    expect(await countRows('crm_price_plans')).toBe(before);
  });

  it('refuses a second enabled plan pricing the same SKU and unit for the same level (409), saving it disabled is fine, enabling it is refused', async () => {
    const [a] = d.goods.skuIds;
    const clash = { name: '冲突价', level_ids: [d.level], items: [{ sku_id: a, unit_id: d.goods.packageUnitId, price: 100 }] };
    const refused = await createPlan(clash);
    expect(refused.code).toBe(409);
    expect(refused.message).toContain('客户等级「金牌客户」在已启用的方案「金牌价」中已设置商品');
    expect(refused.message).toContain(d.goods.skuCodes[0]);
    expect(await rows(t, sql`SELECT id FROM crm_price_plans WHERE name = '冲突价'`)).toEqual([]);
    // the same level for another unit, or another level for the same unit: no conflict
    expect((await createPlan({ ...clash, name: '散装价', items: [{ sku_id: a, unit_id: d.goods.unitId, price: 9 }], level_ids: [d.level2] })).code).toBe(200);
    const parked = await createPlan({ ...clash, status: 0 });
    expect(parked.code).toBe(200);
    const enable = await t.call('PUT', `/crm/price/${parked.data.id}/status`, { token: d.tokens.rep, body: { status: 1 } });
    expect(enable.code).toBe(409);
    expect((await t.call<PricePlanDetail>('GET', `/crm/price/${parked.data.id}`, { token: d.tokens.rep })).data.status).toBe(0);
    // the type's plan clashes through the type as well
    const byType = await createPlan({ name: '餐饮价', type_ids: [d.type], items: [{ sku_id: a, unit_id: d.goods.unitId, price: 8 }] });
    expect(byType.code).toBe(409);
    expect(byType.message).toContain('客户类型「餐饮」');
    // disabling the first frees the level; then the parked plan may be enabled
    expect((await t.call<PricePlanDetail>('PUT', `/crm/price/${plan.id}/status`, { token: d.tokens.rep, body: { status: 0 } })).data.status).toBe(0);
    expect((await t.call<PricePlanDetail>('PUT', `/crm/price/${parked.data.id}/status`, { token: d.tokens.rep, body: { status: 1 } })).data.status).toBe(1);
    // and the first may not come back while the parked one prices the box for the level
    expect((await t.call('PUT', `/crm/price/${plan.id}/status`, { token: d.tokens.rep, body: { status: 1 } })).code).toBe(409);
    expect((await t.call('DELETE', `/crm/price/${parked.data.id}`, { token: d.tokens.rep })).code).toBe(200);
    expect((await t.call<PricePlanDetail>('PUT', `/crm/price/${plan.id}/status`, { token: d.tokens.rep, body: { status: 1 } })).data.status).toBe(1);
  });

  it('lets one of two concurrent conflicting saves through (the plan lock)', async () => {
    const [, , c] = d.goods.skuIds;
    const body = (name: string) => ({ name, type_ids: [d.type], items: [{ sku_id: c, unit_id: d.goods.unitId, price: 7 }] });
    const answers = await Promise.all([createPlan(body('并发甲')), createPlan(body('并发乙'), d.tokens.admin)]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.code === 200)!.data;
    expect((await t.call('DELETE', `/crm/price/${won.id}`, { token: d.tokens.rep })).code).toBe(200);
  });

  it('edits a plan: replaces its targets and lines, checked like a save', async () => {
    const [, b, c] = d.goods.skuIds;
    const res = await t.call<PricePlanDetail>('PUT', '/crm/price', {
      token: d.tokens.rep,
      body: { id: plan.id, name: '金牌价(新)', level_ids: [d.level], type_ids: [], items: [{ sku_id: c, unit_id: d.goods.packageUnitId, price: '140' }, { sku_id: b, unit_id: d.goods.unitId, price: '10.1' }] },
    });
    expect(res.code, res.message).toBe(200);
    expect(res.data).toMatchObject({ name: '金牌价(新)', types: [], item_count: 2 });
    expect(res.data.items.map((i) => [i.sku_id, i.price])).toEqual([
      [c, '140.00'],
      [b, '10.10'],
    ]);
    // 散装价 prices SKU a per piece for 银牌: adding 银牌 with that line clashes
    const clash = await t.call('PUT', '/crm/price', { token: d.tokens.rep, body: { id: plan.id, name: '金牌价(新)', level_ids: [d.level, d.level2], items: [{ sku_id: d.goods.skuIds[0], unit_id: d.goods.unitId, price: 1 }] } });
    expect(clash.code).toBe(409);
    expect((await t.call<PricePlanDetail>('GET', `/crm/price/${plan.id}`, { token: d.tokens.rep })).data.item_count).toBe(2);
    expect((await t.call('PUT', '/crm/price', { token: d.tokens.rep, body: { id: 99999999, name: 'x', level_ids: [d.level], items: [{ sku_id: c, unit_id: d.goods.unitId, price: 1 }] } })).code).toBe(404);
  });

  it('asks for each permission', async () => {
    expect((await t.call('GET', '/crm/prices', { token: d.tokens.nobody })).code).toBe(401);
    expect((await t.call('GET', `/crm/price/${plan.id}`, { token: d.tokens.nobody })).code).toBe(401);
    const body = { name: '无权', level_ids: [d.level2], items: [{ sku_id: d.goods.skuIds[2], unit_id: d.goods.unitId, price: 1 }] };
    expect((await createPlan(body, d.tokens.reader)).code).toBe(402);
    expect((await t.call('PUT', '/crm/price', { token: d.tokens.reader, body: { ...body, id: plan.id } })).code).toBe(402);
    expect((await t.call('PUT', `/crm/price/${plan.id}/status`, { token: d.tokens.reader, body: { status: 0 } })).code).toBe(402);
    expect((await t.call('DELETE', `/crm/price/${plan.id}`, { token: d.tokens.reader })).code).toBe(402);
    expect((await t.call('DELETE', `/crm/price/${plan.id}`, { token: other.tokens.admin })).code).toBe(404);
  });

  it('logs every change in the action log', async () => {
    const logged = await rows<{ action: string }>(t, sql`SELECT action FROM action_logs WHERE tenant_id = ${d.tenantId} AND target_type = 'crm_price_plan' ORDER BY id`);
    expect(new Set(logged.map((l) => l.action))).toEqual(new Set(['crm:price:create', 'crm:price:update', 'crm:price:status', 'crm:price:delete']));
  });
});

describe('personalized prices', () => {
  let created: CustomerPrice[];
  const add = (body: Record<string, unknown>, token = d.tokens.rep) => t.call<CustomerPrice[]>('POST', '/crm/personalized_price', { token, body });

  it('adds several prices of one customer, lists them by customer and SKU keyword, reads one', async () => {
    const [a, b] = d.goods.skuIds;
    const res = await add({
      customer_id: d.customers.rep,
      items: [
        { sku_id: a, unit_id: d.goods.unitId, price: '8.8', remark: '老客户' },
        { sku_id: b, unit_id: d.goods.packageUnitId, price: '118' },
      ],
    });
    expect(res.code, res.message).toBe(200);
    created = res.data;
    expect(created.map((c) => [c.customer_name, c.sku_id, c.unit_name === '' ? 'x' : 'ok', c.list_price, c.price, c.remark, c.updated_by_name])).toEqual([
      ['张伟的饭店', a, 'ok', '10.00', '8.80', '老客户', '张伟'],
      ['张伟的饭店', b, 'ok', '132.00', '118.00', null, '张伟'],
    ]);
    const mine = await t.call<ListData<CustomerPrice>>('GET', '/crm/personalized_prices', { token: d.tokens.rep, query: { customer_id: d.customers.rep } });
    expect(mine.data.list.map((p) => p.id)).toEqual([created[1].id, created[0].id]);
    const byCode = await t.call<ListData<CustomerPrice>>('GET', '/crm/personalized_prices', { token: d.tokens.rep, query: { keyword: d.goods.skuCodes[0] } });
    expect(byCode.data.list.map((p) => p.id)).toEqual([created[0].id]);
    expect((await t.call<CustomerPrice>('GET', `/crm/personalized_price/${created[0].id}`, { token: d.tokens.reader })).data.price).toBe('8.80');
  });

  it('keeps to the data scope: another rep neither sees nor prices the customer', async () => {
    expect((await t.call<ListData<CustomerPrice>>('GET', '/crm/personalized_prices', { token: d.tokens.rep2 })).data.list).toEqual([]);
    expect((await t.call('GET', `/crm/personalized_price/${created[0].id}`, { token: d.tokens.rep2 })).code).toBe(404);
    expect((await add({ customer_id: d.customers.rep, items: [{ sku_id: d.goods.skuIds[2], unit_id: d.goods.unitId, price: 1 }] }, d.tokens.rep2)).code).toBe(404);
    expect((await t.call('PUT', '/crm/personalized_price', { token: d.tokens.rep2, body: { id: created[0].id, unit_id: d.goods.unitId, price: 1 } })).code).toBe(404);
    expect((await t.call('DELETE', `/crm/personalized_price/${created[0].id}`, { token: d.tokens.rep2 })).code).toBe(404);
    expect((await t.call('GET', `/crm/personalized_price/${created[0].id}`, { token: other.tokens.admin })).code).toBe(404);
  });

  it('refuses a SKU and unit the customer already has, repeats, bad units and prices; stores nothing', async () => {
    const before = await countRows('crm_customer_prices');
    const [a, , c] = d.goods.skuIds;
    const taken = await add({
      customer_id: d.customers.rep,
      items: [
        { sku_id: c, unit_id: d.goods.unitId, price: 1 },
        { sku_id: a, unit_id: d.goods.unitId, price: 1 },
      ],
    });
    expect(taken.code).toBe(422);
    expect(field(taken.data, 'items.1.unit_id')).toBe('该客户已设置此商品单位的价格');
    const bad = async (items: unknown[], name: string, message: string) => {
      const res = await add({ customer_id: d.customers.rep, items });
      expect(res.code, JSON.stringify(items)).toBe(422);
      expect(field(res.data, name)).toBe(message);
    };
    await bad([], 'items', '请至少添加一个商品');
    await bad(
      [
        { sku_id: c, unit_id: d.goods.unitId, price: 1 },
        { sku_id: c, unit_id: d.goods.unitId, price: 2 },
      ],
      'items.1.unit_id',
      '同一商品的同一单位只能设置一次价格',
    );
    await bad([{ sku_id: c, unit_id: other.goods.unitId, price: 1 }], 'items.0.unit_id', '该商品没有此单位');
    await bad([{ sku_id: other.goods.skuIds[0], unit_id: other.goods.unitId, price: 1 }], 'items.0.sku_id', '商品不存在');
    await bad([{ sku_id: c, unit_id: d.goods.unitId, price: '' }], 'items.0.price', '价格在 0 到 10,000,000 之间');
    expect((await add({ customer_id: other.customers.rep, items: [{ sku_id: c, unit_id: d.goods.unitId, price: 1 }] }, d.tokens.admin)).code).toBe(404);
    expect(await countRows('crm_customer_prices')).toBe(before);
  });

  it('edits price, remark and unit; a unit the customer already has is refused; deletes', async () => {
    const [first, second] = created;
    const res = await t.call<CustomerPrice>('PUT', '/crm/personalized_price', { token: d.tokens.rep, body: { id: first.id, unit_id: d.goods.packageUnitId, price: '99.9', remark: '' } });
    expect(res.code, res.message).toBe(200);
    expect(res.data).toMatchObject({ unit_id: d.goods.packageUnitId, ratio: '12', price: '99.90', remark: null });
    const clash = await add({ customer_id: d.customers.rep, items: [{ sku_id: d.goods.skuIds[1], unit_id: d.goods.unitId, price: 1 }] });
    expect(clash.code).toBe(200);
    const refused = await t.call('PUT', '/crm/personalized_price', { token: d.tokens.rep, body: { id: second.id, unit_id: d.goods.unitId, price: 1 } });
    expect(refused.code).toBe(422);
    expect(field(refused.data, 'unit_id')).toBe('该客户已设置此商品单位的价格');
    expect(field((await t.call('PUT', '/crm/personalized_price', { token: d.tokens.rep, body: { id: second.id, unit_id: other.goods.unitId, price: 1 } })).data, 'unit_id')).toBe('该商品没有此单位');
    expect((await t.call('DELETE', `/crm/personalized_price/${clash.data[0].id}`, { token: d.tokens.rep })).code).toBe(200);
    expect((await t.call('GET', `/crm/personalized_price/${clash.data[0].id}`, { token: d.tokens.rep })).code).toBe(404);
  });

  it('asks for each permission and logs changes against the customer', async () => {
    expect((await t.call('GET', '/crm/personalized_prices', { token: d.tokens.nobody })).code).toBe(401);
    expect((await add({ customer_id: d.customers.rep, items: [{ sku_id: d.goods.skuIds[2], unit_id: d.goods.unitId, price: 1 }] }, d.tokens.reader)).code).toBe(402);
    expect((await t.call('PUT', '/crm/personalized_price', { token: d.tokens.reader, body: { id: created[0].id, unit_id: d.goods.unitId, price: 1 } })).code).toBe(402);
    expect((await t.call('DELETE', `/crm/personalized_price/${created[0].id}`, { token: d.tokens.reader })).code).toBe(402);
    expect((await t.call('GET', '/crm/personalized_prices/export', { token: d.tokens.reader })).code).toBe(402);
    const logged = await rows<{ action: string; target_type: string }>(t, sql`SELECT action, target_type FROM action_logs WHERE tenant_id = ${d.tenantId} AND action LIKE 'crm:customer_price:%' ORDER BY id`);
    expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(['crm:customer_price:create', 'crm:customer_price:update', 'crm:customer_price:delete']));
  });

  it('exports the list through the export centre', async () => {
    const res = await t.call<{ id: number }>('GET', '/crm/personalized_prices/export', { token: d.tokens.rep, query: { customer_id: d.customers.rep } });
    expect(res.code, res.message).toBe(200);
    const sheet = await downloadExport(t, d.tokens.rep, res.data.id);
    expect(sheet[0]).toEqual(['客户名称', '手机号', '商品编码', '商品名称', '规格', '单位', '标准价', '客户价', '备注', '更新时间']);
    expect(sheet.slice(1).map((r) => [r[0], r[2], r[7]])).toEqual([
      ['张伟的饭店', d.goods.skuCodes[0], 99.9],
      ['张伟的饭店', d.goods.skuCodes[1], 118],
    ]);
  });
});

describe('quotation price', () => {
  const quote = (customerId: number, query: Record<string, unknown> = {}, token = d.tokens.rep) =>
    t.call<ListData<QuotationPrice>>('GET', `/crm/customer/${customerId}/quotation_price`, { token, query: { page_size: 100, ...query } });

  it('lists every on-sale SKU in each unit with the customer’s effective price and its source', async () => {
    const [a, b, c] = d.goods.skuIds;
    const res = await quote(d.customers.rep);
    expect(res.code, res.message).toBe(200);
    const ours = res.data.list.filter((r) => d.goods.skuIds.includes(r.sku_id));
    expect(res.data.list.some((r) => r.sku_id === d.draft.skuIds[0])).toBe(false);
    expect(ours.map((r) => [r.sku_id, r.ratio, r.list_price, r.price, r.source, r.source_text, r.plan_name])).toEqual([
      [a, '1', '10.00', '10.00', 'list', '标准价', null],
      [a, '12', '120.00', '99.90', 'customer', '客户价', null],
      [b, '1', '11.00', '10.10', 'plan', '价格方案', '金牌价(新)'],
      [b, '12', '132.00', '118.00', 'customer', '客户价', null],
      [c, '1', '12.00', '12.00', 'list', '标准价', null],
      [c, '12', '144.00', '140.00', 'plan', '价格方案', '金牌价(新)'],
    ]);
    expect(res.data.pagination.total).toBe(6);
    const page2 = await quote(d.customers.rep, { page: 2, page_size: 4 });
    expect(page2.data.list.map((r) => [r.sku_id, r.ratio])).toEqual([
      [c, '1'],
      [c, '12'],
    ]);
    expect((await quote(d.customers.rep, { source: 'plan' })).data.list.map((r) => r.price)).toEqual(['10.10', '140.00']);
    expect((await quote(d.customers.rep, { keyword: d.goods.skuCodes[2] })).data.pagination.total).toBe(2);
    // rep2's customer has only the type, which no enabled plan prices now: list prices
    expect((await quote(d.customers.rep2, {}, d.tokens.rep2)).data.list.map((r) => r.source)).toEqual(['list', 'list', 'list', 'list', 'list', 'list']);
    const en = await t.call<ListData<QuotationPrice>>('GET', `/crm/customer/${d.customers.rep}/quotation_price`, { token: d.tokens.rep, query: { source: 'customer' }, headers: { 'accept-language': 'en' } });
    expect(en.data.list[0].source_text).toBe('Customer price');
  });

  it('keeps to the data scope and the permission; exports', async () => {
    expect((await quote(d.customers.rep, {}, d.tokens.rep2)).code).toBe(404);
    expect((await quote(other.customers.rep, {}, d.tokens.admin)).code).toBe(404);
    expect((await quote(d.customers.rep, {}, d.tokens.nobody)).code).toBe(401);
    expect((await quote(d.customers.rep, { source: 'nope' })).code).toBe(422);
    expect((await t.call('GET', `/crm/customer/${d.customers.rep}/export_quotation_price`, { token: d.tokens.reader })).code).toBe(402);
    expect((await t.call('GET', `/crm/customer/${d.customers.rep}/export_quotation_price`, { token: d.tokens.rep2 })).code).toBe(404);
    const res = await t.call<{ id: number }>('GET', `/crm/customer/${d.customers.rep}/export_quotation_price`, { token: d.tokens.rep, query: { keyword: d.goods.skuCodes[1] } });
    expect(res.code, res.message).toBe(200);
    const sheet = await downloadExport(t, d.tokens.rep, res.data.id);
    expect(sheet[0]).toEqual(['商品编码', '商品名称', '规格', '分类', '单位', '换算', '标准价', '客户价格', '价格来源', '价格方案']);
    expect(sheet.slice(1).map((r) => [r[0], r[5], r[7], r[8]])).toEqual([
      [d.goods.skuCodes[1], '1', 10.1, '价格方案'],
      [d.goods.skuCodes[1], '12', 118, '客户价'],
    ]);
  });
});
