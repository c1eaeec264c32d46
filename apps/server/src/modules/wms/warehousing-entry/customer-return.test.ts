import { beforeAll, describe, expect, it } from 'vitest';
import type { WarehousingEntryDetail } from '@tradewind/contract/wms/warehousing-entry.schema';
import { withTenant } from '@/core/db/tenancy';
import type { RequestContext } from '@/core/http/request-context';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { createTestWarehouse, stockTotals } from '@/test/fixtures/wms/warehouse-test-fixture';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { superUserContext } from '@/test/test-context';
import { receiveCustomerReturn } from '../index';

/** Customer returns (type 2): made and audited at once by an order refund (oms), at the current average cost. */
const t = useTestApp();
let tenant: TestTenant;
let goods: TestGoods;
let warehouse: number;
let location: number;

const as = () => ({ token: tenant.tokens.admin, storeId: tenant.stores.a });
const ctxOf = (db: RequestContext['db']) => superUserContext(db, tenant);
const costOf = (skuId: number) => stockTotals(t, tenant.tenantId, skuId, warehouse);

beforeAll(async () => {
  tenant = await t.tenant({});
  goods = await createTestGoods(t, tenant.tokens.admin);
  const w = await createTestWarehouse(t, as(), '退货仓', ['A-01']);
  [warehouse, location] = [w.id, w.locs['A-01']];
  // 10 pieces bought at 3.00 each
  const entry = await t.call<{ id: number; status: number }>('POST', '/wms/warehousing_entry', { ...as(), body: { type: 6, warehouse_id: warehouse, lines: [{ sku_id: goods.skuIds[0], unit_id: goods.unitId, qty: 10, price: 3 }] } });
  if (entry.data.status === 0) await t.call('PUT', `/wms/warehousing_entry/${entry.data.id}/audit`, { ...as(), body: {} });
});

describe('customer returns', () => {
  it('post at once into the default location at the current average cost (the sale price on the line is not a cost), without a supplier', async () => {
    const made = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      receiveCustomerReturn(ctxOf(tx), { warehouse_id: warehouse, remark: '客户退货 RF-TEST', lines: [{ sku_id: goods.skuIds[0], unit_id: goods.packageUnitId, qty: '1', location_id: null, price: 60, remark: null }] }),
    );
    expect(made).toMatchObject({ type: 2, status: 1, supplier_id: null, total_amount: '60.00' } satisfies Partial<WarehousingEntryDetail>);
    expect(made.lines[0]).toMatchObject({ base_qty: '12', location_id: location });
    expect(await costOf(goods.skuIds[0])).toEqual({ on_hand: '22.000', cost: '3.0000' });
    const listed = await t.call<{ list: Array<{ id: number; type: number }> }>('GET', '/wms/warehousing_entries', { ...as(), query: { type: 2 } });
    expect(listed.data.list.map((e) => e.id)).toContain(made.id);
    // a return into another tenant's or an unknown warehouse is refused, and nothing stays
    await expect(withTenant(t.app.database.db, tenant.tenantId, (tx) => receiveCustomerReturn(ctxOf(tx), { warehouse_id: 999999, remark: null, lines: [{ sku_id: goods.skuIds[0], unit_id: goods.unitId, qty: '1', location_id: null, price: 0, remark: null }] }))).rejects.toMatchObject({ message: 'wms.warehouse_not_found' });
    expect((await costOf(goods.skuIds[0]))?.on_hand).toBe('22.000');
  });
});
