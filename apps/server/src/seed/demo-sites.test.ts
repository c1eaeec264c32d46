import { describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { OrderDetail } from '@tradewind/contract/oms/order.schema';
import type { PhotoOrderList } from '@tradewind/contract/oms/photo-order.schema';
import type { Site } from '@tradewind/contract/oms/site.schema';
import { seedTestTenant } from '@/core/testing/test-tenant';
import { useTestApp } from '@/test/test-app';
import { DEMO_ADMIN } from './demo-seed';

const t = useTestApp();

describe('the demo sites and photo orders', () => {
  it('are two delivery areas around Pudong and a pick-up point, and photo orders pending, rejected and converted into an order of source 2', async () => {
    const demo = await seedTestTenant(t.app.database.db, t.config.scryptCost, { products: true });
    const token = await t.login(demo.accounts.admin, DEMO_ADMIN.password);
    const sites = (await t.call<ListData<Site>>('GET', '/oms/sites', { token })).data.list;
    expect(sites.map((s) => [s.code, s.type, s.polygon?.length ?? 0])).toEqual([
      ['SH-ZJ', 2, 6],
      ['SH-JQ', 2, 5],
      ['SH-CS', 1, 0],
    ]);
    const photos = (await t.call<PhotoOrderList>('GET', '/oms/photo_orders', { token })).data;
    expect(photos.counts).toMatchObject({ all: 3, 1: 1, 2: 1, 3: 1 });
    const converted = photos.list.find((p) => p.status === 2)!;
    expect(converted.customer_name).toBe('金桥酒楼');
    const order = (await t.call<OrderDetail>('GET', `/oms/order/${converted.order_id}`, { token })).data;
    expect(order).toMatchObject({ source: 2, customer_name: '金桥酒楼', status: 2, is_split: 1 });
    expect(order.sub_orders).toHaveLength(2);
    expect(photos.list.find((p) => p.status === 3)?.reject_reason).toContain('照片模糊');
  });
});
