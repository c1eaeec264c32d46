import { sql } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import { SIGN_IN_RESULT } from '@tradewind/contract/lms/logistics.schema';
import { CreateOrderSchema } from '@tradewind/contract/oms/order.schema';
import { earliestDeliveryDate } from '@tradewind/contract/oms/setting.schema';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { auditOrder, createOrder, readOrderSetting } from '@/modules/oms';
import type { TenantIds } from '@/modules/system/tenant';
import { signIn } from '@/modules/lms';
import { demoActors } from './demo-actors';
import { shipDemoWave } from './demo-fulfilment';

/** The sign-in photo the demo shows (the web app's /demo folder). */
const DEMO_PHOTO = '/demo/signed-delivery.svg';

/**
 * Issue 19 demo step 2: a day of deliveries for the master store — ten orders of the first delivery day by
 * the customers' reps (their default addresses carry coordinates around Pudong: pinned, or Pudong's
 * centre for those saved without a pin, approximate), audited, waved, picked
 * and shipped by the warehouse keeper through the warehouse's own functions; each outbound makes its
 * logistics order through the shipment listener, so they wait to be planned. Runs after the demo orders.
 */
export async function seedDemoLogisticsOrders(base: RequestContext, ids: TenantIds): Promise<void> {
  const as = await demoActors(base, ids);
  const [warehouse] = await queryRows<{ id: number }>(base.db, sql`SELECT id FROM wms_warehouses WHERE code = 'WH-SH-01'`);
  if (!warehouse) return;
  const customers = await queryRows<{ id: number; sales_id: number | null; contact_id: number | null; address_id: number }>(
    base.db,
    sql`SELECT c.id, c.sales_id, (SELECT u.id FROM crm_customer_users AS u WHERE u.customer_id = c.id AND u.is_master = 1 AND u.deleted_at IS NULL LIMIT 1) AS contact_id, a.id AS address_id
          FROM crm_customers AS c JOIN crm_customer_addresses AS a ON a.customer_id = c.id AND a.is_default = 1 AND a.longitude IS NOT NULL
         WHERE c.store_id = ${ids.stores.sh} AND c.status = 1 ORDER BY c.id LIMIT 10`,
  );
  const skus = await queryRows<{ id: number; unit_id: number; sale_price: string }>(
    base.db,
    sql`SELECT s.id, s.unit_id, s.sale_price::text AS sale_price FROM wms_stock_totals AS t JOIN pms_skus AS s ON s.id = t.sku_id JOIN pms_spus AS p ON p.id = s.spu_id
         WHERE t.warehouse_id = ${warehouse.id} AND s.status = 1 AND p.status = 2 AND t.on_hand - t.reserved >= 60 AND s.sale_price BETWEEN 1 AND 80 ORDER BY s.id DESC LIMIT 8`,
  );
  if (customers.length === 0 || skus.length < 3) return;
  const setting = await readOrderSetting(base.db);
  const now = formatDateTime(new Date(), 'Asia/Shanghai')!;
  const day = earliestDeliveryDate(now.slice(0, 10), now.slice(11, 16), setting.cutoff_time);
  const made: number[] = [];
  for (const [n, c] of customers.entries()) {
    const owner = Object.entries(ids.staff).find(([, id]) => id === Number(c.sales_id))?.[0] ?? 'zhang';
    const input = CreateOrderSchema.parse({
      customer_id: c.id,
      customer_user_id: c.contact_id,
      address_id: c.address_id,
      warehouse_id: warehouse.id,
      delivery_date: day,
      time_slot: n % 3 === 2 ? '14:00-18:00' : '08:00-12:00',
      // most pay the driver on delivery; every fourth paid online
      pay_type: n % 4 === 3 ? 4 : 1,
      remark: n % 5 === 1 ? '请提前电话联系' : null,
      // each line worth about 40–90 yuan (the order rules' minimum is 30), a few pieces of two SKUs
      items: [0, 1].map((k) => {
        const sku = skus[(n + k * 3) % skus.length];
        return { sku_id: sku.id, unit_id: sku.unit_id, qty: Math.ceil(40 / Number(sku.sale_price)) + ((n * 3 + k) % 4) };
      }),
    });
    const order = await createOrder(as(owner), input);
    await auditOrder(as('zhang'), order.id);
    made.push(order.id);
  }
  const keeper = as('yang');
  await shipDemoWave(keeper, { warehouseId: warehouse.id, deliveryDate: day, orderIds: made });
}

/**
 * Issue 19 demo step 4: the master store's departed line (the line part's demo) is signed for stop by stop —
 * the second stop fails (the goods come back to stock), the others are signed with the demo photo and the
 * money to collect — so the last completes the line and records its delivery earnings. Without a
 * departed line (the line part's demo absent) it does nothing.
 */
export async function seedDemoSignIns(base: RequestContext, ids: TenantIds): Promise<void> {
  const as = await demoActors(base, ids);
  const [line] = await queryRows<{ id: number }>(base.db, sql`SELECT id FROM lms_lines WHERE store_id = ${ids.stores.sh} AND status = 2 ORDER BY id LIMIT 1`);
  if (!line) return;
  const stops = await queryRows<{ id: number; collect_amount: string; consignee_name: string }>(
    base.db,
    sql`SELECT st.id, lo.collect_amount::text AS collect_amount, lo.consignee_name FROM lms_line_stops AS st JOIN lms_logistics_orders AS lo ON lo.id = st.logistics_order_id
         WHERE st.line_id = ${line.id} AND st.status = 0 ORDER BY st.seq`,
  );
  const driver = as('wu');
  for (const [n, stop] of stops.entries()) {
    if (n === 1) {
      await signIn(driver, { stop_id: stop.id, result: SIGN_IN_RESULT.failed, signer: null, photos: [], longitude: null, latitude: null, coord_system: 'wgs84', collected_amount: '0', fail_reason: '店铺关门，电话无人接听', amount_reason: null, remark: null });
    } else {
      await signIn(driver, {
        stop_id: stop.id,
        result: SIGN_IN_RESULT.signed,
        signer: stop.consignee_name.slice(0, 30),
        photos: [DEMO_PHOTO],
        longitude: Number((121.58 + n * 0.01).toFixed(6)),
        latitude: Number((31.2 + n * 0.005).toFixed(6)),
        coord_system: 'wgs84',
        collected_amount: stop.collect_amount,
        fail_reason: null,
        amount_reason: null,
        remark: n === 0 ? '放在后门仓库' : null,
      });
    }
  }
}
