import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Location } from '@tradewind/contract/wms/location.schema';
import type { CountSku, StockCount, StockCountDetail, StockCountLine } from '@tradewind/contract/wms/stock-count.schema';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import type { WarehousingEntryDetail } from '@tradewind/contract/wms/warehousing-entry.schema';
import { queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { downloadExport } from '@/test/test-exports';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { checkStockLedger } from '../stock/ledger-check';

/** Stock counts: every call with its permission and refusals, blind counting, frozen book + later moves, the location lock. */
const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let goods: TestGoods;
let fruit: TestGoods;
let warehouseId: number;
const loc: Record<string, number> = {};

const as = (who: 'admin' | 'lead' | 'clerk' | 'nobody') => ({ token: tenant.tokens[who], storeId: tenant.stores.a });
const create = (body: Record<string, unknown>, who = as('lead')) => t.call<StockCountDetail>('POST', '/wms/stock_count', { ...who, body });
const act = (id: number, action: string, body: Record<string, unknown> = {}, who = as('lead')) => t.call<StockCountDetail>('PUT', `/wms/stock_count/${id}/${action}`, { ...who, body });
const count = (id: number, lines: Array<Record<string, unknown>>, who = as('clerk')) => t.call<StockCountLine[]>('PUT', `/wms/stock_count/${id}/count`, { ...who, body: { lines } });
const detail = async (id: number, who = as('lead')) => (await t.call<StockCountDetail>('GET', `/wms/stock_count/${id}`, who)).data;
const lineOf = (d: StockCountDetail, sku: number, location: string) => d.lines.find((l) => l.sku_id === sku && l.location_id === loc[location])!;

/** An audited warehousing entry (type other) or outbound (type other) of one line. */
async function move(kind: 'in' | 'out', skuId: number, location: string, qty: number) {
  const url = kind === 'in' ? '/wms/warehousing_entry' : '/wms/outbound_delivery_order';
  const made = await t.call<WarehousingEntryDetail>('POST', url, { ...as('admin'), body: { type: 6, warehouse_id: warehouseId, lines: [{ sku_id: skuId, unit_id: goods.unitId, qty, price: 5, location_id: loc[location] }] } });
  expect(made.code, made.message).toBe(200);
  if (made.data.status === 1) return made;
  return t.call<WarehousingEntryDetail>('PUT', `${url}/${made.data.id}/audit`, { ...as('admin'), body: {} });
}

const onHand = async (skuId: number, location: string) =>
  withTenant(t.app.database.db, tenant.tenantId, async (tx) => {
    const rows = await queryRows<{ q: string }>(tx, sql`SELECT on_hand::text AS q FROM wms_stock WHERE sku_id = ${skuId} AND location_id = ${loc[location]}`);
    return Number(rows[0]?.q ?? 0);
  });
const ledgerDrift = () => withTenant(t.app.database.db, tenant.tenantId, (tx) => checkStockLedger(tx, tenant.tenantId));

beforeAll(async () => {
  const prefix = `sc${randomBytes(3).toString('hex')}`;
  const countPermissions = ['create', 'update', 'start', 'count', 'submit', 'recount', 'audit', 'cancel', 'export', 'book', 'list'].map((a) => `wms:stock_count:${a}`);
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'lead', name: 'Lead', permissions: countPermissions },
      { key: 'clerk', name: 'Clerk', permissions: ['wms:stock_count:list', 'wms:stock_count:count'] },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'lead', account: `${prefix}_lead`, name: 'Lead', password: TEST_PASSWORD, roles: ['lead'], stores: ['a'] },
      { key: 'clerk', account: `${prefix}_clerk`, name: 'Clerk', password: TEST_PASSWORD, roles: ['clerk'], stores: ['a'] },
      { key: 'nobody', account: `${prefix}_nobody`, name: 'Nobody', password: TEST_PASSWORD, roles: [], stores: ['a'] },
    ],
  });
  other = await t.tenant({});
  goods = await createTestGoods(t, tenant.tokens.admin, { skus: 3, name: '盘点测试' });
  fruit = await createTestGoods(t, tenant.tokens.admin, { skus: 1, name: '盘点水果' });
  const code = `W${randomBytes(3).toString('hex')}`;
  warehouseId = (await t.call<Warehouse>('POST', '/wms/warehouse', { ...as('admin'), body: { name: `仓${code}`, code } })).data.id;
  for (const [c, zone] of [['A-01', 'A'], ['A-02', 'A'], ['B-01', 'B']] as const)
    loc[c] = (await t.call<Location>('POST', '/wms/location', { ...as('admin'), body: { warehouse_id: warehouseId, code: c, zone } })).data.id;
  await move('in', goods.skuIds[0], 'A-01', 10);
  await move('in', goods.skuIds[1], 'A-02', 5);
  await move('in', goods.skuIds[2], 'B-01', 7);
  const f = await t.call<WarehousingEntryDetail>('POST', '/wms/warehousing_entry', { ...as('admin'), body: { type: 6, warehouse_id: warehouseId, lines: [{ sku_id: fruit.skuIds[0], unit_id: fruit.unitId, qty: 4, price: 2, location_id: loc['B-01'] }] } });
  if (f.data.status === 0) await t.call('PUT', `/wms/warehousing_entry/${f.data.id}/audit`, { ...as('admin'), body: {} });
});

describe('stock counts', () => {
  it('a blind count of zone A: book frozen at start, later moves shown, clerks count (one line twice, one found on the shelf), recount, audit posts counted − (book + later moves)', async () => {
    // drafts: bad scopes are refused on the field
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ warehouse_id: warehouseId, scope_type: 2 }, 'zones'],
      [{ warehouse_id: warehouseId, scope_type: 2, zones: ['Z'] }, 'zones.0'],
      [{ warehouse_id: warehouseId, scope_type: 3, location_ids: [loc['A-01'], 999999] }, 'location_ids.1'],
      [{ warehouse_id: warehouseId, scope_type: 1, category_ids: [999999] }, 'category_ids.0'],
      [{ warehouse_id: 999999, scope_type: 1 }, 'warehouse_id'],
      [{ warehouse_id: warehouseId, scope_type: 9 }, 'scope_type'],
    ];
    for (const [body, field] of bad) expect(await create(body), JSON.stringify(body)).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    expect((await create({ warehouse_id: warehouseId, scope_type: 1 }, as('clerk'))).code).toBe(402);

    const made = await create({ warehouse_id: warehouseId, scope_type: 1, blind: 1, remark: '月末' });
    expect(made.code, made.message).toBe(200);
    expect(made.data).toMatchObject({ status: 0, number: expect.stringMatching(/^SC\d{8}-\d{4}$/), blind: 1, line_count: 0 });
    const id = made.data.id;
    const edited = await t.call<StockCountDetail>('PUT', '/wms/stock_count', { ...as('lead'), body: { id, warehouse_id: warehouseId, scope_type: 2, zones: ['A'], blind: 1, remark: '月末 A 区' } });
    expect(edited.data).toMatchObject({ scope_type: 2, zones: ['A'], remark: '月末 A 区' });
    expect((await act(id, 'start', {}, as('clerk'))).code).toBe(402);
    expect((await count(id, [{ id: 1, qty: 1 }])).code).toBe(409); // a draft is not counted

    const started = await act(id, 'start');
    expect(started.code, started.message).toBe(200);
    expect(started.data).toMatchObject({ status: 1, line_count: 2, counted_count: 0, book_visible: 1, locations: [{ id: loc['A-01'], code: 'A-01' }, { id: loc['A-02'], code: 'A-02' }] });
    expect(started.data.lines.map((l) => [l.location_code, l.sku_code, l.book_qty])).toEqual([['A-01', goods.skuCodes[0], '10'], ['A-02', goods.skuCodes[1], '5']]);
    expect((await act(id, 'start')).code).toBe(409);
    expect((await t.call('PUT', '/wms/stock_count', { ...as('lead'), body: { id, warehouse_id: warehouseId, scope_type: 1 } })).code).toBe(409);

    // moves after the start: an outbound of 3 from A-01 and an entry of 2 into A-02 (the lock setting is off)
    await move('out', goods.skuIds[0], 'A-01', 3);
    await move('in', goods.skuIds[1], 'A-02', 2);
    const lead = await detail(id);
    expect([lineOf(lead, goods.skuIds[0], 'A-01'), lineOf(lead, goods.skuIds[1], 'A-02')].map((l) => [l.book_qty, l.moved_qty, l.expected_qty])).toEqual([['10', '-3', '7'], ['5', '2', '7']]);

    // blind: the clerk's counting page and detail carry no book, moves or differences
    const work = await t.call<StockCountDetail>('GET', `/wms/stock_count/${id}/work`, as('clerk'));
    expect(work.data.book_visible).toBe(0);
    for (const l of [...work.data.lines, ...(await detail(id, as('clerk'))).lines]) expect([l.book_qty, l.moved_qty, l.expected_qty, l.diff_qty, l.unit_cost, l.diff_amount]).toEqual([null, null, null, null, null, null]);
    expect((await t.call('GET', `/wms/stock_count/${id}/work`, as('nobody'))).code).toBe(402);

    // counting: bad input on the line; a SKU by barcode or code; one found on the shelf gets a line
    const l0 = lineOf(lead, goods.skuIds[0], 'A-01').id;
    const l1 = lineOf(lead, goods.skuIds[1], 'A-02').id;
    expect(await count(id, [{ id: l0, qty: -1 }])).toMatchObject({ code: 422, data: { errors: [{ field: 'lines.0.qty' }] } });
    expect(await count(id, [{ id: l0, qty: '1.5' }])).toMatchObject({ code: 422, data: { errors: [{ field: 'lines.0.qty' }] } });
    expect(await count(id, [{ id: 999999, qty: 1 }])).toMatchObject({ code: 422, data: { errors: [{ field: 'lines.0.id' }] } });
    expect(await count(id, [{ sku_id: goods.skuIds[2], location_id: loc['B-01'], qty: 1 }])).toMatchObject({ code: 422, data: { errors: [{ field: 'lines.0.location_id' }] } });
    expect((await count(id, [{ id: l0, qty: 1 }], as('nobody'))).code).toBe(402);
    const found = await t.call<CountSku>('GET', `/wms/stock_count/${id}/sku`, { ...as('clerk'), query: { code: goods.skuCodes[2] } });
    expect(found.data).toMatchObject({ id: goods.skuIds[2], code: goods.skuCodes[2] });
    expect((await t.call('GET', `/wms/stock_count/${id}/sku`, { ...as('clerk'), query: { code: 'NO-SUCH' } })).code).toBe(404);

    const first = await count(id, [{ id: l0, qty: 5 }]);
    expect(first.data).toMatchObject([{ id: l0, counted_qty: '5', counted_by_name: 'Clerk', book_qty: null }]);
    expect(await act(id, 'submit')).toMatchObject({ code: 409, message: expect.stringContaining('1') });
    // two clerks save one line at once: the last wins, the history keeps both
    const both = await Promise.all([count(id, [{ id: l1, qty: 7 }]), count(id, [{ id: l1, qty: 7 }], as('lead'))]);
    expect(both.map((r) => r.code)).toEqual([200, 200]);
    const added = await count(id, [{ sku_id: goods.skuIds[2], location_id: loc['A-01'], qty: 2 }]);
    expect(added.data).toMatchObject([{ sku_id: goods.skuIds[2], location_code: 'A-01', added: 1, counted_qty: '2' }]);
    const submitted = await act(id, 'submit');
    expect(submitted.data).toMatchObject({ status: 2, counted_count: 3, line_count: 3 });
    expect(submitted.data.records.filter((r) => r.item_id === l1).map((r) => r.qty)).toEqual(['7', '7']);
    expect((await count(id, [{ id: l0, qty: 6 }])).code).toBe(409);

    // the lead reviews (sku0: counted 5 against 7) and sends it back; only that line may be counted
    expect(lineOf(submitted.data, goods.skuIds[0], 'A-01')).toMatchObject({ expected_qty: '7', counted_qty: '5', diff_qty: '-2', diff_amount: '-10.00' });
    expect(await t.call('PUT', `/wms/stock_count/${id}/recount`, { ...as('lead'), body: { item_ids: [999999] } })).toMatchObject({ code: 422, data: { errors: [{ field: 'item_ids.0' }] } });
    expect((await t.call('PUT', `/wms/stock_count/${id}/recount`, { ...as('clerk'), body: { item_ids: [l0] } })).code).toBe(402);
    const recount = await t.call<StockCountDetail>('PUT', `/wms/stock_count/${id}/recount`, { ...as('lead'), body: { item_ids: [l0], remark: '再数一次' } });
    expect(recount.data).toMatchObject({ status: 1, recount_round: 1, counted_count: 2 });
    expect(lineOf(recount.data, goods.skuIds[0], 'A-01')).toMatchObject({ recount: 1, counted_qty: null });
    expect((await count(id, [{ id: l1, qty: 8 }])).code).toBe(409);
    expect((await count(id, [{ id: l0, qty: 6 }])).code).toBe(200);
    expect((await act(id, 'submit')).code).toBe(200);

    // more moves before the audit: an entry of 4 into A-02 (expected 11 there now)
    await move('in', goods.skuIds[1], 'A-02', 4);
    const audits = await Promise.all([act(id, 'audit'), act(id, 'audit')]);
    expect(audits.map((a) => a.code).sort()).toEqual([200, 409]);
    const audited = audits.find((a) => a.code === 200)!.data;
    // the shelf is what stock shows: 6, 7 and 2
    expect([await onHand(goods.skuIds[0], 'A-01'), await onHand(goods.skuIds[1], 'A-02'), await onHand(goods.skuIds[2], 'A-01')]).toEqual([6, 7, 2]);
    expect(await ledgerDrift()).toEqual([]);
    expect(audited).toMatchObject({ status: 3, locations: [], gain_qty: '2', loss_qty: '5', gain_amount: '10.00', loss_amount: '25.00' });
    expect(audited.lines.map((l) => [l.sku_code, l.book_qty, l.moved_qty, l.counted_qty, l.diff_qty, l.diff_amount])).toEqual([
      [goods.skuCodes[0], '10', '-3', '6', '-1', '-5.00'],
      [goods.skuCodes[2], '0', '0', '2', '2', '10.00'],
      [goods.skuCodes[1], '5', '6', '7', '-4', '-20.00'],
    ]);
    expect(audited.logs.map((l) => l.action)).toEqual(['create', 'update', 'start', 'submit', 'recount', 'submit', 'audit']);
    expect(audited.records).toHaveLength(5);
    expect(await detail(id, as('clerk'))).toMatchObject({ gain_qty: null, loss_amount: null });
    const history = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      queryRows<{ qty: string }>(tx, sql`SELECT qty::text AS qty FROM wms_stock_moves WHERE doc_type = 'stock_count' AND doc_id = ${id} ORDER BY id`),
    );
    expect(history.map((h) => Number(h.qty)).sort((a, b) => a - b)).toEqual([-4, -1, 2]);
    expect((await act(id, 'cancel')).code).toBe(409);
    expect((await act(id, 'audit')).code).toBe(409);
  });

  it('the location lock refuses other postings while a count holds a location, not the count\'s own; categories narrow the scope', async () => {
    const setting = (on: 0 | 1) => t.call('PUT', '/wms/setting/warehouse', { ...as('admin'), body: { lock_counting_locations: on } });
    expect((await setting(1)).code).toBe(200);
    const fruitCount = await create({ warehouse_id: warehouseId, scope_type: 3, location_ids: [loc['B-01']], category_ids: [fruit.categoryId] });
    const started = await act(fruitCount.data.id, 'start');
    expect(started.data.lines.map((l) => l.sku_id)).toEqual([fruit.skuIds[0]]);
    expect(started.data.blind).toBe(0);
    // the fruit at B-01 is locked, other goods of B-01 are not
    const fruitOut = await t.call<WarehousingEntryDetail>('POST', '/wms/outbound_delivery_order', {
      ...as('admin'),
      body: { type: 6, warehouse_id: warehouseId, lines: [{ sku_id: fruit.skuIds[0], unit_id: fruit.unitId, qty: 1, location_id: loc['B-01'] }] },
    });
    const refused = await t.call('PUT', `/wms/outbound_delivery_order/${fruitOut.data.id}/audit`, { ...as('admin'), body: {} });
    expect(refused).toMatchObject({ code: 409, message: expect.stringContaining('B-01') });
    expect((await move('out', goods.skuIds[2], 'B-01', 1)).code).toBe(200);
    // another count of B-01 cannot start while this one holds it
    const second = await create({ warehouse_id: warehouseId, scope_type: 3, location_ids: [loc['B-01']] });
    expect((await act(second.data.id, 'start')).code).toBe(409);
    // the count's own posting passes the lock
    const line = started.data.lines[0];
    expect(await count(fruitCount.data.id, [{ id: line.id, qty: 3 }])).toMatchObject({ code: 200, data: [{ book_qty: '4', diff_qty: '-1' }] });
    expect((await act(fruitCount.data.id, 'submit')).code).toBe(200);
    expect((await act(fruitCount.data.id, 'audit')).data).toMatchObject({ status: 3, loss_qty: '1', loss_amount: '2.00' });
    // unlocked once audited: the refused outbound posts now
    expect((await t.call('PUT', `/wms/outbound_delivery_order/${fruitOut.data.id}/audit`, { ...as('admin'), body: {} })).code).toBe(200);
    // cancel unlocks too
    expect((await act(second.data.id, 'start')).code).toBe(200);
    expect((await move('out', goods.skuIds[2], 'B-01', 1)).code).toBe(409);
    expect((await act(second.data.id, 'cancel', { remark: '改天再盘' })).data).toMatchObject({ status: 4, logs: [{ action: 'create' }, { action: 'start' }, { action: 'cancel', remark: '改天再盘' }] });
    expect((await move('out', goods.skuIds[2], 'B-01', 1)).code).toBe(200);
    expect((await setting(0)).code).toBe(200);
    expect(await ledgerDrift()).toEqual([]);
  });

  it('lists with filters and pages, exports, and refuses callers without permission, other tenants and wrong states', async () => {
    const draft = await create({ warehouse_id: warehouseId, scope_type: 2, zones: ['B'] });
    const list = (query: Record<string, unknown>) => t.call<ListData<StockCount>>('GET', '/wms/stock_counts', { ...as('lead'), query });
    const all = await list({ warehouse_id: warehouseId });
    expect(all.data.pagination.total).toBe(4);
    expect((await list({ keyword: draft.data.number })).data.list.map((c) => c.id)).toEqual([draft.data.id]);
    expect((await list({ status: 3, warehouse_id: warehouseId })).data.pagination.total).toBe(2);
    expect((await list({ status: 0, page_size: 1, page: 1 })).data).toMatchObject({ list: [{ id: draft.data.id, zones: ['B'], scope_type: 2 }], pagination: { total: 1, size: 1 } });
    expect(await list({ start_date: '2026-02-02', end_date: '2026-02-01' })).toMatchObject({ code: 422, data: { errors: [{ field: 'end_date' }] } });
    expect((await list({ start_date: '2000-01-01', end_date: '2000-01-02' })).data.pagination.total).toBe(0);

    const started = await t.call<{ id: number }>('GET', '/wms/stock_counts/export', { ...as('lead'), query: { status: 0 } });
    expect(started.code).toBe(200);
    const sheet = await downloadExport(t, tenant.tokens.lead, started.data.id);
    expect(sheet[0].slice(0, 5)).toEqual(['单号', '仓库', '范围', '盲盘', '状态']);
    expect(sheet.slice(1).map((r) => [r[0], r[4]])).toEqual([[draft.data.number, '草稿']]);

    for (const [method, url] of [
      ['POST', '/wms/stock_count'],
      ['PUT', '/wms/stock_count'],
      ['PUT', `/wms/stock_count/${draft.data.id}/start`],
      ['PUT', `/wms/stock_count/${draft.data.id}/submit`],
      ['PUT', `/wms/stock_count/${draft.data.id}/recount`],
      ['PUT', `/wms/stock_count/${draft.data.id}/audit`],
      ['PUT', `/wms/stock_count/${draft.data.id}/cancel`],
      ['GET', '/wms/stock_counts/export'],
    ] as const)
      expect((await t.call(method, url, { ...as('clerk'), body: method === 'GET' ? undefined : {} })).code, `${method} ${url}`).toBe(402);
    expect((await t.call('GET', '/wms/stock_counts', as('nobody'))).code).toBe(401);
    const theirs = { token: other.tokens.admin, storeId: other.stores.a };
    expect((await t.call('GET', `/wms/stock_count/${draft.data.id}`, theirs)).code).toBe(404);
    expect((await t.call('PUT', `/wms/stock_count/${draft.data.id}/start`, { ...theirs, body: {} })).code).toBe(404);
    expect((await t.call<unknown>('POST', '/wms/stock_count', { ...theirs, body: { warehouse_id: warehouseId, scope_type: 1 } })).data).toMatchObject({ errors: [{ field: 'warehouse_id' }] });
    // wrong states: submit, recount and audit of a draft; a zone with nothing in stock
    for (const action of ['submit', 'audit']) expect((await act(draft.data.id, action)).code, action).toBe(409);
    expect((await t.call('PUT', `/wms/stock_count/${draft.data.id}/recount`, { ...as('lead'), body: { item_ids: [1] } })).code).toBe(409);
    await move('out', goods.skuIds[2], 'B-01', await onHand(goods.skuIds[2], 'B-01'));
    const emptied = await t.call<StockCountDetail>('PUT', '/wms/stock_count', { ...as('lead'), body: { id: draft.data.id, warehouse_id: warehouseId, scope_type: 2, zones: ['B'], category_ids: [goods.categoryId] } });
    expect(emptied.code).toBe(200);
    expect(await act(draft.data.id, 'start')).toMatchObject({ code: 409, message: expect.any(String) });
    expect((await detail(draft.data.id)).status).toBe(0);
  });

  it('fills the uncounted lines with the book quantity on request: counted lines keep their counts, then submit and audit pass', async () => {
    const made = await create({ warehouse_id: warehouseId, scope_type: 2, zones: ['A'] });
    const id = made.data.id;
    const started = await act(id, 'start');
    // hold a line each (and what the first count found on a shelf of zone A)
    const lines = started.data.line_count;
    expect(lines).toBeGreaterThanOrEqual(2);
    const [a1, a2] = [lineOf(started.data, goods.skuIds[0], 'A-01'), lineOf(started.data, goods.skuIds[1], 'A-02')];
    // submitting with a line uncounted is refused; the clerk counts A-01 short by one, goods arrive at A-02 after the start
    expect((await count(id, [{ id: a1.id, qty: Number(a1.book_qty) - 1 }])).code).toBe(200);
    expect((await act(id, 'submit')).code).toBe(409);
    await move('in', goods.skuIds[1], 'A-02', 3);
    expect((await act(id, 'fill_book', {}, as('nobody'))).code).toBe(402);

    const filled = await act(id, 'fill_book', { remark: '其余按账面' }, as('clerk'));
    expect(filled.code, filled.message).toBe(200);
    expect(filled.data.counted_count).toBe(lines);
    const [f1, f2] = [lineOf(filled.data, goods.skuIds[0], 'A-01'), lineOf(filled.data, goods.skuIds[1], 'A-02')];
    expect([f1.counted_qty, f1.diff_qty]).toEqual([String(Number(a1.book_qty) - 1), '-1']);
    // the book as it stands now: frozen book + the 3 that came in since, so no difference
    expect([f2.counted_qty, f2.moved_qty, f2.diff_qty, f2.counted_by_name]).toEqual([String(Number(a2.book_qty) + 3), '3', '0', 'Clerk']);
    expect(filled.data.records.filter((r) => r.item_id === f2.id).map((r) => r.staff_name)).toEqual(['Clerk']);
    expect(filled.data.logs.at(-1)).toMatchObject({ action: 'fill_book', from_status: 1, to_status: 1, staff_name: 'Clerk', remark: expect.stringContaining(`${lines - 1} 行`) });
    expect(filled.data.logs.at(-1)!.remark).toContain('其余按账面');
    // nothing left to fill
    expect((await act(id, 'fill_book', {}, as('clerk'))).code).toBe(409);

    expect((await act(id, 'submit')).code).toBe(200);
    expect((await act(id, 'fill_book', {}, as('clerk'))).code).toBe(409);
    const before = await onHand(goods.skuIds[1], 'A-02');
    expect((await act(id, 'audit')).data).toMatchObject({ status: 3, loss_qty: '1' });
    expect(await onHand(goods.skuIds[1], 'A-02')).toBe(before);
    expect(await ledgerDrift()).toEqual([]);

    // a blind count: a counter without the book may not fill (it would show the book), who sees it may
    const blind = await create({ warehouse_id: warehouseId, scope_type: 2, zones: ['A'], blind: 1 });
    expect((await act(blind.data.id, 'start')).code).toBe(200);
    expect((await act(blind.data.id, 'fill_book', {}, as('clerk'))).code).toBe(402);
    expect((await detail(blind.data.id)).counted_count).toBe(0);
    expect((await act(blind.data.id, 'fill_book')).data.counted_count).toBe(lines);
    expect((await act(blind.data.id, 'cancel')).code).toBe(200);
  });
});
