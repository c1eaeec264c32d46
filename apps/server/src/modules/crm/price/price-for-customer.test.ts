import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '@/core/db/tenancy';
import { AppError } from '@/core/http/errors';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp } from '@/test/test-app';
import { drawerTenant, rows, type DrawerTenant } from '@/test/fixtures/crm/drawer-test-fixture';
import { priceForCustomer } from '../index';

const t = useTestApp();
let d: DrawerTenant;
let other: DrawerTenant;
let goods: TestGoods;
let otherGoods: TestGoods;
let level: number;
let type: number;

const made = async (url: string, body: Record<string, unknown>, token: string) => {
  const res = await t.call<{ id: number }>('POST', url, { token, body });
  if (res.code !== 200) throw new Error(`${url}: ${res.message}`);
  return res.data.id;
};

/** An enabled (or disabled) plan for a level or type, written straight into the tables. */
async function plan(tenantId: number, target: { level?: number; type?: number }, items: Array<[number, number, string]>, status = 1) {
  const [p] = await rows<{ id: number }>(t, sql`INSERT INTO crm_price_plans (tenant_id, name, status) VALUES (${tenantId}, ${`方案${Math.random()}`}, ${status}) RETURNING id`);
  if (target.level) await rows(t, sql`INSERT INTO crm_price_plan_targets (tenant_id, plan_id, target_type, target_id) VALUES (${tenantId}, ${p.id}, 1, ${target.level}) RETURNING plan_id`);
  if (target.type) await rows(t, sql`INSERT INTO crm_price_plan_targets (tenant_id, plan_id, target_type, target_id) VALUES (${tenantId}, ${p.id}, 2, ${target.type}) RETURNING plan_id`);
  for (const [skuId, unitId, price] of items)
    await rows(t, sql`INSERT INTO crm_price_plan_items (tenant_id, plan_id, sku_id, unit_id, price) VALUES (${tenantId}, ${p.id}, ${skuId}, ${unitId}, ${price}) RETURNING id`);
  return p.id;
}

const price = (tenantId: number, customerId: number, lines: Array<{ skuId: number; unitId: number }>) =>
  withTenant(t.app.database.db, tenantId, (tx) => priceForCustomer(tx, customerId, lines));

async function refusal(run: Promise<unknown>) {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, errors: ((error as AppError).data as { errors: Array<{ field: string; message: string }> }).errors };
}

beforeAll(async () => {
  d = await drawerTenant(t);
  other = await drawerTenant(t);
  // three SKUs at 10.00, 11.00, 12.00 a piece, each also in a box of 12
  goods = await createTestGoods(t, d.tokens.admin, { skus: 3 });
  otherGoods = await createTestGoods(t, other.tokens.admin, { skus: 1 });
  level = await made('/crm/level', { name: `金牌${Math.random()}`.slice(0, 20) }, d.tokens.admin);
  type = await made('/crm/type', { name: `餐饮${Math.random()}`.slice(0, 20) }, d.tokens.admin);
  await rows(t, sql`UPDATE crm_customers SET level_id = ${level}, type_id = ${type} WHERE id = ${d.customers.rep} RETURNING id`);
  await rows(t, sql`UPDATE crm_customers SET type_id = ${type} WHERE id = ${d.customers.rep2} RETURNING id`);
});

describe('priceForCustomer', () => {
  it('takes the customer’s own price, else the level’s plan, else the type’s plan, else the list price', async () => {
    const [a, b, c] = goods.skuIds;
    const box = goods.packageUnitId;
    const piece = goods.unitId;
    // the box of SKU c has its own sale price; the others are 12 × the piece price
    await rows(t, sql`UPDATE pms_sku_units SET sale_price = 130.50 WHERE sku_id = ${c} AND unit_id = ${box} RETURNING id`);
    const levelPlan = await plan(d.tenantId, { level }, [
      [a, piece, '9.50'],
      [a, box, '110.00'],
      [b, piece, '10.20'],
    ]);
    const typePlan = await plan(d.tenantId, { type }, [
      [a, piece, '9.80'],
      [b, box, '120.00'],
    ]);
    await plan(d.tenantId, { level, type }, [[c, piece, '1.00']], 0); // disabled: never applies
    await rows(t, sql`INSERT INTO crm_customer_prices (tenant_id, customer_id, sku_id, unit_id, price) VALUES (${d.tenantId}, ${d.customers.rep}, ${a}, ${piece}, 8.88) RETURNING id`);

    const lines = [
      { skuId: a, unitId: piece },
      { skuId: a, unitId: box },
      { skuId: b, unitId: piece },
      { skuId: b, unitId: box },
      { skuId: c, unitId: piece },
      { skuId: c, unitId: box },
      { skuId: a, unitId: piece },
    ];
    expect(await price(d.tenantId, d.customers.rep, lines)).toEqual([
      { skuId: a, unitId: piece, ratio: '1', price: '8.88', source: 'customer', planId: null },
      { skuId: a, unitId: box, ratio: '12', price: '110.00', source: 'plan', planId: levelPlan },
      { skuId: b, unitId: piece, ratio: '1', price: '10.20', source: 'plan', planId: levelPlan },
      { skuId: b, unitId: box, ratio: '12', price: '120.00', source: 'plan', planId: typePlan },
      { skuId: c, unitId: piece, ratio: '1', price: '12.00', source: 'list', planId: null },
      { skuId: c, unitId: box, ratio: '12', price: '130.50', source: 'list', planId: null },
      { skuId: a, unitId: piece, ratio: '1', price: '8.88', source: 'customer', planId: null },
    ]);
    // rep2 has only the type: the type's plan, else the list price (12 × 10.00)
    expect(await price(d.tenantId, d.customers.rep2, lines.slice(0, 3))).toEqual([
      { skuId: a, unitId: piece, ratio: '1', price: '9.80', source: 'plan', planId: typePlan },
      { skuId: a, unitId: box, ratio: '12', price: '120.00', source: 'list', planId: null },
      { skuId: b, unitId: piece, ratio: '1', price: '11.00', source: 'list', planId: null },
    ]);
    // the pool customer has neither level nor type
    expect((await price(d.tenantId, d.customers.pool, [{ skuId: a, unitId: piece }]))[0]).toMatchObject({ price: '10.00', source: 'list' });
    expect(await price(d.tenantId, d.customers.pool, [])).toEqual([]);
  });

  it('rounds the SKU’s price × a fractional ratio to cents', async () => {
    const [, b] = goods.skuIds;
    await rows(t, sql`UPDATE pms_sku_units SET ratio = 2.345 WHERE sku_id = ${b} AND unit_id = ${goods.packageUnitId} RETURNING id`);
    await rows(t, sql`DELETE FROM crm_price_plan_items WHERE sku_id = ${b} AND unit_id = ${goods.packageUnitId} RETURNING id`);
    // 11.00 × 2.345 = 25.795 → 25.80
    expect((await price(d.tenantId, d.customers.pool, [{ skuId: b, unitId: goods.packageUnitId }]))[0]).toEqual({
      skuId: b,
      unitId: goods.packageUnitId,
      ratio: '2.345',
      price: '25.80',
      source: 'list',
      planId: null,
    });
  });

  it('names every bad line: another tenant’s or no SKU on sku_id, a unit the SKU has not on unit_id; an unknown customer on customer_id', async () => {
    const [a] = goods.skuIds;
    const bad = await refusal(
      price(d.tenantId, d.customers.rep, [
        { skuId: a, unitId: goods.unitId },
        { skuId: otherGoods.skuIds[0], unitId: otherGoods.unitId },
        { skuId: a, unitId: otherGoods.packageUnitId },
        { skuId: 2147480000, unitId: goods.unitId },
      ]),
    );
    expect(bad.code).toBe(422);
    expect(bad.errors).toEqual([
      { field: 'lines.1.sku_id', message: 'crm.price_sku_not_found' },
      { field: 'lines.2.unit_id', message: 'crm.price_unit_not_of_sku' },
      { field: 'lines.3.sku_id', message: 'crm.price_sku_not_found' },
    ]);
    const stranger = await refusal(price(d.tenantId, other.customers.rep, [{ skuId: a, unitId: goods.unitId }]));
    expect(stranger.errors).toEqual([{ field: 'customer_id', message: 'crm.price_customer_not_found' }]);
  });

  it('answers hundreds of lines, repeated SKUs included, in their order', async () => {
    const [a, b, c] = goods.skuIds;
    const lines = Array.from({ length: 600 }, (_, i) => ({ skuId: [a, b, c][i % 3], unitId: i % 2 ? goods.unitId : goods.packageUnitId }));
    const priced = await price(d.tenantId, d.customers.rep, lines);
    expect(priced).toHaveLength(600);
    expect(priced.map((p) => [p.skuId, p.unitId])).toEqual(lines.map((l) => [l.skuId, l.unitId]));
  });
});
