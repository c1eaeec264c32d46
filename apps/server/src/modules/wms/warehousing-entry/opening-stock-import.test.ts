import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportKind } from '@tradewind/contract/common/import-task.schema';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Location } from '@tradewind/contract/wms/location.schema';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import type { WarehousingEntry, WarehousingEntryDetail } from '@tradewind/contract/wms/warehousing-entry.schema';
import { loadStaffSession } from '@/core/auth/session';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { withTenant } from '@/core/db/tenancy';
import { checkStockLedger } from '@/modules/wms';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { csvText, importCalls, sheetText, xlsxOf } from '@/test/test-imports';
import { openingStockImporter, type OpeningStockRow } from './opening-stock.import';
import { onPostgres, TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';

/** The opening stock import (wms README "Opening stock"): good, bad and repeated files, the ledger re-summed after each. */

const t = useTestApp();
let tenant: TestTenant;
let goods: TestGoods;
type Wh = { id: number; code: string; name: string; a: number; b: number };
let w1: Wh;
let w2: Wh;
let w3: Wh; // store b
/** the SKUs' package unit (12 of the base unit) */
let box: string;
const tag = randomBytes(3).toString('hex');
const KIND = 'wms.opening_stock';
const HEADER_ZH = ['仓库', '库位', '商品编码或条码', '单位', '数量', '单位成本', '备注'];
const HEADER_EN = ['Warehouse', 'Location', 'SKU code or barcode', 'Unit', 'Quantity', 'Unit cost', 'Remark'];

async function makeWarehouse(storeId: number): Promise<Wh> {
  const as = { token: tenant.tokens.admin, storeId };
  const code = `W${randomBytes(3).toString('hex')}`;
  const w = await t.call<Warehouse>('POST', '/wms/warehouse', { ...as, body: { name: `期初仓${code}`, code } });
  const a = await t.call<Location>('POST', '/wms/location', { ...as, body: { warehouse_id: w.data.id, code: 'A-01' } });
  const b = await t.call<Location>('POST', '/wms/location', { ...as, body: { warehouse_id: w.data.id, code: 'B-01' } });
  await t.call('PUT', `/wms/warehouse/${w.data.id}/default_location`, { ...as, body: { location_id: a.data.id } });
  return { id: w.data.id, code, name: `期初仓${code}`, a: a.data.id, b: b.data.id };
}

const inTenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(t.app.database.db, tenant.tenantId, fn);

/** On hand per location, the warehouse's total and moving average of a SKU. */
async function stockOf(skuId: number, w: Wh) {
  const [cells, totals] = await inTenant((tx) =>
    Promise.all([
      queryRows<{ location_id: number; on_hand: string }>(tx, sql`SELECT location_id, on_hand::text FROM wms_stock WHERE sku_id = ${skuId} AND warehouse_id = ${w.id}`),
      queryRows<{ on_hand: string; cost: string }>(tx, sql`SELECT on_hand::text, cost::text FROM wms_stock_totals WHERE sku_id = ${skuId} AND warehouse_id = ${w.id}`),
    ]),
  );
  return {
    a: Number(cells.find((c) => c.location_id === w.a)?.on_hand ?? 0),
    b: Number(cells.find((c) => c.location_id === w.b)?.on_hand ?? 0),
    total: Number(totals[0]?.on_hand ?? 0),
    cost: totals[0]?.cost ?? null,
  };
}

const openingEntries = async () =>
  (await t.call<ListData<WarehousingEntry>>('GET', '/wms/warehousing_entries', { token: tenant.tokens.admin, query: { type: 7, page_size: 100 } })).data.list;

/** The stock and its ledger agree (`npm run stock:check`'s re-sum) for this tenant. */
const ledgerDifferences = () => inTenant((tx) => checkStockLedger(tx, tenant.tenantId));

beforeAll(async () => {
  const person = (key: string, roles: string[], stores: 'all' | string[] = 'all') => ({ key, account: `${key}${tag}`, name: key, password: TEST_PASSWORD, roles, stores, dept: 'head' });
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'keeper', name: 'Keeper', permissions: ['system:import:list', 'wms:warehousing_entry:list', 'wms:warehousing_entry:create', 'wms:warehousing_entry:audit'] },
      { key: 'clerk', name: 'Clerk', permissions: ['system:import:list', 'wms:warehousing_entry:list', 'wms:warehousing_entry:create'] },
    ],
    staff: [person('admin', ['admin']), person('keeper', ['keeper'], ['a']), person('clerk', ['clerk'])],
  });
  goods = await createTestGoods(t, tenant.tokens.admin, { skus: 4, name: `期初商品${tag}` });
  // barcodes, as the goods page would give them
  await inTenant((tx) => tx.execute(sql`UPDATE pms_skus SET barcode = '69' || lpad(id::text, 11, '0') WHERE id = ANY(${`{${goods.skuIds.join(',')}}`}::int[])`));
  w1 = await makeWarehouse(tenant.stores.a);
  w2 = await makeWarehouse(tenant.stores.a);
  w3 = await makeWarehouse(tenant.stores.b);
  [{ name: box }] = await inTenant((tx) => queryRows<{ name: string }>(tx, sql`SELECT name FROM pms_units WHERE id = ${goods.packageUnitId}`));
});

const barcodeOf = (skuId: number) => `69${String(skuId).padStart(11, '0')}`;

describe('the opening stock import', () => {
  it('is offered with its template to whoever may create and audit warehousing entries', async () => {
    const kinds = async (token: string) => (await t.call<ImportKind[]>('GET', '/task/import/kinds', { token })).data.map((k) => k.key);
    expect(await kinds(tenant.tokens.keeper)).toContain(KIND);
    // without the audit permission: as by hand, no opening stock
    expect(await kinds(tenant.tokens.clerk)).not.toContain(KIND);
    const refused = await importCalls(t, tenant.tokens.clerk).upload('opening.csv', Buffer.from(csvText([HEADER_ZH])), KIND);
    expect(refused.code).toBe(402);
    for (const [lang, header] of [['zh-CN', HEADER_ZH], ['en-US', HEADER_EN]] as const) {
      const link = await t.call<{ file_url: string }>('GET', '/task/import/template', { token: tenant.tokens.keeper, query: { kind: KIND }, headers: { 'accept-language': lang } });
      expect(link.code).toBe(200);
      const [head] = await sheetText((await t.app.inject({ method: 'GET', url: link.data.file_url })).rawPayload);
      expect(head.map((h) => h.replace(/^\*/, ''))).toEqual(header);
    }
  });

  it('posts a good file as one audited opening entry per warehouse, at its costs, and a second import of it posts nothing', async () => {
    const calls = importCalls(t, tenant.tokens.admin);
    const [s0, s1, s2] = goods.skuIds;
    const rows = [
      HEADER_EN,
      // 2 boxes of 12 at 120.00 a box: 24 at 10.0000
      [w1.name, 'A-01', goods.skuCodes[0], box, '2', '120.00', '整箱'],
      // the same SKU by its barcode at another location: 6 at 12.00 → average (240 + 72) / 30 = 10.4
      [w1.name, 'B-01', barcodeOf(s0), '', '6', '12.00', ''],
      // the warehouse by its code, no location: the default one
      [w1.code, '', goods.skuCodes[1], '', '5', '3.50', ''],
      [w2.code, '', goods.skuCodes[2], '', '7', '2.00', ''],
    ];
    const file = await xlsxOf(rows);
    const done = await calls.importFile('opening.xlsx', file, KIND);
    expect(done).toMatchObject({ import_status: 4, created_count: 4, updated_count: 0, refused_count: 0 });

    expect(await stockOf(s0, w1)).toEqual({ a: 24, b: 6, total: 30, cost: '10.4000' });
    expect(await stockOf(s1, w1)).toMatchObject({ a: 5, b: 0, total: 5, cost: '3.5000' });
    expect(await stockOf(s2, w2)).toMatchObject({ a: 7, total: 7, cost: '2.0000' });
    const entries = await openingEntries();
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => [e.warehouse_id, e.status, e.type, e.line_count]).sort()).toEqual(
      [
        [w1.id, 1, 7, 3],
        [w2.id, 1, 7, 1],
      ].sort(),
    );
    const first = entries.find((e) => e.warehouse_id === w1.id)!;
    const detail = (await t.call<WarehousingEntryDetail>('GET', `/wms/warehousing_entry/${first.id}`, { token: tenant.tokens.admin })).data;
    expect(detail.logs.map((l) => l.action)).toEqual(expect.arrayContaining(['create', 'audit']));
    expect(detail.total_amount).toBe('329.50');
    // the moves are the entry's, through the ledger's one writer
    const moves = await inTenant((tx) =>
      queryRows<{ doc_type: string; doc_no: string; n: number }>(tx, sql`SELECT doc_type, doc_no, count(*)::int AS n FROM wms_stock_moves WHERE doc_id = ${first.id} AND doc_type = 'warehousing_entry' GROUP BY 1, 2`),
    );
    expect(moves).toEqual([{ doc_type: 'warehousing_entry', doc_no: first.number, n: 3 }]);
    expect(await ledgerDifferences()).toEqual([]);

    // the same file again: every row refused, naming the entry that took it; nothing posted
    const again = await calls.importFile('opening.xlsx', file, KIND);
    expect(again).toMatchObject({ created_count: 0, refused_count: 4 });
    const problems = await calls.problems(again.id);
    expect(problems).toHaveLength(4);
    expect(problems.every((p) => p.column_key === 'sku' && p.message.includes('期初'))).toBe(true);
    expect(problems.some((p) => p.message.includes(first.number))).toBe(true);
    expect(await openingEntries()).toHaveLength(2);
    expect(await stockOf(s0, w1)).toEqual({ a: 24, b: 6, total: 30, cost: '10.4000' });
    expect(await ledgerDifferences()).toEqual([]);
  });

  it('refuses the bad rows of a file with their reasons and posts the rest', async () => {
    const calls = importCalls(t, tenant.tokens.keeper);
    const s3 = goods.skuCodes[3];
    const rows = [
      HEADER_ZH,
      ['没有这个仓库', '', s3, '', '1', '1.00', ''], // 2: no such warehouse
      [w1.name, 'Z-99', s3, '', '1', '1.00', ''], // 3: no such location
      [w1.name, '', 'NO-SUCH-SKU', '', '1', '1.00', ''], // 4: no such SKU
      [w1.name, '', s3, '吨', '1', '1.00', ''], // 5: not the SKU's unit
      [w1.name, 'B-01', s3, '', '1.5', '1.00', ''], // 6: a whole unit
      [w1.name, 'A-01', s3, '', '0', '1.00', ''], // 7: no quantity
      [w1.code, '', s3, '', '2', '-1', ''], // 8: a negative cost
      [w3.name, '', s3, '', '1', '1.00', ''], // 9: a warehouse of a store the keeper does not work in
      [w1.name, 'B-01', goods.skuCodes[1], '', '4', '4.00', ''], // 10: good — a new location of an opened SKU
      [w1.name, 'B-01', goods.skuCodes[1], '', '4', '4.00', ''], // 11: the same place twice in a file
      // 12: good (by its barcode: row 5 names the same place by its code, and the file may name a place once)
      [w1.name, '', barcodeOf(goods.skuIds[3]), '', '3', '8.00', ''],
    ];
    const done = await calls.importFile('opening-bad.csv', Buffer.from(csvText(rows)), KIND);
    expect(done).toMatchObject({ import_status: 4, created_count: 2, refused_count: 9 });
    const problems = await calls.problems(done.id);
    const byRow = new Map<number, string[]>();
    for (const p of problems) byRow.set(p.row_no, [...(byRow.get(p.row_no) ?? []), p.column_key]);
    expect(byRow.get(2)).toContain('warehouse');
    expect(byRow.get(3)).toContain('location');
    expect(byRow.get(4)).toContain('sku');
    expect(byRow.get(5)).toContain('unit');
    expect(byRow.get(6)).toContain('qty');
    expect(byRow.get(7)).toContain('qty');
    expect(byRow.get(8)).toContain('unit_cost');
    expect(byRow.get(9)).toContain('warehouse');
    expect(byRow.has(10)).toBe(false);
    expect(byRow.has(11)).toBe(true);
    expect(byRow.has(12)).toBe(false);
    // the refused rows come back as a file with their reasons
    const refused = await sheetText(await calls.download(done.id));
    expect(refused.length).toBe(10);
    expect(refused[0].at(-1)).toBe('失败原因');

    expect(await stockOf(goods.skuIds[1], w1)).toMatchObject({ a: 5, b: 4, total: 9, cost: '3.7222' });
    expect(await stockOf(goods.skuIds[3], w1)).toMatchObject({ a: 3, total: 3, cost: '8.0000' });
    expect(await stockOf(goods.skuIds[3], w3)).toMatchObject({ total: 0 });
    expect(await ledgerDifferences()).toEqual([]);
  });

  it('posts the same rows once when two imports run them at the same moment', async () => {
    const rows = [{ no: 2, values: { warehouse: w2.name, location: 'B-01', sku: goods.skuCodes[3], qty: '3', unit_cost: 6 } satisfies OpeningStockRow }];
    // the run's file transaction as the import centre opens it, under the admin's session
    const run = () =>
      inTenant(async (tx) => {
        const session = (await loadStaffSession(tx, tenant.staff.admin))!;
        const ctx: RequestContext = { db: tx, session, tenantId: tenant.tenantId, staffId: tenant.staff.admin, storeId: null, requestedStoreId: null, locale: 'zh-CN', ip: '', requestId: 'opening-race', audit: {} };
        const state = await openingStockImporter.begin!(ctx);
        for (const r of rows) await openingStockImporter.apply(ctx, { rows: [{ ...r, given: new Set(), cells: {} }], values: r.values, match: null }, state);
        await openingStockImporter.finish!(ctx, state, { created: 1, updated: 0, refused: 0 });
      });
    const results = await Promise.allSettled([run(), run()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 409, message: 'wms.opening_changed' } });
    expect(await stockOf(goods.skuIds[3], w2)).toMatchObject({ b: 3, total: 3, cost: '6.0000' });
    expect(await ledgerDifferences()).toEqual([]);
  });

  // 2,050 rows: on PostgreSQL when CI has it (PGlite then runs the rest of this file), else on PGlite
  it.skipIf(!onPostgres && Boolean(process.env.TEST_DATABASE_URL))('posts a warehouse of more lines than a statement takes as one entry, in parts', async () => {
    const w4 = await makeWarehouse(tenant.stores.a);
    const as = { token: tenant.tokens.admin, storeId: tenant.stores.a };
    for (const pattern of ['L1-01..40-01..25', 'L2-01..40-01..25', 'L3-01..05-01..10']) {
      expect((await t.call('POST', '/wms/locations/batch', { ...as, body: { warehouse_id: w4.id, pattern } })).code).toBe(200);
    }
    const codes = await inTenant((tx) => queryRows<{ code: string }>(tx, sql`SELECT code FROM wms_locations WHERE warehouse_id = ${w4.id} AND code LIKE 'L%' ORDER BY code`));
    expect(codes).toHaveLength(2050);
    const rows = [HEADER_ZH, ...codes.map((c) => [w4.code, c.code, goods.skuCodes[0], '', '1', '2.00', ''])];
    const done = await importCalls(t, tenant.tokens.admin).importFile('opening-large.csv', Buffer.from(csvText(rows)), KIND);
    expect(done).toMatchObject({ import_status: 4, created_count: 2050, refused_count: 0 });
    const entries = (await openingEntries()).filter((e) => e.warehouse_id === w4.id);
    expect(entries.map((e) => [e.status, e.line_count, e.total_amount])).toEqual([[1, 2050, '4100.00']]);
    expect(await stockOf(goods.skuIds[0], w4)).toMatchObject({ total: 2050, cost: '2.0000' });
    const [{ n }] = await inTenant((tx) => queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM wms_stock_moves WHERE doc_type = 'warehousing_entry' AND doc_id = ${entries[0].id}`));
    expect(n).toBe(2050);
    expect(await ledgerDifferences()).toEqual([]);
  });
});
