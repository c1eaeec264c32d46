import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import type { RequestContext } from '@/core/http/request-context';
import { TEST_PASSWORD, type CallOptions, type Reply, type TestApp, type TestTenant } from '@/test/test-app';

/** A rep takes orders of their own customers; the manager audits, cancels, delivers and may change prices. */
export const REP = ['oms:order:list', 'oms:order:create', 'oms:order:update', 'oms:order:cancel'];
export const MANAGER = [
  'oms:order:list',
  'oms:order:create',
  'oms:order:update',
  'oms:order:audit',
  'oms:order:cancel',
  'oms:order:deliver',
  'oms:order:complete',
  'oms:order:export',
  'oms:order:change_price',
  'oms:setting:index',
  'oms:setting:update',
];

export type Who = 'admin' | 'rep' | 'rep2' | 'manager' | 'clerk' | 'printer';

/** The goods fixture of the goods module (pms goods/test-goods.ts, `createTestGoods`), handed in by the test file. */
export type TestGoods = { skuIds: number[]; skuCodes: string[]; unitId: number; packageUnitId: number };
export type MakeGoods = (t: TestApp, token: string, options: { skus?: number; prices?: string[] }) => Promise<TestGoods>;

export type OrderFixture = {
  tenant: TestTenant;
  goods: TestGoods;
  /** two warehouses of store A (W1 with stock of every SKU, W2 of the first SKU), one of store B */
  w1: number;
  w2: number;
  wB: number;
  /** the rep's customer (contact + two addresses), another rep's, an account-period customer (limit 1000) */
  customer: number;
  contact: number;
  addresses: [number, number];
  otherCustomer: number;
  periodCustomer: number;
  periodAddress: number;
  as(who: Who, store?: 'a' | 'b'): CallOptions;
  ok<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, who?: Who): Promise<T>;
  call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options?: { body?: unknown; query?: Record<string, unknown>; who?: Who }): Promise<Reply<T>>;
  /** puts `qty` base units of a SKU into a warehouse (an audited warehousing entry of type other) */
  stockIn(skuId: number, warehouseId: number, qty: number, unitId?: number): Promise<void>;
  /** on hand, reserved and open reservations of an order in a warehouse */
  stockOf(skuId: number, warehouseId: number): Promise<{ on_hand: number; reserved: number }>;
  ctx(db: RequestContext['db'], who?: 'admin'): RequestContext;
};

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
/** A delivery date no cut-off refuses (the default settings have none). */
export const tomorrow = () => dayOffset(1);

export async function orderFixture(t: TestApp, makeGoods: MakeGoods, options: { stock?: number } = {}): Promise<OrderFixture> {
  const p = `om${randomBytes(3).toString('hex')}`;
  const tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'rep', name: 'Rep', permissions: REP, dataScope: 4 },
      { key: 'manager', name: 'Manager', permissions: MANAGER, dataScope: 1 },
      { key: 'clerk', name: 'Clerk', permissions: ['system:store:list'], dataScope: 4 },
      { key: 'printer', name: 'Printer', permissions: ['oms/order/Print'], dataScope: 1 },
    ],
    staff: [
      { key: 'admin', account: `${p}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'rep', account: `${p}_rep`, name: '张伟', password: TEST_PASSWORD, roles: ['rep'], stores: ['a'], dept: 'head' },
      { key: 'rep2', account: `${p}_rep2`, name: '李娜', password: TEST_PASSWORD, roles: ['rep'], stores: ['a'], dept: 'head' },
      { key: 'manager', account: `${p}_manager`, name: '王经理', password: TEST_PASSWORD, roles: ['manager'], stores: ['a', 'b'], dept: 'head' },
      { key: 'clerk', account: `${p}_clerk`, name: 'Clerk', password: TEST_PASSWORD, roles: ['clerk'], stores: ['a'], dept: 'head' },
      { key: 'printer', account: `${p}_printer`, name: 'Printer', password: TEST_PASSWORD, roles: ['printer'], stores: ['a'], dept: 'head' },
    ],
  });
  const as = (who: Who, store: 'a' | 'b' = 'a'): CallOptions => ({ token: tenant.tokens[who], storeId: tenant.stores[store] });
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, o: { body?: unknown; query?: Record<string, unknown>; who?: Who } = {}) =>
    t.call<T>(method, url, { ...as(o.who ?? 'admin'), body: o.body, query: o.query });
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, who: Who = 'admin'): Promise<T> => {
    const reply = await call<T>(method, url, { body, who });
    if (reply.code !== 200) throw new Error(`${method} ${url}: ${reply.code} ${reply.message} ${JSON.stringify(reply.data)}`);
    return reply.data;
  };
  const goods = await makeGoods(t, tenant.tokens.admin, { skus: 3, prices: ['10.00', '2.50', '7.99'] });
  const warehouse = async (store: 'a' | 'b') => {
    const code = `W${randomBytes(3).toString('hex')}`;
    const who = { token: tenant.tokens.admin, storeId: tenant.stores[store] };
    const w = await t.call<{ id: number }>('POST', '/wms/warehouse', { ...who, body: { name: `仓${code}`, code, store_id: tenant.stores[store] } });
    const l = await t.call<{ id: number }>('POST', '/wms/location', { ...who, body: { warehouse_id: w.data.id, code: 'A-01' } });
    await t.call('PUT', `/wms/warehouse/${w.data.id}/default_location`, { ...who, body: { location_id: l.data.id } });
    return w.data.id;
  };
  const w1 = await warehouse('a');
  const w2 = await warehouse('a');
  const wB = await warehouse('b');
  const stockIn = async (skuId: number, warehouseId: number, qty: number, unitId = goods.unitId) => {
    const entry = await ok<{ id: number }>('POST', '/wms/warehousing_entry', { type: 6, warehouse_id: warehouseId, lines: [{ sku_id: skuId, unit_id: unitId, qty }] });
    await ok('PUT', `/wms/warehousing_entry/${entry.id}/audit`, {});
  };
  const stock = options.stock ?? 1000;
  for (const sku of goods.skuIds) await stockIn(sku, w1, stock);
  await stockIn(goods.skuIds[0], w2, stock);

  // customers as people make them (crm's calls): the rep's own with a contact and two addresses, another
  // rep's, and an account-period customer with a credit limit of 1000
  const [area] = await withSystem(t.app.database.db, (tx) => queryRows<{ id: number }>(tx, sql`SELECT id FROM areas WHERE level = 1 ORDER BY id LIMIT 1`));
  const phone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const customerOf = async (name: string, salesId: number) =>
    (await ok<{ id: number }>('POST', '/crm/customer', { name, phone: phone(), sales_type: 1, sales_id: salesId, contact_name: '王老板' })).id;
  const addressOf = async (customerId: number, name: string, tel: string, address: string, isDefault: 0 | 1, extra: Record<string, unknown> = {}) =>
    (await ok<{ id: number }>('POST', '/crm/address', { customer_id: customerId, contact_name: name, contact_phone: tel, province_id: area.id, address, is_default: isDefault, ...extra })).id;
  const customer = await customerOf('海鲜酒楼', tenant.staff.rep);
  const otherCustomer = await customerOf('别人的客户', tenant.staff.rep2);
  const periodCustomer = await customerOf('账期客户', tenant.staff.rep);
  const contacts = await ok<{ list: Array<{ id: number }> }>('GET', `/crm/customer/${customer}/users`);
  const a1 = await addressOf(customer, '王老板', '13911112222', '张江路 1 号', 1, { longitude: 121.5, latitude: 31.2 });
  const a2 = await addressOf(customer, '后厨', '13933334444', '川沙路 9 号', 0);
  const periodAddress = await addressOf(periodCustomer, '会计', '13955556666', '世纪大道 100 号', 1);
  await addressOf(otherCustomer, '李', '13977778888', '龙阳路 2 号', 1);
  const period = await ok<{ id: number }>('POST', '/crm/customer_account_period', { name: `月结${p}`, type: 1, days: 30 });
  await ok('PUT', `/crm/customer/${periodCustomer}/payment_day`, { is_open_payment_day: 1, contract_begin_time: '2020-01-01', contract_end_time: '2099-12-31', account_period_id: period.id, payment_amount: 1000 });
  const ids = { customer, otherCustomer, periodCustomer, contact: contacts.list[0].id, addresses: [a1, a2] as [number, number], periodAddress };

  const stockOf = (skuId: number, warehouseId: number) =>
    withTenant(t.app.database.db, tenant.tenantId, async (tx) => {
      const [row] = await queryRows<{ on_hand: string; reserved: string }>(tx, sql`SELECT on_hand::text, reserved::text FROM wms_stock_totals WHERE sku_id = ${skuId} AND warehouse_id = ${warehouseId}`);
      return { on_hand: Number(row?.on_hand ?? 0), reserved: Number(row?.reserved ?? 0) };
    });

  const ctx = (db: RequestContext['db']): RequestContext =>
    ({
      db,
      tenantId: tenant.tenantId,
      staffId: tenant.staff.admin,
      storeId: tenant.stores.a,
      requestedStoreId: tenant.stores.a,
      locale: 'zh-CN',
      ip: '127.0.0.1',
      requestId: 'test',
      audit: {},
      session: { name: 'Admin', timeZone: 'Asia/Shanghai', storeIds: [tenant.stores.a, tenant.stores.b, tenant.stores.c], permissions: new Set(), isSuper: true, dataScope: 1 } as unknown as RequestContext['session'],
    }) as RequestContext;

  return { tenant, goods, w1, w2, wB, ...ids, as, ok, call, stockIn, stockOf, ctx };
}

/** An order body for the fixture's customer: 3 boxes of the first SKU and 7 of the second, delivered tomorrow. */
export function orderBody(f: OrderFixture, overrides: Record<string, unknown> = {}) {
  return {
    customer_id: f.customer,
    customer_user_id: f.contact,
    address_id: f.addresses[0],
    warehouse_id: f.w1,
    delivery_date: tomorrow(),
    time_slot: '08:00-12:00',
    pay_type: 1,
    freight_amount: '5.00',
    carry_fee: '3.00',
    coupon_amount: '2.00',
    activity_amount: '1.50',
    remark: '后门卸货',
    items: [
      { sku_id: f.goods.skuIds[0], unit_id: f.goods.packageUnitId, qty: 3 },
      { sku_id: f.goods.skuIds[1], qty: 7 },
    ],
    ...overrides,
  };
}
