import { sql } from 'drizzle-orm';
import { CreateOrderSchema } from '@tradewind/contract/oms/order.schema';
import { earliestDeliveryDate } from '@tradewind/contract/oms/setting.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { auditOrder, cancelOrder, completeOrder, createOrder, markOrderDelivered, updateOrderSetting } from '@/modules/oms';
import type { TenantIds } from '@/modules/system/tenant';
import { demoActors } from './demo-actors';
import { addDemoAddress, type DemoAddressedCustomer } from './demo-addresses';
import { shipDemoWave } from './demo-fulfilment';

const DAY = 86_400_000;

/** [customer, street of its delivery address] — the master store's customers of 张伟, 李娜 and 王芳. */
const CUSTOMERS: Array<[string, string]> = [
  ['老王面馆', '张江路 368 号'],
  ['金桥酒楼', '金桥路 1199 号'],
  ['星辰咖啡', '碧波路 690 号'],
  ['华联便利店', '郭守敬路 498 号'],
  ['绿叶蔬果批发', '川沙路 2188 号'],
  ['鲜丰水果浦东店', '浦东南路 1088 号'],
  ['好又多超市张江店', '祖冲之路 2290 号'],
  ['联华超市川沙店', '川环南路 888 号'],
  ['小南国餐厅', '世纪大道 8 号'],
  ['七鲜超市', '蔡伦路 1433 号'],
];

type Sku = { id: number; unit_id: number; pack_unit_id: number | null; ratio: string | null; available: string };

/**
 * Demo orders (issue 17 §12) through the order pages' own functions: the order rules, a delivery address
 * for ten customers of the master store (crm's address function), then fifteen orders by their reps over
 * the coming week — five pending audit, five audited (stock reserved), two cancelled, and three of the
 * first delivery day waved, picked, shipped (wms's picking and outbound functions), delivered and one
 * completed. Runs after the demo stock, purchasing and prices, inside the tenant.
 */
export async function seedDemoOrders(base: RequestContext, ids: TenantIds): Promise<void> {
  const as = await demoActors(base, ids);
  const manager = as('zhang');
  const keeper = as('yang');

  await updateOrderSetting(manager, { auto_audit: 0, cutoff_time: '18:00', min_order_amount: 30, time_slots: ['08:00-12:00', '14:00-18:00'] });

  const [warehouse] = await queryRows<{ id: number }>(base.db, sql`SELECT id FROM wms_warehouses WHERE code = 'WH-SH-01'`);
  const [area] = await queryRows<{ province_id: number; city_id: number; area_id: number }>(
    base.db,
    sql`SELECT p.id AS province_id, c.id AS city_id, a.id AS area_id FROM areas AS a JOIN areas AS c ON c.id = a.parent_id JOIN areas AS p ON p.id = c.parent_id
         WHERE a.name = '浦东新区' AND p.name = '上海市' LIMIT 1`,
  );
  const skus = await queryRows<Sku>(
    base.db,
    sql`SELECT s.id, s.unit_id, pk.unit_id AS pack_unit_id, pk.ratio::text AS ratio, (t.on_hand - t.reserved)::text AS available
          FROM wms_stock_totals AS t JOIN pms_skus AS s ON s.id = t.sku_id JOIN pms_spus AS p ON p.id = s.spu_id
          LEFT JOIN LATERAL (SELECT su.unit_id, su.ratio FROM pms_sku_units AS su WHERE su.sku_id = s.id AND su.ratio <= 24 ORDER BY su.sort, su.id LIMIT 1) AS pk ON true
         WHERE t.warehouse_id = ${warehouse?.id ?? 0} AND s.status = 1 AND p.status = 2 AND t.on_hand - t.reserved >= 120
         ORDER BY t.on_hand - t.reserved DESC, s.id LIMIT 12`,
  );
  if (!warehouse || !area || skus.length < 4) return;

  const customers: DemoAddressedCustomer[] = [];
  for (const [index, [name, street]] of CUSTOMERS.entries()) {
    // every fourth address is left without a pin: it takes its district's centre, shown as approximate
    const pin = index % 4 === 3 ? null : { longitude: 121.58 + customers.length * 0.01, latitude: 31.2 + customers.length * 0.005 };
    const customer = await addDemoAddress(as, ids, { store: 'sh', name, street }, area, pin);
    if (customer) customers.push(customer);
  }
  if (customers.length === 0) return;

  const now = formatDateTime(new Date(), 'Asia/Shanghai')!;
  const first = earliestDeliveryDate(now.slice(0, 10), now.slice(11, 16), '18:00');
  const dayOf = (offset: number) => new Date(Date.parse(`${first}T00:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
  // each SKU gives the orders at most half of what is available, so every audit and the wave's outbound fit
  const budget = new Map(skus.map((k) => [k.id, Math.floor(Number(k.available) / 2)]));
  const lineOf = (sku: Sku, boxes: number, pieces: number) => {
    const left = budget.get(sku.id)!;
    const ratio = Number(sku.ratio ?? 0);
    if (sku.pack_unit_id && boxes > 0 && boxes * ratio <= left) {
      budget.set(sku.id, left - boxes * ratio);
      return { sku_id: sku.id, unit_id: sku.pack_unit_id, qty: boxes };
    }
    const qty = Math.max(1, Math.min(pieces, left));
    budget.set(sku.id, left - qty);
    return { sku_id: sku.id, unit_id: sku.unit_id, qty };
  };
  const made: number[] = [];
  for (let n = 0; n < 15; n += 1) {
    const customer = customers[n % customers.length];
    const lines = [0, 1, 2].slice(0, 2 + (n % 2)).map((k) => skus[(n * 3 + k) % skus.length]);
    const input = CreateOrderSchema.parse({
      customer_id: customer.id,
      customer_user_id: customer.contact,
      address_id: customer.address,
      warehouse_id: warehouse.id,
      // the last three go out on the first delivery day; the rest spread over the week
      delivery_date: n >= 12 ? dayOf(0) : dayOf(n % 7),
      time_slot: n % 2 === 0 ? '08:00-12:00' : '14:00-18:00',
      pay_type: n % 5 === 4 ? 4 : 1,
      freight_amount: n % 3 === 0 ? 10 : 0,
      carry_fee: n % 4 === 0 ? 5 : 0,
      // a discount typed by hand needs the price-change permission: the sales manager's (张伟's) own customers get ¥5 off
      activity_amount: n % 3 === 2 && customer.owner === 'zhang' ? 5 : 0,
      remark: n % 4 === 1 ? '请走后门卸货' : null,
      items: lines.map((sku, k) => (k === 0 ? lineOf(sku, 1 + (n % 2), 4) : lineOf(sku, 0, 3 + ((n * 5) % 10)))),
    });
    made.push((await createOrder(as(customer.owner), input)).id);
  }

  // 0–4 wait for audit; 5–9 audited; 10 cancelled before audit, 11 after; 12–14 delivered
  for (const id of made.slice(5, 10)) await auditOrder(manager, id);
  await cancelOrder(as(customers[10 % customers.length].owner), made[10], '客户改单，重新下单');
  await auditOrder(manager, made[11]);
  await cancelOrder(manager, made[11], '客户临时取消');
  const outgoing = made.slice(12);
  for (const id of outgoing) await auditOrder(manager, id);

  await shipDemoWave(keeper, { warehouseId: warehouse.id, deliveryDate: dayOf(0), orderIds: outgoing });
  for (const id of outgoing) await markOrderDelivered(manager, id, { remark: '司机已送达，客户签收' });
  await completeOrder(manager, outgoing[0], null);
}
