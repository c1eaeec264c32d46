import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '@tradewind/contract/wms/location.schema';
import type { StockCheck } from '@tradewind/contract/wms/stock.schema';
import { StockDocType, type StockDocTypeValue } from '@tradewind/contract/wms/stock.schema';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import { queryRows } from '@/core/db/database';
import { AppError } from '@/core/http/errors';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { checkStockLedger } from './ledger-check';
import { postStockMoves, type StockMoveLine } from './posting';
import { consumeReservation, releaseReservation, reserveStock, type ReserveLine } from './reservation';

const t = useTestApp();
let tenant: TestTenant;
let goods: TestGoods;
let warehouseId: number;
let locationId: number;
let docId = 0;

const ok = async <T>(method: 'POST' | 'PUT', url: string, body: unknown): Promise<T> => {
  const reply = await t.call<T>(method, url, { token: tenant.tokens.admin, body, storeId: tenant.stores.a });
  if (reply.code !== 200) throw new Error(`${url}: ${reply.code} ${reply.message} ${JSON.stringify(reply.data)}`);
  return reply.data;
};

/** A warehouse of store A with one location (the default), through the API. */
async function makeWarehouse(allowNegative = 0): Promise<{ warehouseId: number; locationId: number }> {
  const code = `W${Math.random().toString(36).slice(2, 8)}`;
  const w = await ok<Warehouse>('POST', '/wms/warehouse', { name: `仓库${code}`, code, allow_negative: allowNegative });
  const l = await ok<Location>('POST', '/wms/location', { warehouse_id: w.id, code: 'A-01-01' });
  await ok('PUT', `/wms/warehouse/${w.id}/default_location`, { location_id: l.id });
  return { warehouseId: w.id, locationId: l.id };
}

const ctxOf = (tx: Parameters<typeof postStockMoves>[0]['db']) => ({ db: tx, tenantId: tenant.tenantId, staffId: tenant.staff.admin });

/** Posts one document in its own transaction, as a document's audit would. */
function post(lines: StockMoveLine[], docType: StockDocTypeValue = StockDocType.warehousingEntry) {
  docId += 1;
  const id = docId;
  return withTenant(t.app.database.db, tenant.tenantId, (tx) => postStockMoves(ctxOf(tx), { docType, docId: id, docNo: `WE${id}`, lines }));
}

const reserve = (orderId: number, lines: ReserveLine[]) =>
  withTenant(t.app.database.db, tenant.tenantId, (tx) => reserveStock(ctxOf(tx), { sourceType: 'order', sourceId: orderId }, lines));

async function balance(skuId: number, whId = warehouseId): Promise<{ on_hand: string; reserved: string; cost: string; located: string; moved: string }> {
  const [row] = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
    queryRows<{ on_hand: string; reserved: string; cost: string; located: string; moved: string }>(
      tx,
      sql`SELECT t.on_hand::text, t.reserved::text, t.cost::text,
                 (SELECT coalesce(sum(on_hand), 0) FROM wms_stock s WHERE s.sku_id = t.sku_id AND s.warehouse_id = t.warehouse_id)::text AS located,
                 (SELECT coalesce(sum(qty), 0) FROM wms_stock_moves m WHERE m.sku_id = t.sku_id AND m.warehouse_id = t.warehouse_id)::text AS moved
            FROM wms_stock_totals t WHERE t.sku_id = ${skuId} AND t.warehouse_id = ${whId}`,
    ),
  );
  return row;
}

const refusal = (error: unknown) => (error instanceof AppError ? { code: error.code, message: error.message, params: error.params, data: error.data } : { error });

beforeAll(async () => {
  tenant = await t.tenant({});
  goods = await createTestGoods(t, tenant.tokens.admin, { skus: 4 });
  ({ warehouseId, locationId } = await makeWarehouse());
});

describe('the stock ledger', () => {
  it('posts inbound and outbound moves with balances and moving average cost', async () => {
    const sku = goods.skuIds[1];
    const a = await post([{ itemId: 1, skuId: sku, warehouseId, locationId, qty: '10', unitCost: '5' }]);
    expect(a[0]).toMatchObject({ qty: '10.000', unitCost: '5.0000', amount: '50.00', balanceAfter: '10.000', costAfter: '5.0000' });
    const b = await post([{ itemId: 2, skuId: sku, warehouseId, qty: 10, unitCost: 8 }]); // default location
    expect(b[0]).toMatchObject({ locationId, balanceAfter: '20.000', costAfter: '6.5000' });
    const c = await post([{ skuId: sku, warehouseId, locationId, qty: '-5' }], StockDocType.outboundDeliveryOrder);
    expect(c[0]).toMatchObject({ qty: '-5.000', unitCost: '6.5000', amount: '-32.50', balanceAfter: '15.000', costAfter: '6.5000' });
    const d = await post([{ skuId: sku, warehouseId, locationId, qty: '5', unitCost: '10.5' }]);
    expect(d[0].costAfter).toBe('7.5000');
    const e = await post([{ skuId: sku, warehouseId, locationId, qty: '0.125' }]); // no cost given: the current average
    expect(e[0]).toMatchObject({ unitCost: '7.5000', costAfter: '7.5000', balanceAfter: '20.125' });
    expect(await balance(sku)).toMatchObject({ on_hand: '20.125', reserved: '0.000', cost: '7.5000', located: '20.125', moved: '20.125' });
    // lines of one SKU and warehouse in one document post one after another, in the document's order
    const f = await post([
      { itemId: 1, skuId: sku, warehouseId, locationId, qty: 2, unitCost: '7.5' },
      { itemId: 2, skuId: sku, warehouseId, locationId, qty: '-1.125' },
    ]);
    expect(f.map((m) => [m.itemId, m.balanceAfter, m.unitCost])).toEqual([
      [1, '22.125', '7.5000'],
      [2, '21.000', '7.5000'],
    ]);
    expect(await balance(sku)).toMatchObject({ on_hand: '21.000', located: '21.000', moved: '21.000' });
  });

  it('refuses a document as a whole: a line that does not fit (409 with the SKU and shortfall) or a bad line (422 on its field)', async () => {
    const [fits, short] = [goods.skuIds[1], goods.skuIds[2]];
    const before = await balance(fits);
    const error = await post([
      { skuId: fits, warehouseId, locationId, qty: -1 },
      { skuId: short, warehouseId, locationId, qty: -3 },
    ]).catch(refusal);
    expect(error).toMatchObject({ code: 409, message: 'wms.stock_short', params: { sku: goods.skuCodes[2], available: '0', shortfall: '3' } });
    expect(await balance(fits)).toEqual(before);
    expect(await post([{ skuId: fits, warehouseId, locationId, qty: -1 }, { skuId: fits, warehouseId, locationId, qty: -100 }]).catch(refusal)).toMatchObject({
      code: 409,
      params: { sku: goods.skuCodes[1], available: '20', shortfall: '80' },
    });
    expect(await balance(fits)).toEqual(before);
    const other = await makeWarehouse();
    const foreign = await t.tenant({});
    const bad: Array<[StockMoveLine, string]> = [
      [{ skuId: fits, warehouseId, locationId, qty: 0 }, 'lines.0.qty'],
      [{ skuId: fits, warehouseId, locationId, qty: '1.0001' }, 'lines.0.qty'],
      [{ skuId: fits, warehouseId, locationId, qty: 'x' }, 'lines.0.qty'],
      [{ skuId: fits, warehouseId, locationId, qty: 1, unitCost: -1 }, 'lines.0.unit_cost'],
      [{ skuId: fits, warehouseId, locationId: other.locationId, qty: 1 }, 'lines.0.location_id'],
      [{ skuId: fits, warehouseId: 999999999, qty: 1 }, 'lines.0.warehouse_id'],
      [{ skuId: 999999999, warehouseId, qty: 1 }, 'lines.0.sku_id'],
    ];
    for (const [line, field] of bad) expect(await post([line]).catch(refusal), field).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    // another tenant's warehouse is no warehouse of this one
    const theirs = await t.call<Warehouse>('POST', '/wms/warehouse', { token: foreign.tokens.admin, storeId: foreign.stores.a, body: { name: '他仓', code: 'X1' } });
    expect(await post([{ skuId: fits, warehouseId: theirs.data.id, qty: 1 }]).catch(refusal)).toMatchObject({ code: 422, data: { errors: [{ field: 'lines.0.warehouse_id' }] } });
    expect(await balance(fits)).toEqual(before);
  });

  it('stays exact under 50 concurrent documents on one SKU and location: never negative, exactly the misfits refused', async () => {
    const sku = goods.skuIds[0];
    await post([{ skuId: sku, warehouseId, locationId, qty: 100, unitCost: 4 }]);
    // 40 outbound documents of 5 (200) against 100 on hand plus 10 inbound documents of 10 (100)
    const lines: StockMoveLine[] = Array.from({ length: 50 }, (_, i) =>
      i % 5 === 0 ? { skuId: sku, warehouseId, locationId, qty: 10, unitCost: 4 + (i % 3) } : { skuId: sku, warehouseId, locationId, qty: -5 },
    );
    const results = await Promise.all(lines.map((line) => post([line]).then((moves) => ({ moves }), refusal)));
    const refused = results.filter((r) => !('moves' in r));
    for (const r of refused) {
      expect(r).toMatchObject({ code: 409, message: 'wms.stock_short' });
      expect(Number((r as { params?: { available?: string } }).params?.available)).toBeLessThan(5);
    }
    const accepted = results.filter((r) => 'moves' in r).length;
    expect(accepted + refused.length).toBe(50);
    const moves = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      queryRows<{ qty: string; balance_after: string }>(tx, sql`SELECT qty::text, balance_after::text FROM wms_stock_moves WHERE sku_id = ${sku} AND warehouse_id = ${warehouseId} ORDER BY id`),
    );
    // each balance is the one before plus the move, and none is negative (milli-units: exact integers)
    let running = 0;
    for (const m of moves) {
      running += Math.round(Number(m.qty) * 1000);
      expect(Math.round(Number(m.balance_after) * 1000)).toBe(running);
      expect(running).toBeGreaterThanOrEqual(0);
    }
    const b = await balance(sku);
    expect(Math.round(Number(b.on_hand) * 1000)).toBe(running);
    expect(b.on_hand).toBe(b.moved);
    expect(b.located).toBe(b.moved);
    expect(Number(b.on_hand)).toBe(100 + 100 - 5 * (40 - refused.length));
    // a refusal means the stock was short then: only when fewer than 5 were left can one be refused
    if (refused.length > 0) expect(Number(b.on_hand)).toBeLessThan(5 + 100);
  });

  it('never deadlocks documents that touch two SKUs in opposite orders', async () => {
    const [x, y] = [goods.skuIds[2], goods.skuIds[3]];
    await post([{ skuId: x, warehouseId, locationId, qty: 100 }, { skuId: y, warehouseId, locationId, qty: 100 }]);
    const docs = Array.from({ length: 20 }, (_, i) =>
      i % 2 ? [{ skuId: x, warehouseId, locationId, qty: -1 }, { skuId: y, warehouseId, locationId, qty: -2 }] : [{ skuId: y, warehouseId, locationId, qty: -2 }, { skuId: x, warehouseId, locationId, qty: -1 }],
    );
    await Promise.all(docs.map((lines) => post(lines)));
    expect((await balance(x)).on_hand).toBe('80.000');
    expect((await balance(y)).on_hand).toBe('60.000');
  });

  it('reserves exactly what is available under 30 concurrent requests, and consumes and releases it', async () => {
    const { warehouseId: wh, locationId: loc } = await makeWarehouse();
    const sku = goods.skuIds[0];
    await post([{ skuId: sku, warehouseId: wh, locationId: loc, qty: 20, unitCost: 3 }]);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => reserve(1000 + i, [{ lineId: 1, skuId: sku, warehouseId: wh, qty: 1 }]).then(() => 'ok', refusal)),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(20);
    for (const r of results.filter((r) => r !== 'ok')) expect(r).toMatchObject({ code: 409, message: 'wms.stock_short', params: { available: '0', shortfall: '1' } });
    expect(await balance(sku, wh)).toMatchObject({ on_hand: '20.000', reserved: '20.000' });
    const badLines: Array<[ReserveLine, string]> = [
      [{ lineId: 1, skuId: sku, warehouseId: wh, qty: 0 }, 'lines.0.qty'],
      [{ lineId: 1, skuId: sku, warehouseId: wh, qty: '-1' }, 'lines.0.qty'],
      [{ lineId: 1, skuId: 999999999, warehouseId: wh, qty: 1 }, 'lines.0.sku_id'],
      [{ lineId: 1, skuId: sku, warehouseId: 999999999, qty: 1 }, 'lines.0.warehouse_id'],
    ];
    for (const [line, field] of badLines) expect(await reserve(9000, [line]).catch(refusal), field).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    // reserved stock cannot leave for another document
    expect(await post([{ skuId: sku, warehouseId: wh, locationId: loc, qty: -1 }]).catch(refusal)).toMatchObject({ code: 409, params: { available: '0', shortfall: '1' } });
    const winners = results.map((r, i) => (r === 'ok' ? 1000 + i : 0)).filter(Boolean);
    // an outbound consumes its order's reservation and takes the stock
    await withTenant(t.app.database.db, tenant.tenantId, async (tx) => {
      await consumeReservation(ctxOf(tx), { sourceType: 'order', sourceId: winners[0] }, { lineId: 1 });
      await postStockMoves(ctxOf(tx), { docType: StockDocType.outboundDeliveryOrder, docId: 1, docNo: 'OD1', lines: [{ skuId: sku, warehouseId: wh, locationId: loc, qty: -1 }] });
    });
    // a cancelled order releases; asking more than is open is refused
    await withTenant(t.app.database.db, tenant.tenantId, (tx) => releaseReservation(ctxOf(tx), { sourceType: 'order', sourceId: winners[1] }));
    expect(
      await withTenant(t.app.database.db, tenant.tenantId, (tx) => consumeReservation(ctxOf(tx), { sourceType: 'order', sourceId: winners[2] }, { lineId: 1, qty: 2 })).catch(refusal),
    ).toMatchObject({ code: 409, message: 'wms.reservation_short', params: { open: '1', shortfall: '1' } });
    expect(await withTenant(t.app.database.db, tenant.tenantId, (tx) => consumeReservation(ctxOf(tx), { sourceType: 'order', sourceId: 1 }, { lineId: 1 })).catch(refusal)).toMatchObject({ code: 404 });
    expect(await balance(sku, wh)).toMatchObject({ on_hand: '19.000', reserved: '18.000' });
    expect(await post([{ skuId: sku, warehouseId: wh, locationId: loc, qty: -1 }])).toHaveLength(1);
    expect(await post([{ skuId: sku, warehouseId: wh, locationId: loc, qty: -1 }]).catch(refusal)).toMatchObject({ code: 409 });
    // negative stock allowed: outbound and reservations go past zero
    const loose = await makeWarehouse(1);
    await post([{ skuId: sku, warehouseId: loose.warehouseId, qty: -4 }]);
    await reserve(5000, [{ lineId: 1, skuId: sku, warehouseId: loose.warehouseId, qty: 2 }]);
    expect(await balance(sku, loose.warehouseId)).toMatchObject({ on_hand: '-4.000', reserved: '2.000' });
  });

  it('keeps moves append-only and the re-sum check finds no difference', async () => {
    const update = (db: Parameters<typeof queryRows>[0]) => queryRows(db, sql`UPDATE wms_stock_moves SET qty = 1 WHERE warehouse_id = ${warehouseId}`);
    const remove = (db: Parameters<typeof queryRows>[0]) => queryRows(db, sql`DELETE FROM wms_stock_moves WHERE warehouse_id = ${warehouseId}`);
    const failure = (run: Promise<unknown>) => run.then(() => 'changed', (e: { message?: string; cause?: { message?: string } }) => e.cause?.message ?? e.message ?? '');
    // the app's role may not, and even the owner is stopped by the trigger
    expect(await failure(withTenant(t.app.database.db, tenant.tenantId, update))).toMatch(/permission denied|append-only/);
    expect(await failure(withTenant(t.app.database.db, tenant.tenantId, remove))).toMatch(/permission denied|append-only/);
    expect(await failure(withSystem(t.app.database.db, update))).toMatch(/append-only/);
    expect(await failure(withSystem(t.app.database.db, remove))).toMatch(/append-only/);
    expect(await withSystem(t.app.database.db, (tx) => checkStockLedger(tx))).toEqual([]);
    const check = await t.call<StockCheck>('GET', '/wms/stock/check', { token: tenant.tokens.admin });
    expect(check).toMatchObject({ code: 200, data: { differences: [] } });
    // a drifted balance is reported (made by hand, as a bug would, then put back)
    const drift = await withSystem(t.app.database.db, async (tx) => {
      await tx.execute(sql`UPDATE wms_stock_totals SET reserved = reserved + 1 WHERE sku_id = ${goods.skuIds[0]} AND warehouse_id = ${warehouseId}`);
      const found = await checkStockLedger(tx, tenant.tenantId);
      await tx.execute(sql`UPDATE wms_stock_totals SET reserved = reserved - 1 WHERE sku_id = ${goods.skuIds[0]} AND warehouse_id = ${warehouseId}`);
      return found;
    });
    expect(drift).toEqual([{ kind: 'reserved', tenant_id: tenant.tenantId, sku_id: goods.skuIds[0], warehouse_id: warehouseId, location_id: null, stored: '1.000', expected: '0' }]);
    expect((await t.call('GET', '/wms/stock/check', { token: tenant.tokens.clerk })).code).toBe(402);
  });
});
