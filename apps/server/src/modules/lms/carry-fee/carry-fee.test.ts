import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { CarryFee, CarryFeeDetail, CarryFeeOrderOption, WorkerOrder, WorkerOrderTotal } from '@tradewind/contract/lms/fleet-pay.schema';
import type { Worker, WorkerDetail } from '@tradewind/contract/lms/fleet.schema';
import { logisticsFixture, type LogisticsFixture } from '@/test/fixtures/lms/logistics-test-fixture';
import { TEST_PASSWORD, useTestApp } from '@/test/test-app';
import { downloadExport } from '@/test/test-exports';

/**
 * Carry fees over real shipped orders (the logistics fixture ships them through the warehouse), charged on
 * the order by pay type and earned by the loaders; worker orders list those earnings (both databases).
 */
const t = useTestApp();
let f: LogisticsFixture;
let loaders: number[];
let driverId: number;
let viewer: string;
let nobody: string;

type Order = { status: number; carry_fee: string; total_amount: string; paid_amount: string; pay_status: number; delivered_amount: string };
const admin = () => f.as('admin');
const order = async (id: number) => (await t.call<Order>('GET', `/oms/order/${id}`, admin())).data;
const account = async (customerId: number) => (await t.call<{ balance: string; need_pay: string }>('GET', '/fms/customer_account', { ...admin(), query: { customer_id: customerId } })).data;
const fee = (body: Record<string, unknown>, who = admin()) => t.call<CarryFeeDetail>('POST', '/lms/logistics_carry_fee', { ...who, body });
const confirm = (id: number, token?: string) => t.call<CarryFeeDetail>('PUT', `/lms/logistics_carry_fee/${id}/confirm`, { ...admin(), ...(token ? { token } : {}), body: { remark: '已上楼' } });
const cents = (v: string) => Math.round(Number(v) * 100);
const collect = async (logisticsOrderId: number) => (await t.call<{ collect_amount: string }>('GET', `/lms/logistics_order/${logisticsOrderId}`, admin())).data.collect_amount;

beforeAll(async () => {
  f = await logisticsFixture(t);
  const mk = async (name: string, type: number, i: number) => {
    const made = await t.call<Worker>('POST', '/lms/worker', { ...admin(), body: { name, phone: `1580000${String(f.tenant.tenantId % 1000).padStart(3, '0')}${i}`, type, licence_no: 'A1234567', licence_class: 'C1' } });
    expect(made.code, made.message).toBe(200);
    return made.data.id;
  };
  loaders = [await mk('搬运甲', 2, 1), await mk('搬运乙', 2, 2), await mk('司机兼搬运丙', 3, 3)];
  driverId = await mk('只开车丁', 1, 4);
  expect((await t.call('PUT', '/lms/setting', { ...admin(), body: { use_warehouse_depot: 1, average_speed_kmh: 30, service_minutes: 10, road_factor: 1.3, solve_seconds: 5, delivery_earning_basis: 1, driver_rate: 0, helper_rate: 0, carry_fee_rate: 0.5 } })).code).toBe(200);
  // a reader of both pages and someone with no logistics permission
  const roles = await t.call<{ id: number }>('POST', '/role', { ...admin(), body: { name: '搬运费查看', permissions: ['lms:logistics_carry_fee:list', 'lms:worker_order:list'], data_scope: 1 } });
  expect(roles.code, roles.message).toBe(200);
  const staff = await t.call<{ id: number }>('POST', '/staff', {
    ...admin(),
    body: { name: '查看员', account: `cfv${f.tenant.tenantId}`, phone: `1390000${String(f.tenant.tenantId % 10000).padStart(4, '0')}`, password: TEST_PASSWORD, role_ids: [roles.data.id], store_ids: [f.tenant.stores.a] },
  });
  expect(staff.code, staff.message).toBe(200);
  viewer = await t.login(`cfv${f.tenant.tenantId}`);
  nobody = f.tenant.tokens.clerk;
});

describe('carry fees', () => {
  it('are drafted for a shipped order (floors × pieces × the settings’ rate), edited, confirmed: charged on the order and split among the loaders', async () => {
    const o1 = await f.auditedOrder();
    await f.ship([o1]);
    const before = await order(o1);
    expect(before.status).toBe(5);
    const options = await t.call<CarryFeeOrderOption[]>('GET', '/lms/logistics_carry_fee/orders', admin());
    const option = options.data.find((o) => o.order_id === o1);
    expect(option).toMatchObject({ status: 5, carry_fee: before.carry_fee });
    expect(option!.logistics_order_id).not.toBeNull();

    const draft = await fee({ order_id: o1, mode: 1, floors: 2, pieces: 5, worker_ids: loaders, remark: '三楼无电梯' });
    expect(draft.code, draft.message).toBe(200);
    expect(draft.data).toMatchObject({ status: 1, mode: 1, floors: 2, pieces: 5, rate: '0.50', amount: '5.00', logistics_order_id: option!.logistics_order_id, order_status: 5 });
    expect(draft.data.number).toMatch(/^CF\d{8}-\d{4}$/);
    expect(draft.data.workers.map((w) => w.amount)).toEqual(['1.68', '1.66', '1.66']);
    const edited = await t.call<CarryFeeDetail>('PUT', '/lms/logistics_carry_fee', { ...admin(), body: { id: draft.data.id, order_id: o1, mode: 1, floors: 2, pieces: 7, rate: '', worker_ids: loaders } });
    expect(edited.data).toMatchObject({ amount: '7.00', remark: null });
    expect(edited.data.workers.map((w) => w.amount)).toEqual(['2.34', '2.33', '2.33']);
    expect((await order(o1)).total_amount).toBe(before.total_amount); // a draft charges nothing

    const collectBefore = await collect(option!.logistics_order_id!);
    const done = await confirm(draft.data.id);
    expect(done.code, done.message).toBe(200);
    expect(done.data.status).toBe(2);
    expect(done.data.logs.map((l) => [l.action, l.from_status, l.to_status])).toEqual([['create', null, 1], ['update', 1, 1], ['confirm', 1, 2]]);
    const after = await order(o1);
    expect(cents(after.carry_fee) - cents(before.carry_fee)).toBe(700);
    expect(cents(after.total_amount) - cents(before.total_amount)).toBe(700);
    // cash on delivery: owed with the rest of the order, nothing posted to the account; the driver collects it at the door
    expect(after.pay_status).toBe(0);
    expect(cents(await collect(option!.logistics_order_id!)) - cents(collectBefore)).toBe(700);

    // the loaders' earnings: worker orders, their totals and the worker's detail
    const rows = await t.call<ListData<WorkerOrder>>('GET', '/lms/worker_orders', { ...admin(), query: { source_type: 'carry_fee' } });
    expect(rows.data.list.map((r) => [r.worker_id, r.amount, r.source_no, r.settled]).sort()).toEqual(
      [[loaders[0], '2.34', done.data.number, false], [loaders[1], '2.33', done.data.number, false], [loaders[2], '2.33', done.data.number, false]].sort(),
    );
    const total = await t.call<WorkerOrderTotal>('GET', '/lms/worker_orders/total', { ...admin(), query: { source_type: 'carry_fee', worker_id: loaders[0] } });
    expect(total.data).toEqual({ count: 1, amount: '2.34', unsettled_amount: '2.34' });
    expect((await t.call<ListData<WorkerOrder>>('GET', '/lms/worker_orders', { ...admin(), query: { settled: 1 } })).data.list).toEqual([]);
    expect((await t.call<ListData<WorkerOrder>>('GET', '/lms/worker_orders', { ...admin(), query: { start_date: '2000-01-01', end_date: '2000-01-31' } })).data.list).toEqual([]);
    const detail = await t.call<WorkerDetail>('GET', `/lms/worker/${loaders[0]}`, admin());
    expect(detail.data).toMatchObject({ earning_total: '2.34', unsettled_total: '2.34', earnings: [{ source_type: 'carry_fee', amount: '2.34' }] });

    // confirmed: never again
    expect((await confirm(draft.data.id)).code).toBe(409);
    expect((await t.call('PUT', '/lms/logistics_carry_fee', { ...admin(), body: { id: draft.data.id, order_id: o1, mode: 2, fixed_amount: 1, worker_ids: loaders } })).code).toBe(409);
    expect((await t.call('DELETE', `/lms/logistics_carry_fee/${draft.data.id}`, admin())).code).toBe(409);
    const list = await t.call<ListData<CarryFee>>('GET', '/lms/logistics_carry_fees', { ...admin(), query: { worker_id: loaders[1], status: 2 } });
    expect(list.data.list.map((r) => r.id)).toEqual([draft.data.id]);
    expect((await t.call<ListData<CarryFee>>('GET', '/lms/logistics_carry_fees', { ...admin(), query: { keyword: done.data.order_no } })).data.list.map((r) => r.id)).toEqual([draft.data.id]);
  });

  it('post the extra receivable of a delivered account-period order, and take a balance order’s fee from the balance', async () => {
    const o2 = await f.auditedOrder({ customer_id: f.periodCustomer, customer_user_id: undefined, address_id: f.periodAddress, pay_type: 2 });
    await f.ship([o2]);
    expect((await t.call('PUT', `/oms/order/${o2}/deliver`, { ...admin(), body: {} })).code).toBe(200);
    const needPay = (await account(f.periodCustomer)).need_pay;
    const lo = await f.logisticsOrderOf(o2);
    const made = await fee({ logistics_order_id: lo.id, mode: 2, fixed_amount: 12.34, worker_ids: [loaders[2]] });
    expect(made.data).toMatchObject({ order_id: o2, order_status: 6, amount: '12.34', rate: null, floors: null, workers: [{ id: loaders[2], amount: '12.34' }] });
    const before = await order(o2);
    expect((await confirm(made.data.id)).code).toBe(200);
    expect(cents((await account(f.periodCustomer)).need_pay) - cents(needPay)).toBe(1234);
    const after = await order(o2);
    expect(cents(after.delivered_amount) - cents(before.delivered_amount)).toBe(1234);

    // a balance order paid at audit pays its fee from the balance
    expect((await t.call('POST', '/fms/customer_account/finance_adjust', { ...admin(), body: { customer_id: f.customer, type: 'balance', amount: '5000', reason: '预存' } })).code).toBe(200);
    const o3 = await f.auditedOrder({ pay_type: 3 });
    await f.ship([o3]);
    const balance = (await account(f.customer)).balance;
    const third = await fee({ order_id: o3, mode: 1, floors: 1, pieces: 3, rate: 2, worker_ids: [loaders[0], loaders[1]] });
    expect(third.data).toMatchObject({ amount: '6.00', rate: '2.00' });
    expect((await confirm(third.data.id)).code).toBe(200);
    expect(cents(balance) - cents((await account(f.customer)).balance)).toBe(600);
    expect(await order(o3)).toMatchObject({ pay_status: 2 });
    expect((await order(o3)).paid_amount).toBe((await order(o3)).total_amount);
  });

  it('refuse bad input (422 with the field), wrong states (409) and callers without permission, changing nothing', async () => {
    const audited = await f.auditedOrder();
    const shipped = await f.auditedOrder();
    await f.ship([shipped]);
    const body = (extra: Record<string, unknown> = {}) => ({ order_id: shipped, mode: 1, floors: 3, pieces: 2, worker_ids: [loaders[0]], ...extra });
    const draft = await fee(body());
    expect(draft.code).toBe(200);
    const bad: Array<[Record<string, unknown>, string]> = [
      [body({ order_id: audited }), 'order_id'],
      [body({ order_id: 99999999 }), 'order_id'],
      [body({ order_id: null }), 'order_id'],
      [body({ logistics_order_id: 99999999 }), 'logistics_order_id'],
      [body({ worker_ids: [driverId] }), 'worker_ids.0'],
      [body({ worker_ids: [loaders[0], loaders[0]] }), 'worker_ids'],
      [body({ worker_ids: [] }), 'worker_ids'],
      [body({ floors: null }), 'floors'],
      [body({ floors: 201 }), 'floors'],
      [body({ pieces: 1.5 }), 'pieces'],
      [body({ rate: 0 }), 'rate'],
      [body({ rate: 0.001 }), 'rate'],
      [body({ mode: 3 }), 'mode'],
      [body({ mode: 2, fixed_amount: 0 }), 'fixed_amount'],
      [body({ remark: 'x'.repeat(201) }), 'remark'],
    ];
    for (const [b, field] of bad) expect(await fee(b), JSON.stringify(b)).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    for (const query of [{ status: 3 }, { start_date: '2026-02-30' }, { worker_id: 'x' }]) expect((await t.call('GET', '/lms/logistics_carry_fees', { ...admin(), query })).code).toBe(422);
    expect((await t.call('GET', '/lms/worker_orders', { ...admin(), query: { source_type: 'salary' } })).code).toBe(422);

    // the viewer reads but may not write; someone without the pages may not view
    expect((await t.call('GET', '/lms/logistics_carry_fees', { token: viewer, storeId: f.tenant.stores.a })).code).toBe(200);
    expect((await t.call('GET', `/lms/logistics_carry_fee/${draft.data.id}`, { token: viewer, storeId: f.tenant.stores.a })).code).toBe(200);
    expect((await fee(body(), { token: viewer, storeId: f.tenant.stores.a })).code).toBe(402);
    expect((await t.call('PUT', '/lms/logistics_carry_fee', { token: viewer, storeId: f.tenant.stores.a, body: { ...body(), id: draft.data.id } })).code).toBe(402);
    expect((await t.call('DELETE', `/lms/logistics_carry_fee/${draft.data.id}`, { token: viewer, storeId: f.tenant.stores.a })).code).toBe(402);
    expect((await confirm(draft.data.id, viewer)).code).toBe(402);
    expect((await t.call('GET', '/lms/logistics_carry_fee/orders', { token: viewer, storeId: f.tenant.stores.a })).code).toBe(402);
    expect((await t.call('GET', '/lms/worker_orders', { token: viewer, storeId: f.tenant.stores.a })).code).toBe(200);
    // the pages' worker selects: the list of workers, not a worker's detail
    expect((await t.call('GET', '/lms/workers', { token: viewer, storeId: f.tenant.stores.a, query: { role: 'loader' } })).code).toBe(200);
    expect((await t.call('GET', `/lms/worker/${loaders[0]}`, { token: viewer, storeId: f.tenant.stores.a })).code).toBe(401);
    expect((await t.call('GET', '/lms/worker_orders/export', { token: viewer, storeId: f.tenant.stores.a })).code).toBe(402);
    expect((await t.call('GET', '/lms/logistics_carry_fees', { token: nobody, storeId: f.tenant.stores.a })).code).toBe(401);
    expect((await t.call('GET', '/lms/worker_orders', { token: nobody, storeId: f.tenant.stores.a })).code).toBe(401);
    expect((await t.call('GET', '/lms/worker_orders/total', { token: nobody, storeId: f.tenant.stores.a })).code).toBe(401);

    // another tenant sees none of it
    const other = await t.tenant({});
    const theirs = { token: other.tokens.admin, storeId: other.stores.a };
    expect((await t.call('GET', `/lms/logistics_carry_fee/${draft.data.id}`, theirs)).code).toBe(404);
    expect((await t.call('PUT', `/lms/logistics_carry_fee/${draft.data.id}/confirm`, { ...theirs, body: {} })).code).toBe(404);
    expect((await t.call('DELETE', `/lms/logistics_carry_fee/${draft.data.id}`, theirs)).code).toBe(404);
    expect((await t.call<ListData<WorkerOrder>>('GET', '/lms/worker_orders', theirs)).data.list).toEqual([]);

    // an order that moved on refuses the charge at confirm (409), the draft stays
    expect((await t.call('PUT', `/oms/order/${shipped}/deliver`, { ...admin(), body: {} })).code).toBe(200);
    expect((await t.call('PUT', `/oms/order/${shipped}/complete`, { ...admin(), body: {} })).code).toBe(200);
    expect((await confirm(draft.data.id)).code).toBe(409);
    expect((await t.call<CarryFeeDetail>('GET', `/lms/logistics_carry_fee/${draft.data.id}`, admin())).data.status).toBe(1);
    expect((await t.call('DELETE', `/lms/logistics_carry_fee/${draft.data.id}`, admin())).code).toBe(200);
    expect((await t.call('GET', `/lms/logistics_carry_fee/${draft.data.id}`, admin())).code).toBe(404);
  });

  it('export worker orders through the export centre', async () => {
    const started = await t.call<{ id: number }>('GET', '/lms/worker_orders/export', { ...admin(), query: { source_type: 'carry_fee', worker_id: loaders[2] } });
    expect(started.code, started.message).toBe(200);
    const sheet = await downloadExport(t, f.tenant.tokens.admin, started.data.id);
    expect(sheet[0]).toEqual(['工人', '工种', '来源', '单号', '金额', '结算', '时间']);
    expect(sheet.slice(1).map((r) => [r[0], r[1], r[2], r[4], r[5]])).toEqual([['司机兼搬运丙', '司机兼装卸', '搬运', 12.34, '未结算'], ['司机兼搬运丙', '司机兼装卸', '搬运', 2.33, '未结算']]);
  });
});
