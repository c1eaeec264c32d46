import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/core/db/database';
import { enterTenant } from '@/core/db/tenancy';
import type { RequestContext } from '@/core/http/request-context';
import { checkSpu, createBrand, createCategory, createSpec, createSpu, createType, createUnit, offSaleSpu, submitSpu, updateGoodsSetting } from '@/modules/pms';
import { DEMO_REJECT_REASON, DEMO_SPUS } from './demo-goods-catalogue';
import { demoSpuInput, type CatalogueIds } from './demo-products';
import { seedDemoOrders } from './demo-orders';
import { seedDemoSites } from './demo-sites';
import { seedDemoPickingRules } from './demo-picking';
import { seedDemoCms } from './demo-cms';
import { seedDemoCrowds } from './demo-crowds';
import { seedDemoActivities } from './demo-marketing-activities';
import { seedDemoMarketingShop } from './demo-marketing-shop';
import { seedDemoMarketingTemplates } from './demo-marketing-templates';
import { seedDemoMarketingCoupons } from './demo-marketing-coupons';
import { seedDemoCouponOrders } from './demo-coupon-orders';
import { seedDemoCrmSettings } from './demo-crm-settings';
import { seedDemoLeads } from './demo-leads';
import { seedDemoGoalsAndLinks } from './demo-goals-links';
import { seedDemoPlans } from './demo-plans';
import { seedDemoPrices } from './demo-prices';
import { seedDemoProcessing } from './demo-processing';
import { seedDemoPurchasing } from './demo-purchasing';
import { seedDemoRefunds } from './demo-refunds';
import { seedDemoStock } from './demo-stock';
import { seedDemoSuppliers } from './demo-suppliers';
import { seedDemoTransfers } from './demo-transfers';
import { seedDemoCounts } from './demo-counts';
import { seedDemoFleet } from './demo-fleet';
import { seedDemoLines } from './demo-lines';
import { seedDemoLogisticsOrders, seedDemoSignIns } from './demo-logistics';
import type { TenantIds } from '@/modules/system/tenant';
import { seedDemoFinance, seedDemoPaymentMethods } from './demo-finance';
import { seedDemoInvoices } from './demo-invoices';
import { seedDemoHistory, type DemoHistoryOptions } from './demo-history';

/** A wholesale taxonomy: top-level categories with their subcategories (a third level under 调味品). */
const CATEGORIES: Array<[string, Array<string | [string, string[]]>]> = [
  ['酒水饮料', ['饮用水', '碳酸饮料', '茶饮果汁', '啤酒']],
  ['粮油调味', ['大米面粉', '食用油', ['调味品', ['酱油', '食醋']], '方便速食']],
  ['休闲零食', ['饼干糕点', '坚果炒货', '辣味零食']],
  ['日用百货', ['纸品', '清洁用品']],
  ['生鲜果蔬', ['新鲜蔬菜', '时令水果']],
];
const BRANDS = ['农夫山泉', '怡宝', '可口可乐', '康师傅', '统一', '青岛啤酒', '雪花', '金龙鱼', '福临门', '鲁花', '海天', '恒顺', '太太乐', '五得利', '旺旺', '奥利奥', '三只松鼠', '洽洽', '卫龙', '良品铺子', '维达', '心相印', '蓝月亮', '立白'];
/** [name, sold by weight] */
const UNITS: Array<[string, 0 | 1]> = [['个', 0], ['瓶', 0], ['箱', 0], ['袋', 0], ['包', 0], ['桶', 0], ['件', 0], ['斤', 1], ['kg', 1]];
const SPECS: Array<[string, string[]]> = [
  ['规格', ['330ml', '350ml', '500ml', '550ml', '1L', '1.25L', '1.5L', '2L', '5L']],
  ['口味', ['原味', '五香', '麻辣', '香辣', '奶油', '椒盐', '焦糖', '海苔', '巧克力', '草莓', '红烧牛肉', '老坛酸菜']],
  ['包装', ['单瓶', '整箱', '散装']],
  ['重量', ['100g', '250g', '500g', '1kg', '2.5kg', '5kg', '10kg']],
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
 * The demo products through the SPU form's own calls: created, submitted and checked (approved, or one
 * rejected with its reason, or left pending / as a draft), a few taken off sale — so the SPU list's tabs,
 * the check page and the SKU list all have goods in every state.
 */
async function seedDemoProducts(ctx: RequestContext, ids: CatalogueIds): Promise<void> {
  let barcode = 100;
  for (const demo of DEMO_SPUS) {
    const spu = await createSpu(ctx, demoSpuInput(demo, ids, () => (barcode += 7)));
    const state = demo.state ?? 'on_sale';
    if (state === 'draft') continue;
    await submitSpu(ctx, spu.id);
    if (state === 'pending') continue;
    await checkSpu(ctx, spu.id, state === 'rejected' ? { result: 'reject', reason: DEMO_REJECT_REASON } : { result: 'approve', reason: null });
    if (state === 'off_sale') await offSaleSpu(ctx, spu.id);
  }
}

/**
 * The demo tenant's goods catalogue, made by the goods module's own functions as the pages make it. They
 * run inside the tenant (RLS binds, as in a request), and the seed's transaction leaves it afterwards.
 */
export async function seedDemoGoods(tx: Db, ids: TenantIds, options: { products: boolean; history?: DemoHistoryOptions }): Promise<void> {
  await enterTenant(tx, ids.tenantId);
  const staffId = ids.staff.admin;
  // the documents' logs and messages name who acted: the admin by name, as when they work in the pages
  const [admin] = await queryRows<{ name: string }>(tx, sql`SELECT name FROM staff WHERE id = ${staffId}`);
  const ctx = {
    db: tx,
    session: { tokenId: 0, staffId, tenantId: ids.tenantId, name: admin?.name ?? '', deptId: null, timeZone: 'Asia/Shanghai', permissions: new Set<string>(), isSuper: true, dataScope: 1, storeIds: [] },
    tenantId: ids.tenantId,
    staffId,
    storeId: null,
    requestedStoreId: null,
    locale: 'zh-CN',
    ip: '127.0.0.1',
    requestId: 'seed',
    audit: {},
  } satisfies RequestContext;

  const made: CatalogueIds = { categories: new Map(), brands: new Map(), types: new Map(), units: new Map(), specs: new Map() };
  const category = async (name: string, parentId: number | null, sort: number) => {
    const created = await createCategory(ctx, { name, parent_id: parentId, image: null, sort, is_show: 1 });
    made.categories.set(name, created.id);
    return created;
  };
  for (const [i, [top, children]] of CATEGORIES.entries()) {
    const parent = await category(top, null, i + 1);
    for (const [j, child] of children.entries()) {
      const [name, grandchildren] = typeof child === 'string' ? [child, []] : child;
      const middle = await category(name, parent.id, j + 1);
      for (const [k, leaf] of grandchildren.entries()) await category(leaf, middle.id, k + 1);
    }
  }
  for (const [i, name] of BRANDS.entries()) made.brands.set(name, (await createBrand(ctx, { name, logo: null, letter: null, sort: i + 1 })).id);
  for (const [i, [name, decimal]] of UNITS.entries()) made.units.set(name, (await createUnit(ctx, { name, allow_decimal: decimal, sort: i + 1 })).id);
  const specIds = new Map<string, number>();
  for (const [i, [name, values]] of SPECS.entries()) {
    const spec = await createSpec(ctx, { name, values, sort: i + 1 });
    specIds.set(name, spec.id);
    made.specs.set(name, { id: spec.id, values: new Map(spec.values.map((v) => [v.value, v.id])) });
  }
  for (const [i, type] of TYPES.entries()) {
    const created = await createType(ctx, { name: type.name, spec_ids: type.specs.map((s) => specIds.get(s)!), attributes: type.attributes, sort: i + 1 });
    made.types.set(type.name, created.id);
  }
  await updateGoodsSetting(ctx, { spu_check: 1, sku_code_mode: 1, sku_code_prefix: 'TW', allow_free_barcode: 0, default_unit_id: made.units.get('个') ?? null });
  // leads, after the demo customers (one is merged into 鲜丰水果浦东店)
  await seedDemoLeads(ctx, ids);
  // the customer settings pages: sources, follow-up types, customer rules, pool rules, invite rewards
  if (options.products) await seedDemoCrmSettings(ctx, ids);
  if (options.products) await seedDemoProducts(ctx, made);
  if (options.products) await seedDemoSuppliers(ctx, ids);
  if (options.products) await seedDemoStock(ctx, ids);
  if (options.products) await seedDemoPurchasing(ctx, ids);
  if (options.products) await seedDemoPrices(ctx);
  if (options.products) await seedDemoPickingRules(ctx, ids);
  // the payment methods before the orders and deliveries (a sign-in's cash becomes a receipt note in cash)
  if (options.products) await seedDemoPaymentMethods(ctx);
  if (options.products) await seedDemoOrders(ctx, ids);
  if (options.products) await seedDemoRefunds(ctx, ids);
  if (options.products) await seedDemoSites(ctx, ids);
  if (options.products) await seedDemoProcessing(ctx, ids);
  if (options.products) await seedDemoTransfers(ctx, ids);
  if (options.products) await seedDemoCounts(ctx, ids);
  // logistics (issue 19): the day's deliveries waiting for lines (2); the fleet's (1) and the line part's (3) demo go between; then the sign-ins completing the departed line (4)
  if (options.products) await seedDemoFleet(ctx, ids);
  if (options.products) await seedDemoLogisticsOrders(ctx, ids);
  if (options.products) await seedDemoLines(ctx, ids);
  if (options.products) await seedDemoSignIns(ctx, ids);
  // finance (issue 20): payment methods, a customer's prepaid balance and a supplier's prepayment
  if (options.products) await seedDemoFinance(ctx, ids);
  // business goals over the audited orders and receipts, and channel links with customers registered through one
  if (options.products) await seedDemoGoalsAndLinks(ctx, ids);
  // invoices over the delivered orders, after the deliveries and refunds
  if (options.products) await seedDemoInvoices(ctx, ids);
  // follow-ups of the visit list, this week's schedule and payment plans (one paid by the demo finance's receipt note)
  if (options.products) await seedDemoPlans(ctx, ids);
  // crowds over the customers and their orders, and a visit plan over one (crm README "Crowds", "Visit plans")
  if (options.products) await seedDemoCrowds(ctx, ids);
  // marketing activities over the demo goods: a weekend 满折 on snacks with a gift, a time-limited price (marketing README "Activities")
  if (options.products) await seedDemoActivities(ctx);
  // couriers, feedback (new, replied, closed) and the ordering app's published home page (marketing README)
  if (options.products) await seedDemoMarketingShop(ctx, ids);
  // articles of the ordering app in each state (cms README "Articles")
  if (options.products) await seedDemoCms(ctx, ids);
  // the master store's freight and carry-fee templates (marketing README "Freight and carry-fee templates")
  if (options.products) await seedDemoMarketingTemplates(ctx, ids);
  // coupons: one issued to the crowd above, a trade fair's codes with a few claimed (marketing README "Coupons")
  if (options.products) await seedDemoMarketingCoupons(ctx, ids);
  // coupons used on orders priced by the pipeline: one audited (used), one pending (held) (marketing README "Orders")
  if (options.products) await seedDemoCouponOrders(ctx, ids);
  // a year of orders, refunds and receipts dated back to their days, last: every part above reads the demo's own documents (demo-history.ts)
  if (options.products && options.history) await seedDemoHistory(ctx, ids, options.history);
  // back to the seed's own rights for whatever it does next
  await tx.execute(sql`SELECT set_config('role', 'none', true), set_config('app.tenant_id', '', true)`);
}
