import { sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import type { TenantIds } from '@/modules/system/tenant';
import {
  auditOutsidePurchase,
  auditWarehousingEntry,
  createOutsidePurchase,
  createPurchaseOrder,
  createWarehousingEntry,
  readPurchaseOrderForReceipt,
  transitionPurchaseOrder,
  type PurchaseOrderAction,
} from '@/modules/wms';

type Plan = {
  /** the demo supplier, by its place in the order they were made */
  supplier: number;
  lines: number;
  /** the actions after saving, in order */
  actions: PurchaseOrderAction[];
  /** then received: this share of every line through a warehousing entry from the order */
  receive?: 0.5 | 1;
  remark: string;
  /** expected in this many days */
  days: number;
};

/** Purchase orders across their states: a draft, one waiting for audit, one audited, one partly and one wholly received, one cancelled. */
const PLANS: Plan[] = [
  { supplier: 0, lines: 4, actions: [], remark: '下周饮用水备货', days: 7 },
  { supplier: 1, lines: 3, actions: ['submit'], remark: '米面油月度采购', days: 5 },
  { supplier: 2, lines: 4, actions: ['submit', 'audit'], remark: '夏季饮料补货', days: 3 },
  { supplier: 3, lines: 3, actions: ['submit', 'audit'], receive: 0.5, remark: '调味品补货，分两批到货', days: 1 },
  { supplier: 0, lines: 3, actions: ['submit', 'audit'], receive: 1, remark: '周末促销备货', days: -2 },
  { supplier: 1, lines: 2, actions: ['cancel'], remark: '供应商缺货，已改单', days: 4 },
];

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo's purchasing through the purchase order and receiving calls the pages make: orders of the demo
 * suppliers' SKUs at their purchase prices into the main warehouse, moved through their states, two of them
 * received (half, and all) by warehousing entries made from the order and audited — so the received
 * quantities, the order states and the stock ledger agree. Runs after the demo stock, inside the tenant.
 */
export async function seedDemoPurchasing(base: RequestContext, ids: TenantIds): Promise<void> {
  const ctx: RequestContext = { ...base, storeId: ids.stores.sh, session: { ...base.session, storeIds: Object.values(ids.stores) } };
  const [warehouse] = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM wms_warehouses WHERE code = 'WH-SH-01'`);
  // the suppliers serving the master store, whose warehouse the orders go to
  const suppliers = await queryRows<{ id: number }>(ctx.db, sql`SELECT s.id FROM wms_suppliers AS s JOIN wms_supplier_stores AS ss ON ss.supplier_id = s.id AND ss.store_id = ${ids.stores.sh} ORDER BY s.id`);
  if (!warehouse || suppliers.length === 0) return;
  for (const plan of PLANS) {
    const supplierId = suppliers[plan.supplier % suppliers.length].id;
    // the supplier's later SKUs: the first demo SKUs are the ones kept under safety stock
    const offered = await queryRows<{ sku_id: number; price: string }>(
      ctx.db,
      sql`SELECT sku_id, purchase_price::text AS price FROM wms_supplier_skus WHERE supplier_id = ${supplierId} ORDER BY id DESC LIMIT ${plan.lines}`,
    );
    if (offered.length === 0) continue;
    const order = await createPurchaseOrder(ctx, {
      supplier_id: supplierId,
      warehouse_id: warehouse.id,
      expected_date: dayFromToday(plan.days),
      remark: plan.remark,
      attachments: [],
      show_prices_on_share: 1,
      items: offered.map((o, i) => ({ sku_id: o.sku_id, qty: 24 * (i + 2), price: Number(o.price), remark: null })),
    });
    for (const action of plan.actions) await transitionPurchaseOrder(ctx, order.id, action, null);
    if (!plan.receive) continue;
    const open = await readPurchaseOrderForReceipt(ctx, order.id);
    const entry = await createWarehousingEntry(ctx, {
      type: 1,
      warehouse_id: warehouse.id,
      supplier_id: supplierId,
      purchase_order_id: order.id,
      remark: plan.receive === 1 ? '整单到货' : '第一批到货',
      lines: open.lines.map((l) => ({
        sku_id: l.skuId,
        unit_id: l.unitId,
        qty: String(Number(l.qty) * plan.receive!),
        location_id: null,
        price: Number(l.price),
        remark: null,
        purchase_order_item_id: l.itemId,
      })),
    });
    if (entry.status === 0) await auditWarehousingEntry(ctx, entry.id, null);
  }
  await seedDemoOutsidePurchases(ctx, warehouse.id);
}

/** Two purchases at markets for shortages: one audited (its goods received through an entry), one still a draft. */
async function seedDemoOutsidePurchases(ctx: RequestContext, warehouseId: number): Promise<void> {
  const skus = await queryRows<{ sku_id: number; unit_id: number; price: string }>(
    ctx.db,
    sql`SELECT ss.sku_id, s.unit_id, ss.purchase_price::text AS price FROM wms_supplier_skus AS ss JOIN pms_skus AS s ON s.id = ss.sku_id
        WHERE ss.unit_id = s.unit_id ORDER BY ss.id LIMIT 3`,
  );
  if (skus.length < 3) return;
  // a market price a little above the supplier's
  const line = (i: number, qty: number) => ({ sku_id: skus[i].sku_id, unit_id: skus[i].unit_id, qty: String(qty), location_id: null, price: Math.round(Number(skus[i].price) * 115) / 100, remark: null });
  const bought = await createOutsidePurchase(ctx, {
    warehouse_id: warehouseId,
    seller_name: '曹安路农贸市场 12 号摊',
    seller_place: '曹安路农贸市场',
    buyer_id: null,
    purchase_date: dayFromToday(-1),
    photos: [],
    remark: '供应商断货，市场临时补货',
    lines: [line(0, 6), line(1, 4)],
  });
  await auditOutsidePurchase(ctx, bought.id, '小票已核对');
  await createOutsidePurchase(ctx, {
    warehouse_id: warehouseId,
    seller_name: '城西批发市场 老王干货',
    seller_place: '城西批发市场二楼',
    buyer_id: null,
    purchase_date: dayFromToday(0),
    photos: [],
    remark: '待补拍小票',
    lines: [line(2, 10)],
  });
}
