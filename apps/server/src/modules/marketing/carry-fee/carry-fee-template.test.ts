import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { CarryFeeDetail, CarryFeeQuote } from '@tradewind/contract/lms/fleet-pay.schema';
import type { Worker } from '@tradewind/contract/lms/fleet.schema';
import type { CarryFeeTemplate } from '@tradewind/contract/marketing/template.schema';
import { logisticsFixture, type LogisticsFixture } from '@/test/fixtures/lms/logistics-test-fixture';
import type { TestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp } from '@/test/test-app';

/**
 * Carry-fee templates through the API (both databases), and lms's carry fees priced by them: the quote call,
 * mode 1 fees made and edited by the store's template (floors, lift, pieces, bulky goods of the order's
 * lines), and the settings' rate again once the template is disabled.
 */
const t = useTestApp();
let f: LogisticsFixture;
let loader: number;
let orderId: number;
/** the goods' one category (the logistics fixture makes its goods with pms's createTestGoods) */
let categoryId: number;

const admin = () => f.as('admin');
const body = (over: Record<string, unknown> = {}) => ({
  store_id: f.tenant.stores.a,
  name: '标准搬运',
  rate: 0.5,
  free_floors: 1,
  no_lift_rate: '0.30',
  bulky: [{ category_id: categoryId, fee: 1 }],
  minimum: 5,
  remark: null,
  ...over,
});
const save = (over: Record<string, unknown> = {}, who = admin()) => t.call<CarryFeeTemplate>('POST', '/marketing/carry_fee_template', { ...who, body: body(over) });
const fields = (reply: { data: unknown }) => ((reply.data as { errors?: Array<{ field: string }> }).errors ?? []).map((e) => e.field);
const quote = (query: Record<string, unknown>, who = admin()) => t.call<CarryFeeQuote | null>('GET', '/lms/logistics_carry_fee/quote', { ...who, query: { order_id: orderId, ...query } });
const fee = (extra: Record<string, unknown>) => ({ order_id: orderId, mode: 1, worker_ids: [loader], ...extra });

beforeAll(async () => {
  f = await logisticsFixture(t);
  categoryId = (f.goods as TestGoods).categoryId;
  const made = await t.call<Worker>('POST', '/lms/worker', { ...admin(), body: { name: '搬运老马', phone: `1580001${String(f.tenant.tenantId % 10000).padStart(4, '0')}`, type: 2 } });
  expect(made.code, made.message).toBe(200);
  loader = made.data.id;
  expect((await t.call('PUT', '/lms/setting', { ...admin(), body: { use_warehouse_depot: 1, average_speed_kmh: 30, service_minutes: 10, road_factor: 1.3, solve_seconds: 5, delivery_earning_basis: 1, driver_rate: 0, helper_rate: 0, carry_fee_rate: 0.5 } })).code).toBe(200);
  // 3 cases (12 a case) and 7 singles of the fixture's one category: 10 pieces of it
  orderId = await f.auditedOrder();
  await f.ship([orderId]);
});

describe('carry-fee templates', () => {
  it('are saved, listed, read, edited; a second for the store waits disabled', async () => {
    const made = await save();
    expect(made.code, made.message).toBe(200);
    expect(made.data).toMatchObject({ name: '标准搬运', rate: '0.50', free_floors: 1, no_lift_rate: '0.30', minimum: '5.00', status: 1, bulky: [{ category_id: categoryId, fee: '1.00' }] });
    expect(made.data.bulky[0].category_name).not.toBe('');
    const list = await t.call<ListData<CarryFeeTemplate>>('GET', '/marketing/carry_fee_templates', { ...admin(), query: { store_id: f.tenant.stores.a } });
    expect(list.data.list.map((x) => x.id)).toEqual([made.data.id]);
    const edited = await t.call<CarryFeeTemplate>('PUT', '/marketing/carry_fee_template', { ...admin(), body: { ...body({ remark: '含大件' }), id: made.data.id } });
    expect(edited.data.remark).toBe('含大件');
    const second = await save({ name: '夜间搬运' });
    expect(second.data.status).toBe(0);
    expect((await t.call('PUT', `/marketing/carry_fee_template/${second.data.id}/enable`, admin())).code).toBe(409);
    expect((await t.call('DELETE', `/marketing/carry_fee_template/${second.data.id}`, admin())).code).toBe(200);
    expect((await t.call('GET', `/marketing/carry_fee_template/${second.data.id}`, admin())).code).toBe(404);
  });

  it('price lms’s mode 1 carry fees: the quote shows each part and names the template', async () => {
    const stairs = await quote({ floors: 5, pieces: 6, lift: 0 });
    expect(stairs.code, stairs.message).toBe(200);
    expect(stairs.data).toMatchObject({ template_name: '标准搬运', amount: '29.20' });
    expect(stairs.data!.parts.map((p) => [p.kind, p.amount])).toEqual([
      ['floors', '12.00'],
      ['no_lift', '7.20'],
      ['bulky', '10.00'],
    ]);
    expect((await quote({ floors: 5, pieces: 6, lift: 1 })).data!.amount).toBe('22.00');
    const made = await t.call<CarryFeeDetail>('POST', '/lms/logistics_carry_fee', { ...admin(), body: fee({ floors: 5, pieces: 6, lift: 0, rate: 9 }) });
    expect(made.code, made.message).toBe(200);
    expect(made.data).toMatchObject({ amount: '29.20', rate: '0.50', lift: 0, template_name: '标准搬运' });
    expect(made.data.template_id).not.toBeNull();
    expect(made.data.quote!.map((p) => p.kind)).toEqual(['floors', 'no_lift', 'bulky']);
    const edited = await t.call<CarryFeeDetail>('PUT', '/lms/logistics_carry_fee', { ...admin(), body: { ...fee({ floors: 2, pieces: 1, lift: 1 }), id: made.data.id } });
    expect(edited.code, edited.message).toBe(200);
    // 1 floor × 1 piece × ¥0.50 + 10 bulky pieces × ¥1
    expect(edited.data).toMatchObject({ amount: '10.50', lift: 1 });
    // a fixed fee stays fixed
    const fixed = await t.call<CarryFeeDetail>('POST', '/lms/logistics_carry_fee', { ...admin(), body: { order_id: orderId, mode: 2, fixed_amount: 8, worker_ids: [loader] } });
    expect(fixed.data).toMatchObject({ amount: '8.00', template_id: null, quote: null });
  });

  it('without an enabled template the settings’ rate prices them again, and the quote is null', async () => {
    const id = (await t.call<ListData<CarryFeeTemplate>>('GET', '/marketing/carry_fee_templates', { ...admin(), query: { status: 1 } })).data.list[0].id;
    expect((await t.call('PUT', `/marketing/carry_fee_template/${id}/disable`, admin())).code).toBe(200);
    expect((await quote({ floors: 5, pieces: 6 })).data).toBeNull();
    const made = await t.call<CarryFeeDetail>('POST', '/lms/logistics_carry_fee', { ...admin(), body: fee({ floors: 5, pieces: 6 }) });
    expect(made.data).toMatchObject({ amount: '15.00', rate: '0.50', template_id: null, template_name: null, quote: null });
    expect((await t.call('PUT', `/marketing/carry_fee_template/${id}/enable`, admin())).code).toBe(200);
  });

  it('refuse a quote of nothing, bad input and calls without their permission', async () => {
    // the ground floor: its bulky goods still pay; without bulky goods the template charges nothing (422, nothing saved)
    expect((await quote({ floors: 1, pieces: 3 })).data!.amount).toBe('10.00');
    const id = (await t.call<ListData<CarryFeeTemplate>>('GET', '/marketing/carry_fee_templates', { ...admin(), query: { status: 1 } })).data.list[0].id;
    expect((await t.call('PUT', '/marketing/carry_fee_template', { ...admin(), body: { ...body({ bulky: [] }), id } })).code).toBe(200);
    const zero = await t.call('POST', '/lms/logistics_carry_fee', { ...admin(), body: fee({ floors: 1, pieces: 3 }) });
    expect([zero.code, fields(zero)]).toEqual([422, ['floors']]);
    expect(fields(await quote({ floors: 0, pieces: 1 }))).toEqual(['floors']);
    expect(fields(await quote({ order_id: 999_999, floors: 1, pieces: 1 }))).toEqual(['order_id']);
    expect(fields(await save({ name: '', rate: -1, free_floors: 201, minimum: 'x' }))).toEqual(expect.arrayContaining(['name', 'rate', 'free_floors', 'minimum']));
    expect(fields(await save({ bulky: [{ category_id: 999_999, fee: 1 }] }))).toEqual(['bulky.0.category_id']);
    expect(fields(await save({ bulky: [{ category_id: categoryId, fee: 1 }, { category_id: categoryId, fee: 2 }] }))).toEqual(['bulky.1.category_id']);
    expect((await t.call('PUT', '/marketing/carry_fee_template', { ...admin(), body: { ...body(), id: 999_999 } })).code).toBe(404);
    // the rep has neither the template nor the carry-fee permissions
    const rep = f.as('rep');
    expect((await t.call('GET', '/marketing/carry_fee_templates', rep)).code).toBe(401);
    expect((await save({}, rep)).code).toBe(402);
    expect((await t.call('PUT', '/marketing/carry_fee_template/1/disable', rep)).code).toBe(402);
    expect((await t.call('DELETE', '/marketing/carry_fee_template/1', rep)).code).toBe(402);
    expect((await quote({ floors: 2, pieces: 1 }, rep)).code).toBe(402);
  });
});
