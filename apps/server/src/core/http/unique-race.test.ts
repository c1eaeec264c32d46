import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '@/core/db/tenancy';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { onPostgres, useTestApp, type Reply, type TestTenant } from '@/test/test-app';

/**
 * The class test of a unique value saved at once (docs/architecture.md §3): every create route whose
 * unique index holds a value a person types gets the same value ten times at once. Both checks a service
 * runs before its insert pass for several of them, so the unique index refuses the later inserts: exactly
 * one is saved, and every other answers what a later duplicate answers (409, or a 422 on the field where
 * the form shows it there), never 500. PostgreSQL only: PGlite runs one statement at a time, so no two
 * requests race there.
 */

/** `body` is the same for every request of a race but for what `i` (the request's number) varies. */
type Race = { url: string; body: (tag: string, i: number) => Record<string, unknown>; store?: boolean };

const t = useTestApp();
let tenant: TestTenant;
let goods: TestGoods;
let warehouseId: number;
let carModelId: number;
let levelId: number;

const tag = () => randomBytes(3).toString('hex');
/** A mobile number made of a tag. */
const phone = (prefix: string, s: string) => `${prefix}${String(parseInt(s, 16) % 1e8).padStart(8, '0')}`;

/** Each create route by the unique index it races for. */
const RACES: Record<string, Race> = {
  stores_tenant_name: { url: '/store', body: (s) => ({ name: `门店${s}` }) },
  roles_tenant_name: { url: '/role', body: (s) => ({ name: `角色${s}`, data_scope: 1, permissions: [] }) },
  staff_account: { url: '/staff', body: (s, i) => ({ account: `u${s}`, name: '员工', phone: phone('137', `${s}${i}`), password: 'secret123', role_ids: [], store_ids: [tenant.stores.a] }) },
  staff_phone: { url: '/staff', body: (s, i) => ({ account: `u${s}${i}`, name: '员工', phone: phone('136', s), password: 'secret123', role_ids: [], store_ids: [tenant.stores.a] }) },
  crm_customer_types_name: { url: '/crm/type', body: (s) => ({ name: `类型${s}` }) },
  crm_customer_levels_name: { url: '/crm/level', body: (s) => ({ name: `等级${s}` }) },
  crm_customers_phone: { url: '/crm/customer', store: true, body: (s) => ({ name: `客户${s}`, phone: phone('139', s) }) },
  crm_price_plans_name: { url: '/crm/price', body: (s) => ({ name: `价格${s}`, status: 1, level_ids: [levelId], items: [{ sku_id: goods.skuIds[0], unit_id: goods.unitId, price: 9 }] }) },
  pms_categories_name: { url: '/pms/category', body: (s) => ({ name: `分类${s}` }) },
  pms_brands_name: { url: '/pms/brand', body: (s) => ({ name: `品牌${s}` }) },
  pms_units_name: { url: '/pms/unit_config', body: (s) => ({ name: `单位${s}` }) },
  pms_specs_name: { url: '/pms/spec', body: (s) => ({ name: `规格${s}`, values: ['一'] }) },
  pms_types_name: { url: '/pms/type', body: (s) => ({ name: `类型${s}` }) },
  pms_processes_name: {
    url: '/pms/process',
    body: (s) => ({ name: `加工${s}`, inputs: [{ sku_id: goods.skuIds[0], quantity: 1 }], outputs: [{ sku_id: goods.skuIds[1], quantity: 1 }] }),
  },
  pms_spus_name: {
    url: '/pms/spu',
    body: (s) => ({
      name: `商品${s}`,
      category_id: goods.categoryId,
      spec_ids: [goods.specId],
      skus: [{ spec_value_ids: [goods.specValueIds[0]], unit_id: goods.unitId, sale_price: '10.00', cost_price: '5.00' }],
    }),
  },
  wms_warehouses_code: { url: '/wms/warehouse', store: true, body: (s) => ({ name: `仓${s}`, code: `W${s}` }) },
  wms_locations_code: { url: '/wms/location', store: true, body: (s) => ({ warehouse_id: warehouseId, code: `L${s}` }) },
  // a code of its own per request: the name is what they race for (with one code too, a loser could meet the code's index first)
  wms_suppliers_name: { url: '/wms/supplier', body: (s, i) => ({ name: `供应商${s}`, code: `S${s}${i}`, store_ids: [] }) },
  oms_sites_code: { url: '/oms/site', body: (s) => ({ name: `站点${s}`, code: `Z${s}`, type: 1, longitude: 121.5, latitude: 31.2, address: '川沙路 1 号' }) },
  lms_car_models_name: { url: '/lms/car_model', body: (s) => ({ name: `车型${s}`, capacity_weight: 2000, capacity_volume: 16 }) },
  lms_cars_plate: { url: '/lms/car', body: (s) => ({ plate: `沪A${s.slice(0, 5).toUpperCase()}`, car_model_id: carModelId }) },
  lms_workers_phone: { url: '/lms/worker', store: true, body: (s) => ({ name: '师傅', phone: phone('147', s), type: 2 }) },
  lms_pre_lines_name: { url: '/lms/pre_line', store: true, body: (s) => ({ name: `预线${s}`, customer_ids: [] }) },
  fms_payment_configs_name: { url: '/fms/payment_config', body: (s) => ({ kind: 1, name: `现金${s}` }) },
  marketing_couriers_code: { url: '/marketing/courier', body: (s, i) => ({ code: `K${s}`, name: `快递${s}${i}` }) },
};

/** Unique indexes on a typed value that no create route above races for, each with its reason. */
const NOT_RACED: Record<string, string> = {
  wms_suppliers_code: 'the same route as wms_suppliers_name, whose race it shares',
  pms_skus_code: 'SKU codes are made by the server in one sequence, not typed twice at once',
  pms_skus_barcode: 'a barcode is saved with its SPU, raced by pms_spus_name',
  menus_tenant_key: 'menus are written by the seed from the page declarations, not by a request',
};

beforeAll(async () => {
  tenant = await t.tenant();
  const admin = tenant.tokens.admin;
  goods = await createTestGoods(t, admin, { skus: 2 });
  const warehouse = await t.call<{ id: number }>('POST', '/wms/warehouse', { token: admin, storeId: tenant.stores.a, body: { name: '竞争仓', code: `RW${tag()}` } });
  expect(warehouse.code, JSON.stringify(warehouse)).toBe(200);
  warehouseId = warehouse.data.id;
  const model = await t.call<{ id: number }>('POST', '/lms/car_model', { token: admin, body: { name: `竞争车型${tag()}`, capacity_weight: 2000, capacity_volume: 16 } });
  expect(model.code, JSON.stringify(model)).toBe(200);
  carModelId = model.data.id;
  const level = await t.call<{ id: number }>('POST', '/crm/level', { token: admin, body: { name: `竞争等级${tag()}` } });
  expect(level.code, JSON.stringify(level)).toBe(200);
  levelId = level.data.id;
});

/** An index definition whose last column is a typed value: `(tenant_id, name)`, `(tenant_id, lower((account)::text)) WHERE …`. */
const TYPED_VALUE_INDEX = String.raw`\(tenant_id, (store_id, )?(lower\(\()?(name|code|phone|plate|account|barcode|key)(\)::text)?\)+( WHERE .*)?$`;

describe.runIf(onPostgres)('the same unique value saved ten times at once', () => {
  it('covers every unique index on a typed value of a tenant table', async () => {
    const indexes = await withSystem(t.app.database.db, async (tx) =>
      (
        (await tx.execute(
          sql`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND indexdef LIKE 'CREATE UNIQUE INDEX%'
                AND indexdef LIKE '%(tenant_id, %' AND indexname NOT LIKE '%pkey'
                AND indexdef ~ ${TYPED_VALUE_INDEX}`,
        )) as unknown as { rows: Array<{ indexname: string }> }
      ).rows.map((r) => r.indexname),
    );
    expect(indexes).toEqual(expect.arrayContaining(['pms_brands_name', 'staff_account', 'lms_pre_lines_name']));
    const uncovered = indexes.filter((name) => !RACES[name] && !NOT_RACED[name]);
    expect(uncovered, 'a unique index on a typed value: race its create route in RACES, or say in NOT_RACED why not').toEqual([]);
  });

  for (const [index, race] of Object.entries(RACES)) {
    it(`${race.url} (${index}): one saved, the rest answer as a later duplicate, none 500`, async () => {
      const s = tag();
      const send = (i: number) => t.call('POST', race.url, { token: tenant.tokens.admin, storeId: race.store ? tenant.stores.a : undefined, body: race.body(s, i) });
      const replies: Reply[] = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i)));
      const later = await send(10);
      expect(later.code, JSON.stringify(later)).toBeOneOf([409, 422]);
      const summary = replies.map((r) => `${r.status}/${r.code} ${r.message}`);
      expect(summary.filter((s) => s.startsWith('200/200')), summary.join('\n')).toHaveLength(1);
      expect(summary.filter((s) => !s.startsWith('200/200'))).toEqual(Array.from({ length: 9 }, () => `${later.status}/${later.code} ${later.message}`));
    });
  }

  it('PUT /wms/setting/warehouse ten times at once: every save answers, the last one stands', async () => {
    const body = (percent: number) => ({
      allow_negative: 0,
      over_receipt_percent: percent,
      receiving_audit: 1,
      lock_counting_locations: 0,
      store_warehouses: [{ store_id: tenant.stores.a, warehouse_id: warehouseId }],
    });
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => t.call('PUT', '/wms/setting/warehouse', { token: tenant.tokens.admin, body: body(i) })));
    expect(replies.map((r) => `${r.status}/${r.code} ${r.message}`)).toEqual(Array.from({ length: 10 }, () => expect.stringMatching(/^200\/200 /)));
    const saved = await t.call<{ store_warehouses: Array<{ store_id: number; warehouse_id: number }> }>('GET', '/wms/setting/warehouse', { token: tenant.tokens.admin });
    expect(saved.data.store_warehouses).toEqual([expect.objectContaining({ store_id: tenant.stores.a, warehouse_id: warehouseId })]);
  });
});
