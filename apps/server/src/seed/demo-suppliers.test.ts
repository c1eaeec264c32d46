import { describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { OutsidePurchase } from '@tradewind/contract/wms/outside-purchase.schema';
import type { Supplier, SupplierSku } from '@tradewind/contract/wms/supplier.schema';
import { seedTestTenant } from '@/core/testing/test-tenant';
import { useTestApp } from '@/test/test-app';
import { DEMO_ADMIN } from './demo-seed';

const t = useTestApp();

describe('the demo suppliers', () => {
  it('come with the demo products: four suppliers serving the demo stores, each with SKUs priced a little under cost', async () => {
    const demo = await seedTestTenant(t.app.database.db, t.config.scryptCost, { products: true });
    const token = await t.login(demo.accounts.admin, DEMO_ADMIN.password);
    const suppliers = (await t.call<ListData<Supplier>>('GET', '/wms/suppliers', { token, query: { page_size: 100 } })).data.list;
    expect(suppliers.map((s) => s.name)).toEqual(['上海农夫山泉饮料经销部', '杭州粮油批发有限公司', '苏州碧波饮料批发部', '宁波海天调味品经销公司']);
    for (const s of suppliers) {
      expect(s.stores.length, s.name).toBeGreaterThan(0);
      expect(s.sku_count, s.name).toBeGreaterThan(0);
    }
    expect(suppliers[1]).toMatchObject({ settlement_type: 2, settlement_days: 45, contact_phone: '13957108832' });
    const skus = (await t.call<ListData<SupplierSku>>('GET', '/wms/supplier_skus', { token, query: { supplier_id: suppliers[0].id, page_size: 100 } })).data.list;
    expect(skus.every((r) => r.name.startsWith('农夫山泉') || r.name.startsWith('怡宝'))).toBe(true);
    expect(skus.every((r) => Number(r.purchase_price) > 0)).toBe(true);
    // the demo's received purchase order of this supplier left its last price on the SKUs it brought
    expect(skus.filter((r) => r.last_price !== null).length).toBe(3);
    // two purchases at markets: one audited, its goods received through an entry of type other; one draft
    const outside = (await t.call<ListData<OutsidePurchase>>('GET', '/wms/outside_purchase_orders', { token })).data.list;
    expect(outside.map((o) => [o.seller_name, o.status, o.entry_number !== null])).toEqual([
      ['城西批发市场 老王干货', 0, false],
      ['曹安路农贸市场 12 号摊', 1, true],
    ]);
  });
});
