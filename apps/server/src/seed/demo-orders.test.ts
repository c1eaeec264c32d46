import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderList } from '@tradewind/contract/oms/order.schema';
import type { OrderSetting } from '@tradewind/contract/oms/setting.schema';
import { seedTestTenant } from '@/core/testing/test-tenant';
import { useTestApp } from '@/test/test-app';
import { DEMO_ADMIN } from './demo-seed';

const t = useTestApp();

describe('the demo orders', () => {
  it('come with the demo products: fifteen orders of the master store over a week, pending, audited with stock reserved, cancelled, delivered and completed through their actions', async () => {
    const demo = await seedTestTenant(t.app.database.db, t.config.scryptCost, { products: true });
    const token = await t.login(demo.accounts.admin, DEMO_ADMIN.password);
    const as = { token };
    const list = (await t.call<OrderList>('GET', '/oms/orders', { ...as, query: { page_size: 100 } })).data;
    // fifteen here, the account-period order of the refunds demo (demo-refunds.ts) and the one typed from a photo (demo-sites.ts, audited)
    expect(list.pagination.total).toBe(17);
    // the picking demo (after the orders) may take further audited orders of the first day into its wave
    expect(list.counts['1']).toBe(5);
    expect(list.counts['0']).toBe(2);
    expect(list.counts['6'] + list.counts['7']).toBeGreaterThanOrEqual(3);
    expect(list.counts['7']).toBe(1);
    expect(new Set(list.list.map((o) => o.delivery_date)).size).toBeGreaterThanOrEqual(5);
    const audited = list.list.find((o) => o.status === 2)!;
    const detail = (await t.call<OrderDetail>('GET', `/oms/order/${audited.id}`, as)).data;
    expect(detail.items.every((i) => i.reserved_base_qty === i.base_qty)).toBe(true);
    const delivered = list.list.find((o) => o.status === 7)!;
    const done = (await t.call<OrderDetail>('GET', `/oms/order/${delivered.id}`, as)).data;
    expect(done.logs.map((l) => l.action)).toEqual(['create', 'audit', 'wave', 'picked', 'ship', 'deliver', 'complete']);
    expect(done.items.every((i) => i.shipped_base_qty === i.base_qty && i.reserved_base_qty === '0.000')).toBe(true);
    expect((await t.call<OrderSetting>('GET', '/oms/setting', as)).data).toMatchObject({ cutoff_time: '18:00', time_slots: ['08:00-12:00', '14:00-18:00'] });
    const check = await t.call<{ differences: unknown[] }>('GET', '/wms/stock/check', as);
    expect(check.data.differences).toEqual([]);
  });
});
