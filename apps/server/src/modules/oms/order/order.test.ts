import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BizGoal } from '@tradewind/contract/crm/biz-goal.schema';
import type { CreateOrderResult, OrderCustomer, OrderDetail, OrderList } from '@tradewind/contract/oms/order.schema';
import type { OrderSetting } from '@tradewind/contract/oms/setting.schema';
import { queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp } from '@/test/test-app';
import { orderBody, orderFixture, tomorrow, type OrderFixture, type Who } from '@/test/fixtures/oms/order-test-fixture';

const t = useTestApp();
let f: OrderFixture;

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods);
});

const create = async (overrides: Record<string, unknown> = {}, who: Who = 'rep') => f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f, overrides), who);
const detail = (id: number) => f.ok<OrderDetail>('GET', `/oms/order/${id}`);
const act = (id: number, action: string, who: Who = 'manager', remark?: string) => f.call<{ id: number; status: number }>('PUT', `/oms/order/${id}/${action}`, { body: remark ? { remark } : {}, who });
const list = (query: Record<string, unknown> = {}, who: Who = 'manager') => f.call<OrderList>('GET', '/oms/orders', { query: { page_size: 100, ...query }, who });
const sys = <T>(statement: ReturnType<typeof sql>) => withSystem(t.app.database.db, (tx) => queryRows<T>(tx, statement));

describe('orders', () => {
  it("snapshot a municipality's address as people read it: '上海市 浦东新区 …', its city not said twice", async () => {
    const [chain] = await sys<{ province: number; city: number; district: number }>(sql`
      SELECT p.id AS province, c.id AS city, d.id AS district FROM areas p
      JOIN areas c ON c.parent_id = p.id AND c.name = p.name JOIN areas d ON d.parent_id = c.id AND d.name = '浦东新区'
      WHERE p.level = 1 AND p.name = '上海市'`);
    const address = await f.ok<{ id: number }>('POST', '/crm/address', { customer_id: f.customer, contact_name: '王老板', contact_phone: '13911112222', province_id: chain.province, city_id: chain.city, area_id: chain.district, address: '张江路 88 号', is_default: 0 });
    const made = await create({ address_id: address.id });
    expect((await detail(made.id)).address_text).toBe('上海市 浦东新区 张江路 88 号');
    // the order keeps its snapshot; the customer's addresses are as the other tests expect them
    await f.ok('DELETE', `/crm/address/${address.id}`);
  });

  it('are priced and totalled on the server, snapshot the address, number SO…, log, and move the customer’s last order time', async () => {
    const made = await create(
      { freight_amount: '5.00', coupon_amount: '2.00', activity_amount: '1.50', items: [{ sku_id: f.goods.skuIds[0], unit_id: f.goods.packageUnitId, qty: 3, price: '1.00' }, { sku_id: f.goods.skuIds[1], qty: 7 }] },
      'manager',
    );
    expect(made).toMatchObject({ status: 1, auto_audit_message: null });
    expect(made.number).toMatch(/^SO\d{8}-\d{4}$/);
    const d = await detail(made.id);
    // manager changed the first price (manual); 7 × 2.50 list
    expect(d.items.map((i) => [i.unit_id, i.ratio, i.qty, i.base_qty, i.price, i.price_source, i.list_price, i.amount, i.warehouse_id])).toEqual([
      [f.goods.packageUnitId, '12.000', '3.000', '36.000', '1.00', 'manual', '120.00', '3.00', f.w1],
      [f.goods.unitId, '1.000', '7.000', '7.000', '2.50', 'list', '2.50', '17.50', f.w1],
    ]);
    // the discounts typed by hand shared onto the lines by the largest remainder (README "Price pipeline")
    expect(d.items.map((i) => [i.coupon_amount, i.activity_amount])).toEqual([['0.29', '0.22'], ['1.71', '1.28']]);
    expect(d).toMatchObject({
      status: 1,
      pay_status: 0,
      pay_type: 1,
      source: 1,
      customer_name: '海鲜酒楼',
      contact_name: '王老板',
      consignee_name: '王老板',
      consignee_phone: '13911112222',
      address_text: expect.stringMatching(/ 张江路 1 号$/),
      longitude: '121.500000',
      goods_amount: '20.50',
      freight_amount: '5.00',
      carry_fee: '3.00',
      coupon_amount: '2.00',
      activity_amount: '1.50',
      total_amount: '25.00',
      line_count: 2,
      is_split: 0,
      delivery_date: tomorrow(),
      time_slot: '08:00-12:00',
      created_by_name: '王经理',
    });
    expect(d.logs.map((l) => [l.action, l.from_status, l.to_status])).toEqual([['create', null, 1]]);
    const [customer] = await sys<{ last_order_at: string | null }>(sql`SELECT last_order_at FROM crm_customers WHERE id = ${f.customer}`);
    expect(customer.last_order_at).not.toBeNull();
  });

  it('take the customer’s price without the price permission: a changed price from a rep is refused (402) and nothing is made', async () => {
    const before = (await list()).data.pagination.total;
    const r = await f.call('POST', '/oms/order', { body: orderBody(f, { items: [{ sku_id: f.goods.skuIds[1], qty: 1, price: '0.01' }] }), who: 'rep' });
    expect(r.code).toBe(402);
    // the same price as offered is no change
    const same = await create({ items: [{ sku_id: f.goods.skuIds[1], qty: 1, price: '2.50' }] });
    expect((await detail(same.id)).items[0]).toMatchObject({ price: '2.50', price_source: 'list' });
    expect((await list()).data.pagination.total).toBe(before + 1);
  });

  it('refuse discounts typed by hand past the goods (422), so a total never goes below the fees', async () => {
    const r = await f.call<{ errors: Array<{ field: string }> }>('POST', '/oms/order', { body: orderBody(f, { coupon_amount: 500, items: [{ sku_id: f.goods.skuIds[1], qty: 2 }] }), who: 'manager' });
    expect([r.code, r.data.errors.map((e) => e.field)]).toEqual([422, ['coupon_amount']]);
    const all = await create({ coupon_amount: 5, items: [{ sku_id: f.goods.skuIds[1], qty: 2 }] }, 'manager');
    expect(await detail(all.id)).toMatchObject({ goods_amount: '5.00', total_amount: '4.50' });
  });

  it('refuse bad input with the field (422) and change nothing', async () => {
    const before = (await list()).data.pagination.total;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ items: [] }, 'items'],
      [{ items: [{ sku_id: f.goods.skuIds[0], qty: 0 }] }, 'items.0.qty'],
      [{ items: [{ sku_id: f.goods.skuIds[0], qty: 1.5 }] }, 'items.0.qty'],
      [{ items: [{ sku_id: f.goods.skuIds[0], unit_id: f.goods.packageUnitId, qty: 0.5 }] }, 'items.0.qty'],
      [{ items: [{ sku_id: 999999999, qty: 1 }] }, 'items.0.sku_id'],
      [{ items: [{ sku_id: f.goods.skuIds[0], unit_id: 999999, qty: 1 }] }, 'items.0.unit_id'],
      [{ items: [{ sku_id: f.goods.skuIds[0], qty: 1 }, { sku_id: f.goods.skuIds[0], qty: 2 }] }, 'items.1.sku_id'],
      [{ items: [{ sku_id: f.goods.skuIds[0], qty: 1, warehouse_id: f.wB }] }, 'items.0.warehouse_id'],
      [{ items: [{ sku_id: f.goods.skuIds[0], qty: 1, price: -1 }] }, 'items.0.price'],
      [{ customer_id: f.otherCustomer }, 'customer_id'],
      [{ customer_id: 'x' }, 'customer_id'],
      [{ customer_user_id: 999999999 }, 'customer_user_id'],
      [{ address_id: 999999999 }, 'address_id'],
      [{ warehouse_id: f.wB }, 'warehouse_id'],
      [{ delivery_date: '2026-02-30' }, 'delivery_date'],
      [{ delivery_date: '2020-01-01' }, 'delivery_date'],
      [{ time_slot: '03:00-04:00' }, 'time_slot'],
      [{ pay_type: 9 }, 'pay_type'],
      [{ pay_type: 2 }, 'pay_type'],
      [{ freight_amount: -1 }, 'freight_amount'],
      [{ carry_fee: '1.234' }, 'carry_fee'],
    ];
    for (const [overrides, field] of cases) {
      const r = await f.call<{ errors: Array<{ field: string }> }>('POST', '/oms/order', { body: orderBody(f, overrides), who: 'rep' });
      expect({ field, code: r.code, fields: r.data?.errors?.map((e) => e.field) }).toEqual({ field, code: 422, fields: [field] });
    }
    // another rep's customer is not the rep's to order for; the manager's data scope reaches it
    expect((await f.call('POST', '/oms/order', { body: orderBody(f, { customer_id: f.otherCustomer, customer_user_id: null, address_id: null }), who: 'manager' })).code).toBe(200);
    expect((await list()).data.pagination.total).toBe(before + 1);
  });

  it('need their permissions; another tenant’s, store’s or rep’s order is 404', async () => {
    const made = await create();
    expect((await f.call('POST', '/oms/order', { body: orderBody(f), who: 'clerk' })).code).toBe(402);
    // a list the caller may not view answers 401 (the no-auth page), an action 402
    expect((await f.call('GET', '/oms/orders', { who: 'clerk' })).code).toBe(401);
    expect((await act(made.id, 'audit', 'rep')).code).toBe(402);
    expect((await act(made.id, 'deliver', 'rep')).code).toBe(402);
    expect((await act(made.id, 'complete', 'rep')).code).toBe(402);
    expect((await f.call('GET', '/oms/orders/export', { who: 'rep' })).code).toBe(402);
    expect((await f.call('PUT', '/oms/setting', { who: 'rep', body: {} })).code).toBe(402);
    expect((await f.call('GET', `/oms/order/${made.id}`, { who: 'rep2' })).code).toBe(404);
    expect((await t.call('GET', `/oms/order/${made.id}`, { ...f.as('manager', 'b') })).code).toBe(404);
    // the print page reads with the print permission alone
    expect((await f.call('GET', `/oms/order/${made.id}`, { who: 'printer' })).code).toBe(200);
    const other = await t.tenant({});
    expect((await t.call('GET', `/oms/order/${made.id}`, { token: other.tokens.admin, storeId: other.stores.a })).code).toBe(404);
  });

  it('are edited only while pending audit: checked and priced again as on create, logged; refusals change nothing', async () => {
    const made = await create();
    const put = (body: Record<string, unknown>, who: Who = 'rep', store: 'a' | 'b' = 'a') => t.call<{ errors?: Array<{ field: string }> }>('PUT', '/oms/order', { ...f.as(who, store), body: { ...orderBody(f, body), id: made.id } });
    const edited = await put({ address_id: f.addresses[1], items: [{ sku_id: f.goods.skuIds[2], qty: 2 }] });
    expect(edited.code).toBe(200);
    const d = await detail(made.id);
    expect(d).toMatchObject({ goods_amount: '15.98', total_amount: '20.48', consignee_name: '后厨', line_count: 1 });
    expect(d.items.map((i) => [i.sku_id, i.qty, i.price, i.price_source])).toEqual([[f.goods.skuIds[2], '2.000', '7.99', 'list']]);
    expect(d.logs.map((l) => [l.action, l.from_status, l.to_status])).toEqual([['create', null, 1], ['update', 1, 1]]);
    const logged = await sys<{ action: string }>(sql`SELECT action FROM action_logs WHERE tenant_id = ${f.tenant.tenantId} AND target_type = 'oms_order' AND target_id = ${String(made.id)} ORDER BY id`);
    expect(logged.map((l) => l.action)).toEqual(['oms:order:create', 'oms:order:update']);

    // every refusal leaves the order as edited: bad lines and header (422 on the field), the customer
    // changed (422), a changed price without the permission (402), no permission (402), another store's
    // or another rep's view of it (404)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ items: [] }, 'items'],
      [{ items: [{ sku_id: f.goods.skuIds[0], qty: 0 }] }, 'items.0.qty'],
      [{ items: [{ sku_id: f.goods.skuIds[0], unit_id: f.goods.packageUnitId, qty: 0.5 }] }, 'items.0.qty'],
      [{ items: [{ sku_id: f.goods.skuIds[0], qty: 1 }, { sku_id: f.goods.skuIds[0], qty: 2 }] }, 'items.1.sku_id'],
      [{ items: [{ sku_id: f.goods.skuIds[0], qty: 1, warehouse_id: f.wB }] }, 'items.0.warehouse_id'],
      [{ warehouse_id: f.wB }, 'warehouse_id'],
      [{ delivery_date: '2020-01-01' }, 'delivery_date'],
      [{ customer_id: f.periodCustomer, customer_user_id: null, address_id: f.periodAddress }, 'customer_id'],
    ];
    for (const [overrides, field] of cases) {
      const r = await put(overrides);
      expect({ field, code: r.code, fields: r.data?.errors?.map((e) => e.field) }).toEqual({ field, code: 422, fields: [field] });
    }
    expect((await put({ items: [{ sku_id: f.goods.skuIds[2], qty: 2, price: '0.01' }] })).code).toBe(402);
    expect((await put({}, 'clerk')).code).toBe(402);
    expect((await put({}, 'manager', 'b')).code).toBe(404);
    expect((await put({}, 'rep2')).code).toBe(404);
    // the price permission changes a price (source manual)
    expect((await put({ items: [{ sku_id: f.goods.skuIds[2], qty: 2, price: '7.00' }] }, 'manager')).code).toBe(200);
    expect((await detail(made.id)).items.map((i) => [i.qty, i.price, i.price_source])).toEqual([['2.000', '7.00', 'manual']]);
    // a rep may keep that hand-set price while editing the quantity, not change it
    expect((await put({ items: [{ sku_id: f.goods.skuIds[2], qty: 3, price: '7.00' }] })).code).toBe(200);
    expect((await put({ items: [{ sku_id: f.goods.skuIds[2], qty: 3, price: '6.00' }] })).code).toBe(402);
    expect((await detail(made.id)).items.map((i) => [i.qty, i.price, i.price_source])).toEqual([['3.000', '7.00', 'manual']]);
    expect((await detail(made.id)).logs.map((l) => l.action)).toEqual(['create', 'update', 'update', 'update']);

    expect((await act(made.id, 'audit')).code).toBe(200);
    expect((await put({}, 'manager')).code).toBe(409);
    expect((await detail(made.id)).items.map((i) => [i.qty, i.price])).toEqual([['3.000', '7.00']]);
  });

  it('show the form what a line may take: available stock of the warehouse, an edited order’s own reservation added back', async () => {
    const [s0, s1, s2] = f.goods.skuIds;
    const stock = (query: Record<string, unknown>, who: Who = 'rep') => f.call<{ list: Array<{ sku_id: number; available: string; reserved: string }> }>('GET', '/oms/order/stock', { query, who });
    const before = await f.stockOf(s2, f.w1);
    // a rep with no warehouse permission reads it; w2 holds only the first SKU
    const inW2 = await stock({ warehouse_id: f.w2, sku_ids: `${s1},${s0}` });
    expect(inW2.code).toBe(200);
    expect(inW2.data.list.map((r) => [r.sku_id, r.available])).toEqual([[s1, '0.000'], [s0, String(Number(before.on_hand).toFixed(3))]]);
    const made = await create({ items: [{ sku_id: s2, qty: 4 }] });
    expect((await act(made.id, 'audit')).code).toBe(200);
    const free = before.on_hand - before.reserved - 4;
    expect((await stock({ warehouse_id: f.w1, sku_ids: String(s2) })).data.list[0].available).toBe(free.toFixed(3));
    expect((await stock({ warehouse_id: f.w1, sku_ids: String(s2), order_id: made.id })).data.list[0].available).toBe((free + 4).toFixed(3));
    // another store's warehouse (the rep works in store A), an order the caller does not see, no permission
    expect((await stock({ warehouse_id: f.wB, sku_ids: String(s2) })).code).toBe(422);
    expect((await stock({ warehouse_id: f.w1, sku_ids: String(s2), order_id: made.id }, 'rep2')).code).toBe(404);
    expect((await stock({ warehouse_id: f.w1, sku_ids: String(s2) }, 'clerk')).code).toBe(402);
    expect((await act(made.id, 'cancel', 'manager', '测试')).code).toBe(200);
  });

  it('are audited with the stock reserved per line, cancelled with the reservation released exactly, and refuse illegal moves (409)', async () => {
    const sku = f.goods.skuIds[2];
    const before = await f.stockOf(sku, f.w1);
    const made = await create({ items: [{ sku_id: sku, unit_id: f.goods.packageUnitId, qty: 2 }, { sku_id: f.goods.skuIds[1], qty: 5 }] });
    expect((await act(made.id, 'deliver')).code).toBe(409);
    expect((await act(made.id, 'complete')).code).toBe(409);
    const audited = await act(made.id, 'audit', 'manager', '已核对');
    expect(audited.data).toEqual({ id: made.id, status: 2 });
    expect(await f.stockOf(sku, f.w1)).toEqual({ on_hand: before.on_hand, reserved: before.reserved + 24 });
    const d = await detail(made.id);
    expect(d.items.map((i) => i.reserved_base_qty)).toEqual(['24.000', '5.000']);
    expect(d).toMatchObject({ status: 2, audited_by_name: '王经理' });
    const again = await act(made.id, 'audit');
    expect(again).toMatchObject({ code: 409, message: '订单当前状态为“已审核”，不能执行此操作' });
    const cancelled = await act(made.id, 'cancel', 'rep', '客户不要了');
    expect(cancelled.data).toEqual({ id: made.id, status: 0 });
    expect(await f.stockOf(sku, f.w1)).toEqual(before);
    const after = await detail(made.id);
    expect(after.items.map((i) => i.reserved_base_qty)).toEqual(['0.000', '0.000']);
    expect(after).toMatchObject({ status: 0, cancel_reason: '客户不要了', cancelled_by_name: '张伟' });
    expect(after.logs.map((l) => [l.action, l.from_status, l.to_status, l.remark])).toEqual([
      ['create', null, 1, null],
      ['audit', 1, 2, '已核对'],
      ['cancel', 2, 0, '客户不要了'],
    ]);
    expect((await act(made.id, 'cancel')).code).toBe(409);
    expect((await act(made.id, 'audit')).code).toBe(409);
  });

  it('refuse an audit whose stock is short with the shortfall (409), reserving nothing', async () => {
    const sku = f.goods.skuIds[2];
    const before = await f.stockOf(sku, f.w1);
    const made = await create({ items: [{ sku_id: f.goods.skuIds[1], qty: 1 }, { sku_id: sku, qty: before.on_hand - before.reserved + 3 }] });
    const r = await act(made.id, 'audit');
    expect(r.code).toBe(409);
    expect(r.message).toContain('3');
    expect(await f.stockOf(sku, f.w1)).toEqual(before);
    expect((await detail(made.id)).status).toBe(1);
    await act(made.id, 'cancel');
  });

  it('split into sub-orders per warehouse at audit; the order’s state is the least advanced', async () => {
    const made = await create({ items: [{ sku_id: f.goods.skuIds[0], qty: 2 }, { sku_id: f.goods.skuIds[0], unit_id: f.goods.packageUnitId, qty: 1, warehouse_id: f.w2 }, { sku_id: f.goods.skuIds[1], qty: 4 }] });
    await act(made.id, 'audit');
    const d = await detail(made.id);
    expect(d.is_split).toBe(1);
    expect(d.sub_orders.map((s) => [s.number, s.warehouse_id, s.status, s.goods_amount, s.line_count])).toEqual([
      [`${made.number}-1`, f.w1, 2, '30.00', 2],
      [`${made.number}-2`, f.w2, 2, '120.00', 1],
    ]);
    expect(new Set(d.items.map((i) => i.sub_order_id)).size).toBe(2);
    await act(made.id, 'cancel');
    expect((await detail(made.id)).sub_orders.map((s) => s.status)).toEqual([0, 0]);
  });

  it('are listed with status tabs and counts, keyword, dates, warehouse, pay type and sorting; exported through the export centre', async () => {
    const a = await create({ remark: 'list-a' });
    const b = await create({ remark: 'list-b', address_id: f.addresses[1] });
    await act(b.id, 'audit');
    const all = (await list()).data;
    expect(all.counts.all).toBe(all.pagination.total);
    expect(all.counts['1']).toBeGreaterThanOrEqual(1);
    expect(all.counts['2']).toBeGreaterThanOrEqual(1);
    expect((await list({ status: 2 })).data.list.every((r) => r.status === 2)).toBe(true);
    expect((await list({ keyword: a.number })).data.list.map((r) => r.id)).toEqual([a.id]);
    expect((await list({ keyword: '海鲜' })).data.list.length).toBeGreaterThanOrEqual(2);
    expect((await list({ keyword: '13933334444' })).data.list.map((r) => r.id)).toContain(b.id);
    // the number's start in any case, the consignee phone's start; not the middle of a number
    expect((await list({ keyword: a.number.slice(0, 11).toLowerCase() })).data.list.map((r) => r.id)).toContain(a.id);
    expect((await list({ keyword: '1393333' })).data.list.map((r) => r.id)).toContain(b.id);
    expect((await list({ keyword: a.number.slice(3, 11) })).data.list.map((r) => r.id)).not.toContain(a.id);
    // each tab is counted; `all` is their sum
    expect(Object.entries(all.counts).filter(([k]) => k !== 'all').reduce((sum, [, n]) => sum + n, 0)).toBe(all.counts.all);
    expect((await list({ warehouse_id: f.w2 })).data.list.every((r) => r.warehouse_id === f.w2)).toBe(true);
    expect((await list({ pay_type: 3 })).data.pagination.total).toBe(0);
    expect((await list({ date_type: 'delivery', start_date: tomorrow(), end_date: tomorrow() })).data.pagination.total).toBe(all.pagination.total);
    expect((await list({ end_date: '2000-01-01' })).data.pagination.total).toBe(0);
    expect((await list({ start_date: '2026-02-01', end_date: '2026-01-01' })).code).toBe(422);
    const asc = (await list({ sort: 'created_at', order: 'asc' })).data.list.map((r) => r.id);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    // the rep sees their own customers' orders only
    expect((await list({}, 'rep')).data.list.every((r) => r.customer_id !== f.otherCustomer)).toBe(true);
    const exported = await f.call<{ id: number }>('GET', '/oms/orders/export', { query: { status: 1 }, who: 'manager' });
    expect(exported.code).toBe(200);
    await t.app.exportRunner.runOnce();
    const [task] = await sys<{ export_status: number; fail_msg: string | null }>(sql`SELECT export_status, fail_msg FROM export_tasks WHERE id = ${exported.data.id}`);
    expect(task).toMatchObject({ export_status: 2, fail_msg: null });
  });

  it('are filtered by their audit day and their customer’s owner, and to those business goals count (the goal page’s links)', async () => {
    const pending = await create({ remark: 'goal-pending' });
    const kept = await create({ remark: 'goal-kept' });
    const dropped = await create({ remark: 'goal-dropped' });
    for (const o of [kept, dropped]) expect((await act(o.id, 'audit')).code).toBe(200);
    expect((await act(dropped.id, 'cancel')).code).toBe(200);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const ids = async (query: Record<string, unknown>) => {
      const res = await list(query);
      expect(res.code, res.message).toBe(200);
      return res.data.list.map((r) => r.id).filter((id) => [pending.id, kept.id, dropped.id].includes(id));
    };
    const audited = { date_type: 'audited', start_date: today, end_date: today };
    expect(await ids(audited)).toEqual([dropped.id, kept.id]);
    expect(await ids({ ...audited, goal_counted: 1 })).toEqual([kept.id]);
    expect(await ids({ ...audited, end_date: tomorrow(), start_date: tomorrow() })).toEqual([]);
    // the customer's owner: the rep, or a department with those below it
    expect(await ids({ sales_id: f.tenant.staff.rep })).toEqual([dropped.id, kept.id, pending.id]);
    expect(await ids({ sales_id: f.tenant.staff.rep2 })).toEqual([]);
    expect(await ids({ ...audited, dept_id: f.tenant.departments.head, goal_counted: 1 })).toEqual([kept.id]);
    expect(await ids({ dept_id: 999999 })).toEqual([]);
    // the status tabs count under the same filters
    const counted = (await list({ ...audited, sales_id: f.tenant.staff.rep, keyword: kept.number })).data.counts;
    expect(counted).toMatchObject({ all: 1, 2: 1, 0: 0 });
    for (const bad of [{ date_type: 'paid' }, { sales_id: 'x' }, { dept_id: 0 }, { goal_counted: 2 }]) expect((await list(bad)).code, JSON.stringify(bad)).toBe(422);
    // the rep's sales goal counts this month exactly what its link lists (orders' real goal source)
    const goal = await f.ok<BizGoal>('POST', '/crm/biz_goal', { year: Number(today.slice(0, 4)), kind: 1, scope: 3, scope_id: f.tenant.staff.rep, months: Array.from({ length: 12 }, () => 1) });
    const month = goal.months[Number(today.slice(5, 7)) - 1];
    const linked = (await list({ date_type: 'audited', start_date: month.start_date, end_date: month.end_date, goal_counted: 1, sales_id: f.tenant.staff.rep })).data.list;
    expect(linked.map((r) => r.id)).toContain(kept.id);
    expect(month.actual).toBe((linked.reduce((sum, r) => sum + Math.round(Number(r.total_amount) * 100), 0) / 100).toFixed(2));
  });

  it('give the order form its customer by contact, and preview each line’s price and source', async () => {
    const byContact = (await f.call<OrderCustomer>('GET', '/oms/order/customer', { query: { user_id: f.contact }, who: 'rep' })).data;
    expect(byContact).toMatchObject({ id: f.customer, name: '海鲜酒楼', customer_user_id: f.contact, is_open_payment_day: 0, balance: '0.00' });
    expect(byContact.addresses.map((a) => [a.id, a.is_default])).toEqual([
      [f.addresses[0], 1],
      [f.addresses[1], 0],
    ]);
    expect(byContact.contacts.map((x) => x.id)).toEqual([f.contact]);
    expect((await f.call('GET', '/oms/order/customer', { query: { customer_id: f.otherCustomer }, who: 'rep' })).code).toBe(404);
    expect((await f.call('GET', '/oms/order/customer', { query: {}, who: 'rep' })).code).toBe(422);
    const preview = await f.call<{ list: Array<{ sku_id: number; unit_id: number; price: string; source: string }> }>('POST', '/oms/order/price_preview', {
      body: { customer_id: f.customer, items: [{ sku_id: f.goods.skuIds[0], unit_id: f.goods.packageUnitId }, { sku_id: f.goods.skuIds[1] }] },
      who: 'rep',
    });
    expect(preview.data.list.map((l) => [l.unit_id, l.price, l.source])).toEqual([
      [f.goods.packageUnitId, '120.00', 'list'],
      [f.goods.unitId, '2.50', 'list'],
    ]);
    expect((await f.call('POST', '/oms/order/price_preview', { body: { customer_id: f.customer, items: [{ sku_id: 999999999 }] }, who: 'rep' })).code).toBe(422);
  });

  it('keep order rules: the earliest delivery date, the time slots, the minimum amount and auto-audit', async () => {
    const saved = await f.call<OrderSetting>('PUT', '/oms/setting', { body: { auto_audit: 1, cutoff_time: '00:00', min_order_amount: '10', time_slots: ['14:00-18:00', '08:00-12:00'] }, who: 'manager' });
    expect(saved.data).toEqual({ auto_audit: 1, cutoff_time: '00:00', min_order_amount: '10.00', time_slots: ['08:00-12:00', '14:00-18:00'] });
    try {
      // a cut-off at midnight: every order is after it, so tomorrow is too early
      const early = await f.call<{ errors: Array<{ field: string }> }>('POST', '/oms/order', { body: orderBody(f), who: 'rep' });
      expect(early.code).toBe(422);
      expect(early.data.errors[0].field).toBe('delivery_date');
      const dayAfter = new Date(Date.now() + 2 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
      const small = await f.call<{ errors: Array<{ field: string }> }>('POST', '/oms/order', { body: orderBody(f, { delivery_date: dayAfter, items: [{ sku_id: f.goods.skuIds[1], qty: 1 }] }), who: 'rep' });
      expect(small).toMatchObject({ code: 422, message: '订单商品金额不能低于 10.00 元' });
      const auto = await create({ delivery_date: dayAfter });
      expect(auto).toMatchObject({ status: 2, auto_audit_message: null });
      // auto-audit that cannot reserve leaves the order pending audit and says why
      const short = await create({ delivery_date: dayAfter, items: [{ sku_id: f.goods.skuIds[2], qty: 99999 }] });
      expect(short.status).toBe(1);
      expect(short.auto_audit_message).toMatch(/库存不足|不足/);
      expect((await detail(short.id)).items[0].reserved_base_qty).toBe('0.000');
      await act(short.id, 'cancel');
      const bad = await f.call<{ errors: Array<{ field: string }> }>('PUT', '/oms/setting', { body: { cutoff_time: '25:00', time_slots: ['12:00-08:00'] }, who: 'manager' });
      expect(bad.code).toBe(422);
      expect((await f.call('GET', '/oms/setting', { who: 'rep' })).data).toMatchObject({ auto_audit: 1 });
    } finally {
      await f.ok('PUT', '/oms/setting', { auto_audit: 0, cutoff_time: null, min_order_amount: 0, time_slots: ['08:00-12:00', '14:00-18:00'] }, 'manager');
    }
  });
});
