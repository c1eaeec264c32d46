import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderDetail, PurchaseOrderList, PurchaseOrderShareLink, SharedPurchaseOrder } from '@tradewind/contract/wms/purchase-order.schema';
import { withTenant } from '@/core/db/tenancy';
import type { RequestContext } from '@/core/http/request-context';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { superUserContext } from '@/test/test-context';
import { readPurchaseOrderForReceipt, recordPurchaseReceipt } from '../index';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let goods: TestGoods;
let otherGoods: TestGoods;
let warehouseId: number;
let warehouseB: number;
let supplierId: number;
let otherSupplierId: number;
let otherWarehouseId: number;

const BUYER = ['wms:purchase_order:list', 'wms:purchase_order:create', 'wms:purchase_order:update', 'wms:purchase_order:delete', 'wms:purchase_order:submit', 'wms:purchase_order:cancel'];
const MANAGER = ['wms:purchase_order:list', 'wms:purchase_order:audit', 'wms:purchase_order:close', 'wms:purchase_order:cancel'];

function spec() {
  const p = `po${randomBytes(3).toString('hex')}`;
  return {
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'buyer', name: 'Buyer', permissions: BUYER, dataScope: 1 as const },
      { key: 'manager', name: 'Manager', permissions: MANAGER, dataScope: 1 as const },
      { key: 'clerk', name: 'Clerk', permissions: ['system:store:list'], dataScope: 4 as const },
    ],
    staff: [
      { key: 'admin', account: `${p}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all' as const, dept: 'head' },
      { key: 'buyer', account: `${p}_buyer`, name: '采购员', password: TEST_PASSWORD, roles: ['buyer'], stores: ['a'], dept: 'head' },
      { key: 'manager', account: `${p}_manager`, name: '经理', password: TEST_PASSWORD, roles: ['manager'], stores: ['a'], dept: 'head' },
      { key: 'clerk', account: `${p}_clerk`, name: 'Clerk', password: TEST_PASSWORD, roles: ['clerk'], stores: ['a'], dept: 'head' },
    ],
  };
}

type Who = 'admin' | 'buyer' | 'manager' | 'clerk';
const as = (who: Who, store: 'a' | 'b' = 'a') => ({ token: tenant.tokens[who], storeId: tenant.stores[store] });
async function ok<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, who: Who = 'admin'): Promise<T> {
  const reply = await t.call<T>(method, url, { ...as(who), body });
  if (reply.code !== 200) throw new Error(`${method} ${url}: ${reply.code} ${reply.message} ${JSON.stringify(reply.data)}`);
  return reply.data;
}

beforeAll(async () => {
  tenant = await t.tenant(spec());
  other = await t.tenant(spec());
  goods = await createTestGoods(t, tenant.tokens.admin, { skus: 2, prices: ['10.00', '20.00'] });
  otherGoods = await createTestGoods(t, other.tokens.admin, { skus: 1 });
  warehouseId = (await ok<{ id: number }>('POST', '/wms/warehouse', { name: '一号仓', code: 'W1' })).id;
  warehouseB = (await t.call<{ id: number }>('POST', '/wms/warehouse', { ...as('admin', 'b'), body: { name: 'B 店仓', code: 'WB', store_id: tenant.stores.b } })).data.id;
  supplierId = (await ok<{ id: number }>('POST', '/wms/supplier', { name: '上海粮油', code: 'S1', store_ids: [tenant.stores.a, tenant.stores.b] })).id;
  const o = { token: other.tokens.admin, storeId: other.stores.a };
  otherSupplierId = (await t.call<{ id: number }>('POST', '/wms/supplier', { ...o, body: { name: '别家', code: 'S1', store_ids: [other.stores.a] } })).data.id;
  otherWarehouseId = (await t.call<{ id: number }>('POST', '/wms/warehouse', { ...o, body: { name: '别家仓', code: 'W1' } })).data.id;
});

/** Two SKUs: 3 boxes of the first (12 each) at 96.50 a box, 7 pieces of the second at 19.99. */
const body = (overrides: Record<string, unknown> = {}) => ({
  supplier_id: supplierId,
  warehouse_id: warehouseId,
  expected_date: '2026-12-01',
  remark: '周五前到货',
  items: [
    { sku_id: goods.skuIds[0], unit_id: goods.packageUnitId, qty: 3, price: '96.50' },
    { sku_id: goods.skuIds[1], qty: '7', price: 19.99, remark: '散装' },
  ],
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}, who: Who = 'buyer') => (await ok<{ id: number }>('POST', '/wms/purchase_order', body(overrides), who)).id;
const detail = (id: number) => ok<PurchaseOrderDetail>('GET', `/wms/purchase_order/${id}`);
const act = (id: number, action: string, who: Who, remark?: string) => t.call<{ status: number }>('PUT', `/wms/purchase_order/${id}/${action}`, { ...as(who), body: remark ? { remark } : {} });
const list = (query: Record<string, unknown> = {}) => t.call<PurchaseOrderList>('GET', '/wms/purchase_orders', { ...as('buyer'), query: { page_size: 100, ...query } });

/** A request context of the tenant's admin in store A, for the functions receiving calls. */
const adminCtx = (db: RequestContext['db']) => superUserContext(db, tenant, { staffId: 0, name: '仓管' });

describe('purchase orders', () => {
  it('are created with lines in base and package units, amounts and totals in cents, numbered, listed with tab counts and filters, edited and deleted as drafts', async () => {
    const id = await create();
    const d = await detail(id);
    expect(d.number).toMatch(/^PO\d{8}-\d{4}$/);
    expect(d.tenant_name).toMatch(/^Tenant /);
    expect(d).toMatchObject({ status: 0, supplier_name: '上海粮油', warehouse_name: '一号仓', expected_date: '2026-12-01', total_qty: '10.000', total_amount: '429.43', line_count: 2, created_by_name: '采购员' });
    expect(d.items.map((i) => [i.unit_id, i.ratio, i.qty, i.base_qty, i.price, i.amount, i.received_base_qty])).toEqual([
      [goods.packageUnitId, '12.000', '3.000', '36.000', '96.50', '289.50', '0.000'],
      [goods.unitId, '1.000', '7.000', '7.000', '19.99', '139.93', '0.000'],
    ]);
    expect(d.logs.map((l) => [l.action, l.from_status, l.to_status, l.staff_name])).toEqual([['create', null, 0, '采购员']]);

    await ok('PUT', '/wms/purchase_order', { ...body({ items: [{ sku_id: goods.skuIds[1], qty: 1, price: '0.33' }] }), id }, 'buyer');
    expect(await detail(id)).toMatchObject({ total_amount: '0.33', line_count: 1, items: [{ sku_id: goods.skuIds[1], qty: '1.000' }] });

    const second = await create({ warehouse_id: warehouseId, remark: null });
    await act(second, 'submit', 'buyer');
    const all = (await list()).data;
    expect(all.counts).toMatchObject({ all: 2, '0': 1, '1': 1 });
    expect((await list({ status: 1 })).data.list.map((r) => r.id)).toEqual([second]);
    expect((await list({ keyword: d.number })).data.list.map((r) => r.id)).toEqual([id]);
    expect((await list({ keyword: '粮油' })).data.pagination.total).toBe(2);
    expect((await list({ supplier_id: otherSupplierId })).data.pagination.total).toBe(0);
    expect((await list({ warehouse_id: warehouseId, start_date: '2000-01-01', end_date: '2099-01-01' })).data.pagination.total).toBe(2);
    expect((await list({ end_date: '2000-01-01' })).data.pagination.total).toBe(0);
    expect((await list({ start_date: '2026-02-01', end_date: '2026-01-01' })).code).toBe(422);
    // store B's view does not see store A's orders
    expect((await t.call<PurchaseOrderList>('GET', '/wms/purchase_orders', { ...as('admin', 'b') })).data.pagination.total).toBe(0);
    expect((await t.call('GET', `/wms/purchase_order/${id}`, as('admin', 'b'))).code).toBe(404);

    expect((await t.call('DELETE', `/wms/purchase_order/${second}`, as('buyer'))).code).toBe(409);
    expect((await t.call('PUT', '/wms/purchase_order', { ...as('buyer'), body: { ...body(), id: second } })).code).toBe(409);
    expect((await t.call('DELETE', `/wms/purchase_order/${id}`, as('buyer'))).code).toBe(200);
    expect((await t.call('GET', `/wms/purchase_order/${id}`, as('buyer'))).code).toBe(404);
  });

  it('refuse bad lines, other tenants’ or stores’ suppliers, warehouses and SKUs (422) and change nothing', async () => {
    const before = (await list()).data.pagination.total;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ items: [] }, 'items'],
      [{ items: [{ sku_id: goods.skuIds[0], qty: 0, price: 1 }] }, 'items.0.qty'],
      [{ items: [{ sku_id: goods.skuIds[0], qty: -1, price: 1 }] }, 'items.0.qty'],
      [{ items: [{ sku_id: goods.skuIds[0], qty: 1.5, price: 1 }] }, 'items.0.qty'],
      [{ items: [{ sku_id: goods.skuIds[0], unit_id: goods.packageUnitId, qty: 0.5, price: 1 }] }, 'items.0.qty'],
      [{ items: [{ sku_id: goods.skuIds[0], qty: 1, price: -1 }] }, 'items.0.price'],
      [{ items: [{ sku_id: goods.skuIds[0], qty: 1, price: '1.234' }] }, 'items.0.price'],
      [{ items: [{ sku_id: goods.skuIds[0], unit_id: otherGoods.unitId, qty: 1, price: 1 }] }, 'items.0.unit_id'],
      [{ items: [{ sku_id: otherGoods.skuIds[0], qty: 1, price: 1 }] }, 'items.0.sku_id'],
      [{ items: [{ sku_id: goods.skuIds[0], qty: 1, price: 1 }, { sku_id: goods.skuIds[0], qty: 2, price: 1 }] }, 'items.1.sku_id'],
      [{ supplier_id: otherSupplierId }, 'supplier_id'],
      [{ warehouse_id: otherWarehouseId }, 'warehouse_id'],
      [{ warehouse_id: warehouseB }, 'warehouse_id'],
      [{ supplier_id: 'x' }, 'supplier_id'],
      [{ expected_date: '2026-02-30' }, 'expected_date'],
      [{ attachments: Array.from({ length: 10 }, (_, i) => `/u/${i}.png`) }, 'attachments'],
    ];
    for (const [overrides, field] of cases) {
      const reply = await t.call<{ errors: Array<{ field: string }> }>('POST', '/wms/purchase_order', { ...as('buyer'), body: body(overrides) });
      expect([reply.code, reply.data?.errors?.[0]?.field], JSON.stringify(overrides)).toEqual([422, field]);
    }
    // a disabled supplier, or one not serving the store, is refused too
    const narrow = await ok<{ id: number }>('POST', '/wms/supplier', { name: '只供 B 店', code: 'S2', store_ids: [tenant.stores.b] });
    expect((await t.call('POST', '/wms/purchase_order', { ...as('buyer'), body: body({ supplier_id: narrow.id }) })).code).toBe(422);
    expect((await list()).data.pagination.total).toBe(before);
    const ids = (await t.call('GET', `/wms/purchase_order/99999999`, as('buyer'))).code;
    expect(ids).toBe(404);
  });

  it('refuse members without the permission for every call', async () => {
    const id = await create();
    const calls: Array<[Who, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['clerk', 'GET', '/wms/purchase_orders'],
      ['clerk', 'GET', `/wms/purchase_order/${id}`],
      ['manager', 'POST', '/wms/purchase_order', body()],
      ['manager', 'PUT', '/wms/purchase_order', { ...body(), id }],
      ['manager', 'DELETE', `/wms/purchase_order/${id}`],
      ['manager', 'PUT', `/wms/purchase_order/${id}/submit`, {}],
      ['buyer', 'PUT', `/wms/purchase_order/${id}/audit`, {}],
      ['buyer', 'PUT', `/wms/purchase_order/${id}/reject`, { remark: 'x' }],
      ['buyer', 'PUT', `/wms/purchase_order/${id}/close`, {}],
      ['clerk', 'PUT', `/wms/purchase_order/${id}/cancel`, {}],
      ['manager', 'POST', `/wms/purchase_order/${id}/share`, {}],
      ['manager', 'DELETE', `/wms/purchase_order/${id}/share`],
    ];
    for (const [who, method, url, b] of calls) {
      const reply = await t.call(method, url, { ...as(who), body: b });
      expect([401, 402], `${who} ${method} ${url}`).toContain(reply.code);
    }
    expect((await detail(id)).status).toBe(0);
  });

  it('move through submit, reject, audit, close and cancel with the log, and of two audits at once exactly one wins', async () => {
    const id = await create();
    expect((await act(id, 'audit', 'manager')).code).toBe(409);
    expect((await act(id, 'submit', 'buyer')).data.status).toBe(1);
    expect((await act(id, 'reject', 'manager')).code).toBe(422);
    expect((await act(id, 'reject', 'manager', '单价太高')).data.status).toBe(0);
    expect((await detail(id)).reject_reason).toBe('单价太高');
    await act(id, 'submit', 'buyer');
    const [a, b] = await Promise.all([act(id, 'audit', 'manager'), act(id, 'audit', 'admin')]);
    expect([a.code, b.code].sort()).toEqual([200, 409]);
    const conflictReply = a.code === 409 ? a : b;
    expect(conflictReply.message).toContain('已审核');
    const d = await detail(id);
    expect(d).toMatchObject({ status: 2, reject_reason: null });
    expect(d.audited_by_name).not.toBeNull();
    expect(d.logs.map((l) => [l.action, l.from_status, l.to_status])).toEqual([
      ['create', null, 0],
      ['submit', 0, 1],
      ['reject', 1, 0],
      ['submit', 0, 1],
      ['audit', 1, 2],
    ]);
    expect(d.logs[2].remark).toBe('单价太高');
    expect((await act(id, 'submit', 'buyer')).code).toBe(409);
    expect((await act(id, 'close', 'manager')).data.status).toBe(5);
    expect((await act(id, 'cancel', 'manager')).code).toBe(409);

    const other2 = await create();
    await act(other2, 'submit', 'buyer');
    expect((await act(other2, 'cancel', 'buyer')).data.status).toBe(6);
    expect((await act(other2, 'close', 'manager')).code).toBe(409);
  });

  it('carry, once audited, the names of who raised and who audited them for the print (采购员, 审核人)', async () => {
    const id = await create();
    await act(id, 'submit', 'buyer');
    expect((await act(id, 'audit', 'manager')).code).toBe(200);
    // the print page reads the detail: both names are there, joined from staff by id
    expect(await detail(id)).toMatchObject({ status: 2, created_by_name: '采购员', audited_by_name: '经理', audited_at: expect.any(String), pending_entries: [] });
    expect((await detail(id)).items.map((i) => i.pending_base_qty)).toEqual(['0', '0']);
  });

  it('share a read-only link that opens without login, hides prices when unticked, and refuses forged, revoked and expired tokens', async () => {
    const id = await create();
    expect((await t.call('POST', `/wms/purchase_order/${id}/share`, { ...as('buyer'), body: {} })).code).toBe(409);
    await act(id, 'submit', 'buyer');
    await act(id, 'audit', 'manager');
    expect((await t.call('POST', `/wms/purchase_order/${id}/share`, { ...as('buyer'), body: { days: 0 } })).code).toBe(422);
    const link = await ok<PurchaseOrderShareLink>('POST', `/wms/purchase_order/${id}/share`, { days: 7 }, 'buyer');
    expect(link.url).toBe(`/share/purchase_order?token=${link.token}`);
    const open = (token: string) => t.call<SharedPurchaseOrder>('GET', '/share/purchase_order', { token: null, query: { token } });
    const shared = await open(link.token);
    expect(shared.code).toBe(200);
    expect(shared.data).toMatchObject({ tenant_name: expect.any(String), supplier_name: '上海粮油', warehouse_name: '一号仓', show_prices: 1, total_amount: '429.43' });
    expect(shared.data.items.map((i) => [i.unit_name, i.qty, i.price, i.amount])).toEqual([
      [expect.any(String), '3.000', '96.50', '289.50'],
      [expect.any(String), '7.000', '19.99', '139.93'],
    ]);
    expect((await detail(id)).share).not.toBeNull();

    const hidden = await ok<PurchaseOrderShareLink>('POST', `/wms/purchase_order/${id}/share`, { days: 3, show_prices: 0 }, 'buyer');
    // the new link replaced the old one
    expect((await open(link.token)).message).toBe('分享链接已被撤销');
    const noPrices = (await open(hidden.token)).data;
    expect(noPrices).toMatchObject({ show_prices: 0, total_amount: null });
    expect(noPrices.items.every((i) => i.price === null && i.amount === null)).toBe(true);

    expect(await open('forged-token-forged-token-forged')).toMatchObject({ code: 404, message: '分享链接无效' });
    expect((await open('')).code).toBe(422);
    await withTenant(t.app.database.db, tenant.tenantId, (tx) => tx.execute(sql`UPDATE wms_purchase_order_shares SET expires_at = now() - interval '1 minute' WHERE revoked_at IS NULL`));
    expect(await t.call('GET', '/share/purchase_order', { token: null, query: { token: hidden.token }, headers: { 'accept-language': 'en-US' } })).toMatchObject({ code: 404, message: 'This share link has expired; ask the buyer for a new one' });
    expect((await detail(id)).share).toBeNull();

    const third = await ok<PurchaseOrderShareLink>('POST', `/wms/purchase_order/${id}/share`, {}, 'buyer');
    expect((await open(third.token)).code).toBe(200);
    await ok('DELETE', `/wms/purchase_order/${id}/share`, undefined, 'buyer');
    expect(await open(third.token)).toMatchObject({ code: 404, message: '分享链接已被撤销' });
  });

  it('record receipts for warehousing entries: partly, refused beyond the tolerance naming the SKU, then received', async () => {
    const id = await create();
    await withTenant(t.app.database.db, tenant.tenantId, async (tx) => {
      await expect(readPurchaseOrderForReceipt(adminCtx(tx), id)).rejects.toMatchObject({ message: 'wms.po_not_receivable' });
    });
    await act(id, 'submit', 'buyer');
    await act(id, 'audit', 'manager');
    const open = await withTenant(t.app.database.db, tenant.tenantId, (tx) => readPurchaseOrderForReceipt(adminCtx(tx), id));
    expect(open.lines.map((l) => [l.baseQty, l.openBaseQty])).toEqual([
      ['36.000', '36.000'],
      ['7.000', '7.000'],
    ]);
    const [box, loose] = open.lines.map((l) => l.itemId);
    expect(await withTenant(t.app.database.db, tenant.tenantId, (tx) => recordPurchaseReceipt(adminCtx(tx), id, [{ itemId: box, baseQty: '24' }], 'WE-1'))).toEqual({ status: 3 });
    await withTenant(t.app.database.db, tenant.tenantId, async (tx) => {
      await expect(recordPurchaseReceipt(adminCtx(tx), id, [{ itemId: box, baseQty: 13 }])).rejects.toMatchObject({ code: 409, message: 'wms.po_over_receipt', params: { ordered: '36.000', received: '24.000', qty: '13.000' } });
      await expect(recordPurchaseReceipt(adminCtx(tx), id, [{ itemId: 99999999, baseQty: 1 }])).rejects.toMatchObject({ code: 422 });
      await expect(recordPurchaseReceipt(adminCtx(tx), id, [{ itemId: box, baseQty: 0 }])).rejects.toMatchObject({ code: 422 });
    });
    // a 5% tolerance lets 37.8 of 36 in
    await ok('PUT', '/wms/setting/warehouse', { allow_negative: 0, over_receipt_percent: 5, receiving_audit: 1 });
    expect(await withTenant(t.app.database.db, tenant.tenantId, (tx) => recordPurchaseReceipt(adminCtx(tx), id, [{ itemId: box, baseQty: '13.8' }, { itemId: loose, baseQty: 7 }]))).toEqual({ status: 4 });
    await ok('PUT', '/wms/setting/warehouse', { allow_negative: 0, over_receipt_percent: 0, receiving_audit: 1 });
    const d = await detail(id);
    expect(d.status).toBe(4);
    expect(d.items.map((i) => i.received_base_qty)).toEqual(['37.800', '7.000']);
    expect(d.logs.slice(-2).map((l) => [l.action, l.from_status, l.to_status, l.remark])).toEqual([
      ['receive', 2, 3, 'WE-1'],
      ['receive', 3, 4, null],
    ]);
    expect((await act(id, 'close', 'manager')).code).toBe(409);
  });

  it('keep a supplier with purchase orders from being deleted', async () => {
    const s = await ok<{ id: number }>('POST', '/wms/supplier', { name: '临时供应商', code: 'S9', store_ids: [tenant.stores.a] });
    await create({ supplier_id: s.id });
    expect(await t.call('DELETE', `/wms/supplier/${s.id}`, as('admin'))).toMatchObject({ code: 409, message: '供应商已有采购记录，不能删除，可停用' });
  });
});
