import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Location } from '@tradewind/contract/wms/location.schema';
import type { PurchaseOrderDetail } from '@tradewind/contract/wms/purchase-order.schema';
import type { Supplier } from '@tradewind/contract/wms/supplier.schema';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import type { WarehousingEntry, WarehousingEntryDetail } from '@tradewind/contract/wms/warehousing-entry.schema';
import { queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { postStockMoves } from '@/modules/wms';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let goods: TestGoods;
type Wh = { id: number; loc: number; loc2: number };
let w1: Wh; // store A
let w2: Wh; // store A
let w3: Wh; // store B
let theirs: Wh;
let supplierId: number;
let theirSupplier: number;

const admin = () => ({ token: tenant.tokens.admin, storeId: tenant.stores.a });
const clerk = () => ({ token: tenant.tokens.clerk, storeId: tenant.stores.a });

async function makeWarehouse(who: TestTenant, storeId: number): Promise<Wh> {
  const as = { token: who.tokens.admin, storeId };
  const code = `W${randomBytes(3).toString('hex')}`;
  const w = await t.call<Warehouse>('POST', '/wms/warehouse', { ...as, body: { name: `仓${code}`, code } });
  const l = await t.call<Location>('POST', '/wms/location', { ...as, body: { warehouse_id: w.data.id, code: 'A-01' } });
  const l2 = await t.call<Location>('POST', '/wms/location', { ...as, body: { warehouse_id: w.data.id, code: 'B-01' } });
  await t.call('PUT', `/wms/warehouse/${w.data.id}/default_location`, { ...as, body: { location_id: l.data.id } });
  return { id: w.data.id, loc: l.data.id, loc2: l2.data.id };
}

async function makeSupplier(who: TestTenant, code: string): Promise<number> {
  const s = await t.call<Supplier>('POST', '/wms/supplier', { token: who.tokens.admin, body: { name: `供应商${code}`, code, store_ids: [who.stores.a] } });
  expect(s.code, JSON.stringify(s)).toBe(200);
  return s.data.id;
}

/** On hand per location of a SKU in a warehouse, and what the ledger sums to. */
async function stockOf(skuId: number, warehouseId: number) {
  const rows = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
    queryRows<{ location_id: number; on_hand: string; moved: string }>(
      tx,
      sql`SELECT s.location_id, s.on_hand::text, (SELECT coalesce(sum(m.qty), 0)::text FROM wms_stock_moves AS m WHERE m.sku_id = s.sku_id AND m.location_id = s.location_id) AS moved
          FROM wms_stock AS s WHERE s.sku_id = ${skuId} AND s.warehouse_id = ${warehouseId} ORDER BY s.location_id`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.location_id, Number(r.on_hand)]));
}

const create = (body: Record<string, unknown>, as = admin()) => t.call<WarehousingEntryDetail>('POST', '/wms/warehousing_entry', { ...as, body });

beforeAll(async () => {
  const prefix = `we${randomBytes(3).toString('hex')}`;
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'clerk', name: 'Clerk', permissions: ['wms:warehousing_entry:list', 'wms:warehousing_entry:create', 'wms:warehousing_entry:update'] },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'clerk', account: `${prefix}_clerk`, name: 'Clerk', password: TEST_PASSWORD, roles: ['clerk'], stores: ['a'] },
    ],
  });
  other = await t.tenant({});
  goods = await createTestGoods(t, tenant.tokens.admin, { skus: 3, name: '青岛啤酒' });
  w1 = await makeWarehouse(tenant, tenant.stores.a);
  w2 = await makeWarehouse(tenant, tenant.stores.a);
  w3 = await makeWarehouse(tenant, tenant.stores.b);
  theirs = await makeWarehouse(other, other.stores.a);
  supplierId = await makeSupplier(tenant, `S${prefix}`);
  theirSupplier = await makeSupplier(other, `S${prefix}x`);
});

describe('warehousing entries', () => {
  it('make a draft, edit it, audit it into locations (base and package units) and keep the supplier’s last price', async () => {
    const [a, b] = goods.skuIds;
    const made = await create({
      type: 1,
      warehouse_id: w1.id,
      supplier_id: supplierId,
      remark: '首批到货',
      lines: [
        { sku_id: a, unit_id: goods.unitId, qty: '5', price: '3.50', location_id: w1.loc2 },
        { sku_id: b, unit_id: goods.packageUnitId, qty: 2, price: 60 },
      ],
    });
    expect(made.code, JSON.stringify(made)).toBe(200);
    expect(made.data).toMatchObject({ type: 1, status: 0, supplier_id: supplierId, warehouse_id: w1.id, store_id: tenant.stores.a, total_amount: '137.50', line_count: 2, audited_at: null });
    expect(made.data.number).toMatch(/^WE\d{8}-\d{4}$/);
    expect(made.data.lines.map((l) => [l.qty, l.base_qty, l.ratio, l.location_id, l.amount])).toEqual([
      ['5', '5', '1', w1.loc2, '17.50'],
      ['2', '24', '12', w1.loc, '120.00'],
    ]);
    expect(made.data.logs.map((l) => [l.action, l.from_status, l.to_status])).toEqual([['create', null, 0]]);
    // nothing posted by a draft
    expect(await stockOf(a, w1.id)).toEqual({});

    const edited = await t.call<WarehousingEntryDetail>('PUT', '/wms/warehousing_entry', {
      ...admin(),
      body: { id: made.data.id, type: 1, warehouse_id: w1.id, supplier_id: supplierId, lines: [{ sku_id: a, unit_id: goods.unitId, qty: 6, price: 3.5, location_id: w1.loc2 }, { sku_id: b, unit_id: goods.packageUnitId, qty: 2, price: 60 }] },
    });
    expect(edited.data).toMatchObject({ total_amount: '141.00', remark: null, number: made.data.number });
    expect(edited.data.lines[1].units).toEqual([
      { unit_id: goods.unitId, unit_name: expect.any(String), ratio: '1', allow_decimal: 0 },
      { unit_id: goods.packageUnitId, unit_name: expect.any(String), ratio: '12', allow_decimal: 0 },
    ]);

    const audited = await t.call<WarehousingEntryDetail>('PUT', `/wms/warehousing_entry/${made.data.id}/audit`, { ...admin(), body: { remark: '已验收' } });
    expect(audited.code, JSON.stringify(audited)).toBe(200);
    expect(audited.data).toMatchObject({ status: 1, audited_by_name: 'Admin' });
    expect(audited.data.logs.map((l) => [l.action, l.to_status, l.remark])).toEqual([['create', 0, null], ['audit', 1, '已验收']]);
    expect(await stockOf(a, w1.id)).toEqual({ [w1.loc2]: 6 });
    expect(await stockOf(b, w1.id)).toEqual({ [w1.loc]: 24 });
    // cost per base unit: 60 a box of 12 → 5
    const cost = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      queryRows<{ cost: string }>(tx, sql`SELECT cost::text FROM wms_stock_totals WHERE sku_id = ${b} AND warehouse_id = ${w1.id}`),
    );
    expect(Number(cost[0].cost)).toBe(5);
    const prices = await t.call<Array<{ sku_id: number; last_price: string | null }>>('GET', `/wms/supplier/${supplierId}/skus`, admin());
    expect(prices.data.find((p) => p.sku_id === a)?.last_price).toBe('3.50');
    expect(prices.data.find((p) => p.sku_id === b)?.last_price).toBe('5.00');
    const history = await t.call<ListData<{ doc_no: string }>>('GET', '/wms/stock/history', { ...admin(), query: { sku_id: b } });
    expect(history.data.list.map((m) => m.doc_no)).toEqual([made.data.number]);

    // audited: no edit, delete, second audit or cancel
    const again = { ...admin(), body: {} };
    expect(await t.call('PUT', '/wms/warehousing_entry', { ...admin(), body: { ...edited.data, id: made.data.id, lines: [{ sku_id: a, unit_id: goods.unitId, qty: 1 }] } })).toMatchObject({ code: 409, message: '单据已审核或已作废，不能再操作' });
    expect((await t.call('PUT', `/wms/warehousing_entry/${made.data.id}/audit`, again)).code).toBe(409);
    expect((await t.call('PUT', `/wms/warehousing_entry/${made.data.id}/cancel`, again)).code).toBe(409);
    expect((await t.call('DELETE', `/wms/warehousing_entry/${made.data.id}`, admin())).code).toBe(409);
    expect(await stockOf(a, w1.id)).toEqual({ [w1.loc2]: 6 });
  });

  it('lists with filters in the caller’s stores, cancels and deletes drafts', async () => {
    const [, , c] = goods.skuIds;
    const one = await create({ type: 6, warehouse_id: w2.id, lines: [{ sku_id: c, unit_id: goods.unitId, qty: 1 }] });
    const two = await create({ type: 6, warehouse_id: w2.id, lines: [{ sku_id: c, unit_id: goods.unitId, qty: 2 }] });
    const inB = await create({ type: 6, warehouse_id: w3.id, lines: [{ sku_id: c, unit_id: goods.unitId, qty: 3 }] }, { token: tenant.tokens.admin, storeId: tenant.stores.b });
    expect(inB.data.store_id).toBe(tenant.stores.b);
    const list = async (query: Record<string, unknown>, as = admin()) => (await t.call<ListData<WarehousingEntry>>('GET', '/wms/warehousing_entries', { ...as, query })).data.list.map((e) => e.id);
    expect(await list({ warehouse_id: w2.id })).toEqual([two.data.id, one.data.id]);
    expect(await list({ keyword: two.data.number })).toEqual([two.data.id]);
    expect(await list({ type: 6, warehouse_id: w3.id })).toEqual([]);
    expect(await list({ warehouse_id: w3.id }, { token: tenant.tokens.admin, storeId: tenant.stores.b })).toEqual([inB.data.id]);
    const cancelled = await t.call<WarehousingEntryDetail>('PUT', `/wms/warehousing_entry/${one.data.id}/cancel`, { ...admin(), body: { remark: '录错' } });
    expect(cancelled.data).toMatchObject({ status: 2, logs: [{ action: 'create' }, { action: 'cancel', remark: '录错', to_status: 2 }] });
    expect(await list({ status: 2, warehouse_id: w2.id })).toEqual([one.data.id]);
    expect((await t.call('PUT', `/wms/warehousing_entry/${one.data.id}/audit`, { ...admin(), body: {} })).code).toBe(409);
    expect((await t.call('DELETE', `/wms/warehousing_entry/${two.data.id}`, admin())).code).toBe(200);
    expect((await t.call('GET', `/wms/warehousing_entry/${two.data.id}`, admin())).code).toBe(404);
    // the clerk works in store A only
    expect((await t.call('GET', `/wms/warehousing_entry/${inB.data.id}`, clerk())).code).toBe(404);
    expect(await stockOf(c, w2.id)).toEqual({});
  });

  it('posts at once when the warehouse setting says receiving needs no audit', async () => {
    const [, , c] = goods.skuIds;
    await t.call('PUT', '/wms/setting/warehouse', { ...admin(), body: { receiving_audit: 0 } });
    try {
      const made = await create({ type: 6, warehouse_id: w2.id, lines: [{ sku_id: c, unit_id: goods.unitId, qty: 4, location_id: w2.loc2 }] });
      expect(made.data).toMatchObject({ status: 1, logs: [{ action: 'create' }, { action: 'audit' }] });
      expect(await stockOf(c, w2.id)).toEqual({ [w2.loc2]: 4 });
    } finally {
      await t.call('PUT', '/wms/setting/warehouse', { ...admin(), body: { receiving_audit: 1 } });
    }
  });

  it('refuses bad lines, other stores’ and tenants’ ids with the field, posting nothing', async () => {
    const [a] = goods.skuIds;
    const ok = { sku_id: a, unit_id: goods.unitId, qty: 1 };
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ type: 6, warehouse_id: w1.id, lines: [{ ...ok, qty: 0 }] }, 'lines.0.qty'],
      [{ type: 6, warehouse_id: w1.id, lines: [{ ...ok, qty: -2 }] }, 'lines.0.qty'],
      [{ type: 6, warehouse_id: w1.id, lines: [{ ...ok, qty: '1.2345' }] }, 'lines.0.qty'],
      [{ type: 6, warehouse_id: w1.id, lines: [ok, { ...ok, qty: '1.5' }] }, 'lines.1.qty'],
      [{ type: 6, warehouse_id: w1.id, lines: [{ ...ok, unit_id: goods.packageUnitId + 1000 }] }, 'lines.0.unit_id'],
      [{ type: 6, warehouse_id: w1.id, lines: [{ ...ok, location_id: w2.loc }] }, 'lines.0.location_id'],
      [{ type: 6, warehouse_id: w1.id, lines: [{ ...ok, location_id: theirs.loc }] }, 'lines.0.location_id'],
      [{ type: 6, warehouse_id: w1.id, lines: [{ ...ok, price: -1 }] }, 'lines.0.price'],
      [{ type: 6, warehouse_id: w1.id, lines: [{ ...ok, sku_id: 2147483647 }] }, 'lines.0.sku_id'],
      [{ type: 6, warehouse_id: w1.id, lines: [] }, 'lines'],
      [{ type: 6, warehouse_id: theirs.id, lines: [ok] }, 'warehouse_id'],
      [{ type: 2, warehouse_id: w1.id, lines: [ok] }, 'type'],
      [{ type: 1, warehouse_id: w1.id, lines: [ok] }, 'supplier_id'],
      [{ type: 1, warehouse_id: w1.id, supplier_id: theirSupplier, lines: [ok] }, 'supplier_id'],
    ];
    for (const [body, field] of bad) expect(await create(body), JSON.stringify(body)).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    // a warehouse of store B for the clerk who works in A only
    expect(await create({ type: 6, warehouse_id: w3.id, lines: [ok] }, clerk())).toMatchObject({ code: 422, data: { errors: [{ field: 'warehouse_id' }] } });
    // another tenant's entry is not found
    const mine = await create({ type: 6, warehouse_id: w1.id, lines: [ok] });
    expect((await t.call('GET', `/wms/warehousing_entry/${mine.data.id}`, { token: other.tokens.admin, storeId: other.stores.a })).code).toBe(404);
    expect((await t.call('PUT', `/wms/warehousing_entry/${mine.data.id}/audit`, { token: other.tokens.admin, storeId: other.stores.a, body: {} })).code).toBe(404);
    for (const query of [{ status: 5 }, { type: 9 }, { warehouse_id: 'x' }, { start_date: '2026-02-30' }, { start_date: '2026-02-02', end_date: '2026-02-01' }])
      expect((await t.call('GET', '/wms/warehousing_entries', { ...admin(), query })).code, JSON.stringify(query)).toBe(422);
    const list = await t.call<ListData<WarehousingEntry>>('GET', '/wms/warehousing_entries', { ...admin(), query: { warehouse_id: w1.id, status: 0 } });
    expect(list.data.list.map((e) => e.id)).toEqual([mine.data.id]);
    // the date range is the created day in the tenant's zone
    const day = mine.data.created_at.slice(0, 10);
    const dated = async (query: Record<string, string>) =>
      (await t.call<ListData<WarehousingEntry>>('GET', '/wms/warehousing_entries', { ...admin(), query: { warehouse_id: w1.id, status: 0, ...query } })).data.list.map((e) => e.id);
    expect(await dated({ start_date: day, end_date: day })).toEqual([mine.data.id]);
    expect(await dated({ end_date: '2000-01-01' })).toEqual([]);
  });

  it('receives a purchase order half now and the rest later, refusing SKUs not on it, another warehouse and over-receipt', async () => {
    const [a, b, c] = goods.skuIds;
    const po = await t.call<{ id: number }>('POST', '/wms/purchase_order', {
      ...admin(),
      body: { supplier_id: supplierId, warehouse_id: w2.id, items: [{ sku_id: a, unit_id: goods.packageUnitId, qty: 2, price: '120.00' }, { sku_id: b, qty: 10, price: '4.00' }] },
    });
    expect(po.code, JSON.stringify(po)).toBe(200);
    const poState = async () => (await t.call<{ status: number }>('GET', `/wms/purchase_order/${po.data.id}`, admin())).data.status;
    // a draft order cannot be received yet
    const early = await create({ type: 1, warehouse_id: w2.id, purchase_order_id: po.data.id, lines: [{ sku_id: a, unit_id: goods.unitId, qty: 12 }] });
    expect(early.code).toBe(409);
    for (const action of ['submit', 'audit']) expect((await t.call('PUT', `/wms/purchase_order/${po.data.id}/${action}`, { ...admin(), body: {} })).code).toBe(200);

    const from = { type: 1, warehouse_id: w2.id, purchase_order_id: po.data.id };
    expect(await create({ ...from, lines: [{ sku_id: c, unit_id: goods.unitId, qty: 1 }] })).toMatchObject({ code: 422, data: { errors: [{ field: 'lines.0.sku_id' }] } });
    expect(await create({ ...from, warehouse_id: w1.id, lines: [{ sku_id: a, unit_id: goods.unitId, qty: 1 }] })).toMatchObject({ code: 422, data: { errors: [{ field: 'warehouse_id' }] } });
    expect(await create({ ...from, type: 6, lines: [{ sku_id: a, unit_id: goods.unitId, qty: 1 }] })).toMatchObject({ code: 422, data: { errors: [{ field: 'type' }] } });
    expect(await create({ ...from, purchase_order_id: 2147483647, lines: [{ sku_id: a, unit_id: goods.unitId, qty: 1 }] })).toMatchObject({ code: 422, data: { errors: [{ field: 'purchase_order_id' }] } });

    // half: one box of the first (12 pieces) into B-01, 5 of the second; the supplier is the order's
    const half = await create({ ...from, lines: [{ sku_id: a, unit_id: goods.packageUnitId, qty: 1, price: 120, location_id: w2.loc2 }, { sku_id: b, unit_id: goods.unitId, qty: 5, price: 4 }] });
    expect(half.code, JSON.stringify(half)).toBe(200);
    expect(half.data).toMatchObject({ supplier_id: supplierId, purchase_order_id: po.data.id, purchase_order_number: expect.stringMatching(/^PO/) });
    expect(half.data.lines.every((l) => typeof l.purchase_order_item_id === 'number')).toBe(true);
    // its quantity total per unit: 1 box and 5 pieces, never 6
    expect(half.data.unit_totals.map((u) => Number(u.qty))).toEqual([1, 5]);
    expect(new Set(half.data.unit_totals.map((u) => u.unit_name)).size).toBe(2);
    expect((await t.call('PUT', `/wms/warehousing_entry/${half.data.id}/audit`, { ...admin(), body: {} })).code).toBe(200);
    expect(await poState()).toBe(3);
    expect(await stockOf(a, w2.id)).toEqual({ [w2.loc2]: 12 });

    // more than is open (no tolerance): refused by the order, nothing posted, the entry stays a draft
    const over = await create({ ...from, lines: [{ sku_id: b, unit_id: goods.unitId, qty: 6 }] });
    expect((await t.call('PUT', `/wms/warehousing_entry/${over.data.id}/audit`, { ...admin(), body: {} })).code).toBe(409);
    expect(await stockOf(b, w2.id)).toEqual({ [w2.loc]: 5 });
    // the order shows beside what audits received what entries awaiting audit hold, and names those entries
    const onOrder = (await t.call<PurchaseOrderDetail>('GET', `/wms/purchase_order/${po.data.id}`, admin())).data;
    expect(onOrder.items.map((i) => [Number(i.received_base_qty), Number(i.pending_base_qty)])).toEqual([[12, 0], [5, 6]]);
    expect(onOrder.pending_entries.map((e) => e.id)).toEqual([over.data.id]);

    // the rest: the order is received
    const rest = await create({ ...from, lines: [{ sku_id: a, unit_id: goods.unitId, qty: 12 }, { sku_id: b, unit_id: goods.unitId, qty: 5 }] });
    expect((await t.call('PUT', `/wms/warehousing_entry/${rest.data.id}/audit`, { ...admin(), body: {} })).code).toBe(200);
    expect(await poState()).toBe(4);
    expect(await stockOf(a, w2.id)).toEqual({ [w2.loc]: 12, [w2.loc2]: 12 });
    expect(await stockOf(b, w2.id)).toEqual({ [w2.loc]: 10 });
    // nothing is left to receive
    expect((await t.call('PUT', `/wms/warehousing_entry/${over.data.id}/audit`, { ...admin(), body: {} })).code).toBe(409);
  });

  it('refuses members without the permission', async () => {
    const [a] = goods.skuIds;
    const made = await create({ type: 6, warehouse_id: w1.id, lines: [{ sku_id: a, unit_id: goods.unitId, qty: 1 }] }, clerk());
    expect(made.code).toBe(200);
    expect((await t.call('GET', `/wms/warehousing_entry/${made.data.id}`, clerk())).code).toBe(200);
    for (const [method, url] of [
      ['PUT', `/wms/warehousing_entry/${made.data.id}/audit`],
      ['PUT', `/wms/warehousing_entry/${made.data.id}/cancel`],
      ['DELETE', `/wms/warehousing_entry/${made.data.id}`],
    ] as const) {
      expect((await t.call(method, url, { ...clerk(), body: {} })).code, `${method} ${url}`).toBe(402);
    }
    expect((await t.call<WarehousingEntryDetail>('GET', `/wms/warehousing_entry/${made.data.id}`, admin())).data.status).toBe(0);
    const log = await t.call<ListData<{ action: string; target_type: string | null }>>('GET', '/action/log', { ...admin(), query: { page_size: 100 } });
    expect(log.data.list.some((r) => r.action === 'wms:warehousing_entry:audit' && r.target_type === 'wms_warehousing_entry')).toBe(true);
  });

  it('refuses quantities and amounts past their columns with the limit, and an audit past the on-hand column with 409', async () => {
    const [, , c] = goods.skuIds;
    const line = (qty: unknown, price: unknown) => ({ type: 6, warehouse_id: w2.id, lines: [{ sku_id: c, unit_id: goods.unitId, qty, price }] });
    const tooMany = await create(line('99999999999', 1));
    expect(tooMany).toMatchObject({ code: 422, message: '数量不能超过 99,999,999.999' });
    const tooDear = await create(line(99_999_999, 10_000_000));
    expect(tooDear.code).toBe(422);
    expect(tooDear.data).toEqual({ errors: [{ field: 'lines.0.price', message: '金额（数量 × 单价）不能超过 999,999,999,999.99' }] });

    // the location already holds all but 500 of what its on-hand column takes (numeric(14,3))
    await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      postStockMoves({ db: tx, tenantId: tenant.tenantId, staffId: tenant.staff.admin }, { docType: 'warehousing_entry', docId: 0, docNo: 'FILL', lines: [{ itemId: 1, skuId: c, warehouseId: w2.id, qty: '99999999499.999', unitCost: '0' }] }),
    );
    const entry = await create(line(1000, 0));
    expect(entry.code).toBe(200);
    const audit = await t.call('PUT', `/wms/warehousing_entry/${entry.data.id}/audit`, { ...admin(), headers: { 'accept-language': 'en-US' }, body: {} });
    expect(audit.code).toBe(409);
    expect(audit.message).toContain('99,999,999,999.999');
    expect((await t.call<WarehousingEntryDetail>('GET', `/wms/warehousing_entry/${entry.data.id}`, admin())).data.status).toBe(0);
    expect((await stockOf(c, w2.id))[w2.loc]).toBe(99999999499.999);
  });
});
