import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { ImportTask } from '@tradewind/contract/common/import-task.schema';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import type { Category } from '@tradewind/contract/pms/category.schema';
import type { GoodsSetting } from '@tradewind/contract/pms/goods-setting.schema';
import type { GoodsType } from '@tradewind/contract/pms/type.schema';
import type { SpuDetail, SpuRow } from '@tradewind/contract/pms/spu.schema';
import { isValidEan } from '@tradewind/contract/pms/barcode';
import type { Unit } from '@tradewind/contract/pms/unit.schema';
import { seedTestTenant } from '@/test/test-tenant';
import { useTestApp } from '@/test/test-app';
import { importCalls, sheetText } from '@/test/test-imports';
import { DEMO_ADMIN } from './demo-seed';
import { DEMO_REJECT_REASON, DEMO_SPUS } from './demo-goods-catalogue';
import type { StockDangerRow, StockRow } from '@tradewind/contract/wms/stock-view.schema';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import type { WarehousingEntry } from '@tradewind/contract/wms/warehousing-entry.schema';
import type { PurchaseOrderRow } from '@tradewind/contract/wms/purchase-order.schema';
import type { OutsidePurchase } from '@tradewind/contract/wms/outside-purchase.schema';
import type { Supplier, SupplierSku } from '@tradewind/contract/wms/supplier.schema';
import type { CustomerPrice, PricePlan, QuotationPrice } from '@tradewind/contract/crm/price.schema';
import type { OrderDetail, OrderList } from '@tradewind/contract/oms/order.schema';
import type { OrderSetting } from '@tradewind/contract/oms/setting.schema';
import type { PickingList, PickingPriceRule, PickingTask } from '@tradewind/contract/wms/picking.schema';
import type { RefundList } from '@tradewind/contract/oms/order-refund.schema';
import type { StatementDetail, StatementList } from '@tradewind/contract/oms/statement.schema';
import type { PhotoOrderList } from '@tradewind/contract/oms/photo-order.schema';
import type { Site } from '@tradewind/contract/oms/site.schema';
import type { TransferOrderDetail, TransferOrderList } from '@tradewind/contract/wms/transfer-order.schema';
import type { StockCount, StockCountDetail } from '@tradewind/contract/wms/stock-count.schema';
import type { LogisticsOrderList } from '@tradewind/contract/lms/logistics.schema';
import type { LineList, PreLine } from '@tradewind/contract/lms/line.schema';
import type { Car, Worker } from '@tradewind/contract/lms/fleet.schema';
import type { CarryFee, WorkerOrder } from '@tradewind/contract/lms/fleet-pay.schema';
import type { LogisticsSettingView } from '@tradewind/contract/lms/fleet-setting.schema';
import type { ReceiptNoteList } from '@tradewind/contract/fms/receipt-note.schema';
import type { InvoiceList } from '@tradewind/contract/crm/invoice.schema';
import type { PaymentNoteList } from '@tradewind/contract/fms/payment-note.schema';
import type { MoneyHistoryList } from '@tradewind/contract/fms/money-history.schema';
import type { SupplierSettlementList } from '@tradewind/contract/fms/supplier-settlement.schema';
import type { WorkerSettlementList } from '@tradewind/contract/fms/worker-settlement.schema';
import type { Certification } from '@tradewind/contract/crm/certification.schema';
import type { ArticlePublicLink, ArticleRow, PublicArticle, PublicArticleRow } from '@tradewind/contract/cms/article.schema';
import type { Crowd } from '@tradewind/contract/crm/crowd.schema';
import type { Lead } from '@tradewind/contract/crm/lead.schema';
import type { Activity } from '@tradewind/contract/marketing/activity.schema';
import type { CarryFeeTemplate, FreightTemplate } from '@tradewind/contract/marketing/template.schema';
import type { Coupon, CouponCode } from '@tradewind/contract/marketing/coupon.schema';
import type { VisitPlan, VisitPlanDetail } from '@tradewind/contract/crm/visit-plan.schema';
import type { Courier } from '@tradewind/contract/marketing/courier.schema';
import type { Feedback } from '@tradewind/contract/marketing/feedback.schema';
import type { PublicShopHome, ShopPage, ShopPagePreview } from '@tradewind/contract/marketing/shop-page.schema';

/**
 * The demo data of every module, read back through the pages' calls. One demo tenant with products is
 * seeded for the whole file (a seed takes seconds on each database), and every block reads it; none
 * changes it.
 */
const t = useTestApp();
let demo: Awaited<ReturnType<typeof seedTestTenant>>;
/** the tenant's day the seed ran: the demo's own documents are made that day, the history's dated before it */
let seededOn: string;
const HISTORY_DAYS = 42;

beforeAll(async () => {
  seededOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  // three weeks of history (demo-history.ts); `npm start` seeds a year
  demo = await seedTestTenant(t.app.database.db, t.config.scryptCost, { products: true, historyDays: HISTORY_DAYS, jobs: t.app });
}, 300_000);

describe('the demo goods catalogue', () => {
  it('gives the demo tenant a wholesale taxonomy made by the goods module, apart from other tenants', async () => {
    const first = demo;
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

describe('the demo stock', () => {
  it('comes with the demo products: two warehouses of the master store, opening stock through audited entries, purchase orders in their states, a few SKUs below safety', async () => {
        const token = await t.login(demo.accounts.admin, DEMO_ADMIN.password);
    const as = { token };
    const warehouses = (await t.call<ListData<Warehouse>>('GET', '/wms/warehouses', { ...as, query: { page_size: 100 } })).data.list;
    // and 杭州分店's, which the demo history (demo-history.ts) ships from
    expect(warehouses.map((w) => w.code).sort()).toEqual(['WH-HZ-01', 'WH-SH-01', 'WH-SH-02']);
    expect(warehouses.every((w) => w.default_location_id !== null)).toBe(true);
    const entries = (await t.call<ListData<WarehousingEntry>>('GET', '/wms/warehousing_entries', { ...as, query: { page_size: 100 } })).data.list;
    const opening = entries.filter((e) => e.remark === '期初库存');
    expect(opening.length).toBeGreaterThan(1);
    expect(entries.every((e) => e.status === 1)).toBe(true);
    // purchasing: orders in every state but closed, two received through entries made from them
    const orders = (await t.call<ListData<PurchaseOrderRow>>('GET', '/wms/purchase_orders', { ...as, query: { page_size: 100 } })).data.list;
    expect(orders.map((o) => o.status).sort()).toEqual([0, 1, 2, 3, 4, 6]);
    expect(entries.filter((e) => e.purchase_order_id !== null).length).toBe(2);
    const stock = (await t.call<ListData<StockRow>>('GET', '/wms/stock', { ...as, query: { page_size: 100 } })).data;
    expect(stock.pagination.total).toBeGreaterThan(100);
    expect(stock.list.every((r) => Number(r.on_hand) >= 20)).toBe(true);
    const danger = (await t.call<ListData<StockDangerRow>>('GET', '/wms/stock/danger', { ...as, query: { page_size: 100 } })).data.list;
    expect(danger.length).toBe(4);
    const check = await t.call<{ differences: unknown[] }>('GET', '/wms/stock/check', as);
    expect(check.data.differences).toEqual([]);
  });
});

describe('the demo suppliers', () => {
  it('come with the demo products: four suppliers serving the demo stores, each with SKUs priced a little under cost', async () => {
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

describe('the demo prices', () => {
  it('come with the demo products: a plan for level A, own prices of two restaurants, and the quotation shows all three sources', async () => {
        // 张伟 is a sales manager: he sees every plan and, in his stores, the customers' prices
    const token = await t.login(demo.accounts.zhangwei, demo.staff_password);
    const plans = (await t.call<ListData<PricePlan>>('GET', '/crm/prices', { token })).data.list;
    expect(plans.map((p) => [p.name, p.status, p.levels.map((l) => l.name)])).toEqual([['A 类客户优惠价', 1, ['A 重点客户']]]);
    expect(plans[0].item_count).toBeGreaterThan(10);
    const prices = (await t.call<ListData<CustomerPrice>>('GET', '/crm/personalized_prices', { token, query: { page_size: 100 } })).data.list;
    expect(new Set(prices.map((p) => p.customer_name))).toEqual(new Set(['老王面馆', '金桥酒楼']));
    expect(prices.every((p) => Number(p.price) < Number(p.list_price))).toBe(true);
    // 金桥酒楼 is an A customer with its own prices: its own price beats the plan on 可口可乐
    const jinqiao = prices.find((p) => p.customer_name === '金桥酒楼')!.customer_id;
    const quote = (source: string) =>
      t.call<ListData<QuotationPrice>>('GET', `/crm/customer/${jinqiao}/quotation_price`, { token, query: { source, page_size: 100 } });
    const own = (await quote('customer')).data.list;
    const plan = (await quote('plan')).data.list;
    expect(own.some((r) => r.name === '可口可乐')).toBe(true);
    expect(plan.some((r) => r.name === '可口可乐')).toBe(false);
    expect(plan.some((r) => r.name === '海天老抽王')).toBe(true);
    expect((await quote('list')).data.pagination.total).toBeGreaterThan(50);
  });
});

describe('the demo orders', () => {
  it('come with the demo products: fifteen orders of the master store over a week, pending, audited with stock reserved, cancelled, delivered and completed through their actions', async () => {
    const token = await t.login(demo.accounts.admin, DEMO_ADMIN.password);
    const as = { token };
    // the demo's own orders, made the day it was seeded (the history's are dated before)
    const list = (await t.call<OrderList>('GET', '/oms/orders', { ...as, query: { page_size: 100, start_date: seededOn } })).data;
    // fifteen here, the account-period order of the refunds demo (demo-refunds.ts), the one typed from a photo (demo-sites.ts, audited), the logistics demo's ten shipped ones (demo-logistics.ts) and the two using coupons (demo-coupon-orders.ts)
    expect(list.pagination.total).toBe(29);
    // the picking demo (after the orders) may take further audited orders of the first day into its wave; one coupon order waits
    expect(list.counts['1']).toBe(6);
    // two cancelled here, and the order of the stop that failed on the demo's departed line (demo-lines.ts, demo-logistics.ts)
    expect(list.counts['0']).toBe(3);
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

describe('the demo history', () => {
  it('spreads orders of the master store and 杭州分店 over the days before the seed, delivered, a few cancelled, with refunds of both types and account customers’ receipt notes, all dated back', async () => {
    const token = await t.login(demo.accounts.admin, DEMO_ADMIN.password);
    const yesterday = new Date(Date.parse(`${seededOn}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const first = new Date(Date.parse(`${seededOn}T00:00:00Z`) - HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
    const before = { start_date: first, end_date: yesterday, page_size: 100 };
    const orders = (await t.call<OrderList>('GET', '/oms/orders', { token, query: before })).data;
    expect(orders.pagination.total).toBeGreaterThanOrEqual(15);
    expect(new Set(orders.list.map((o) => o.created_at.slice(0, 10))).size).toBeGreaterThanOrEqual(HISTORY_DAYS / 4);
    expect(new Set(orders.list.map((o) => o.warehouse_name))).toEqual(new Set(['上海总仓', '杭州仓']));
    expect(orders.list.every((o) => o.created_at.slice(0, 10) >= first && o.created_at.slice(0, 10) <= yesterday)).toBe(true);
    expect(orders.counts['6'] + orders.counts['7']).toBeGreaterThan(orders.pagination.total * 0.9);
    expect(orders.counts['0']).toBeGreaterThan(0);
    // the audit day is the order's day: what the dashboards count a sale on
    const audited = (await t.call<OrderList>('GET', '/oms/orders', { token, query: { ...before, date_type: 'audited' } })).data;
    expect(audited.pagination.total).toBeGreaterThan(orders.pagination.total * 0.9);
    const refunds = (await t.call<RefundList>('GET', '/oms/order_refunds', { token, query: before })).data.list;
    expect(new Set(refunds.map((r) => r.type))).toEqual(new Set([1, 2]));
    expect(refunds.every((r) => r.status === 4 && r.created_at.slice(0, 10) <= yesterday)).toBe(true);
    const receipts = (await t.call<ReceiptNoteList>('GET', '/fms/receipt_notes', { token, query: before })).data.list;
    expect(receipts.length).toBeGreaterThan(0);
    expect(receipts.every((r) => r.status === 1 && r.receipt_date >= first && r.receipt_date <= yesterday)).toBe(true);
    // the stock moves keep the day they were made, and the ledger still agrees with the totals
    const check = await t.call<{ differences: unknown[] }>('GET', '/wms/stock/check', { token });
    expect(check.data.differences).toEqual([]);
  });
});

describe('the demo picking', () => {
  it('has the master store’s price rules, and the demo wave’s finished task earned by them', async () => {
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

describe('the demo refunds and statement', () => {
  it('come after the demo orders: a return received and refunded, a refund pending audit, a statement of an account-period customer sent and then paid by a receipt note (settled)', async () => {
        const token = await t.login(demo.accounts.admin, DEMO_ADMIN.password);
    const refunds = (await t.call<RefundList>('GET', '/oms/order_refunds', { token, query: { page_size: 100, start_date: seededOn } })).data;
    expect(refunds.list.map((r) => [r.type, r.status]).sort()).toEqual([
      [1, 1],
      [2, 4],
    ]);
    const statements = (await t.call<StatementList>('GET', '/oms/statements', { token })).data;
    expect(statements.list).toHaveLength(1);
    const statement = (await t.call<StatementDetail>('GET', `/oms/statement/${statements.list[0].id}`, { token })).data;
    expect(statement).toMatchObject({ status: 4, customer_name: '金桥酒楼', order_count: 1, open_amount: '0.00' });
    expect(Number(statement.total_amount)).toBeGreaterThan(0);
    expect(statement.received_amount).toBe(statement.total_amount);
    const check = await t.call<{ differences: unknown[] }>('GET', '/wms/stock/check', { token });
    expect(check.data.differences).toEqual([]);
  });
});

describe('the demo invoices', () => {
  it('come after the deliveries: an opened special invoice with a red reversal of its refunded part waiting for audit, one applied, one rejected, a draft', async () => {
    const token = await t.login(demo.accounts.admin, DEMO_ADMIN.password);
    const invoices = (await t.call<InvoiceList>('GET', '/crm/invoices', { token, query: { page_size: 100, sort: 'id', order: 'asc' } })).data;
    expect(invoices.list.map((i) => [i.kind, i.status, i.type])).toEqual([
      [1, 4, 2],
      [2, 2, 2],
      [1, 2, 1],
      [1, 0, 1],
      [1, 1, 1],
    ]);
    expect(invoices.list[1].original_id).toBe(invoices.list[0].id);
    expect(Number(invoices.list[1].amount)).toBeLessThan(0);
  });
});

describe('the demo sites and photo orders', () => {
  it('are two delivery areas around Pudong and a pick-up point, and photo orders pending, rejected and converted into an order of source 2', async () => {
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

describe('the demo transfers', () => {
  it('are one received and one in transit from 上海总仓 to 上海冷链仓, the second shown in transit on the stock list', async () => {
    const as = { token: await t.login(demo.accounts.admin, DEMO_ADMIN.password) };
    const list = (await t.call<TransferOrderList>('GET', '/wms/transfer_orders', as)).data.list;
    expect(list.map((r) => [r.status, r.from_warehouse_name, r.to_warehouse_name])).toEqual([
      [1, '上海总仓', '上海冷链仓'],
      [2, '上海总仓', '上海冷链仓'],
    ]);
    const [moving, done] = list;
    expect(done).toMatchObject({ received_qty: done.total_qty, lost_qty: '0', transit_qty: '0' });
    const detail = (await t.call<TransferOrderDetail>('GET', `/wms/transfer_order/${moving.id}`, as)).data;
    // the log names who acted, as when the admin works in the pages
    expect(detail.logs.map((l) => l.staff_name)).toEqual(['系统管理员', '系统管理员']);
    const line = detail.lines[0];
    expect(line.transit_qty).toBe(line.base_qty);
    const stock = await t.call<ListData<StockRow>>('GET', '/wms/stock', { ...as, query: { warehouse_id: moving.to_warehouse_id, keyword: line.sku_code } });
    expect(Number(stock.data.list.find((r) => r.sku_id === line.sku_id)?.in_transit)).toBe(Number(line.base_qty));
  });
});

describe('the demo lines', () => {
  it('are three standing routes, a line that departed and was completed by the sign-ins, and a planned line of the master store', async () => {
    const as = { token: await t.login(demo.accounts.admin, DEMO_ADMIN.password) };
    const pre = (await t.call<{ list: PreLine[] }>('GET', '/lms/pre_lines', { ...as, query: { page_size: 20 } })).data.list;
    expect(pre.map((p) => p.name)).toEqual(['张江线', '世纪公园线', '川沙线']);
    expect(pre[0].customers).toHaveLength(2);
    expect(pre[0].area).not.toBeNull();
    const lines = (await t.call<LineList>('GET', '/lms/lines', { ...as, query: { page_size: 20 } })).data;
    expect(lines.counts).toMatchObject({ all: 2, '1': 1, '3': 1 });
    const done = lines.list.find((l) => l.status === 3)!;
    expect(done).toMatchObject({ name: '早班一线', driver_name: '吴刚', stop_count: 2, signed_count: 1, failed_count: 1 });
    expect(lines.list.find((l) => l.status === 1)!.stop_count).toBe(2);
  });
});

describe('the demo logistics orders', () => {
  it('are a day of shipped orders waiting for lines, with coordinates around Pudong (pinned or approximate) and the amount to collect of cash on delivery', async () => {
    const as = { token: await t.login(demo.accounts.admin, DEMO_ADMIN.password) };
    const list = (await t.call<LogisticsOrderList>('GET', '/lms/logistics_orders', { ...as, query: { page_size: 100 } })).data.list;
    const byDay = new Map<string, typeof list>();
    for (const r of list) if (r.longitude !== null) byDay.set(r.delivery_date, [...(byDay.get(r.delivery_date) ?? []), r]);
    const day = [...byDay.values()].find((rows) => rows.filter((r) => r.status === 0 || r.line_id !== null).length >= 8)!;
    expect(day).toBeDefined();
    for (const r of day) {
      expect(Number(r.longitude)).toBeGreaterThan(121.3);
      expect(Number(r.longitude)).toBeLessThan(121.9);
      expect(Number(r.latitude)).toBeGreaterThan(30.9);
      expect(Number(r.latitude)).toBeLessThan(31.5);
      expect(Number(r.pieces)).toBeGreaterThan(0);
    }
    expect(day.some((r) => Number(r.collect_amount) > 0)).toBe(true);
    // an order the demo delivered, completed or cancelled leaves no delivery waiting, on a line or out (the line would never finish)
    for (const r of list.filter((x) => x.status <= 2)) {
      const order = (await t.call<{ status: number }>('GET', `/oms/order/${r.order_id}`, as)).data;
      expect([0, 6, 7], `${r.number} waits for order status ${order.status}`).not.toContain(order.status);
    }
    // addresses pinned on the map and addresses at their district's centre (approximate) alike
    expect(new Set(day.map((r) => r.location_source))).toEqual(new Set(['pinned', 'district']));
    const check = await t.call<{ differences: unknown[] }>('GET', '/wms/stock/check', as);
    expect(check.data.differences).toEqual([]);
  });
});

describe('the demo fleet', () => {
  it('is the master store’s drivers and loaders (吴刚 also staff), four available cars with their drivers, the settings and a confirmed carry fee earned by two loaders', async () => {
    const as = { token: await t.login(demo.accounts.admin, DEMO_ADMIN.password) };
    const workers = (await t.call<ListData<Worker>>('GET', '/lms/workers', { ...as, query: { page_size: 100 } })).data.list;
    expect(workers.filter((w) => w.type !== 2).length).toBeGreaterThanOrEqual(4);
    expect(workers.filter((w) => w.type !== 1).length).toBeGreaterThanOrEqual(3);
    expect(workers.find((w) => w.name === '吴刚')?.staff_name).toBe('吴刚');
    const cars = (await t.call<ListData<Car>>('GET', '/lms/cars', { ...as, query: { status: 1 } })).data.list;
    expect(cars.length).toBe(4);
    expect(cars.every((c) => c.default_driver_id !== null)).toBe(true);
    const setting = (await t.call<LogisticsSettingView>('GET', '/lms/setting', as)).data;
    expect(setting).toMatchObject({ use_warehouse_depot: 0, carry_fee_rate: '0.50', driver_rate: '8.00' });
    const fees = (await t.call<ListData<CarryFee>>('GET', '/lms/logistics_carry_fees', as)).data.list;
    expect(fees.map((f) => [f.status, f.amount, f.workers.map((w) => w.amount)])).toEqual([[2, '12.00', ['6.00', '6.00']]]);
    const earned = (await t.call<ListData<WorkerOrder>>('GET', '/lms/worker_orders', { ...as, query: { source_type: 'carry_fee' } })).data.list;
    expect(earned.map((e) => e.amount)).toEqual(['6.00', '6.00']);
  });
});

describe('the demo stock count', () => {
  it('is a blind count of the cold store’s first location, audited with one loss of 2 and one gain of 1 at cost', async () => {
    const as = { token: await t.login(demo.accounts.admin, DEMO_ADMIN.password) };
    const list = (await t.call<ListData<StockCount>>('GET', '/wms/stock_counts', as)).data.list;
    expect(list.map((c) => [c.status, c.warehouse_name, c.blind, c.gain_qty, c.loss_qty])).toEqual([[3, '上海冷链仓', 1, '1', '2']]);
    const count = (await t.call<StockCountDetail>('GET', `/wms/stock_count/${list[0].id}`, as)).data;
    expect(count.lines.filter((l) => l.diff_qty !== '0').map((l) => l.diff_qty).sort()).toEqual(['-2', '1']);
    expect(Number(count.gain_amount)).toBeGreaterThan(0);
    expect(Number(count.loss_amount)).toBeGreaterThan(0);
    expect(count.logs.map((l) => l.action)).toEqual(['create', 'start', 'submit', 'audit']);
  });
});

describe('the demo finance', () => {
  it('is the payment methods (the company account the default), 老王面馆’s prepaid ¥5,000 (a receipt note) and a supplier’s ¥20,000 prepayment (a payment note)', async () => {
    const as = { token: await t.login(demo.accounts.huangmin, demo.staff_password) };
    const methods = (await t.call<{ list: Array<{ name: string; kind: number; is_default: number; account_no: string | null }> }>('GET', '/fms/payment_config', as)).data.list;
    expect(methods.map((m) => [m.name, m.kind, m.is_default])).toEqual([['工行对公户', 2, 1], ['现金', 1, 0], ['微信收款', 3, 0], ['支付宝', 4, 0], ['客户余额', 5, 0]]);
    expect(methods[0].account_no).toBe('1001 **** 8123');
    const prepaid = (await t.call<{ list: Array<{ customer_name: string; balance: string }> }>('GET', '/fms/customer_accounts', { ...as, query: { keyword: '老王面馆' } })).data.list;
    // and what the history's refunds of its cash orders gave back to the balance (demo-history.ts)
    expect(prepaid[0].customer_name).toBe('老王面馆');
    expect(Number(prepaid[0].balance)).toBeGreaterThanOrEqual(5000);
    const suppliers = (await t.call<{ list: Array<{ target_name: string; balance: string }> }>('GET', '/fms/finance_prepay_accounts', { ...as, query: { has_balance: 1 } })).data.list;
    expect(suppliers.map((s) => [s.target_name, s.balance])).toEqual([['上海农夫山泉饮料经销部', '20000.00']]);
  });
});

describe('the demo receipts, payments and settlements', () => {
  it('are receipt notes audited and pending (the drivers’ cash among them), a prepayment and a paid supplier month, a worker settlement waiting for finance, and both journals', async () => {
    const as = { token: await t.login(demo.accounts.huangmin, demo.staff_password) };
    const receipts = (await t.call<ReceiptNoteList>('GET', '/fms/receipt_notes', { ...as, query: { page_size: 100, start_date: seededOn } })).data;
    const audited = receipts.list.filter((r) => r.status === 1);
    const pending = receipts.list.filter((r) => r.status === 0);
    // 老王面馆's ¥5,000 prepayment, 金桥酒楼's statement, an online order paid by Alipay (quick)
    expect(audited.find((r) => r.customer_name === '老王面馆')).toMatchObject({ amount: '5000.00', allocated_amount: '0.00', unallocated_amount: '5000.00', payment_name: '工行对公户' });
    expect(audited.find((r) => r.customer_name === '金桥酒楼')?.target_nos[0]).toMatch(/^ST\d{8}-\d{4}$/);
    expect(audited.some((r) => r.source === 2 && r.payment_name === '支付宝')).toBe(true);
    // waiting: the cash collected at the demo line's sign-ins (source 3, in cash) and a WeChat receipt
    expect(pending.filter((r) => r.source === 3).length).toBeGreaterThan(0);
    expect(pending.filter((r) => r.source === 3).every((r) => r.payment_name === '现金' && r.sign_in_id !== null)).toBe(true);
    expect(pending.some((r) => r.payment_name === '微信收款')).toBe(true);

    const payments = (await t.call<PaymentNoteList>('GET', '/fms/payment_notes', { ...as, query: { page_size: 100 } })).data.list;
    expect(payments.every((p) => p.status === 1)).toBe(true);
    expect(payments.find((p) => p.target_type === 'supplier' && p.allocated_amount === '0.00')).toMatchObject({ amount: '20000.00', unallocated_amount: '20000.00' });
    const supplierMonth = (await t.call<SupplierSettlementList>('GET', '/fms/supplier_settlement_orders', as)).data.list;
    expect(supplierMonth).toHaveLength(1);
    expect(supplierMonth[0]).toMatchObject({ status: 4, audit1_by_name: '杨强', audit2_by_name: '黄敏' });
    expect(supplierMonth[0].paid_amount).toBe(supplierMonth[0].total_amount);
    const workers = (await t.call<WorkerSettlementList>('GET', '/fms/worker_settlement_orders', as)).data.list;
    expect(workers).toHaveLength(1);
    expect(workers[0]).toMatchObject({ status: 2, audit1_by_name: '杨强' });
    expect(Number(workers[0].total_amount)).toBeGreaterThan(0);

    const moneyIn = (await t.call<MoneyHistoryList>('GET', '/fms/money_in_histories', as)).data;
    expect(new Set(moneyIn.list.map((r) => r.type))).toEqual(new Set([1, 2]));
    const moneyOut = (await t.call<MoneyHistoryList>('GET', '/fms/money_out_histories', as)).data;
    expect(new Set(moneyOut.list.map((r) => r.type))).toEqual(new Set([1, 3]));
    expect(moneyOut.totals.amount).toBe((Number(supplierMonth[0].total_amount) + 20000).toFixed(2));
  });
});

describe('the demo crowds and visit plan', () => {
  it('are a dynamic crowd of A-level customers who ordered in 30 days, a snapshot of quiet Shanghai customers, and 李娜’s plan over it with its first stop visited', async () => {
    const admin = { token: await t.login(demo.accounts.admin, DEMO_ADMIN.password) };
    const crowds = (await t.call<ListData<Crowd>>('GET', '/crm/crowds', admin)).data.list;
    expect(crowds.map((c) => [c.name, c.kind])).toEqual([['30天未跟进的上海私海客户', 2], ['近30天有下单的A级客户', 1]]);
    // the snapshot: the Shanghai private customers nobody followed up in 30 days once the demo's follow-ups are in
    expect(crowds.map((c) => c.member_count)).toEqual([7, expect.any(Number)]);
    expect(crowds[1].member_count).toBeGreaterThan(0);
    const lina = { token: await t.login(demo.accounts.lina, demo.staff_password) };
    const plans = (await t.call<ListData<VisitPlan>>('GET', '/crm/visit_plans', lina)).data.list;
    expect(plans.map((p) => [p.name, p.owner_name])).toEqual([['本周张江片区回访', '李娜']]);
    const plan = (await t.call<VisitPlanDetail>('GET', `/crm/visit_plan/${plans[0].id}`, lina)).data;
    // the located stops first, in the solver's order from her start point, the others after them; the first visited
    const located = plan.targets.filter((x) => x.has_location);
    expect(located.length).toBeGreaterThan(1);
    expect(plan.targets.slice(0, located.length)).toEqual(located);
    // the first stop visited on the plan; her other follow-ups of the week count where they meet a stop
    expect(plan.targets[0].visited).toBe(true);
    const visited = plan.targets.filter((x) => x.visited).length;
    expect(plans[0].visited_count).toBe(visited);
    expect(plan.completion_rate).toBe(((100 * visited) / plan.targets.length).toFixed(1));
  });

  it('are the master store’s freight template (Shanghai ¥8 + ¥2, free over ¥500) and carry-fee template, which the sales manager reads and edits', async () => {
    const zhang = { token: await t.login(demo.accounts.zhangwei, demo.staff_password) };
    const freight = (await t.call<ListData<FreightTemplate>>('GET', '/marketing/freight_templates', zhang)).data.list;
    expect(freight.map((x) => [x.name, x.store_name, x.status, x.free_over_amount])).toEqual([['上海总店配送运费', '上海总店', 1, '500.00']]);
    expect(freight[0].rules[0]).toMatchObject({ area_codes: ['310000'], first_fee: '8.00', additional_fee: '2.00' });
    const carry = (await t.call<ListData<CarryFeeTemplate>>('GET', '/marketing/carry_fee_templates', zhang)).data.list;
    expect(carry.map((x) => [x.name, x.rate, x.minimum, x.bulky.map((b) => b.category_name).sort()])).toEqual([['上海总店搬运费', '0.50', '5.00', ['大米面粉', '饮用水']]]);
  });
});

describe('the demo coupon orders', () => {
  it('are two orders priced by the pipeline with a coupon: one audited (the coupon used), one pending (held); each line shows the coupon’s share', async () => {
    const token = await t.login(demo.accounts.admin, DEMO_ADMIN.password);
    const list = (await t.call<OrderList>('GET', '/oms/orders', { token, query: { page_size: 100, start_date: seededOn } })).data.list;
    const details = await Promise.all(list.map(async (o) => (await t.call<OrderDetail>('GET', `/oms/order/${o.id}`, { token })).data));
    const withCoupon = details.filter((d) => d.customer_coupon_id !== null);
    expect(withCoupon.map((d) => d.status).sort()).toEqual([1, 2]);
    for (const d of withCoupon) {
      expect(Number(d.coupon_amount)).toBeGreaterThan(0);
      const shares = d.items.reduce((sum, i) => sum + Math.round(Number(i.coupon_amount) * 100), 0);
      expect(shares).toBe(Math.round(Number(d.coupon_amount) * 100));
      expect(d.items.some((i) => i.pricing_steps.some((step) => step.kind === 'coupon'))).toBe(true);
    }
    const coupons = (await t.call<ListData<Coupon>>('GET', '/marketing/coupons', { token })).data.list;
    expect(coupons.reduce((sum, c) => sum + c.used_count, 0)).toBe(1);
  });
});

describe('the demo coupons', () => {
  it('are a coupon issued to the A-level crowd, a trade fair’s codes with three claimed, a new-customer coupon and a stopped one, on the sales manager’s pages', async () => {
    const manager = { token: await t.login(demo.accounts.zhangwei, demo.staff_password) };
    const coupons = (await t.call<ListData<Coupon>>('GET', '/marketing/coupons', manager)).data.list;
    expect(coupons.map((c) => [c.name, c.status, c.take_type])).toEqual([
      ['夏季冰饮满500减30', 2, 1],
      ['新客首单95折', 1, 3],
      ['秋季糖酒会专享券', 1, 2],
      ['饮料满1000减50', 1, 1],
    ]);
    const crowd = (await t.call<ListData<Crowd>>('GET', '/crm/crowds', { token: await t.login(demo.accounts.admin, DEMO_ADMIN.password) })).data.list.find((c) => c.name === '近30天有下单的A级客户')!;
    expect(coupons[3]).toMatchObject({ rule_text: '满1000减50', scope_names: ['酒水饮料'], issued_count: crowd.member_count });
    expect(coupons[2]).toMatchObject({ code_count: 30, issued_count: 3 });
    const claimed = (await t.call<ListData<CouponCode>>('GET', '/marketing/coupon_codes', { ...manager, query: { coupon_id: coupons[2].id, state: 1 } })).data.list;
    expect(claimed).toHaveLength(3);
    expect(coupons[0]).toMatchObject({ status_text: '已停止', issued_count: 3 });
  });
});

describe('the demo leads', () => {
  it('include one transformed into a new customer whose credit code submitted its enterprise certification, waiting for the audit', async () => {
    const admin = { token: await t.login(demo.accounts.admin, DEMO_ADMIN.password) };
    const leads = (await t.call<ListData<Lead>>('GET', '/crm/leads', { ...admin, query: { keyword: '上海新禾超市' } })).data.list;
    expect(leads.map((l) => [l.status, l.credit_number])).toEqual([[3, '91310115MA1K7PX3RL']]);
    const cert = (await t.call<Certification | null>('GET', '/crm/certification', { ...admin, query: { customer_id: leads[0].customer_id! } })).data;
    expect(cert).toMatchObject({ type: 2, name: '上海新禾超市有限公司', step: 1, step_text: '申请中' });
  });
});

describe('the demo activities', () => {
  it('are a weekend 10 % off snacks with a case of water over ¥2,000, and a time-limited price on 怡宝 water, both on', async () => {
    const zhang = { token: await t.login(demo.accounts.zhangwei, demo.staff_password) };
    const list = (await t.call<ListData<Activity>>('GET', '/marketing/activities', zhang)).data.list;
    expect(list.map((a) => [a.name, a.type, a.status])).toEqual([
      ['怡宝纯净水限时特价', 1, 1],
      ['周末零食九折', 3, 1],
    ]);
    expect(list[1].rule_text).toBe('满 0.01 元打 9 折；满 2,000.00 元打 9 折，赠 农夫山泉饮用天然水 550ml × 1箱');
    expect(list[1].scope_names.map((s) => s.name)).toEqual(['休闲零食']);
    expect(list[0].prices[0]).toMatchObject({ sale_price: '1.80', price: '1.53' });
  });
});

describe('the demo couriers, feedback and shop home page', () => {
  it('are five couriers (德邦 disabled), feedback in every state, and a published home page the ordering app reads, all open to the sales manager', async () => {
    const zhang = { token: await t.login(demo.accounts.zhangwei, demo.staff_password) };
    const couriers = (await t.call<ListData<Courier>>('GET', '/marketing/couriers', zhang)).data.list;
    expect(couriers.map((c) => [c.name, c.status])).toEqual([['顺丰速运', 1], ['京东物流', 1], ['中通快递', 1], ['圆通速递', 1], ['德邦快递', 0]]);
    const feedback = (await t.call<ListData<Feedback>>('GET', '/marketing/feedbacks', zhang)).data.list;
    expect(feedback).toHaveLength(6);
    expect(new Set(feedback.map((f) => f.status))).toEqual(new Set([1, 2, 3]));
    expect(feedback.filter((f) => f.source === 2)).toHaveLength(2);
    expect(feedback.filter((f) => f.reply !== null).every((f) => f.replied_by_name === '张伟')).toBe(true);
    const page = (await t.call<ShopPage>('GET', '/marketing/shop_page', zhang)).data;
    expect(page).toMatchObject({ changed: false, published_by_name: '张伟' });
    expect(page.draft.blocks.map((b) => b.type)).toEqual(['notice', 'goods', 'coupon', 'goods', 'article']);
    // the ordering app reads it by the company's one public key, the same as the articles'
    const { shop } = (await t.call<ArticlePublicLink>('GET', '/cms/article/public_link', zhang)).data;
    expect(page).toMatchObject({ shop, home_url: `/api/v1/share/shop_home?shop=${shop}` });
    // resolved as customers see it: the goods on sale with their prices, the coupon claimed with a code, the published articles (pinned first)
    const served = (await t.call<PublicShopHome>('GET', '/share/shop_home', { query: { shop } })).data;
    expect(served.title).toBe('鲜丰批发订货');
    expect(served.blocks.map((b) => b.key)).toEqual(page.draft.blocks.map((b) => b.key));
    const [notice, hot, coupons, drinks, articles] = served.blocks;
    expect(notice).toMatchObject({ type: 'notice', text: expect.stringContaining('配送时间') });
    expect(hot.type === 'goods' && hot.goods).toHaveLength(4);
    expect(hot.type === 'goods' && hot.goods.every((g) => g.name !== '' && g.unit_name !== '' && /^\d+\.\d{2}$/.test(g.sale_price))).toBe(true);
    expect(drinks.type === 'goods' && drinks.goods.length).toBeGreaterThan(0);
    expect(coupons).toMatchObject({ type: 'coupon', coupons: [{ name: '秋季糖酒会专享券', rule_text: '满2000减120', validity_text: '领取后 60 天内有效' }] });
    expect(articles.type === 'article' && articles.articles.map((a) => a.title)).toEqual(['端午节期间配送安排通知', '夏日饮品节：整箱进货满 2000 元减 100']);
    // the editor's preview of the draft (the same page) shows the same
    const preview = (await t.call<ShopPagePreview>('GET', '/marketing/shop_page/preview', zhang)).data;
    expect(preview.blocks).toEqual(served.blocks);
  });
});

describe('the demo articles', () => {
  it('are a pinned notice and a promotion with its drinks published, new rice scheduled and a draft guide, which 张伟 (sales manager) manages and the ordering app reads', async () => {
    const zhang = { token: await t.login(demo.accounts.zhangwei, demo.staff_password) };
    const articles = (await t.call<ListData<ArticleRow>>('GET', '/cms/articles', zhang)).data.list;
    expect(articles.map((a) => [a.title, a.status]).sort()).toEqual(
      [['端午节期间配送安排通知', 2], ['夏日饮品节：整箱进货满 2000 元减 100', 2], ['新米上市：东北五常大米到货', 1], ['便利店如何做好冷柜陈列（草稿）', 0]].sort(),
    );
    expect(articles.find((a) => a.status === 1)?.publish_at).toMatch(/ 09:00:00$/);
    const { shop } = (await t.call<ArticlePublicLink>('GET', '/cms/article/public_link', zhang)).data;
    const shown = (await t.call<ListData<PublicArticleRow>>('GET', '/share/cms/articles', { query: { shop } })).data.list;
    // pinned first
    expect(shown.map((a) => a.title)).toEqual(['端午节期间配送安排通知', '夏日饮品节：整箱进货满 2000 元减 100']);
    const promotion = (await t.call<PublicArticle>('GET', '/share/cms/article', { query: { shop, id: shown[1].id } })).data;
    expect(promotion.goods.map((g) => g.name)).toEqual(['康师傅冰红茶', '农夫山泉饮用天然水', '可口可乐', '雪碧']);
  });
});

describe('the demo imports', () => {
  it('are the master store’s customers moved in from a file (ten created, two refused with their reasons in a file to download) and 杭州分店’s file waiting in its preview', async () => {
    const token = await t.login(demo.accounts.admin, DEMO_ADMIN.password);
    const tasks = (await t.call<ListData<ImportTask>>('GET', '/task/imports', { token })).data.list;
    expect(tasks.map((x) => [x.name, x.kind_title, x.import_status, x.total_rows, x.created_count, x.updated_count, x.refused_count, x.has_refused_file])).toEqual([
      ['杭州分店客户.csv', '客户', 2, 4, 3, 1, 0, false],
      ['客户资料（旧系统导出）.xlsx', '客户', 4, 12, 10, 0, 2, true],
    ]);
    const imports = importCalls(t, token);
    const refused = await sheetText(await imports.download(tasks[1].id));
    expect(refused.map((r) => [r[0], r.at(-1)])).toEqual([
      ['客户名称', '失败原因'],
      ['唐镇鲜果铺', '手机号: 请输入正确的手机号'],
      ['高桥便利店', '归属销售: 该员工不存在或已禁用'],
    ]);
    const moved = (await t.call<ListData<Customer>>('GET', '/crm/customers', { token, query: { keyword: '张江科技园职工食堂' } })).data.list;
    expect(moved.map((c) => [c.store_name, c.sales_name, c.level_text])).toEqual([['上海总店', '李娜', 'A 重点客户']]);
  });
});
