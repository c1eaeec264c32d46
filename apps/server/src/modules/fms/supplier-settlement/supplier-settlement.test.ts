import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupplierSettlementCandidates, SupplierSettlementDetail, SupplierSettlementList } from '@tradewind/contract/fms/supplier-settlement.schema';
import type { Location } from '@tradewind/contract/wms/location.schema';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import type { WarehousingEntryDetail } from '@tradewind/contract/wms/warehousing-entry.schema';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import { queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { dateCell, downloadExport } from '@/test/test-exports';
import { checkMoneyLedger } from '../ledger/money-check';

const t = useTestApp();
/** A message as the API answers it (the caller's language: zh-CN). */
const zh = (key: string, params?: Record<string, string>) => translate(key as MessageKey, 'zh-CN', params);
let tenant: TestTenant;
let other: TestTenant;
let goods: TestGoods;
let whA: number;
let whB: number;
let s1: number;
let s2: number;
let theirSupplier: number;

const P = 'fms:supplier_settlement_order';
const ONE = '/fms/supplier_settlement_order';
type Who = 'admin' | 'buyer' | 'finance' | 'finance2' | 'lister' | 'nobody' | 'clerk';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const as = (who: Who, store: 'a' | 'b' = 'a', owner = tenant) => ({ token: owner.tokens[who], storeId: owner.stores[store] });
const call = <T>(method: Method, url: string, input?: Record<string, unknown>, who: Who = 'admin', store: 'a' | 'b' = 'a') =>
  t.call<T>(method, url, method === 'GET' ? { ...as(who, store), query: input } : { ...as(who, store), body: input ?? {} });

const candidates = (supplierId: number, start: string, end: string, store: 'a' | 'b' = 'a') =>
  call<SupplierSettlementCandidates>('GET', `${ONE}/candidates`, { supplier_id: supplierId, start_date: start, end_date: end }, 'admin', store);
const create = (body: Record<string, unknown>, who: Who = 'buyer', store: 'a' | 'b' = 'a') => call<SupplierSettlementDetail>('POST', ONE, body, who, store);
const detail = (id: number, who: Who = 'admin') => call<SupplierSettlementDetail>('GET', `${ONE}/${id}`, undefined, who);
const act = (id: number, action: 'audit1' | 'audit2', who: Who, remark?: string) => call<SupplierSettlementDetail>('PUT', `${ONE}/${id}/${action}`, remark ? { remark } : {}, who);
const remove = (type: string, id: number, who: Who = 'buyer') => call<SupplierSettlementDetail>('PUT', `${ONE}/remove`, { remove_type: type, remove_id: id }, who);
const list = (query: Record<string, unknown> = {}, who: Who = 'admin') => call<SupplierSettlementList>('GET', '/fms/supplier_settlement_orders', query, who);

async function makeWarehouse(store: 'a' | 'b'): Promise<number> {
  const code = `W${randomBytes(3).toString('hex')}`;
  const w = await t.call<Warehouse>('POST', '/wms/warehouse', { ...as('admin', store), body: { name: `仓${code}`, code } });
  const l = await t.call<Location>('POST', '/wms/location', { ...as('admin', store), body: { warehouse_id: w.data.id, code: 'A-01' } });
  await t.call('PUT', `/wms/warehouse/${w.data.id}/default_location`, { ...as('admin', store), body: { location_id: l.data.id } });
  return w.data.id;
}

async function makeSupplier(owner: TestTenant, name: string): Promise<number> {
  const res = await t.call<{ id: number }>('POST', '/wms/supplier', { token: owner.tokens.admin, body: { name, code: `S${randomBytes(3).toString('hex')}`, store_ids: [] } });
  if (res.code !== 200) throw new Error(`${res.code} ${res.message}`);
  return res.data.id;
}

/** When a document was audited, moved to a fixed moment (a fixture: the period is by the audited day). */
async function auditedAt(table: 'wms_warehousing_entries' | 'wms_purchase_refund_orders', id: number, at: string) {
  await withTenant(t.app.database.db, tenant.tenantId, (tx) => tx.execute(sql`UPDATE ${sql.raw(table)} SET audited_at = ${at}::timestamptz WHERE id = ${id}::int`));
}

type Doc = { id: number; number: string };

/** An audited purchase entry (type 1) of `amount` (qty 1 at that price), audited at `at`. */
async function entry(supplierId: number, amount: string, at: string, options: { store?: 'a' | 'b'; type?: number; audit?: boolean } = {}): Promise<Doc> {
  const store = options.store ?? 'a';
  const body = { type: options.type ?? 1, warehouse_id: store === 'a' ? whA : whB, supplier_id: supplierId, lines: [{ sku_id: goods.skuIds[0], unit_id: goods.unitId, qty: 1, price: amount }] };
  const made = await t.call<WarehousingEntryDetail>('POST', '/wms/warehousing_entry', { ...as('admin', store), body });
  if (made.code !== 200) throw new Error(`${made.code} ${made.message}`);
  if (options.audit === false) return made.data;
  const done = await t.call('PUT', `/wms/warehousing_entry/${made.data.id}/audit`, { ...as('admin', store), body: {} });
  if (done.code !== 200) throw new Error(`${done.code} ${done.message}`);
  await auditedAt('wms_warehousing_entries', made.data.id, at);
  return made.data;
}

/** An audited purchase refund of `amount` (qty 1 at that price) from store A's warehouse. */
async function refund(supplierId: number, amount: string, at: string): Promise<Doc> {
  const body = { supplier_id: supplierId, warehouse_id: whA, lines: [{ sku_id: goods.skuIds[0], unit_id: goods.unitId, qty: 1, price: amount }] };
  const made = await t.call<Doc>('POST', '/wms/purchase_refund_order', { ...as('admin'), body });
  if (made.code !== 200) throw new Error(`${made.code} ${made.message}`);
  const done = await t.call('PUT', `/wms/purchase_refund_order/${made.data.id}/audit`, { ...as('admin'), body: {} });
  if (done.code !== 200) throw new Error(`${done.code} ${done.message}`);
  await auditedAt('wms_purchase_refund_orders', made.data.id, at);
  return made.data;
}

beforeAll(async () => {
  const staff = (key: string, roles: string[], stores: 'all' | string[] = 'all') => ({ key, account: `${key}${randomBytes(3).toString('hex')}`, name: key, password: TEST_PASSWORD, roles, stores });
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'buyer', name: '采购', permissions: [`${P}:list`, `${P}:create`, `${P}:delete`, `${P}:remove`, `${P}:audit1`] },
      { key: 'finance', name: '财务', permissions: [`${P}:list`, `${P}:audit2`] },
      { key: 'lister', name: '只读', permissions: [`${P}:list`] },
    ],
    staff: [
      staff('admin', ['admin']),
      staff('buyer', ['buyer']),
      staff('finance', ['finance']),
      staff('finance2', ['finance']),
      staff('lister', ['lister']),
      staff('clerk', ['buyer', 'finance'], ['a']),
      staff('nobody', []),
    ],
  });
  other = await t.tenant({});
  goods = await createTestGoods(t, tenant.tokens.admin, { skus: 1, name: '面粉' });
  whA = await makeWarehouse('a');
  whB = await makeWarehouse('b');
  s1 = await makeSupplier(tenant, '粮油供应商');
  s2 = await makeSupplier(tenant, '蔬菜供应商');
  theirSupplier = await makeSupplier(other, '别家供应商');
});

describe('supplier settlement sources (wms)', () => {
  it('are the supplier’s audited purchase entries and refunds of the store, by the audited day in the tenant’s calendar', async () => {
    const e1 = await entry(s1, '100', '2026-03-10T10:00:00+08:00');
    const e2 = await entry(s1, '50.50', '2026-03-31T23:30:00+08:00'); // still March in Shanghai (15:30 UTC)
    await entry(s1, '7', '2026-04-01T00:30:00+08:00'); // April in Shanghai, though March 31 in UTC
    await entry(s1, '8', '2026-03-12T10:00:00+08:00', { audit: false }); // a draft
    await entry(s1, '9', '2026-03-12T10:00:00+08:00', { type: 6 }); // not a purchase
    await entry(s2, '11', '2026-03-12T10:00:00+08:00'); // another supplier
    const inB = await entry(s1, '12', '2026-03-12T10:00:00+08:00', { store: 'b' }); // another store
    const r1 = await refund(s1, '30.25', '2026-03-15T09:00:00+08:00');
    await refund(s1, '1', '2026-02-28T23:59:00+08:00'); // February

    const march = await candidates(s1, '2026-03-01', '2026-03-31');
    expect(march.code, JSON.stringify(march)).toBe(200);
    expect(march.data.list.map((c) => [c.source_type, c.source_id, c.source_date, c.amount])).toEqual([
      ['warehousing_entry', e1.id, '2026-03-10', '100.00'],
      ['warehousing_entry', e2.id, '2026-03-31', '50.50'],
      ['purchase_refund', r1.id, '2026-03-15', '30.25'],
    ]);
    expect(march.data.list[0]).toMatchObject({ source_no: e1.number, source_type_name: '采购入库', warehouse_name: expect.stringMatching(/^仓/) });
    expect(march.data.totals).toEqual({ entry_count: 2, refund_count: 1, entry_amount: '150.50', refund_amount: '30.25', total_amount: '120.25' });
    expect((await candidates(s1, '2026-03-12', '2026-03-12', 'b')).data.list.map((c) => c.source_id)).toEqual([inB.id]);
    expect((await candidates(s1, '2026-04-01', '2026-04-01')).data.totals).toMatchObject({ entry_count: 1, entry_amount: '7.00' });

    // bad queries
    expect(await candidates(s1, '2026-03-31', '2026-03-01')).toMatchObject({ code: 422, data: { errors: [{ field: 'end_date', message: zh('fms.date_range_invalid') }] } });
    expect(await candidates(s1, '2026-02-30', '2026-03-01')).toMatchObject({ code: 422, data: { errors: [{ field: 'start_date' }] } });
    expect(await candidates(theirSupplier, '2026-03-01', '2026-03-31')).toMatchObject({ code: 422, data: { errors: [{ field: 'supplier_id', message: zh('fms.ss_supplier_not_found') }] } });
    expect((await call('GET', `${ONE}/candidates`, { start_date: '2026-03-01', end_date: '2026-03-31' })).code).toBe(422);
    expect((await call('GET', `${ONE}/candidates`, { supplier_id: s1, start_date: '2026-03-01', end_date: '2026-03-31' }, 'finance')).code).toBe(402);
  });
});

describe('supplier settlement orders', () => {
  it('gather every free source of the period, refuse a second over the same period, free sources on delete', async () => {
    const made = await create({ supplier_id: s1, start_date: '2026-03-01', end_date: '2026-03-31', remark: '三月对账' });
    expect(made.code, JSON.stringify(made)).toBe(200);
    expect(made.data).toMatchObject({
      status: 1,
      status_name: '待审核',
      supplier_id: s1,
      supplier_name: '粮油供应商',
      store_id: tenant.stores.a,
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      entry_count: 2,
      refund_count: 1,
      entry_amount: '150.50',
      refund_amount: '30.25',
      total_amount: '120.25',
      paid_amount: '0.00',
      open_amount: '120.25',
      remark: '三月对账',
      created_by_name: 'buyer',
      payments: [],
      logs: [{ action: 'create', to_status: 1 }],
    });
    expect(made.data.number).toMatch(/^SS/);
    expect(made.data.tenant_name).not.toBe('');
    expect(made.data.items.map((i) => i.source_type)).toEqual(['warehousing_entry', 'warehousing_entry', 'purchase_refund']);
    expect((await candidates(s1, '2026-03-01', '2026-03-31')).data.list).toEqual([]);
    expect(await create({ supplier_id: s1, start_date: '2026-03-01', end_date: '2026-03-31' })).toMatchObject({ code: 409, message: zh('fms.settlement_nothing') });
    // a chosen source already on it
    const taken = made.data.items[0];
    expect(await create({ supplier_id: s1, start_date: '2026-03-01', end_date: '2026-03-31', items: [{ source_type: taken.source_type, source_id: taken.source_id }] })).toMatchObject({
      code: 409,
      message: zh('fms.settlement_source_taken'),
    });

    expect((await call('DELETE', `${ONE}/${made.data.id}`, undefined, 'lister')).code).toBe(402);
    expect((await call<{ id: number }>('DELETE', `${ONE}/${made.data.id}`, undefined, 'buyer')).data).toEqual({ id: made.data.id });
    expect((await detail(made.data.id)).code).toBe(404);
    expect((await call('DELETE', `${ONE}/${made.data.id}`, undefined, 'buyer')).code).toBe(404);
    expect((await candidates(s1, '2026-03-01', '2026-03-31')).data.list).toHaveLength(3);
  });

  it('take chosen sources only, each a candidate, each once', async () => {
    const e = await entry(s2, '40', '2026-05-03T12:00:00+08:00');
    const f = await entry(s2, '60', '2026-05-04T12:00:00+08:00');
    const late = await entry(s2, '5', '2026-06-01T12:00:00+08:00');
    const draft = await entry(s2, '5', '2026-05-05T12:00:00+08:00', { audit: false });
    const base = { supplier_id: s2, start_date: '2026-05-01', end_date: '2026-05-31' };
    const field = async (body: Record<string, unknown>) => ((await create(body)).data as unknown as { errors: Array<{ field: string; message: string }> }).errors[0];
    expect(await field({ ...base, items: [{ source_type: 'warehousing_entry', source_id: e.id }, { source_type: 'warehousing_entry', source_id: e.id }] })).toEqual({ field: 'items.1.source_id', message: zh('fms.ss_item_duplicate') });
    expect(await field({ ...base, items: [{ source_type: 'warehousing_entry', source_id: late.id }] })).toEqual({ field: 'items.0.source_id', message: zh('fms.ss_source_not_candidate') });
    expect(await field({ ...base, items: [{ source_type: 'warehousing_entry', source_id: draft.id }] })).toEqual({ field: 'items.0.source_id', message: zh('fms.ss_source_not_candidate') });
    expect(await field({ ...base, items: [{ source_type: 'purchase_refund', source_id: e.id }] })).toEqual({ field: 'items.0.source_id', message: zh('fms.ss_source_not_candidate') });
    expect(await field({ ...base, items: [{ source_type: 'order', source_id: e.id }] })).toMatchObject({ field: 'items.0.source_type', message: zh('fms.ss_source_type_invalid') });
    expect(await field({ ...base, items: [{ source_type: 'warehousing_entry', source_id: -1 }] })).toMatchObject({ field: 'items.0.source_id' });
    expect(await field({ ...base, items: 'all' })).toMatchObject({ field: 'items' });
    expect(await field({ ...base, supplier_id: undefined })).toMatchObject({ field: 'supplier_id' });
    expect(await field({ ...base, supplier_id: theirSupplier })).toEqual({ field: 'supplier_id', message: zh('fms.ss_supplier_not_found') });
    expect(await field({ ...base, start_date: '2026-13-01' })).toMatchObject({ field: 'start_date' });
    expect(await field({ ...base, end_date: '2026-04-30' })).toEqual({ field: 'end_date', message: zh('fms.date_range_invalid') });
    expect(await field({ ...base, remark: 'x'.repeat(201) })).toMatchObject({ field: 'remark' });
    expect(await create({ ...base, items: [] })).toMatchObject({ code: 409, message: zh('fms.settlement_nothing') });
    expect((await create(base, 'finance')).code).toBe(402);
    expect((await create(base, 'nobody')).code).toBe(402);

    const made = await create({ ...base, items: [{ source_type: 'warehousing_entry', source_id: f.id }] });
    expect(made.data).toMatchObject({ entry_count: 1, refund_count: 0, total_amount: '60.00' });
    expect((await candidates(s2, '2026-05-01', '2026-05-31')).data.list.map((c) => c.source_id)).toEqual([e.id]);
  });

  it('remove items from a draft (totals again, logged, the source free); audit1 then audit2 by another person; nothing changes after', async () => {
    const made = await create({ supplier_id: s1, start_date: '2026-03-01', end_date: '2026-03-31' });
    const id = made.data.id;
    const r = made.data.items.find((i) => i.source_type === 'purchase_refund')!;
    expect((await remove('purchase_refund', r.source_id, 'lister')).code).toBe(402);
    expect((await call('PUT', `${ONE}/remove`, { remove_type: 'statement', remove_id: r.source_id })).data).toMatchObject({ errors: [{ field: 'remove_type' }] });
    expect((await call('PUT', `${ONE}/remove`, { remove_type: 'purchase_refund' })).data).toMatchObject({ errors: [{ field: 'remove_id' }] });
    const removed = await remove('purchase_refund', r.source_id);
    expect(removed.data).toMatchObject({ refund_count: 0, refund_amount: '0.00', entry_amount: '150.50', total_amount: '150.50' });
    expect(removed.data.logs.at(-1)).toMatchObject({ action: 'remove', from_status: 1, to_status: 1, remark: r.source_no });
    expect(await remove('purchase_refund', r.source_id)).toMatchObject({ code: 404, message: zh('fms.ss_item_not_found') });
    expect((await remove('warehousing_entry', 999999)).code).toBe(404);
    expect((await candidates(s1, '2026-03-01', '2026-03-31')).data.list.map((c) => c.source_id)).toEqual([r.source_id]);

    // a settlement of the refund alone has nothing to pay: audit1 refuses it
    const refundOnly = await create({ supplier_id: s1, start_date: '2026-03-01', end_date: '2026-03-31' });
    expect(refundOnly.data.total_amount).toBe('-30.25');
    expect(await act(refundOnly.data.id, 'audit1', 'buyer')).toMatchObject({ code: 409, message: zh('fms.ss_nothing_to_pay', { total: '-30.25' }) });

    expect((await act(id, 'audit2', 'finance')).code).toBe(409);
    expect((await act(id, 'audit1', 'finance')).code).toBe(402);
    expect((await act(id, 'audit1', 'buyer', 'x'.repeat(201))).data).toMatchObject({ errors: [{ field: 'remark' }] });
    const a1 = await act(id, 'audit1', 'buyer', '数量价格无误');
    expect(a1.data).toMatchObject({ status: 2, audit1_by_name: 'buyer', audit1_remark: '数量价格无误' });
    expect(await act(id, 'audit1', 'buyer')).toMatchObject({ code: 409, message: zh('fms.ss_status_changed', { status: '采购已审' }) });
    expect(await remove('warehousing_entry', made.data.items[0].source_id)).toMatchObject({ code: 409, message: zh('fms.ss_status_changed', { status: '采购已审' }) });
    expect((await call('DELETE', `${ONE}/${id}`, undefined, 'buyer')).code).toBe(409);
    expect((await act(id, 'audit2', 'buyer')).code).toBe(402);
    const a2 = await act(id, 'audit2', 'finance', '同意付款');
    expect(a2.data).toMatchObject({ status: 3, status_name: '财务已审', audit2_by_name: 'finance', audit2_remark: '同意付款', open_amount: '150.50' });
    expect(a2.data.logs.map((l) => [l.action, l.from_status, l.to_status])).toEqual([
      ['create', null, 1],
      ['remove', 1, 1],
      ['audit1', 1, 2],
      ['audit2', 2, 3],
    ]);
    expect((await act(id, 'audit2', 'finance2')).code).toBe(409);

    // the same person may not pass both audits (admin holds every permission)
    const e = await entry(s1, '20', '2026-07-01T12:00:00+08:00');
    const mine = await create({ supplier_id: s1, start_date: '2026-07-01', end_date: '2026-07-01', items: [{ source_type: 'warehousing_entry', source_id: e.id }] }, 'admin');
    expect((await act(mine.data.id, 'audit1', 'admin')).code).toBe(200);
    expect(await act(mine.data.id, 'audit2', 'admin')).toMatchObject({ code: 409, message: zh('fms.settlement_same_auditor') });
    expect((await act(mine.data.id, 'audit2', 'finance')).data.status).toBe(3);
  });

  it('lists the store’s settlements with tabs, filters and totals; shows the payment notes paying one', async () => {
    const e = await entry(s2, '80', '2026-08-02T12:00:00+08:00');
    const made = await create({ supplier_id: s2, start_date: '2026-08-01', end_date: '2026-08-31', items: [{ source_type: 'warehousing_entry', source_id: e.id }] });
    const all = await list();
    expect(all.code).toBe(200);
    expect(all.data.list[0].id).toBe(made.data.id);
    const byStatus = all.data.counts;
    expect(byStatus.all).toBe(all.data.pagination.total);
    expect(byStatus['1'] + byStatus['2'] + byStatus['3'] + byStatus['4']).toBe(byStatus.all);
    const drafts = await list({ status: 1 });
    expect(drafts.data.list.every((r) => r.status === 1)).toBe(true);
    expect(drafts.data.counts).toEqual(byStatus);
    const s2s = await list({ supplier_id: s2 });
    expect(s2s.data.list.every((r) => r.supplier_id === s2)).toBe(true);
    expect(s2s.data.totals.total_amount).toBe(s2s.data.list.reduce((n, r) => n + Number(r.total_amount), 0).toFixed(2));
    expect((await list({ keyword: made.data.number })).data.list.map((r) => r.id)).toEqual([made.data.id]);
    expect((await list({ start_date: '2026-08-15', end_date: '2026-09-30' })).data.list.map((r) => r.id)).toEqual([made.data.id]);
    expect((await list({ start_date: '2026-09-01' })).data.list).toEqual([]);
    expect((await list({ start_date: '2026-09-01', end_date: '2026-08-01' })).data).toMatchObject({ errors: [{ field: 'end_date' }] });
    expect((await list({ status: 9 })).code).toBe(422);
    expect((await list({}, 'nobody')).code).toBe(401); // a page the member may not view
    expect((await detail(made.data.id, 'nobody')).code).toBe(401);
    expect((await detail(made.data.id, 'lister')).code).toBe(200);
    const suppliers = await call<{ list: Array<{ id: number; name: string }> }>('GET', `${ONE}/suppliers`, undefined, 'finance');
    expect(suppliers.data.list.map((x) => x.name).sort()).toEqual(['粮油供应商', '蔬菜供应商']);
    expect((await call('GET', `${ONE}/suppliers`, undefined, 'nobody')).code).toBe(401);

    // a pending payment note (P's part) paying it shows in the detail
    await withSystem(t.app.database.db, async (tx) => {
      const [note] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO fms_payment_notes (tenant_id, number, store_id, target_type, target_id, amount, prepay_used, allocated_amount, pay_date)
            VALUES (${tenant.tenantId}::int, 'PN-TEST-1', ${tenant.stores.a}::int, 'supplier', ${s2}::int, 0, 30, 30, '2026-09-01') RETURNING id`,
      );
      await tx.execute(sql`INSERT INTO fms_payment_note_items (tenant_id, note_id, target_type, target_id, target_no, amount) VALUES (${tenant.tenantId}::int, ${note.id}::int, 'supplier_settlement', ${made.data.id}::int, ${made.data.number}, 30)`);
    });
    expect((await detail(made.data.id)).data.payments).toEqual([{ id: expect.any(Number), note_id: expect.any(Number), number: 'PN-TEST-1', status: 0, amount: '30.00', pay_date: '2026-09-01' }]);

    // another store's settlement: not listed from store A, 404 for a member of store A only
    const inB = await entry(s1, '12.5', '2026-08-12T10:00:00+08:00', { store: 'b' });
    const b = await create({ supplier_id: s1, start_date: '2026-08-01', end_date: '2026-08-31' }, 'admin', 'b');
    expect(b.data).toMatchObject({ store_id: tenant.stores.b, total_amount: '12.50', items: [{ source_id: inB.id }] });
    expect((await list()).data.list.map((r) => r.id)).not.toContain(b.data.id);
    expect((await detail(b.data.id, 'clerk')).code).toBe(404);
    expect((await act(b.data.id, 'audit1', 'clerk')).code).toBe(404);
    expect((await remove('warehousing_entry', inB.id, 'clerk')).code).toBe(404);
    expect((await call('DELETE', `${ONE}/${b.data.id}`, undefined, 'clerk')).code).toBe(404);
    // another tenant's
    const theirs = await t.call('GET', `${ONE}/${made.data.id}`, as('admin', 'a', other));
    expect(theirs.code).toBe(404);
    expect((await t.call('PUT', `${ONE}/${made.data.id}/audit1`, { ...as('admin', 'a', other), body: {} })).code).toBe(404);
  });

  it('two built at once over the same sources: one wins, the other is refused whole; two audits at once: one wins', async () => {
    const e = await entry(s2, '10', '2026-10-02T12:00:00+08:00');
    const f = await entry(s2, '20', '2026-10-03T12:00:00+08:00');
    const body = { supplier_id: s2, start_date: '2026-10-01', end_date: '2026-10-31', items: [{ source_type: 'warehousing_entry', source_id: e.id }, { source_type: 'warehousing_entry', source_id: f.id }] };
    const both = await Promise.all([create(body), create(body, 'admin'), create({ supplier_id: s2, start_date: '2026-10-01', end_date: '2026-10-31' }, 'clerk')]);
    expect(both.map((r) => r.code).sort()).toEqual([200, 409, 409]);
    for (const r of both.filter((x) => x.code === 409)) expect([zh('fms.settlement_source_taken'), zh('fms.settlement_nothing')]).toContain(r.message);
    const won = both.find((r) => r.code === 200)!.data;
    expect(won.items).toHaveLength(2);
    const rows = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      queryRows<{ settlement_id: number }>(tx, sql`SELECT settlement_id FROM fms_supplier_settlement_items WHERE source_type = 'warehousing_entry' AND source_id = ANY(${`{${e.id},${f.id}}`}::int[])`),
    );
    expect(rows.map((r) => Number(r.settlement_id))).toEqual([won.id, won.id]);
    const settlements = await withTenant(t.app.database.db, tenant.tenantId, (tx) => queryRows(tx, sql`SELECT id FROM fms_supplier_settlements WHERE supplier_id = ${s2}::int AND start_date = '2026-10-01'`));
    expect(settlements).toHaveLength(1);

    const audits1 = await Promise.all([act(won.id, 'audit1', 'buyer'), act(won.id, 'audit1', 'clerk')]);
    expect(audits1.map((r) => r.code).sort()).toEqual([200, 409]);
    const first = audits1.find((r) => r.code === 200)!.data.audit1_by_name;
    const audits2 = await Promise.all([act(won.id, 'audit2', 'finance'), act(won.id, 'audit2', 'finance2')]);
    expect(audits2.map((r) => r.code).sort()).toEqual([200, 409]);
    const done = await detail(won.id);
    expect(done.data).toMatchObject({ status: 3, audit1_by_name: first });
    expect(done.data.logs.filter((l) => l.action.startsWith('audit'))).toHaveLength(2);
  });

  it('is paid by payment notes: partly (still finance-approved), then in full (paid); nothing changes after', async () => {
    const method = await call<{ id: number }>('POST', '/fms/payment_config', { kind: 1, name: `现金${randomBytes(2).toString('hex')}` });
    expect(method.code).toBe(200);
    const e = await entry(s1, '300', '2026-12-02T12:00:00+08:00');
    const r = await refund(s1, '50', '2026-12-03T12:00:00+08:00');
    const made = await create({ supplier_id: s1, start_date: '2026-12-01', end_date: '2026-12-31' });
    expect(made.data.items.map((i) => i.source_id).sort()).toEqual([e.id, r.id].sort());
    const id = made.data.id;
    expect((await act(id, 'audit1', 'buyer')).code).toBe(200);
    expect((await act(id, 'audit2', 'finance')).code).toBe(200);
    const pay = (amount: string) => call('POST', '/fms/payment_note/quick', { settlement_type: 'supplier_settlement', settlement_id: id, payment_config_id: method.data.id, amount });
    expect((await pay('100')).code).toBe(200);
    expect((await detail(id)).data).toMatchObject({ status: 3, paid_amount: '100.00', open_amount: '150.00', paid_at: null });
    expect((await pay('150')).code).toBe(200);
    const paid = await detail(id);
    expect(paid.data).toMatchObject({ status: 4, status_name: '已付款', total_amount: '250.00', paid_amount: '250.00', open_amount: '0.00' });
    expect(paid.data.paid_at).not.toBeNull();
    expect(paid.data.payments.map((p) => [p.status, p.amount])).toEqual([
      [1, '100.00'],
      [1, '150.00'],
    ]);
    expect(paid.data.payments[0].pay_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(paid.data.logs.filter((l) => l.action === 'pay').map((l) => l.to_status)).toEqual([3, 4]);
    expect((await list({ status: 4 })).data.list.map((x) => x.id)).toContain(id);
    expect((await act(id, 'audit2', 'finance2')).code).toBe(409);
    expect((await remove('warehousing_entry', e.id)).code).toBe(409);
    expect((await call('DELETE', `${ONE}/${id}`, undefined, 'buyer')).code).toBe(409);
  });

  it('leaves the money ledger clean', async () => {
    expect(await withSystem(t.app.database.db, (tx) => checkMoneyLedger(tx, tenant.tenantId))).toEqual([]);
  });
});

describe('supplier settlement export', () => {
  it('exports the filtered tab through the export centre, in the creator’s language; the list’s permission; bad filters 422', async () => {
    const e = await entry(s2, '80.5', '2027-01-05T12:00:00+08:00');
    const r = await refund(s2, '0.5', '2027-01-06T12:00:00+08:00');
    const passed = await create({ supplier_id: s2, start_date: '2027-01-01', end_date: '2027-01-31', remark: '一月' });
    expect(passed.data.items.map((i) => i.source_id).sort()).toEqual([e.id, r.id].sort());
    expect((await act(passed.data.id, 'audit1', 'buyer')).data.status).toBe(2);
    await entry(s2, '9', '2027-01-20T12:00:00+08:00');
    const draft = await create({ supplier_id: s2, start_date: '2027-01-15', end_date: '2027-01-31' });
    expect(draft.code).toBe(200);
    const filter = { supplier_id: s2, start_date: '2027-01-01', end_date: '2027-01-31' };
    const exportOf = (query: Record<string, unknown>, who: Who = 'admin') => call<{ id: number }>('GET', '/fms/supplier_settlement_orders/export', query, who);

    // the tab of those that passed audit 1: one row, as the list shows it
    const started = await exportOf({ ...filter, status: 2 });
    expect(started.code).toBe(200);
    expect(started.data.id).toBeGreaterThan(0);
    const sheet = await downloadExport(t, tenant.tokens.admin, started.data.id);
    expect(sheet[0]).toEqual([
      '结算单号', '状态', '供应商', '供应商编码', '开始日期', '结束日期', '入库单数', '退货单数', '结算金额', '已付金额', '未付金额',
      '门店', '备注', '制单人', '制单时间', '采购审核人', '采购审核时间', '财务审核人', '财务审核时间',
    ]);
    const shown = (await list({ ...filter, status: 2 })).data.list;
    expect(shown.map((x) => x.id)).toEqual([passed.data.id]);
    const row = shown[0];
    expect(sheet.slice(1)).toEqual([
      [row.number, '采购已审', '蔬菜供应商', row.supplier_code, dateCell('2027-01-01'), dateCell('2027-01-31'), 1, 1, 80, 0, 80, row.store_name, '一月', 'buyer', dateCell(row.created_at), 'buyer', dateCell(row.audit1_at)],
      // the totals row, as the list shows it: the money columns summed
      ['合计', undefined, undefined, undefined, undefined, undefined, undefined, undefined, 80, 0, 80],
    ]); // no audit 2 yet: its two cells are empty (the row ends there)
    expect(row.audit1_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // every tab: both, newest first
    const both = await downloadExport(t, tenant.tokens.admin, (await exportOf(filter)).data.id);
    expect(both.slice(1).map((x) => [x[0], x[1], x[8]])).toEqual([
      [draft.data.number, '待审核', 9],
      [passed.data.number, '采购已审', 80],
      ['合计', undefined, 89],
    ]);

    // whoever sees the list may export it (finance); without the list it is a page the member may not view (catalogue: 401)
    expect((await exportOf(filter, 'finance')).code).toBe(200);
    expect((await exportOf(filter, 'nobody')).code).toBe(401);
    // bad filters are refused when asked for, with the field, and start nothing
    expect((await exportOf({ start_date: '2027-02-01', end_date: '2027-01-01' })).data).toMatchObject({ errors: [{ field: 'end_date', message: zh('fms.date_range_invalid') }] });
    expect((await exportOf({ status: 9 })).data).toMatchObject({ errors: [{ field: 'status' }] });
    expect((await exportOf({ supplier_id: 'x' })).data).toMatchObject({ errors: [{ field: 'supplier_id' }] });

    // an English reader gets English headers, states and source
    expect((await t.call('PUT', '/auth/info', { token: tenant.tokens.finance2, body: { language: 'en-US' } })).code).toBe(200);
    const english = await exportOf({ ...filter, status: 2 }, 'finance2');
    const en = await downloadExport(t, tenant.tokens.finance2, english.data.id);
    expect(en[0].slice(0, 3)).toEqual(['Number', 'Status', 'Supplier']);
    expect(en[1][1]).toBe('Purchasing approved');
    const tasks = await t.call<{ list: Array<{ id: number; source: string }> }>('GET', '/task/exports', { token: tenant.tokens.finance2 });
    expect(tasks.data.list.find((x) => x.id === english.data.id)?.source).toBe('Supplier settlements');
  });
});
