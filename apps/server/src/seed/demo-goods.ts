import { sql } from 'drizzle-orm';
import type { Db } from '@/core/db/database';
import { enterTenant } from '@/core/db/tenancy';
import type { RequestContext } from '@/core/http/request-context';
import { createBrand, createCategory, createSpec, createType, createUnit, updateGoodsSetting } from '@/modules/pms';
import type { TenantIds } from '@/modules/system/tenant';

/** A wholesale taxonomy: top-level categories with their subcategories (a third level under 调味品). */
const CATEGORIES: Array<[string, Array<string | [string, string[]]>]> = [
  ['酒水饮料', ['饮用水', '碳酸饮料', '啤酒']],
  ['粮油调味', ['大米面粉', '食用油', ['调味品', ['酱油', '食醋']]]],
  ['休闲零食', ['饼干糕点', '坚果炒货']],
  ['日用百货', ['纸品', '清洁用品']],
  ['生鲜果蔬', ['新鲜蔬菜', '时令水果']],
];
const BRANDS = ['农夫山泉', '怡宝', '可口可乐', '青岛啤酒', '金龙鱼', '福临门', '海天', '五得利', '旺旺', '三只松鼠', '维达', '蓝月亮'];
/** [name, sold by weight] */
const UNITS: Array<[string, 0 | 1]> = [['个', 0], ['瓶', 0], ['箱', 0], ['袋', 0], ['包', 0], ['桶', 0], ['件', 0], ['斤', 1], ['kg', 1]];
const SPECS: Array<[string, string[]]> = [
  ['规格', ['350ml', '500ml', '550ml', '1.5L', '5L']],
  ['口味', ['原味', '五香', '麻辣', '香辣']],
  ['包装', ['单瓶', '整箱', '散装']],
  ['重量', ['250g', '500g', '1kg', '5kg']],
];
const origin = { name: '产地', input_type: 1 as const, options: [] };
const shelfLife = { name: '保质期(天)', input_type: 2 as const, options: [] };
/** [name, its specs, its attributes] */
const TYPES = [
  { name: '酒水饮料', specs: ['规格', '包装'], attributes: [origin, shelfLife, { name: '储存方式', input_type: 3 as const, options: ['常温', '冷藏'] }] },
  { name: '粮油', specs: ['重量'], attributes: [origin, { name: '等级', input_type: 3 as const, options: ['一级', '二级', '特级'] }] },
  { name: '休闲零食', specs: ['口味', '重量'], attributes: [shelfLife] },
  { name: '生鲜', specs: [], attributes: [origin] },
];

/**
 * The demo tenant's goods catalogue, made by the goods module's own functions as the pages make it. They
 * run inside the tenant (RLS binds, as in a request), and the seed's transaction leaves it afterwards.
 */
export async function seedDemoGoods(tx: Db, ids: TenantIds): Promise<void> {
  await enterTenant(tx, ids.tenantId);
  const staffId = ids.staff.admin;
  const ctx = {
    db: tx,
    session: { tokenId: 0, staffId, tenantId: ids.tenantId, name: 'seed', deptId: null, timeZone: 'Asia/Shanghai', permissions: new Set<string>(), isSuper: true, dataScope: 1, storeIds: [] },
    tenantId: ids.tenantId,
    staffId,
    storeId: null,
    requestedStoreId: null,
    locale: 'zh-CN',
    ip: '127.0.0.1',
    requestId: 'seed',
    audit: {},
  } satisfies RequestContext;

  const category = (name: string, parentId: number | null, sort: number) => createCategory(ctx, { name, parent_id: parentId, image: null, sort, is_show: 1 });
  for (const [i, [top, children]] of CATEGORIES.entries()) {
    const parent = await category(top, null, i + 1);
    for (const [j, child] of children.entries()) {
      const [name, grandchildren] = typeof child === 'string' ? [child, []] : child;
      const made = await category(name, parent.id, j + 1);
      for (const [k, leaf] of grandchildren.entries()) await category(leaf, made.id, k + 1);
    }
  }
  for (const [i, name] of BRANDS.entries()) await createBrand(ctx, { name, logo: null, letter: null, sort: i + 1 });
  const unitIds = new Map<string, number>();
  for (const [i, [name, decimal]] of UNITS.entries()) unitIds.set(name, (await createUnit(ctx, { name, allow_decimal: decimal, sort: i + 1 })).id);
  const specIds = new Map<string, number>();
  for (const [i, [name, values]] of SPECS.entries()) specIds.set(name, (await createSpec(ctx, { name, values, sort: i + 1 })).id);
  for (const [i, type] of TYPES.entries()) {
    await createType(ctx, { name: type.name, spec_ids: type.specs.map((s) => specIds.get(s)!), attributes: type.attributes, sort: i + 1 });
  }
  await updateGoodsSetting(ctx, { spu_check: 1, sku_code_mode: 1, sku_code_prefix: 'TW', allow_free_barcode: 0, default_unit_id: unitIds.get('个') ?? null });
  // back to the seed's own rights for whatever it does next
  await tx.execute(sql`SELECT set_config('role', 'none', true), set_config('app.tenant_id', '', true)`);
}
