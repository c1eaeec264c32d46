import { describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { PickingList, PickingPriceRule, PickingTask } from '@tradewind/contract/wms/picking.schema';
import { seedTestTenant } from '@/core/testing/test-tenant';
import { useTestApp } from '@/test/test-app';
import { DEMO_ADMIN } from './demo-seed';

const t = useTestApp();

describe('the demo picking', () => {
  it('has the master store’s price rules, and the demo wave’s finished task earned by them', async () => {
    const demo = await seedTestTenant(t.app.database.db, t.config.scryptCost, { products: true });
    const token = await t.login(demo.accounts.admin, DEMO_ADMIN.password);
    const as = { token };
    const rules = (await t.call<ListData<PickingPriceRule>>('GET', '/wms/picking_task_price_rules', { ...as, query: { page_size: 100 } })).data.list;
    expect(rules.some((r) => r.target_type === 1 && r.pay_type === 1 && r.price === '0.05')).toBe(true);
    expect(rules.filter((r) => r.target_type === 2)).toHaveLength(1);
    const waves = (await t.call<ListData<PickingList>>('GET', '/wms/picking_lists', as)).data.list;
    expect(waves.some((w) => w.status === 3)).toBe(true);
    const tasks = (await t.call<ListData<PickingTask>>('GET', '/wms/picking_tasks', { ...as, query: { status: 3 } })).data.list;
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((task) => Number(task.earning_amount) > 0)).toBe(true);
    const check = await t.call<{ differences: unknown[] }>('GET', '/wms/stock/check', as);
    expect(check.data.differences).toEqual([]);
  });
});
