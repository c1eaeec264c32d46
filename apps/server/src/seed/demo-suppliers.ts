import { sql } from 'drizzle-orm';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { addSupplierSkus, createSupplier } from '@/modules/wms';
import type { TenantIds } from '@/modules/system/tenant';

type DemoSupplier = {
  name: string;
  code: string;
  contact: [string, string];
  address: string;
  /** account period days; absent: cash */
  days?: number;
  bank?: [string, string];
  stores: string[];
  /** the demo SPUs it supplies (every SKU of each), at this share of the SKU's cost price */
  spus: string[];
  discount: number;
};

const SUPPLIERS: DemoSupplier[] = [
  { name: '上海农夫山泉饮料经销部', code: 'SUP-SH-001', contact: ['周建国', '13816620451'], address: '上海市闵行区七莘路 1888 号', days: 30, bank: ['中国工商银行上海七宝支行', '1001 2345 0900 1234 567'], stores: ['sh', 'sz'], spus: ['农夫山泉饮用天然水', '农夫山泉NFC橙汁', '怡宝纯净水'], discount: 0.96 },
  { name: '杭州粮油批发有限公司', code: 'SUP-HZ-002', contact: ['钱美华', '13957108832'], address: '杭州市拱墅区石祥路 71 号粮油市场 A 区 12 号', days: 45, bank: ['中国农业银行杭州半山支行', '1903 3301 0400 5678 123'], stores: ['hz', 'sh'], spus: ['五得利特精小麦粉', '福临门东北大米'], discount: 0.95 },
  { name: '苏州碧波饮料批发部', code: 'SUP-SZ-003', contact: ['吴晓东', '18962135570'], address: '苏州市姑苏区金门路 215 号', stores: ['sz'], spus: ['可口可乐', '雪碧', '康师傅冰红茶'], discount: 0.97 },
  { name: '宁波海天调味品经销公司', code: 'SUP-NB-004', contact: ['孙立平', '13605748816'], address: '宁波市海曙区南苑街 366 号', days: 60, bank: ['宁波银行海曙支行', '5101 2200 0345 6789'], stores: ['sh', 'hz', 'sz'], spus: ['海天老抽王', '海天上等蚝油', '海天黄豆酱'], discount: 0.94 },
];

/**
 * A few believable suppliers and what they supply (the demo products' SKUs, a little under cost), made by
 * the supplier functions the pages call. Runs after the demo products, inside the tenant.
 */
export async function seedDemoSuppliers(base: RequestContext, ids: TenantIds): Promise<void> {
  const ctx: RequestContext = { ...base, session: { ...base.session, storeIds: Object.values(ids.stores) } };
  for (const s of SUPPLIERS) {
    const supplier = await createSupplier(ctx, {
      name: s.name,
      code: s.code,
      contact_name: s.contact[0],
      contact_phone: s.contact[1],
      province_id: null,
      city_id: null,
      area_id: null,
      address: s.address,
      longitude: null,
      latitude: null,
      settlement_type: s.days ? 2 : 1,
      settlement_days: s.days ?? null,
      bank_name: s.bank?.[0] ?? null,
      bank_account: s.bank?.[1] ?? null,
      bank_holder: s.bank ? s.name : null,
      tax_no: null,
      store_ids: s.stores.map((key) => ids.stores[key]).filter((id) => id !== undefined),
      status: 1,
      remark: null,
    });
    const skus = await queryRows<{ id: number; code: string; cost: string }>(
      ctx.db,
      sql`SELECT s.id, s.code, s.cost_price::text AS cost FROM pms_skus AS s JOIN pms_spus AS p ON p.id = s.spu_id WHERE p.name = ANY(${`{${s.spus.join(',')}}`}::text[]) ORDER BY s.id`,
    );
    if (skus.length === 0) continue;
    await addSupplierSkus(ctx, {
      supplier_id: supplier.id,
      items: skus.map((r) => ({
        sku_id: r.id,
        supplier_code: `${s.code.slice(4, 6)}-${r.code}`,
        purchase_price: Number(fromCents(Math.round(toCents(r.cost) * s.discount))),
        unit_id: null,
        min_qty: null,
      })),
    });
  }
}
