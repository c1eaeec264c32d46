import { describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Category } from '@tradewind/contract/pms/category.schema';
import type { GoodsSetting } from '@tradewind/contract/pms/goods-setting.schema';
import type { GoodsType } from '@tradewind/contract/pms/type.schema';
import type { SpuDetail, SpuRow } from '@tradewind/contract/pms/spu.schema';
import { isValidEan } from '@tradewind/contract/pms/barcode';
import type { Unit } from '@tradewind/contract/pms/unit.schema';
import { seedTestTenant } from '@/core/testing/test-tenant';
import { useTestApp } from '@/test/test-app';
import { DEMO_ADMIN } from './demo-seed';
import { DEMO_REJECT_REASON, DEMO_SPUS } from './demo-goods-catalogue';

const t = useTestApp();

describe('the demo goods catalogue', () => {
  it('gives the demo tenant a wholesale taxonomy made by the goods module, apart from other tenants', async () => {
    const first = await seedTestTenant(t.app.database.db, t.config.scryptCost, { products: true });
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

    // the products, only where asked: every state on the SPU list's tabs, SKUs with EAN barcodes and cases
    const token = await t.login(first.accounts.admin, DEMO_ADMIN.password);
    const counts = (await t.call<Record<string, number>>('GET', '/pms/spus/status_counts', { token })).data;
    expect(counts).toMatchObject({ '0': 1, '1': 2, '3': 1, '4': 2 });
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(DEMO_SPUS.length);
    const water = (await t.call<ListData<SpuRow>>('GET', '/pms/spus', { token, query: { keyword: '农夫山泉饮用天然水' } })).data.list[0];
    const detail = (await t.call<SpuDetail>('GET', `/pms/spu/${water.id}`, { token })).data;
    expect(detail.status).toBe(2);
    expect(detail.skus.map((s) => [s.spec_text, s.sale_price, s.units.map((u) => `${u.unit_name}=${Number(u.ratio)}`)])).toEqual([
      ['330ml', '1.50', ['箱=24']],
      ['550ml', '2.00', ['箱=24']],
      ['1L', '3.60', ['箱=12']],
      ['1.5L', '4.80', ['箱=12']],
      ['5L', '13.00', ['箱=4']],
    ]);
    expect(detail.skus.every((s) => s.barcode !== null && isValidEan(s.barcode) && s.code.startsWith('TW'))).toBe(true);
    const rejected = (await t.call<ListData<SpuRow>>('GET', '/pms/spus', { token, query: { status: 3 } })).data.list;
    expect(rejected.map((r) => r.reject_reason)).toEqual([DEMO_REJECT_REASON]);
    const secondToken = await t.login(second.accounts.admin, DEMO_ADMIN.password);
    expect((await t.call<ListData<SpuRow>>('GET', '/pms/spus', { token: secondToken })).data.pagination.total).toBe(0);
  }, 120_000);
});
