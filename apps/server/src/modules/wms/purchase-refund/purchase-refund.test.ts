import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Location } from '@tradewind/contract/wms/location.schema';
import type { PurchaseRefund, PurchaseRefundDetail } from '@tradewind/contract/wms/purchase-refund.schema';
import type { Supplier } from '@tradewind/contract/wms/supplier.schema';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import type { WarehousingEntryDetail } from '@tradewind/contract/wms/warehousing-entry.schema';
import { queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { checkStockLedger } from '../stock/ledger-check';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let goods: TestGoods;
type Wh = { id: number; loc: number; loc2: number };
let w1: Wh;
let negative: Wh; // allows negative stock
let theirs: Wh;
let supplierId: number;

const admin = () => ({ token: tenant.tokens.admin, storeId: tenant.stores.a });

async function makeWarehouse(who: TestTenant, allowNegative = 0): Promise<Wh> {
  const as = { token: who.tokens.admin, storeId: who.stores.a };
  const code = `W${randomBytes(3).toString('hex')}`;
  const w = await t.call<Warehouse>('POST', '/wms/warehouse', { ...as, body: { name: `仓${code}`, code, allow_negative: allowNegative } });
  const l = await t.call<Location>('POST', '/wms/location', { ...as, body: { warehouse_id: w.data.id, code: 'A-01' } });
  const l2 = await t.call<Location>('POST', '/wms/location', { ...as, body: { warehouse_id: w.data.id, code: 'B-01' } });
  await t.call('PUT', `/wms/warehouse/${w.data.id}/default_location`, { ...as, body: { location_id: l.data.id } });
  return { id: w.data.id, loc: l.data.id, loc2: l2.data.id };
}

async function onHand(skuId: number, locationId: number) {
  const [row] = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
    queryRows<{ on_hand: string | null; moved: string }>(
      tx,
      sql`SELECT (SELECT on_hand::text FROM wms_stock WHERE sku_id = ${skuId} AND location_id = ${locationId}) AS on_hand,
            (SELECT coalesce(sum(qty), 0)::text FROM wms_stock_moves WHERE sku_id = ${skuId} AND location_id = ${locationId}) AS moved`,
    ),
  );
  return { onHand: Number(row.on_hand ?? 0), moved: Number(row.moved) };
}

const entry = (lines: Array<Record<string, unknown>>, warehouseId = w1.id) =>
  t.call<WarehousingEntryDetail>('POST', '/wms/warehousing_entry', { ...admin(), body: { type: 6, warehouse_id: warehouseId, lines } });
const refund = (lines: Array<Record<string, unknown>>, warehouseId = w1.id) =>
  t.call<PurchaseRefundDetail>('POST', '/wms/purchase_refund_order', { ...admin(), body: { supplier_id: supplierId, warehouse_id: warehouseId, lines } });
const audit = (kind: 'warehousing_entry' | 'purchase_refund_order', id: number) => t.call<PurchaseRefundDetail>('PUT', `/wms/${kind}/${id}/audit`, { ...admin(), body: {} });

beforeAll(async () => {
  const prefix = `pr${randomBytes(3).toString('hex')}`;
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'buyer', name: 'Buyer', permissions: ['wms:purchase_refund_order:list', 'wms:purchase_refund_order:create'] },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'buyer', account: `${prefix}_buyer`, name: 'Buyer', password: TEST_PASSWORD, roles: ['buyer'], stores: ['a'] },
    ],
  });
  other = await t.tenant({});
  goods = await createTestGoods(t, tenant.tokens.admin, { skus: 3, name: '可乐' });
  w1 = await makeWarehouse(tenant);
  negative = await makeWarehouse(tenant, 1);
  theirs = await makeWarehouse(other);
  const s = await t.call<Supplier>('POST', '/wms/supplier', { token: tenant.tokens.admin, body: { name: `供应商${prefix}`, code: prefix, store_ids: [tenant.stores.a] } });
  supplierId = s.data.id;
});

describe('purchase refund orders', () => {
  it('take received goods back out on audit; refused with 409 when short, unless the warehouse allows negative stock', async () => {
    const [a, b] = goods.skuIds;
    const inbound = await entry([{ sku_id: a, unit_id: goods.packageUnitId, qty: 1, price: 24, location_id: w1.loc2 }]);
    expect((await audit('warehousing_entry', inbound.data.id)).code).toBe(200);
    expect(await onHand(a, w1.loc2)).toEqual({ onHand: 12, moved: 12 });

    const made = await refund([{ sku_id: a, unit_id: goods.unitId, qty: 5, price: 2, location_id: w1.loc2 }]);
    expect(made.code, JSON.stringify(made)).toBe(200);
    expect(made.data).toMatchObject({ status: 0, supplier_id: supplierId, total_amount: '10.00', line_count: 1 });
    expect(made.data.number).toMatch(/^PR\d{8}-\d{4}$/);
    const done = await audit('purchase_refund_order', made.data.id);
    expect(done.data).toMatchObject({ status: 1, logs: [{ action: 'create' }, { action: 'audit', to_status: 1 }] });
    expect(await onHand(a, w1.loc2)).toEqual({ onHand: 7, moved: 7 });

    // more than is there: 409 with the shortfall, nothing posted, still a draft
    const tooMuch = await refund([{ sku_id: a, unit_id: goods.unitId, qty: 3, location_id: w1.loc2 }, { sku_id: a, unit_id: goods.unitId, qty: 5, location_id: w1.loc2 }]);
    expect(await audit('purchase_refund_order', tooMuch.data.id)).toMatchObject({ code: 409 });
    expect(await onHand(a, w1.loc2)).toEqual({ onHand: 7, moved: 7 });
    expect((await t.call<PurchaseRefundDetail>('GET', `/wms/purchase_refund_order/${tooMuch.data.id}`, admin())).data.status).toBe(0);

    // a warehouse that allows negative stock takes it
    const neg = await refund([{ sku_id: b, unit_id: goods.unitId, qty: 2 }], negative.id);
    expect((await audit('purchase_refund_order', neg.data.id)).code).toBe(200);
    expect(await onHand(b, negative.loc)).toEqual({ onHand: -2, moved: -2 });

    const list = await t.call<ListData<PurchaseRefund>>('GET', '/wms/purchase_refund_orders', { ...admin(), query: { warehouse_id: w1.id, status: 1 } });
    expect(list.data.list.map((r) => r.id)).toEqual([made.data.id]);
    const day = made.data.created_at.slice(0, 10);
    expect((await t.call<ListData<PurchaseRefund>>('GET', '/wms/purchase_refund_orders', { ...admin(), query: { warehouse_id: w1.id, status: 1, start_date: day, end_date: day } })).data.list.map((r) => r.id)).toEqual([made.data.id]);
    expect((await t.call<ListData<PurchaseRefund>>('GET', '/wms/purchase_refund_orders', { ...admin(), query: { warehouse_id: w1.id, start_date: '2099-01-01' } })).data.list).toEqual([]);
    expect((await t.call('PUT', `/wms/purchase_refund_order/${tooMuch.data.id}/cancel`, { ...admin(), body: {} })).code).toBe(200);
    expect((await t.call('PUT', `/wms/purchase_refund_order/${made.data.id}/cancel`, { ...admin(), body: {} })).code).toBe(409);
    expect((await t.call('PUT', '/wms/purchase_refund_order', { ...admin(), body: { id: made.data.id, supplier_id: supplierId, warehouse_id: w1.id, lines: [{ sku_id: a, unit_id: goods.unitId, qty: 1 }] } })).code).toBe(409);
  });

  it('edits and deletes drafts; refuses bad input and members without the permission', async () => {
    const [, , c] = goods.skuIds;
    const buyer = { token: tenant.tokens.buyer, storeId: tenant.stores.a };
    const made = await t.call<PurchaseRefundDetail>('POST', '/wms/purchase_refund_order', { ...buyer, body: { supplier_id: supplierId, warehouse_id: w1.id, lines: [{ sku_id: c, unit_id: goods.unitId, qty: 1 }] } });
    expect(made.code).toBe(200);
    for (const [method, url] of [
      ['PUT', `/wms/purchase_refund_order/${made.data.id}/audit`],
      ['PUT', `/wms/purchase_refund_order/${made.data.id}/cancel`],
      ['PUT', '/wms/purchase_refund_order'],
      ['DELETE', `/wms/purchase_refund_order/${made.data.id}`],
    ] as const)
      expect((await t.call(method, url, { ...buyer, body: { id: made.data.id } })).code, `${method} ${url}`).toBe(402);
    const edited = await t.call<PurchaseRefundDetail>('PUT', '/wms/purchase_refund_order', { ...admin(), body: { id: made.data.id, supplier_id: supplierId, warehouse_id: w1.id, remark: '破损', lines: [{ sku_id: c, unit_id: goods.packageUnitId, qty: 2, price: '1.25' }] } });
    expect(edited.data).toMatchObject({ remark: '破损', total_amount: '2.50', lines: [{ qty: '2', base_qty: '24', unit_id: goods.packageUnitId }] });
    const ok = { sku_id: c, unit_id: goods.unitId, qty: 1 };
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ warehouse_id: w1.id, lines: [ok] }, 'supplier_id'],
      [{ supplier_id: supplierId, warehouse_id: theirs.id, lines: [ok] }, 'warehouse_id'],
      [{ supplier_id: supplierId, warehouse_id: w1.id, lines: [{ ...ok, qty: 0 }] }, 'lines.0.qty'],
      [{ supplier_id: supplierId, warehouse_id: w1.id, lines: [{ ...ok, qty: 0.5 }] }, 'lines.0.qty'],
      [{ supplier_id: supplierId, warehouse_id: w1.id, lines: [{ ...ok, location_id: negative.loc }] }, 'lines.0.location_id'],
    ];
    for (const [body, field] of bad)
      expect(await t.call('POST', '/wms/purchase_refund_order', { ...admin(), body }), JSON.stringify(body)).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    expect((await t.call('GET', `/wms/purchase_refund_order/${made.data.id}`, { token: other.tokens.admin, storeId: other.stores.a })).code).toBe(404);
    expect((await t.call('DELETE', `/wms/purchase_refund_order/${made.data.id}`, admin())).code).toBe(200);
    expect((await t.call('GET', `/wms/purchase_refund_order/${made.data.id}`, admin())).code).toBe(404);
  });
});

describe('exactness', () => {
  it('50 concurrent audits of entries and refunds on one SKU and location: on hand is the ledger sum, never negative, exactly the short refunds refused', async () => {
    const [, , sku] = goods.skuIds;
    const loc = w1.loc2;
    const start = await entry([{ sku_id: sku, unit_id: goods.unitId, qty: 10, location_id: loc }]);
    await audit('warehousing_entry', start.data.id);
    const docs: Array<{ kind: 'warehousing_entry' | 'purchase_refund_order'; id: number }> = [];
    for (let i = 0; i < 25; i++) {
      docs.push({ kind: 'warehousing_entry', id: (await entry([{ sku_id: sku, unit_id: goods.unitId, qty: 2, location_id: loc }])).data.id });
      docs.push({ kind: 'purchase_refund_order', id: (await refund([{ sku_id: sku, unit_id: goods.unitId, qty: 3, location_id: loc }])).data.id });
    }
    const results = await Promise.all(docs.map((d) => audit(d.kind, d.id)));
    const refused = docs.filter((_, i) => results[i].code !== 200);
    for (const [i, d] of docs.entries()) {
      if (results[i].code === 200) continue;
      expect(d.kind).toBe('purchase_refund_order');
      expect(results[i]).toMatchObject({ code: 409, message: expect.stringContaining('库存不足') });
    }
    const { onHand: now, moved } = await onHand(sku, loc);
    expect(now).toBe(moved);
    expect(now).toBe(10 + 25 * 2 - 3 * (25 - refused.length));
    expect(now).toBeGreaterThanOrEqual(0);
    // the running balance never went below zero, and the refused ones are still drafts with no moves
    const moves = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      queryRows<{ qty: string; balance_after: string; doc_type: string; doc_id: number }>(
        tx,
        sql`SELECT qty::text, balance_after::text, doc_type, doc_id FROM wms_stock_moves WHERE sku_id = ${sku} AND location_id = ${loc} ORDER BY id`,
      ),
    );
    for (const m of moves) expect(Number(m.balance_after)).toBeGreaterThanOrEqual(0);
    const refusedIds = new Set(refused.map((d) => d.id));
    expect(moves.filter((m) => m.doc_type === 'purchase_refund_order' && refusedIds.has(m.doc_id))).toEqual([]);
    expect(moves.length).toBe(1 + 50 - refused.length);
    for (const d of refused) expect((await t.call<PurchaseRefundDetail>('GET', `/wms/purchase_refund_order/${d.id}`, admin())).data.status).toBe(0);
    expect(await withTenant(t.app.database.db, tenant.tenantId, (tx) => checkStockLedger(tx, tenant.tenantId))).toEqual([]);
  });

  it('auditing one document twice at once posts once', async () => {
    const [a] = goods.skuIds;
    const e = await entry([{ sku_id: a, unit_id: goods.unitId, qty: 3, location_id: w1.loc }]);
    const before = await onHand(a, w1.loc);
    const twice = await Promise.all([audit('warehousing_entry', e.data.id), audit('warehousing_entry', e.data.id)]);
    expect(twice.map((r) => r.code).sort()).toEqual([200, 409]);
    expect((await onHand(a, w1.loc)).onHand).toBe(before.onHand + 3);
    const r = await refund([{ sku_id: a, unit_id: goods.unitId, qty: 1, location_id: w1.loc }]);
    const both = await Promise.all([audit('purchase_refund_order', r.data.id), audit('purchase_refund_order', r.data.id)]);
    expect(both.map((x) => x.code).sort()).toEqual([200, 409]);
    expect((await onHand(a, w1.loc)).onHand).toBe(before.onHand + 2);
  });
});
