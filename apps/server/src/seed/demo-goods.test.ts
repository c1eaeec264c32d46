import { describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Category } from '@tradewind/contract/pms/category.schema';
import type { GoodsSetting } from '@tradewind/contract/pms/goods-setting.schema';
import type { GoodsType } from '@tradewind/contract/pms/type.schema';
import type { Unit } from '@tradewind/contract/pms/unit.schema';
import { seedTestTenant } from '@/core/testing/test-tenant';
import { useTestApp } from '@/test/test-app';
import { DEMO_ADMIN } from './demo-seed';

const t = useTestApp();

describe('the demo goods catalogue', () => {
  it('gives the demo tenant a wholesale taxonomy made by the goods module, apart from other tenants', async () => {
    const first = await seedTestTenant(t.app.database.db, t.config.scryptCost);
    const second = await seedTestTenant(t.app.database.db, t.config.scryptCost);
    for (const demo of [first, second]) {
      const token = await t.login(demo.accounts.admin, DEMO_ADMIN.password);
      const categories = (await t.call<Category[]>('GET', '/pms/categories', { token })).data;
      expect(categories.length).toBeGreaterThanOrEqual(15);
      expect(new Set(categories.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
      expect(categories.filter((c) => c.level === 1).map((c) => c.name)).toEqual(['酒水饮料', '粮油调味', '休闲零食', '日用百货', '生鲜果蔬']);
      const units = (await t.call<ListData<Unit>>('GET', '/pms/unit_configs', { token, query: { page_size: 100 } })).data.list;
      expect(units.filter((u) => u.allow_decimal === 1).map((u) => u.name)).toEqual(['斤', 'kg']);
      const types = (await t.call<ListData<GoodsType>>('GET', '/pms/types', { token })).data.list;
      expect(types.find((x) => x.name === '酒水饮料')?.spec_names).toEqual(['规格', '包装']);
      const setting = (await t.call<GoodsSetting>('GET', '/pms/setting/goods', { token })).data;
      expect(setting.default_unit_id).toBe(units.find((u) => u.name === '个')?.id);
    }
  });
});
