import { sql } from 'drizzle-orm';
import { CreateOrderSchema } from '@tradewind/contract/oms/order.schema';
import { CreateSiteSchema } from '@tradewind/contract/oms/site.schema';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { auditOrder, createPhotoOrder, createSite, rejectPhotoOrder } from '@/modules/oms';
import { convertPhotoOrderIntoOrder } from '@/modules/oms/photo-order/photo-order-convert';
import type { TenantIds } from '@/modules/system/tenant';

/** Two delivery areas around Pudong, Shanghai (closed rings of [lng, lat]) and a pick-up point. */
const SITES = [
  { name: '张江配送区', code: 'SH-ZJ', type: 2, address: '上海市浦东新区张江镇', contact_name: '陈站长', contact_phone: '13916660001', polygon: [[121.565, 31.185], [121.625, 31.18], [121.64, 31.215], [121.6, 31.235], [121.56, 31.215], [121.565, 31.185]] },
  { name: '金桥配送区', code: 'SH-JQ', type: 2, address: '上海市浦东新区金桥镇', contact_name: '周站长', contact_phone: '13916660002', polygon: [[121.58, 31.245], [121.64, 31.24], [121.65, 31.28], [121.59, 31.285], [121.58, 31.245]] },
  { name: '川沙自提点', code: 'SH-CS', type: 1, address: '上海市浦东新区川沙路 1288 号', longitude: 121.6985, latitude: 31.1889, contact_name: '吴店长', contact_phone: '13916660003' },
];

/**
 * Demo sites and photo orders (issue 17 §8, §10): the areas and the pick-up point through the site
 * page's function; three photo orders — by 李娜 one pending (老王面馆) and one rejected (a blurred photo),
 * by the rep of 金桥酒楼 one converted into an order (source 2) as the order page's convert does it,
 * with a line from the cold store: audited, it splits into two sub-orders. Runs after the demo orders,
 * inside the tenant; the photos are the web app's /demo/*.svg.
 */
export async function seedDemoSites(base: RequestContext, ids: TenantIds): Promise<void> {
  for (const site of SITES) await createSite(base, CreateSiteSchema.parse(site));

  const names = new Map((await queryRows<{ id: number; name: string }>(base.db, sql`SELECT id, name FROM staff WHERE tenant_id = ${ids.tenantId}`)).map((s) => [Number(s.id), s.name]));
  const as = (staffId: number): RequestContext => ({ ...base, staffId, storeId: ids.stores.sh, session: { ...base.session, staffId, name: names.get(staffId) ?? '', storeIds: Object.values(ids.stores), isSuper: true } });
  const ctx = as(ids.staff.li);
  // the rep's customers with their main contact, and an order of hers to copy (pending audit, the latest delivery day)
  const customers = await queryRows<{ id: number; name: string; contact: number | null }>(
    base.db,
    sql`SELECT c.id, c.name, (SELECT u.id FROM crm_customer_users AS u WHERE u.customer_id = c.id AND u.deleted_at IS NULL ORDER BY u.is_master DESC, u.id LIMIT 1) AS contact
          FROM crm_customers AS c WHERE c.name IN ('老王面馆', '星辰咖啡', '金桥酒楼') ORDER BY c.id`,
  );
  const byName = new Map(customers.map((c) => [c.name, { id: Number(c.id), contact: c.contact === null ? null : Number(c.contact) }]));
  const photo = (name: string, file: string, remark: string, by = ctx) => {
    const c = byName.get(name);
    return c ? createPhotoOrder(by, { customer_id: c.id, customer_user_id: c.contact, photos: [`/demo/${file}`], remark }) : null;
  };
  await photo('老王面馆', 'handwritten-order-1.svg', '微信发来的明早订单');
  const blurred = await photo('星辰咖啡', 'handwritten-order-2.svg', '拍得不清楚');
  if (blurred) await rejectPhotoOrder(ctx, blurred.id, '照片模糊，数量看不清，已联系客户重新拍照');

  const [order] = await queryRows<{ id: number; created_by: number; customer_id: number; customer_user_id: number | null; address_id: number | null; warehouse_id: number; delivery_date: string; time_slot: string | null; pay_type: number }>(
    base.db,
    sql`SELECT o.id, o.created_by, o.customer_id, o.customer_user_id, o.address_id, o.warehouse_id, o.delivery_date::text AS delivery_date, o.time_slot, o.pay_type
          FROM oms_orders AS o JOIN crm_customers AS c ON c.id = o.customer_id
         WHERE o.status = 1 AND o.source = 1 AND c.name = '金桥酒楼' ORDER BY o.delivery_date DESC, o.id DESC LIMIT 1`,
  );
  if (!order) return;
  // typed in by the rep whose order it copies (the customer is in her scope)
  const owner = as(Number(order.created_by));
  const converted = await photo('金桥酒楼', 'handwritten-order-1.svg', '后厨拍照下单', owner);
  if (!converted) return;
  const [cold] = await queryRows<{ sku_id: number; unit_id: number; warehouse_id: number }>(
    base.db,
    sql`SELECT t.sku_id, s.unit_id, t.warehouse_id FROM wms_stock_totals AS t JOIN wms_warehouses AS w ON w.id = t.warehouse_id JOIN pms_skus AS s ON s.id = t.sku_id
         WHERE w.code = 'WH-SH-02' AND s.status = 1 AND t.on_hand - t.reserved >= 20 ORDER BY t.sku_id LIMIT 1`,
  );
  const items = await queryRows<{ sku_id: number; unit_id: number; qty: string }>(base.db, sql`SELECT sku_id, unit_id, qty::text AS qty FROM oms_order_items WHERE order_id = ${order.id} ORDER BY sort, id`);
  const input = CreateOrderSchema.parse({
    customer_id: order.customer_id,
    customer_user_id: order.customer_user_id,
    address_id: order.address_id,
    warehouse_id: order.warehouse_id,
    delivery_date: order.delivery_date,
    time_slot: order.time_slot,
    pay_type: order.pay_type,
    remark: '拍照下单',
    items: [...items.map((i) => ({ sku_id: i.sku_id, unit_id: i.unit_id, qty: Number(i.qty) })), ...(cold ? [{ sku_id: cold.sku_id, unit_id: cold.unit_id, qty: 2, warehouse_id: cold.warehouse_id }] : [])],
  });
  const made = await convertPhotoOrderIntoOrder(owner, converted.id, input);
  // a line from the cold store too: audited by the manager, the order splits into two sub-orders (/oms/sub_order/list)
  if (cold) await auditOrder(as(ids.staff.zhang), made.id);
}
