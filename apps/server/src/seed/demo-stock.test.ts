import { describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { StockDangerRow, StockRow } from '@tradewind/contract/wms/stock-view.schema';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import type { WarehousingEntry } from '@tradewind/contract/wms/warehousing-entry.schema';
import type { PurchaseOrderRow } from '@tradewind/contract/wms/purchase-order.schema';
import { seedTestTenant } from '@/core/testing/test-tenant';
import { useTestApp } from '@/test/test-app';
import { DEMO_ADMIN } from './demo-seed';

const t = useTestApp();

describe('the demo stock', () => {
  it('comes with the demo products: two warehouses of the master store, opening stock through audited entries, purchase orders in their states, a few SKUs below safety', async () => {
    const demo = await seedTestTenant(t.app.database.db, t.config.scryptCost, { products: true });
    const token = await t.login(demo.accounts.admin, DEMO_ADMIN.password);
    const as = { token };
    const warehouses = (await t.call<ListData<Warehouse>>('GET', '/wms/warehouses', { ...as, query: { page_size: 100 } })).data.list;
    expect(warehouses.map((w) => w.code).sort()).toEqual(['WH-SH-01', 'WH-SH-02']);
    expect(warehouses.every((w) => w.default_location_id !== null)).toBe(true);
    const entries = (await t.call<ListData<WarehousingEntry>>('GET', '/wms/warehousing_entries', { ...as, query: { page_size: 100 } })).data.list;
    const opening = entries.filter((e) => e.remark === '期初库存');
    expect(opening.length).toBeGreaterThan(1);
    expect(entries.every((e) => e.status === 1)).toBe(true);
    // purchasing: orders in every state but closed, two received through entries made from them
    const orders = (await t.call<ListData<PurchaseOrderRow>>('GET', '/wms/purchase_orders', { ...as, query: { page_size: 100 } })).data.list;
    expect(orders.map((o) => o.status).sort()).toEqual([0, 1, 2, 3, 4, 6]);
    expect(entries.filter((e) => e.purchase_order_id !== null).length).toBe(2);
    const stock = (await t.call<ListData<StockRow>>('GET', '/wms/stock', { ...as, query: { page_size: 100 } })).data;
    expect(stock.pagination.total).toBeGreaterThan(100);
    expect(stock.list.every((r) => Number(r.on_hand) >= 20)).toBe(true);
    const danger = (await t.call<ListData<StockDangerRow>>('GET', '/wms/stock/danger', { ...as, query: { page_size: 100 } })).data.list;
    expect(danger.length).toBe(4);
    const check = await t.call<{ differences: unknown[] }>('GET', '/wms/stock/check', as);
    expect(check.data.differences).toEqual([]);
  });
});
