import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Process } from '@tradewind/contract/pms/process.schema';
import type { StockProcess, StockProcessDetail, StockProcessPreview } from '@tradewind/contract/wms/stock-process.schema';
import type { WarehousingEntryDetail } from '@tradewind/contract/wms/warehousing-entry.schema';
import { queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { createTestWarehouse, memberTenant, stockTotals } from '@/test/fixtures/wms/warehouse-test-fixture';
import { downloadExport } from '@/test/test-exports';
import { useTenantPair, useTestApp } from '@/test/test-app';
import { checkStockLedger } from '../stock/ledger-check';

const t = useTestApp();
const [tenant, other] = useTenantPair(
  () => memberTenant(t, 'sp', { key: 'clerk', name: '加工员小赵', permissions: ['wms:stock_process:list', 'wms:stock_process:create', 'wms:stock_process:update'] }),
  () => t.tenant({}),
);
/** [0] the whole (input), [1..3] the cuts (outputs), sale prices 30, 20, 10 */
let goods: TestGoods;
let warehouseId: number;
let loc: number;
let cutLoc: number;
let theirWarehouse: number;
let theirLoc: number;
let recipe: Process;

const admin = () => ({ token: tenant.tokens.admin, storeId: tenant.stores.a });
const clerk = () => ({ token: tenant.tokens.clerk, storeId: tenant.stores.a });

/** Receives `qty` of a SKU into the warehouse at `price` a base unit through an audited warehousing entry. */
async function receive(skuId: number, qty: number, price: string) {
  const entry = await t.call<WarehousingEntryDetail>('POST', '/wms/warehousing_entry', {
    ...admin(),
    body: { type: 6, warehouse_id: warehouseId, lines: [{ sku_id: skuId, unit_id: goods.unitId, qty, price, location_id: loc }] },
  });
  expect(entry.code, JSON.stringify(entry)).toBe(200);
  if (entry.data.status === 0) expect((await t.call('PUT', `/wms/warehousing_entry/${entry.data.id}/audit`, { ...admin(), body: {} })).code).toBe(200);
}

async function totals(skuId: number) {
  const row = await stockTotals(t, tenant.tenantId, skuId, warehouseId);
  return row ? { onHand: Number(row.on_hand), cost: row.cost } : { onHand: 0, cost: '0.0000' };
}

const movesOf = (docId: number) =>
  withTenant(t.app.database.db, tenant.tenantId, (tx) =>
    queryRows<{ sku_id: number; location_id: number; qty: string; unit_cost: string; doc_no: string }>(
      tx,
      sql`SELECT sku_id, location_id, trim_scale(qty)::text AS qty, unit_cost::text AS unit_cost, doc_no FROM wms_stock_moves WHERE doc_type = 'stock_process' AND doc_id = ${docId} ORDER BY id`,
    ),
  );

const cents = (amount: string) => Math.round(Number(amount) * 100);
const sumCents = (lines: Array<{ amount: string }>) => lines.reduce((s, l) => s + cents(l.amount), 0);

beforeAll(async () => {
  goods = await createTestGoods(t, tenant.tokens.admin, { skus: 4, name: '整羊', prices: ['800.00', '30.00', '20.00', '10.00'] });
  const w = await createTestWarehouse(t, admin(), '加工仓', ['P-01', 'P-02']);
  [warehouseId, loc, cutLoc] = [w.id, w.locs['P-01'], w.locs['P-02']];
  const theirs = await createTestWarehouse(t, { token: other.tokens.admin, storeId: other.stores.a }, '别家仓', ['X-01']);
  [theirWarehouse, theirLoc] = [theirs.id, theirs.locs['X-01']];
  const [whole, leg, rib, neck] = goods.skuIds;
  const made = await t.call<Process>('POST', '/pms/process', {
    token: tenant.tokens.admin,
    body: { name: `整羊分割${randomBytes(3).toString('hex')}`, inputs: [{ sku_id: whole, quantity: 1 }], outputs: [{ sku_id: leg, quantity: 3 }, { sku_id: rib, quantity: 2 }, { sku_id: neck, quantity: 5 }], loss_rate: 5 },
  });
  expect(made.code, JSON.stringify(made)).toBe(200);
  recipe = made.data;
});

describe('stock processing', () => {
  it('runs a recipe scaled by a quantity: the preview and draft show the split, the audit posts inputs out and outputs in at the input cost to the cent', async () => {
    const [whole, leg, rib, neck] = goods.skuIds;
    await receive(whole, 2, '333.33');
    const body = { warehouse_id: warehouseId, process_id: recipe.id, quantity: 2 };

    // the form's preview: recipe × 2, default ratios qty × sale price (6×30 : 4×20 : 10×10), the rounding rest on the last line
    const preview = await t.call<StockProcessPreview>('POST', '/wms/stock_process/preview', { ...clerk(), body });
    expect(preview.code, JSON.stringify(preview)).toBe(200);
    expect(preview.data).toMatchObject({
      input_amount: '666.66',
      output_amount: '666.66',
      loss_rate: '5.00',
      loss_unit: goods.spu.skus[0].unit_name,
      input_qty: '2',
      output_qty: '20',
      loss_qty: '-18',
      expected_loss_qty: '0.1',
      inputs: [{ sku_id: whole, qty: '2', unit_cost: '333.3300', amount: '666.66' }],
      outputs: [
        { sku_id: leg, qty: '6', cost_ratio: '180', share: '50.00', amount: '333.33', unit_cost: '55.5550' },
        { sku_id: rib, qty: '4', cost_ratio: '80', share: '22.22', amount: '148.14', unit_cost: '37.0350' },
        { sku_id: neck, qty: '10', cost_ratio: '100', share: '27.78', amount: '185.19', unit_cost: '18.5190' },
      ],
    });
    expect(sumCents(preview.data.outputs)).toBe(66666);

    const made = await t.call<StockProcessDetail>('POST', '/wms/stock_process', { ...clerk(), body: { ...body, remark: '两只整羊分割' } });
    expect(made.code, JSON.stringify(made)).toBe(200);
    expect(made.data).toMatchObject({ status: 0, estimated: true, process_id: recipe.id, process_name: recipe.name, quantity: '2', input_count: 1, output_count: 3, input_amount: '666.66', logs: [{ action: 'create', to_status: 0 }] });
    expect(made.data.number).toMatch(/^SP\d{8}-\d{4}$/);
    expect(made.data.outputs.map((o) => o.amount)).toEqual(['333.33', '148.14', '185.19']);
    expect((await movesOf(made.data.id)).length).toBe(0);

    // the lead edits the draft: the cuts go to P-02 and the neck counts for more in the spread
    const edit = (neckQty: number) =>
      t.call<StockProcessDetail>('PUT', '/wms/stock_process', {
        ...clerk(),
        body: {
          ...body,
          id: made.data.id,
          inputs: [{ sku_id: whole, qty: 2, location_id: loc }],
          outputs: [
            { sku_id: leg, qty: 6, location_id: cutLoc, cost_ratio: '1' },
            { sku_id: rib, qty: 4, location_id: cutLoc, cost_ratio: '1' },
            { sku_id: neck, qty: neckQty, location_id: cutLoc, cost_ratio: '1' },
          ],
        },
      });
    const edited = await edit(9.5);
    expect(edited.code, JSON.stringify(edited)).toBe(422); // the test goods' unit takes no decimals
    expect(edited.data).toMatchObject({ errors: [{ field: 'outputs.2.qty' }] });
    const fixed = await edit(9);
    expect(fixed.code, JSON.stringify(fixed)).toBe(200);
    // 666.66 in three equal parts: 222.22, 222.22 and the rest 222.22; shares 33.33 each
    expect(fixed.data.outputs.map((o) => [o.amount, o.share, o.location_id])).toEqual([
      ['222.22', '33.33', cutLoc],
      ['222.22', '33.33', cutLoc],
      ['222.22', '33.33', cutLoc],
    ]);

    const audited = await t.call<StockProcessDetail>('PUT', `/wms/stock_process/${made.data.id}/audit`, { ...admin(), body: { remark: '分割完成' } });
    expect(audited.code, JSON.stringify(audited)).toBe(200);
    expect(audited.data).toMatchObject({ status: 1, estimated: false, input_amount: '666.66', output_amount: '666.66', audited_by_name: 'Admin' });
    expect(audited.data.logs.map((l) => [l.action, l.to_status])).toEqual([['create', 0], ['update', 0], ['audit', 1]]);
    expect(sumCents(audited.data.outputs)).toBe(sumCents(audited.data.inputs));
    expect(audited.data.outputs.map((o) => [o.amount, o.unit_cost])).toEqual([
      ['222.22', '37.0367'],
      ['222.22', '55.5550'],
      ['222.22', '24.6911'],
    ]);
    expect(await totals(whole)).toEqual({ onHand: 0, cost: '333.3300' });
    expect(await totals(leg)).toEqual({ onHand: 6, cost: '37.0367' });
    expect(await totals(neck)).toEqual({ onHand: 9, cost: '24.6911' });
    const moves = await movesOf(made.data.id);
    expect(moves.map((m) => [m.sku_id, m.qty, m.location_id])).toEqual([
      [whole, '-2', loc],
      [leg, '6', cutLoc],
      [rib, '4', cutLoc],
      [neck, '9', cutLoc],
    ]);
    expect(new Set(moves.map((m) => m.doc_no))).toEqual(new Set([made.data.number]));
    // audited: no edit, cancel, delete or second audit
    for (const [method, url] of [
      ['PUT', `/wms/stock_process/${made.data.id}/audit`],
      ['PUT', `/wms/stock_process/${made.data.id}/cancel`],
      ['DELETE', `/wms/stock_process/${made.data.id}`],
    ] as const)
      expect((await t.call(method, url, { ...admin(), body: {} })).code, `${method} ${url}`).toBe(409);
    expect((await t.call('PUT', '/wms/stock_process', { ...admin(), body: { ...body, id: made.data.id } })).code).toBe(409);
    expect(await withTenant(t.app.database.db, tenant.tenantId, (tx) => checkStockLedger(tx, tenant.tenantId))).toEqual([]);
  });

  it('spreads odd amounts exactly, refuses a short input with nothing posted, and posts once when audited twice at once', async () => {
    const [whole, leg, rib, neck] = goods.skuIds;
    await receive(whole, 1, '100.01');
    const free = (qty: number) => ({
      warehouse_id: warehouseId,
      inputs: [{ sku_id: whole, qty }],
      outputs: [
        { sku_id: leg, qty: 3, cost_ratio: '1.5' },
        { sku_id: rib, qty: 7, cost_ratio: '1.5' },
        { sku_id: neck, qty: 1, cost_ratio: '0.0001' },
      ],
    });
    const run = await t.call<StockProcessDetail>('POST', '/wms/stock_process', { ...admin(), body: free(1) });
    expect(run.code, JSON.stringify(run)).toBe(200);
    expect(run.data).toMatchObject({ process_id: null, quantity: null, loss_rate: '0.00', input_amount: '100.01' });
    const before = { leg: await totals(leg), rib: await totals(rib) };
    const twice = await Promise.all([1, 2].map(() => t.call<StockProcessDetail>('PUT', `/wms/stock_process/${run.data.id}/audit`, { ...admin(), body: {} })));
    expect(twice.map((r) => r.code).sort()).toEqual([200, 409]);
    const done = twice.find((r) => r.code === 200)!.data;
    // 10001 cents × 1.5/3.0001 = 5000.33… → 5000, again 5000, the rest 1 cent to the last line with a weight
    expect(done.outputs.map((o) => o.amount)).toEqual(['50.00', '50.00', '0.01']);
    expect(sumCents(done.outputs)).toBe(10001);
    // lines without a location: the input from where the whole lies, the outputs into the default location, kept on the lines
    expect([...done.inputs, ...done.outputs].map((l) => l.location_id)).toEqual([loc, loc, loc, loc]);
    expect(done.input_amount).toBe('100.01');
    expect((await movesOf(run.data.id)).length).toBe(4);
    expect((await totals(leg)).onHand).toBe(before.leg.onHand + 3);
    expect((await totals(rib)).onHand).toBe(before.rib.onHand + 7);

    // nothing left of the whole: the audit is refused (409 naming the SKU) and posts nothing
    const short = await t.call<StockProcessDetail>('POST', '/wms/stock_process', { ...admin(), body: free(1) });
    const refused = await t.call('PUT', `/wms/stock_process/${short.data.id}/audit`, { ...admin(), body: {} });
    expect(refused.code).toBe(409);
    expect(refused.message).toContain(goods.skuCodes[0]);
    expect(await movesOf(short.data.id)).toEqual([]);
    expect((await totals(leg)).onHand).toBe(before.leg.onHand + 3);
    expect((await t.call<StockProcessDetail>('GET', `/wms/stock_process/${short.data.id}`, admin())).data).toMatchObject({ status: 0, estimated: true });
    expect(await withTenant(t.app.database.db, tenant.tenantId, (tx) => checkStockLedger(tx, tenant.tenantId))).toEqual([]);
  });

  it('lists with filters, exports, cancels and deletes drafts; refuses bad input (422), other tenants (404) and members without the permission (402)', async () => {
    const [whole, leg, rib] = goods.skuIds;
    const free = (o: Record<string, unknown> = {}) => ({ warehouse_id: warehouseId, inputs: [{ sku_id: whole, qty: 1 }], outputs: [{ sku_id: leg, qty: 2 }], ...o });
    const a = await t.call<StockProcessDetail>('POST', '/wms/stock_process', { ...clerk(), body: free({ remark: '甲' }) });
    const b = await t.call<StockProcessDetail>('POST', '/wms/stock_process', { ...clerk(), body: { warehouse_id: warehouseId, process_id: recipe.id, quantity: 1, loss_rate: 2.5 } });
    expect([a.code, b.code]).toEqual([200, 200]);
    expect(b.data).toMatchObject({ loss_rate: '2.50', expected_loss_qty: '0.025' });
    const ids = async (query: Record<string, unknown>) =>
      (await t.call<ListData<StockProcess>>('GET', '/wms/stock_processes', { ...clerk(), query: { status: 0, ...query } })).data.list.map((r) => r.id).filter((id) => [a.data.id, b.data.id].includes(id));
    expect(await ids({})).toEqual([b.data.id, a.data.id]);
    expect(await ids({ keyword: a.data.number })).toEqual([a.data.id]);
    expect(await ids({ process_id: recipe.id })).toEqual([b.data.id]);
    expect(await ids({ sku_keyword: goods.skuCodes[2] })).toEqual([b.data.id]);
    expect(await ids({ warehouse_id: warehouseId, start_date: '2020-01-01' })).toEqual([b.data.id, a.data.id]);
    expect(await ids({ end_date: '2020-01-01' })).toEqual([]);
    expect(await ids({ status: 1 })).toEqual([]);
    expect((await t.call('GET', '/wms/stock_processes', { ...clerk(), query: { start_date: '2026-02-01', end_date: '2026-01-01' } })).code).toBe(422);

    const started = await t.call<{ id: number }>('GET', '/wms/stock_processes/export', { ...admin(), query: { keyword: b.data.number } });
    expect(started.code).toBe(200);
    const sheet = await downloadExport(t, tenant.tokens.admin, started.data.id);
    expect(sheet[0]).toEqual(['单号', '状态', '仓库', '加工配方', '加工数量', '投入', '产出', '投入成本', '预计损耗率', '实际损耗', '损耗单位', '备注', '制单人', '制单时间', '审核时间']);
    expect(sheet.slice(1).map((r) => [r[0], r[1], r[3], r[4]])).toEqual([[b.data.number, '草稿', recipe.name, 1]]);
    expect(String(sheet[1][6])).toContain(' 3');
    // the rate of 2.50 % as the fraction a formula multiplies by, shown as a percentage
    expect(sheet[1][8]).toBe(0.025);

    // the recipes a run may follow, for whoever may save one (no goods permission needed)
    const recipes = await t.call<Array<{ id: number; loss_rate: string; inputs: Array<{ sku_id: number; quantity: string }>; outputs: unknown[] }>>('GET', '/wms/stock_process/recipes', { ...clerk(), query: { keyword: goods.skuCodes[3] } });
    expect(recipes.data).toMatchObject([{ id: recipe.id, loss_rate: '5.00', inputs: [{ sku_id: whole, quantity: '1' }] }]);
    expect(recipes.data[0].outputs).toHaveLength(3);
    expect((await t.call<unknown[]>('GET', '/wms/stock_process/recipes', { ...clerk(), query: { keyword: '没有这个配方' } })).data).toEqual([]);
    expect((await t.call('GET', '/wms/stock_process/recipes', { token: other.tokens.admin, storeId: other.stores.a })).data).toEqual([]);
    // the clerk may save but not audit, cancel, delete or export
    for (const [method, url] of [
      ['PUT', `/wms/stock_process/${a.data.id}/audit`],
      ['PUT', `/wms/stock_process/${a.data.id}/cancel`],
      ['DELETE', `/wms/stock_process/${a.data.id}`],
      ['GET', '/wms/stock_processes/export'],
    ] as const)
      expect((await t.call(method, url, { ...clerk(), body: method === 'PUT' ? {} : undefined })).code, `${method} ${url}`).toBe(402);

    const before = (await t.call<ListData<StockProcess>>('GET', '/wms/stock_processes', admin())).data.pagination.total;
    const line = { sku_id: whole, qty: 1 };
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ inputs: [] }, 'inputs'],
      [{ outputs: [] }, 'outputs'],
      [{ outputs: [{ sku_id: whole, qty: 1 }] }, 'outputs.0.sku_id'],
      [{ outputs: [{ sku_id: leg, qty: 1, cost_ratio: '-1' }] }, 'outputs.0.cost_ratio'],
      [{ outputs: [{ sku_id: leg, qty: 1, cost_ratio: '0.00001' }] }, 'outputs.0.cost_ratio'],
      [{ outputs: [{ sku_id: leg, qty: 1, cost_ratio: 0 }, { sku_id: rib, qty: 1, cost_ratio: '0' }] }, 'outputs'],
      [{ loss_rate: 100 }, 'loss_rate'],
      [{ inputs: [{ ...line, qty: 0 }] }, 'inputs.0.qty'],
      [{ inputs: [{ ...line, qty: 0.5 }] }, 'inputs.0.qty'],
      [{ inputs: [{ ...line, sku_id: 999999 }] }, 'inputs.0.sku_id'],
      [{ inputs: [{ ...line, location_id: theirLoc }] }, 'inputs.0.location_id'],
      [{ warehouse_id: theirWarehouse }, 'warehouse_id'],
      [{ process_id: 999999 }, 'process_id'],
      [{ process_id: recipe.id, quantity: 0.5, inputs: [], outputs: [] }, 'quantity'],
      [{ inputs: Array.from({ length: 101 }, () => line) }, 'inputs'],
    ];
    for (const [overrides, field] of bad) {
      const reply = await t.call('POST', '/wms/stock_process', { ...admin(), body: free(overrides) });
      expect(reply, JSON.stringify(overrides)).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    }
    expect((await t.call('POST', '/wms/stock_process/preview', { ...admin(), body: free({ inputs: [] }) })).code).toBe(422);
    expect((await t.call<ListData<StockProcess>>('GET', '/wms/stock_processes', admin())).data.pagination.total).toBe(before);

    const theirs = { token: other.tokens.admin, storeId: other.stores.a };
    expect((await t.call('GET', `/wms/stock_process/${a.data.id}`, theirs)).code).toBe(404);
    expect((await t.call('PUT', `/wms/stock_process/${a.data.id}/audit`, { ...theirs, body: {} })).code).toBe(404);
    expect((await t.call('PUT', '/wms/stock_process', { ...theirs, body: { ...free(), id: a.data.id, warehouse_id: theirWarehouse } })).code).toBe(404);
    expect((await t.call('DELETE', `/wms/stock_process/${a.data.id}`, theirs)).code).toBe(404);
    expect((await t.call<ListData<StockProcess>>('GET', '/wms/stock_processes', theirs)).data.list).toEqual([]);
    expect((await t.call('GET', '/wms/stock_process/999999', admin())).code).toBe(404);

    const cancelled = await t.call<StockProcessDetail>('PUT', `/wms/stock_process/${a.data.id}/cancel`, { ...admin(), body: { remark: '录重了' } });
    expect(cancelled.data).toMatchObject({ status: 2, logs: [{ action: 'create' }, { action: 'cancel', remark: '录重了', to_status: 2 }] });
    expect((await t.call('PUT', `/wms/stock_process/${a.data.id}/audit`, { ...admin(), body: {} })).code).toBe(409);
    expect((await t.call('DELETE', `/wms/stock_process/${b.data.id}`, admin())).code).toBe(200);
    expect((await t.call('GET', `/wms/stock_process/${b.data.id}`, admin())).code).toBe(404);
  });
});
