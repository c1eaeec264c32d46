import { count } from 'drizzle-orm';
import type { Db } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { setupTenant, type TenantIds, type TenantSpec } from '@/modules/system/tenant';
import { tenants } from '@/modules/system/tenant/tenant.table';
import { seedDemoCustomers } from './demo-customers';
import { seedDemoGoods } from './demo-goods';
import { seedDemoImports, type DemoJobs } from './demo-imports';

export const DEMO_ADMIN = { account: 'admin', password: 'admin123' } as const;
/** Every other demo staff member signs in with this password. */
export const DEMO_STAFF_PASSWORD = 'demo1234';

function isoDate(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

const SALES = ['crm:workbench:index', 'crm:customer:list', 'crm:customer:detail', 'crm:customer:create', 'crm:customer:update', 'crm:customer:sales_type', 'crm:customer:status', 'crm:customer:export', 'crm:public:list', 'fms:customer_account:detail', 'crm:visit:list', 'crm:visit:create', 'crm:user:list', 'crm:user:create', 'crm:user:update', 'crm:user:delete', 'crm:address:list', 'crm:address:create', 'crm:address:update', 'crm:address:delete', 'crm:visit:delete', 'crm:file:list', 'crm:file:create', 'crm:file:update', 'crm:file:delete', 'crm:certification:info', 'crm:certification:create', 'crm:customer_account_period:list', 'crm:logs:list', 'search:customer:list', 'oms:order:list', 'oms:order:create', 'oms:photo_order:list', 'oms:photo_order:create', 'oms:photo_order:convert', 'oms:sub_order:list', 'oms/sub_order/Print', 'oms:site:list', 'oms:order:update', 'oms:order:cancel', 'oms/order/Print', 'pms:goods:list', 'crm:price:list', 'crm:customer_price:list', 'crm:customer_price:create', 'crm:customer_price:update', 'crm:quotation_price:list', 'crm:quotation_price:export', 'crm:leads:list', 'crm:leads:detail', 'crm:leads:create', 'crm:leads:update', 'crm:leads:claim', 'crm:leads:release', 'crm:leads:transform', 'crm:invoice:list', 'crm:invoice:create', 'crm:invoice:update', 'crm:invoice:delete', 'crm:invoice:apply', 'crm/invoice/Print', 'crm:biz_goal:index', 'crm:schedule:index', 'crm:schedule:create', 'crm:schedule:update', 'crm:schedule:delete', 'crm:payment_plan:list', 'crm:payment_plan:detail', 'crm:payment_plan:create', 'crm:payment_plan:update', 'crm:payment_plan:finish', 'crm:crowd:list', 'crm:crowd:customer', 'crm:visit_plan:list', 'crm:visit_plan:detail', 'crm:visit_plan:create', 'crm:visit_plan:update'];
/** The coupon pages' permissions (marketing README "Coupons"), the sales manager's. */
const MARKETING_COUPONS = ['list', 'create', 'update', 'delete', 'issue', 'claim', 'stop', 'void', 'code', 'code_create', 'export'].map((a) => `marketing:coupon:${a}`);
const SALES_MANAGER = ['oms:photo_order:reject', 'oms:site:create', 'oms:site:update', 'oms:site:delete', 'oms:order:audit', 'oms:order:deliver', 'oms:order:complete', 'oms:order:export', 'oms:order:change_price', 'oms:setting:index', 'oms:setting:update', 'crm:setting:index', 'crm:customer:sales', 'crm:customer:update_store', 'crm:customer:payment_day', 'crm:type:create', 'crm:type:update', 'crm:type:delete', 'crm:level:create', 'crm:level:update', 'crm:level:delete', 'crm:down_public:index', 'crm:certification:audit', 'crm:certification:delete', 'crm:customer_account_period:create', 'crm:customer_account_period:update', 'crm:customer_account_period:delete', 'crm:price:create', 'crm:price:update', 'crm:price:status', 'crm:price:delete', 'crm:customer_price:delete', 'crm:customer_price:export', 'oms:order_refund:list', 'oms:order_refund:create', 'oms:order_refund:update', 'oms:order_refund:delete', 'oms:order_refund:audit', 'oms:order_refund:reject', 'oms:order_refund:refund', 'oms/order_refund/Print', 'oms:statement:list', 'oms:statement:create', 'oms:statement:send', 'oms:statement:confirm', 'oms:statement:export', 'oms:statement:delete', 'crm:leads:sales', 'crm:leads:delete', 'crm:leads:export', 'crm:invoice:audit', 'crm:invoice:open', 'crm:invoice:export', 'crm:biz_goal:create', 'crm:biz_goal:update', 'crm:visit:export', 'crm:payment_plan:cancel', 'crm:payment_plan:delete', 'crm:crowd:create', 'crm:crowd:update', 'crm:crowd:delete', 'crm:crowd:refresh', 'crm:crowd:export', 'crm:visit_plan:delete', 'crm:visit_plan:assign', 'crm:visit_plan:export', 'crm:down_public:export', 'crm:source:create', 'crm:source:update', 'crm:source:delete', 'crm:visit_type:create', 'crm:visit_type:update', 'crm:visit_type:delete', 'crm:customer_setting:index', 'crm:customer_setting:update', 'crm:invite:index', 'crm:invite:setting', 'crm:invite:export', 'marketing:custom:index', 'marketing:custom:update', 'marketing:custom:publish', 'pms:category:list', 'marketing:feedback:list', 'marketing:feedback:create', 'marketing:feedback:reply', 'marketing:feedback:status', 'marketing:express:list', 'marketing:express:create', 'marketing:express:update', 'marketing:express:delete', 'marketing:express:status', 'cms:article:list', 'cms:article:create', 'cms:article:update', 'cms:article:publish', 'cms:article:unpublish', 'cms:article:preview', 'cms:article:delete', 'marketing:freight:list', 'marketing:freight:create', 'marketing:freight:update', 'marketing:freight:delete', 'marketing:carry_fee:list', 'marketing:carry_fee:create', 'marketing:carry_fee:update', 'marketing:carry_fee:delete', ...MARKETING_COUPONS];
/** The sales manager runs the activities (marketing README "Activities"). */
const MARKETING_ACTIVITIES = ['marketing:activity:list', 'marketing:activity:create', 'marketing:activity:update', 'marketing:activity:switch', 'marketing:activity:void'];
const WAREHOUSE = ['wms:warehouse:list', 'wms:warehouse:create', 'wms:warehouse:update', 'wms:warehouse:manager', 'wms:location:list', 'wms:location:create', 'wms:location:update', 'wms:location:delete', 'wms:setting:index', 'wms:stock:list', 'wms:stock:history', 'wms:stock:location_stock', 'wms:stock:danger', 'wms:supplier:list', 'wms:supplier_sku:list', 'wms:purchase_order:list', 'wms:purchase_order:create', 'wms:purchase_order:update', 'wms:purchase_order:submit', 'wms:warehousing_entry:create', 'wms:warehousing_entry:update', 'wms:warehousing_entry:audit', 'wms:purchase_refund_order:list', 'wms:purchase_refund_order:create', 'wms:outside_purchase_order:list', 'wms:outside_purchase_order:create', 'wms:outside_purchase_order:update', 'pms:spu:list', 'pms:process:list', 'pms:category:list', 'wms:picking_task:list', 'wms:picking_task:create', 'wms:picking_task:pick', 'wms/picking_task/Print', 'wms:picking_list:list', 'wms:picking_list:create', 'wms/picking_list/Print', 'wms:outbound_delivery_order:create', 'wms:outbound_delivery_order:audit', 'wms:outbound_delivery_order:express', 'wms/outbound_delivery_order/Print', 'wms:lack_out_sku_history:list', 'wms:stock_count:list', 'wms:stock_count:count', 'wms/stock_count/Print', 'wms:transfer_order:list', 'wms:transfer_order:create', 'wms:transfer_order:update', 'wms:transfer_order:delete', 'wms:transfer_order:audit', 'wms:transfer_order:cancel', 'wms:transfer_order:receive', 'wms:transfer_order:close', 'wms:transfer_order:export', 'wms/transfer_order/Print', 'wms:stock_process:list', 'wms:stock_process:create', 'wms:stock_process:update', 'wms:stock_process:delete', 'wms:stock_process:audit', 'wms:stock_process:cancel', 'wms:stock_process:export', 'wms:warehousing_entry:list', 'wms:outbound_delivery_order:list', 'pms:goods:list', 'oms:order_refund:list', 'oms:order_refund:receive', 'fms:supplier_settlement_order:list', 'fms:supplier_settlement_order:create', 'fms:supplier_settlement_order:delete', 'fms:supplier_settlement_order:remove', 'fms:supplier_settlement_order:audit1', 'fms/supplier_settlement_order/Print', 'fms:worker_settlement_order:list', 'fms:worker_settlement_order:create', 'fms:worker_settlement_order:remove', 'fms:worker_settlement_order:audit1', 'fms/worker_settlement_order/Print'];
const FINANCE = ['crm:customer:list', 'crm:customer:detail', 'crm:payment_plan:list', 'crm:payment_plan:detail', 'crm:payment_plan:finish', 'crm:invoice:list', 'crm:invoice:audit', 'crm:invoice:open', 'crm:invoice:export', 'crm/invoice/Print', 'fms:receipt_note:list', 'fms:receipt_note:create', 'fms:receipt_note:update', 'fms:receipt_note:delete', 'fms:receipt_note:audit', 'fms:receipt_note:export', 'fms/receipt_note/Print', 'fms:payment_note:list', 'fms:payment_note:create', 'fms:payment_note:update', 'fms:payment_note:delete', 'fms:payment_note:audit', 'fms:payment_note:export', 'fms/payment_note/Print', 'fms:money_in:list', 'fms:money_in:export', 'fms:money_out:list', 'fms:money_out:export', 'fms:supplier_settlement_order:audit2', 'fms/supplier_settlement_order/Print', 'fms:worker_settlement_order:create', 'fms:worker_settlement_order:delete', 'fms:worker_settlement_order:remove', 'fms:worker_settlement_order:audit2', 'fms/worker_settlement_order/Print', 'oms:order:list', 'fms:customer_account:list', 'fms:customer_account:detail', 'fms:customer_account:finance_adjust', 'fms:customer_account:export', 'fms:finance_prepay_account:list', 'fms:finance_prepay_account:detail', 'fms:finance_prepay_account:export', 'fms:finance_prepay_account:finance_adjust', 'fms:payment_config:list', 'fms:payment_config:create', 'fms:payment_config:update', 'fms:payment_config:delete', 'fms:setting:pay', 'fms:setting:update', 'fms:supplier_settlement_order:list', 'fms:worker_settlement_order:list', 'system:action_log:list', 'oms:order_refund:list', 'oms:statement:list', 'oms:statement:settle', 'oms:statement:export'];
const DRIVER = ['lms:logistics_order:list', 'lms/logistics_order/Print', 'lms:sign_in:list', 'lms:sign_in:create', 'lms:line:list', 'lms/line/Print'];

/**
 * How a copy of the demo tenant tells itself apart: a copy (the end-to-end harness seeds one per spec)
 * prefixes its accounts and takes its own phones, so that logging in as t3_admin needs no company choice
 * (accounts are unique per company only, and copies share the demo passwords).
 */
export type DemoVariant = {
  /** put before every staff account: 't3_' gives t3_admin, t3_lina … (default none: admin, lina …) */
  accountPrefix: string;
  /** the first nine digits of the staff phones; the last two are the staff member's index (default 138000000) */
  phonePrefix: string;
  /**
   * the demo products (about 70 SPUs, 180 SKUs through the SPU form's calls, some seconds); the copies for
   * tests leave them out unless asked — their specs make the goods they need (default true)
   */
  products?: boolean;
  /** days of order history before today, with the products only (demo-history.ts; default 0: none) */
  historyDays?: number;
};

export const DEMO_VARIANT: DemoVariant = { accountPrefix: '', phonePrefix: '138000000' };

/** The demo staff's phone at `index` (two digits): 13800000002 is lina's in the demo tenant. */
export const demoPhone = (variant: DemoVariant, index: number): string => `${variant.phonePrefix}${String(index).padStart(2, '0')}`;

export const demoTenantSpec = (variant: DemoVariant = DEMO_VARIANT): TenantSpec => withVariant(demoSpec(), variant);

/** The staff's accounts prefixed and their phones taken from the variant's range, in the order listed. */
function withVariant(spec: TenantSpec, variant: DemoVariant): TenantSpec {
  return {
    ...spec,
    staff: spec.staff.map((member, index) => ({ ...member, account: member.account && `${variant.accountPrefix}${member.account}`, phone: demoPhone(variant, index) })),
  };
}

const demoSpec = (): TenantSpec => ({
  name: '潮汐商贸有限公司',
  isExperience: false,
  contractBegin: isoDate(-30),
  contractEnd: isoDate(3 * 365),
  stores: [
    { key: 'sh', name: '上海总店', isMaster: true, areaString: '上海市 市辖区 浦东新区', address: '张江路 88 号' },
    { key: 'hz', name: '杭州分店', areaString: '浙江省 杭州市 西湖区', address: '文三路 199 号' },
    { key: 'sz', name: '苏州分店', areaString: '江苏省 苏州市 工业园区', address: '星湖街 328 号' },
  ],
  departments: [
    { key: 'head', name: '总经办' },
    { key: 'sales', name: '销售部', parent: 'head' },
    { key: 'sales1', name: '销售一组', parent: 'sales' },
    { key: 'sales2', name: '销售二组', parent: 'sales' },
    { key: 'warehouse', name: '仓储部', parent: 'head' },
    { key: 'finance', name: '财务部', parent: 'head' },
    { key: 'logistics', name: '物流部', parent: 'head' },
  ],
  roles: [
    { key: 'admin', name: '超级管理员', isSuper: true, dataScope: 1 },
    { key: 'sales', name: '销售', permissions: SALES, dataScope: 4 },
    { key: 'sales_manager', name: '销售经理', permissions: [...SALES, ...SALES_MANAGER, ...MARKETING_ACTIVITIES], dataScope: 3 },
    { key: 'warehouse', name: '仓管', permissions: WAREHOUSE, dataScope: 2 },
    { key: 'finance', name: '财务', permissions: FINANCE, dataScope: 1 },
    { key: 'driver', name: '司机', permissions: DRIVER, dataScope: 4 },
  ],
  // Phones come from the variant, by position: 13800000000 for the admin, 13800000001 for 张伟 …
  staff: [
    { key: 'admin', account: DEMO_ADMIN.account, name: '系统管理员', password: DEMO_ADMIN.password, roles: ['admin'], stores: 'all', dept: 'head', deptRole: 1, isOwner: true },
    { key: 'zhang', account: 'zhangwei', name: '张伟', password: DEMO_STAFF_PASSWORD, roles: ['sales_manager'], stores: ['sh', 'hz'], dept: 'sales', deptRole: 1 },
    { key: 'li', account: 'lina', name: '李娜', password: DEMO_STAFF_PASSWORD, roles: ['sales'], stores: ['sh'], dept: 'sales1' },
    { key: 'wang', account: 'wangfang', name: '王芳', password: DEMO_STAFF_PASSWORD, roles: ['sales'], stores: ['sh'], dept: 'sales1', deptRole: 2 },
    { key: 'liu', account: 'liuyang', name: '刘洋', password: DEMO_STAFF_PASSWORD, roles: ['sales'], stores: ['hz'], dept: 'sales2' },
    { key: 'chen', account: 'chenjing', name: '陈静', password: DEMO_STAFF_PASSWORD, roles: ['sales'], stores: ['sz'], dept: 'sales2' },
    { key: 'yang', account: 'yangqiang', name: '杨强', password: DEMO_STAFF_PASSWORD, roles: ['warehouse'], stores: ['sh', 'sz'], dept: 'warehouse', deptRole: 1 },
    { key: 'zhao', account: 'zhaolei', name: '赵磊', password: DEMO_STAFF_PASSWORD, roles: ['warehouse'], stores: ['hz'], dept: 'warehouse' },
    { key: 'huang', account: 'huangmin', name: '黄敏', password: DEMO_STAFF_PASSWORD, roles: ['finance'], stores: 'all', dept: 'finance', deptRole: 1 },
    { key: 'zhou', account: 'zhoujie', name: '周杰', password: DEMO_STAFF_PASSWORD, roles: ['finance'], stores: ['sh'], dept: 'finance' },
    { key: 'wu', account: 'wugang', name: '吴刚', password: DEMO_STAFF_PASSWORD, roles: ['driver'], stores: ['sh'], dept: 'logistics' },
    { key: 'xu', account: 'xuli', name: '徐丽', password: DEMO_STAFF_PASSWORD, roles: ['driver'], stores: ['hz', 'sz'], dept: 'logistics', status: 0 },
  ],
});

/** The demo tenant's content (stores, departments, roles, staff, customers in pools); needs a system transaction. */
export async function seedDemoTenant(tx: Db, scryptCost: number, variant: DemoVariant = DEMO_VARIANT): Promise<TenantIds> {
  const ids = await setupTenant(tx, demoTenantSpec(variant), scryptCost);
  await seedDemoCustomers(tx, ids);
  await seedDemoGoods(tx, ids, { products: variant.products ?? true, history: { days: variant.historyDays ?? 0 } });
  return ids;
}


/** `DEMO_HISTORY_DAYS`: the days of order history the demo tenant gets (default 365; 0 for none). */
export function demoHistoryDays(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.DEMO_HISTORY_DAYS ?? 365);
  return Number.isInteger(days) && days >= 0 ? Math.min(days, 3 * 365) : 365;
}

/** The app the demo is seeded in: its database, and the storage and import runner its imports go through. */
export type DemoApp = DemoJobs & { database: { db: Db } };

/**
 * Seeds the demo tenant when the database has no tenant yet, then moves its imports in through the import
 * centre (demo-imports.ts) once that has committed. Returns its ids, or null when skipped.
 */
export async function seedDemoIfEmpty(app: DemoApp, scryptCost: number, historyDays = demoHistoryDays()): Promise<TenantIds | null> {
  const ids = await withSystem(app.database.db, async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(tenants);
    if (n > 0) return null;
    return seedDemoTenant(tx, scryptCost, { ...DEMO_VARIANT, historyDays });
  });
  if (ids) await seedDemoImports(app.database.db, app, ids);
  return ids;
}
