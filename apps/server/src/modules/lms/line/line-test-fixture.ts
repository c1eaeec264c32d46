import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryOne, queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { TEST_PASSWORD, type CallOptions, type Reply, type TestApp, type TestTenant } from '@/test/test-app';

/** Every permission of the line part (menu seeds of line.register.ts). */
export const LINE_PERMISSIONS = [
  'lms:line:list', 'lms:line:create', 'lms:line:update', 'lms:line:depart', 'lms:line:cancel', 'lms:line:export', 'lms:line:compare',
  'lms:line:plan', 'lms:line:confirm', 'lms:line_map:index', 'lms/line/Print', 'lms:pre_line:list', 'lms:pre_line:create', 'lms:pre_line:update', 'lms:pre_line:delete',
];

export type Who = 'admin' | 'dispatcher' | 'viewer' | 'printer' | 'nobody' | 'driver';

export type LineFixture = {
  tenant: TestTenant;
  /** tomorrow in Shanghai */
  day: string;
  warehouse: number;
  customers: number[];
  /** cars: two small vans (600 kg, 5 m³), a big truck (2000 kg, 12 m³), one under repair */
  cars: { van1: number; van2: number; truck: number; broken: number };
  /** drivers (d1 is the `driver` staff member), loaders */
  workers: { d1: number; d2: number; d3: number; l1: number; l2: number; away: number };
  as(who: Who, store?: 'a' | 'b'): CallOptions;
  call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, who?: Who): Promise<Reply<T>>;
  ok<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, who?: Who): Promise<T>;
  /** waiting logistics orders of `day` around the depot (GCJ-02, Shanghai), in the fixture's order */
  orders(n: number, options?: { day?: string; weight?: number; volume?: number; slots?: Array<string | null>; store?: 'a' | 'b'; customer?: number }): Promise<number[]>;
  sql<T>(statement: ReturnType<typeof sql>): Promise<T[]>;
};

const shanghaiDay = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * A tenant to plan deliveries in: a dispatcher with every line permission, a viewer, a printer; a
 * warehouse, customers and one order of theirs; car models, cars and workers (the fleet part's tables,
 * written here directly as a fixture), the settings' depot (People's Square) with 1 s of solving; and
 * logistics orders made on demand (the logistics part makes them from shipments in real use).
 */
/** The goods module's test goods maker (pms goods/test-goods.ts), handed in by the test file. */
export type MakeGoods = (t: TestApp, token: string, options: { skus?: number }) => Promise<{ skuIds: number[] }>;

export async function lineFixture(t: TestApp, makeGoods: MakeGoods): Promise<LineFixture> {
  const p = `ln${randomBytes(3).toString('hex')}`;
  const tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'dispatcher', name: '调度', permissions: LINE_PERMISSIONS },
      { key: 'viewer', name: 'Viewer', permissions: ['lms:line:list'] },
      { key: 'printer', name: 'Printer', permissions: ['lms/line/Print'] },
    ],
    staff: [
      { key: 'admin', account: `${p}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'dispatcher', account: `${p}_disp`, name: '调度小王', password: TEST_PASSWORD, roles: ['dispatcher'], stores: ['a'], dept: 'head' },
      { key: 'viewer', account: `${p}_viewer`, name: 'Viewer', password: TEST_PASSWORD, roles: ['viewer'], stores: ['a'] },
      { key: 'printer', account: `${p}_printer`, name: 'Printer', password: TEST_PASSWORD, roles: ['printer'], stores: ['a'] },
      { key: 'nobody', account: `${p}_nobody`, name: 'Nobody', password: TEST_PASSWORD, roles: [], stores: ['a'] },
      { key: 'driver', account: `${p}_driver`, name: '司机老李', password: TEST_PASSWORD, roles: [], stores: ['a'] },
    ],
  });
  const as = (who: Who, store: 'a' | 'b' = 'a'): CallOptions => ({ token: tenant.tokens[who], storeId: tenant.stores[store] });
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, who: Who = 'dispatcher') =>
    method === 'GET' ? t.call<T>(method, url, { ...as(who), query: body as Record<string, unknown> | undefined }) : t.call<T>(method, url, { ...as(who), body });
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, who: Who = 'dispatcher'): Promise<T> => {
    const reply = await call<T>(method, url, body, who);
    if (reply.code !== 200) throw new Error(`${method} ${url}: ${reply.code} ${reply.message} ${JSON.stringify(reply.data)}`);
    return reply.data;
  };
  const db = t.app.database.db;
  const inTenant = <T>(statement: ReturnType<typeof sql>) => withTenant(db, tenant.tenantId, (tx) => queryRows<T>(tx, statement));
  const admin = { token: tenant.tokens.admin, storeId: tenant.stores.a };
  const code = `W${randomBytes(3).toString('hex')}`;
  const w = await t.call<{ id: number }>('POST', '/wms/warehouse', { ...admin, body: { name: `配送仓${code}`, code, store_id: tenant.stores.a } });
  const warehouse = w.data.id;
  const customers: number[] = [];
  for (const name of ['海鲜酒楼', '老王面馆', '张江食堂', '川沙超市']) {
    const c = await t.call<{ id: number }>('POST', '/crm/customer', { ...admin, body: { name: `${name}${p}`, phone: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, sales_type: 1, sales_id: tenant.staff.admin, contact_name: '王老板' } });
    if (c.code !== 200) throw new Error(`customer: ${c.message}`);
    customers.push(c.data.id);
  }
  const ids = await withTenant(db, tenant.tenantId, async (tx) => {
    const t0 = tenant.tenantId;
    const a = tenant.stores.a;
    const model = async (name: string, kg: number, m3: number) =>
      (await queryOne<{ id: number }>(tx, sql`INSERT INTO lms_car_models (tenant_id, name, capacity_weight, capacity_volume) VALUES (${t0}, ${name + p}, ${kg}, ${m3}) RETURNING id`))!.id;
    const van = await model('小面包', 600, 5);
    const big = await model('4.2米厢货', 2000, 12);
    const worker = async (name: string, type: number, status = 1, staffId: number | null = null) =>
      (await queryOne<{ id: number }>(tx, sql`INSERT INTO lms_workers (tenant_id, store_id, name, phone, type, status, staff_id) VALUES (${t0}, ${a}, ${name}, ${`137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`}, ${type}, ${status}, ${staffId}) RETURNING id`))!.id;
    const d1 = await worker('李师傅', 1, 1, tenant.staff.driver);
    const d2 = await worker('赵师傅', 1);
    const d3 = await worker('钱师傅', 3);
    const l1 = await worker('搬运小孙', 2);
    const l2 = await worker('搬运小周', 2);
    const away = await worker('休假司机', 1, 2);
    const car = async (plate: string, modelId: number, driver: number | null, status = 1) =>
      (await queryOne<{ id: number }>(tx, sql`INSERT INTO lms_cars (tenant_id, store_id, plate, car_model_id, default_driver_id, status) VALUES (${t0}, ${a}, ${plate + p}, ${modelId}, ${driver}, ${status}) RETURNING id`))!.id;
    const cars = { van1: await car('沪A1', van, d1), van2: await car('沪A2', van, d2), truck: await car('沪B3', big, d3), broken: await car('沪C4', van, null, 2) };
    await tx.execute(sql`INSERT INTO lms_settings (tenant_id, depot_longitude, depot_latitude, average_speed_kmh, service_minutes, road_factor, solve_seconds)
      VALUES (${t0}, 121.4737, 31.2304, 30, 10, 1.3, 1)`);
    return { cars, workers: { d1, d2, d3, l1, l2, away } };
  });
  // one order of the first customer, as a rep takes it: the logistics orders below hang on it
  const goods = await makeGoods(t, tenant.tokens.admin, { skus: 1 });
  const [area] = await withSystem(db, (tx) => queryRows<{ id: number }>(tx, sql`SELECT id FROM areas WHERE level = 1 ORDER BY id LIMIT 1`));
  const contacts = await t.call<{ list: Array<{ id: number }> }>('GET', `/crm/customer/${customers[0]}/users`, admin);
  const address = await t.call<{ id: number }>('POST', '/crm/address', { ...admin, body: { customer_id: customers[0], contact_name: '王老板', contact_phone: '13911112222', province_id: area.id, address: '张江路 1 号', is_default: 1, longitude: 121.5, latitude: 31.2 } });
  const order = await t.call<{ id: number }>('POST', '/oms/order', {
    ...admin,
    body: { customer_id: customers[0], customer_user_id: contacts.data.list[0].id, address_id: address.data.id, warehouse_id: warehouse, delivery_date: shanghaiDay(1), pay_type: 1, items: [{ sku_id: goods.skuIds[0], qty: 1 }] },
  });
  if (order.code !== 200) throw new Error(`order: ${order.message} ${JSON.stringify(order.data)}`);
  const orderId = order.data.id;
  let outbound = Math.floor(Math.random() * 1e6) * 1000;
  let made = 0;
  const orders: LineFixture['orders'] = async (n, o = {}) => {
    const out: number[] = [];
    await withTenant(db, tenant.tenantId, async (tx) => {
      for (let i = 0; i < n; i++) {
        made++;
        outbound++;
        // a ring of points 2–8 km around People's Square, deterministic per order
        const angle = (made * 137.5 * Math.PI) / 180;
        const r = 0.02 + (made % 7) * 0.01;
        const slots = o.slots ?? ['08:00-12:00', '09:00-17:00', null];
        const row = await queryOne<{ id: number }>(
          tx,
          sql`INSERT INTO lms_logistics_orders (tenant_id, number, store_id, warehouse_id, order_id, order_no, outbound_id, outbound_no, customer_id, customer_name,
                consignee_name, consignee_phone, address, longitude, latitude, delivery_date, time_slot, pieces, weight, volume, collect_amount)
              VALUES (${tenant.tenantId}, ${`LO-${p}-${made}`}, ${tenant.stores[o.store ?? 'a']}, ${warehouse}, ${orderId}, ${`SO-${p}-${made}`}, ${outbound}, ${`OD-${outbound}`},
                ${o.customer ?? customers[made % customers.length]}, ${`客户${made}`}, ${`收货人${made}`}, '13800000000', ${`浦东路 ${made} 号`},
                ${(121.4737 + r * Math.cos(angle)).toFixed(6)}::numeric, ${(31.2304 + r * Math.sin(angle)).toFixed(6)}::numeric, ${o.day ?? shanghaiDay(1)}::date,
                ${slots[made % slots.length]}, ${2 + (made % 3)}, ${o.weight ?? 80}, ${o.volume ?? 0.5}, ${(made * 10).toFixed(2)}) RETURNING id`,
        );
        out.push(row!.id);
      }
    });
    return out;
  };
  return { tenant, day: shanghaiDay(1), warehouse, customers, cars: ids.cars, workers: ids.workers, as, call, ok, orders, sql: inTenant };
}
