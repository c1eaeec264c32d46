import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WarehousingEntryDetail } from '@tradewind/contract/wms/warehousing-entry.schema';
import { queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import type { RequestContext } from '@/core/http/request-context';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { receiveCustomerReturn } from '../index';

/** Customer returns (type 2): made and audited at once by an order refund (oms), at the current average cost. */
const t = useTestApp();
let tenant: TestTenant;
let goods: TestGoods;
let warehouse: number;
let location: number;

const as = () => ({ token: tenant.tokens.admin, storeId: tenant.stores.a });
const ctxOf = (db: RequestContext['db']): RequestContext =>
  ({
    db,
    tenantId: tenant.tenantId,
    staffId: tenant.staff.admin,
    storeId: tenant.stores.a,
    requestedStoreId: tenant.stores.a,
    locale: 'zh-CN',
    ip: '127.0.0.1',
    requestId: 'test',
    audit: {},
    session: { name: 'Admin', timeZone: 'Asia/Shanghai', storeIds: [tenant.stores.a], permissions: new Set(), isSuper: true, dataScope: 1 },
  }) as unknown as RequestContext;
const costOf = (skuId: number) =>
  withTenant(t.app.database.db, tenant.tenantId, async (tx) => (await queryRows<{ on_hand: string; cost: string }>(tx, sql`SELECT on_hand::text, cost::text FROM wms_stock_totals WHERE sku_id = ${skuId} AND warehouse_id = ${warehouse}`))[0]);

beforeAll(async () => {
  tenant = await t.tenant({});
  goods = await createTestGoods(t, tenant.tokens.admin);
  const code = `W${randomBytes(3).toString('hex')}`;
  warehouse = (await t.call<{ id: number }>('POST', '/wms/warehouse', { ...as(), body: { name: `仓${code}`, code } })).data.id;
  location = (await t.call<{ id: number }>('POST', '/wms/location', { ...as(), body: { warehouse_id: warehouse, code: 'A-01' } })).data.id;
  await t.call('PUT', `/wms/warehouse/${warehouse}/default_location`, { ...as(), body: { location_id: location } });
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
    expect((await costOf(goods.skuIds[0])).on_hand).toBe('22.000');
  });
});
