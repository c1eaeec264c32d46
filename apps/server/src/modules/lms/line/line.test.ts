import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompareResult, LineDetail, LineList, PreLine, StopOrder } from '@tradewind/contract/lms/line.schema';
import type { ListData } from '@tradewind/contract/common/envelope';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp } from '@/test/test-app';
import { lineFixture, type LineFixture } from '@/test/fixtures/lms/line-test-fixture';

const t = useTestApp();
let f: LineFixture;

const crew = () => ({ car_id: f.cars.van1, driver_id: f.workers.d1, helper_ids: [f.workers.l1] });
const orderState = async (ids: number[]) =>
  f.sql<{ id: number; status: number; line_id: number | null }>(sql`SELECT id, status, line_id FROM lms_logistics_orders WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY id`);

beforeAll(async () => {
  f = await lineFixture(t, createTestGoods);
});

describe('lines', () => {
  it('are made by hand with timed stops and loads, reordered, edited stop by stop, moved, locked, departed and cancelled — each rule refusing what it must', async () => {
    const ids = await f.orders(6);
    // who may do what
    expect((await f.call('GET', '/lms/lines', {}, 'nobody')).code).toBe(401);
    expect((await f.call('GET', '/lms/lines', {}, 'viewer')).code).toBe(200);
    expect((await f.call('POST', '/lms/line', { line_date: f.day, ...crew(), logistics_order_ids: ids.slice(0, 1) }, 'viewer')).code).toBe(402);
    const waiting = await f.ok<{ list: StopOrder[] }>('GET', '/lms/line/waiting_orders', { date: f.day });
    expect(waiting.list.map((o) => o.logistics_order_id)).toEqual(expect.arrayContaining(ids));

    // bad input: 422 on the field, nothing made
    const bad = async (body: Record<string, unknown>, field: string) => {
      const reply = await f.call<{ errors: Array<{ field: string }> }>('POST', '/lms/line', { line_date: f.day, ...crew(), logistics_order_ids: ids.slice(0, 2), ...body });
      expect(reply.code, JSON.stringify(reply)).toBe(422);
      expect(reply.data.errors[0].field).toBe(field);
    };
    await bad({ car_id: f.cars.broken }, 'car_id');
    await bad({ driver_id: f.workers.l2 }, 'driver_id');
    await bad({ driver_id: f.workers.away }, 'driver_id');
    await bad({ helper_ids: [f.workers.d1] }, 'helper_ids');
    await bad({ logistics_order_ids: [] }, 'logistics_order_ids');
    await bad({ logistics_order_ids: [ids[0], ids[0]] }, 'logistics_order_ids');
    await bad({ departure: '25:00' }, 'departure');
    await bad({ line_date: '2026-02-30' }, 'line_date');
    const [otherDay] = await f.orders(1, { day: '2030-01-01' });
    await bad({ logistics_order_ids: [otherDay] }, 'logistics_order_ids');
    expect((await orderState(ids)).every((o) => o.status === 0)).toBe(true);

    // a line of four stops: numbered, timed from the depot in order, loaded, logged
    const line = await f.ok<LineDetail>('POST', '/lms/line', { line_date: f.day, name: '浦东一线', ...crew(), departure: '07:30', logistics_order_ids: ids.slice(0, 4) });
    expect(line.number).toMatch(/^LN\d{8}-\d{4}$/);
    expect(line.status).toBe(1);
    expect(line.stops.map((s) => s.logistics_order_id)).toEqual(ids.slice(0, 4));
    expect(line.stops.map((s) => s.seq)).toEqual([1, 2, 3, 4]);
    // the departure set is the earliest: the car leaves as late as its first stop's slot allows (the solver's rule)
    expect(line.departure).toBe('07:30');
    expect(line.planned_start! >= `${f.day} 07:30:00`).toBe(true);
    const arrivals = line.stops.map((s) => s.planned_arrival!);
    expect([...arrivals].sort()).toEqual(arrivals);
    expect(line.stops.every((s) => s.distance_m > 0 && s.duration_s > 0)).toBe(true);
    expect(line.distance_m).toBe(line.stops.reduce((sum, s) => sum + s.distance_m, 0) + line.return_distance_m);
    expect(line.stop_count).toBe(4);
    expect(line.total_weight).toBe('320');
    expect(line.weight_pct).toBe(53.3);
    expect(line.helper_names).toEqual(['搬运小孙']);
    expect(line.logs.map((l) => [l.action, l.to_status])).toEqual([['create', 1]]);
    expect((await orderState(ids.slice(0, 4))).every((o) => o.status === 1 && o.line_id === line.id)).toBe(true);
    // the driver (a staff member) hears of it, and the message opens the line
    const [msg] = await f.sql<{ target_type: string; target_id: number; title: string }>(sql`SELECT target_type, target_id, title FROM messages WHERE staff_id = ${f.tenant.staff.driver} ORDER BY id DESC LIMIT 1`);
    expect(msg).toMatchObject({ target_type: 'line', target_id: line.id });
    expect(msg.title).toContain(line.number);

    // an order already on a line cannot go on another
    const taken = await f.call('POST', '/lms/line', { line_date: f.day, car_id: f.cars.van2, driver_id: f.workers.d2, logistics_order_ids: [ids[0]] });
    expect(taken.code).toBe(409);

    // reorder (exactly the line's stops), add, remove
    const reversed = [...ids.slice(0, 4)].reverse();
    expect((await f.ok<LineDetail>('PUT', `/lms/line/${line.id}/stops`, { logistics_order_ids: reversed })).stops.map((s) => s.logistics_order_id)).toEqual(reversed);
    expect((await f.call('PUT', `/lms/line/${line.id}/stops`, { logistics_order_ids: ids.slice(0, 3) })).code).toBe(409);
    const added = await f.ok<LineDetail>('POST', `/lms/line/${line.id}/stops`, { logistics_order_ids: [ids[4]] });
    expect(added.stops.map((s) => s.logistics_order_id)).toContain(ids[4]);
    expect(added.stop_count).toBe(5);
    const removed = await f.ok<LineDetail>('PUT', `/lms/line/${line.id}/remove_stop`, { logistics_order_id: ids[4] });
    expect(removed.stops.map((s) => s.logistics_order_id)).toEqual(reversed);
    expect(await orderState([ids[4]])).toEqual([{ id: ids[4], status: 0, line_id: null }]);

    // a second line; a locked stop stays put; moving it once unlocked; two people moving one stop: one wins
    const other = await f.ok<LineDetail>('POST', '/lms/line', { line_date: f.day, car_id: f.cars.van2, driver_id: f.workers.d2, logistics_order_ids: [ids[4], ids[5]] });
    await f.ok('PUT', `/lms/line/${line.id}/lock_stop`, { logistics_order_id: ids[3], locked: 1 });
    expect((await f.call('PUT', `/lms/line/${line.id}/move_stop`, { logistics_order_id: ids[3], to_line_id: other.id })).code).toBe(409);
    expect((await f.call('PUT', `/lms/line/${line.id}/remove_stop`, { logistics_order_id: ids[3] })).code).toBe(409);
    await f.ok('PUT', `/lms/line/${line.id}/lock_stop`, { logistics_order_id: ids[3], locked: 0 });
    expect((await f.call('PUT', `/lms/line/${line.id}/move_stop`, { logistics_order_id: ids[3], to_line_id: line.id })).code).toBe(422);
    const moves = await Promise.all([
      f.call('PUT', `/lms/line/${line.id}/move_stop`, { logistics_order_id: ids[3], to_line_id: other.id, position: 1 }),
      f.call('PUT', `/lms/line/${line.id}/move_stop`, { logistics_order_id: ids[3], to_line_id: other.id, position: 1 }, 'admin'),
    ]);
    expect(moves.map((m) => m.code).sort()).toEqual([200, 409]);
    const otherNow = await f.ok<LineDetail>('GET', `/lms/line/${other.id}`);
    expect(otherNow.stops.map((s) => s.logistics_order_id)).toEqual([ids[3], ids[4], ids[5]]);
    expect((await f.ok<LineDetail>('GET', `/lms/line/${line.id}`)).stop_count).toBe(3);

    // the header: crew and departure
    const edited = await f.ok<LineDetail>('PUT', '/lms/line', { id: line.id, name: '浦东一线', car_id: f.cars.truck, driver_id: f.workers.d1, helper_ids: [f.workers.l1, f.workers.l2], departure: '08:00' });
    expect(edited.car_id).toBe(f.cars.truck);
    expect(edited.weight_pct).toBe(12);
    expect(edited.departure).toBe('08:00');
    expect(edited.planned_start! >= `${f.day} 08:00:00`).toBe(true);

    // depart: orders 1 → 2, log, driver told; then nothing more may change it
    expect((await f.call('PUT', `/lms/line/${line.id}/depart`, {}, 'viewer')).code).toBe(402);
    const departed = await f.ok<LineDetail>('PUT', `/lms/line/${line.id}/depart`, { remark: '7 点半出发' });
    expect(departed.status).toBe(2);
    expect(departed.departed_at).not.toBeNull();
    // its state changes (the edits between are logged too: the other test)
    expect(departed.logs.filter((l) => l.from_status !== l.to_status).map((l) => [l.action, l.from_status, l.to_status, l.remark])).toEqual([['create', null, 1, null], ['depart', 1, 2, '7 点半出发']]);
    expect((await orderState(departed.stops.map((s) => s.logistics_order_id))).every((o) => o.status === 2)).toBe(true);
    // each order's log tells its way with the line: onto it, off it again, out with it
    const wayOf = async (id: number) =>
      (
        await f.sql<{ action: string; from_status: number | null; to_status: number }>(
          sql`SELECT action, from_status, to_status FROM document_logs WHERE document_type = 'logistics_order' AND document_id = ${id} AND action <> 'create' ORDER BY id`,
        )
      ).map((l) => [l.action, l.from_status, l.to_status]);
    expect(await wayOf(departed.stops[0].logistics_order_id)).toEqual([['plan', 0, 1], ['depart', 1, 2]]);
    expect(await wayOf(ids[4])).toEqual([['plan', 0, 1], ['unplan', 1, 0], ['plan', 0, 1]]);
    expect(await wayOf(ids[3])).toEqual([['plan', 0, 1], ['plan', 1, 1]]);
    const told = await f.sql<{ title: string }>(sql`SELECT title FROM messages WHERE staff_id = ${f.tenant.staff.driver} AND target_id = ${line.id} ORDER BY id`);
    expect(told).toHaveLength(2);
    for (const [method, url, body] of [
      ['PUT', `/lms/line/${line.id}/depart`, {}],
      ['PUT', `/lms/line/${line.id}/cancel`, {}],
      ['PUT', `/lms/line/${line.id}/remove_stop`, { logistics_order_id: ids[0] }],
      ['PUT', `/lms/line/${line.id}/stops`, { logistics_order_ids: departed.stops.map((s) => s.logistics_order_id) }],
      ['PUT', `/lms/line/${other.id}/move_stop`, { logistics_order_id: ids[4], to_line_id: line.id }],
    ] as const) {
      expect((await f.call(method, url, body)).code, url).toBe(409);
    }

    // cancel while planned: its orders wait again; an empty line cannot depart
    const cancelled = await f.ok<LineDetail>('PUT', `/lms/line/${other.id}/cancel`, { remark: '车坏了' });
    expect(cancelled.status).toBe(0);
    expect(cancelled.stops).toEqual([]);
    expect((await orderState([ids[3], ids[4], ids[5]])).every((o) => o.status === 0 && o.line_id === null)).toBe(true);

    // the list: tabs' counts, filters; the detail for a printer, not for a stranger
    const list = await f.ok<LineList>('GET', '/lms/lines', { start_date: f.day, end_date: f.day });
    expect(list.counts).toMatchObject({ all: 2, '0': 1, '2': 1 });
    expect((await f.ok<LineList>('GET', '/lms/lines', { status: 2, keyword: line.number })).list.map((l) => l.id)).toEqual([line.id]);
    expect((await f.call('GET', '/lms/lines', { start_date: f.day, end_date: '2020-01-01' })).code).toBe(422);
    expect((await f.call('GET', `/lms/line/${line.id}`, undefined, 'printer')).code).toBe(200);
    expect((await f.call('GET', `/lms/line/${line.id}`, undefined, 'nobody')).code).toBe(401);
    const stranger = await t.tenant({});
    expect((await t.call('GET', `/lms/line/${line.id}`, { token: stranger.tokens.admin, storeId: stranger.stores.a })).code).toBe(404);
    expect((await f.call<{ id: number }>('GET', '/lms/lines/export', { status: 2 })).code).toBe(200);
  });

  it('are timed as the solver times them after every edit, take added stops where they cost least, warn of a crew on two lines and log every edit', async () => {
    // four orders on one street east of the depot (People's Square, 121.4737): near, a 09:00 slot further, far; one to add between
    // (the day after the fixture's, so the other tests' days keep their lines)
    const day = new Date(Date.now() + 2 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const [near, slotted, far, between] = await f.orders(4, { slots: [null], day });
    const place = async (id: number, lng: number, lat: number, slot: string | null) => f.sql(sql`UPDATE lms_logistics_orders SET longitude = ${lng}, latitude = ${lat}, time_slot = ${slot} WHERE id = ${id}`);
    await place(near, 121.49, 31.25, null);
    await place(slotted, 121.53, 31.2304, '09:00-10:00');
    await place(far, 121.6, 31.2304, null);
    await place(between, 121.56, 31.2304, null);
    const seconds = (at: string | null) => (at ? Number(at.slice(11, 13)) * 3600 + Number(at.slice(14, 16)) * 60 + Number(at.slice(17, 19)) : NaN);

    // a day gone by is refused, for a line by hand as for one from a pre-line
    const past = await f.call<{ errors: Array<{ field: string; message: string }> }>('POST', '/lms/line', { line_date: '2020-01-02', ...crew(), logistics_order_ids: [near] });
    expect(past.code).toBe(422);
    expect(past.data.errors[0]).toMatchObject({ field: 'line_date', message: expect.stringContaining('2020-01-02') });

    const line = await f.ok<LineDetail>('POST', '/lms/line', { line_date: day, ...crew(), departure: '07:00', logistics_order_ids: [near, slotted, far] });
    expect(line.departure).toBe('07:00');
    // the first stop has no slot: the car leaves at 07:00, and waits at the 09:00 stop — shown as a wait, the arrival is when it gets there
    expect(line.planned_start).toBe(`${day} 07:00:00`);
    const waitAt = line.stops[1];
    expect(waitAt.waiting_s).toBeGreaterThan(0);
    expect(seconds(waitAt.planned_arrival) + waitAt.waiting_s).toBe(9 * 3600);

    // the first stop taken off: the car leaves later rather than waiting, never back to 07:00; less way, less time
    const fewer = await f.ok<LineDetail>('PUT', `/lms/line/${line.id}/remove_stop`, { logistics_order_id: near });
    expect(fewer.departure).toBe('07:00');
    expect(seconds(fewer.planned_start)).toBeGreaterThan(7 * 3600);
    expect(fewer.stops[0]).toMatchObject({ logistics_order_id: slotted, planned_arrival: `${day} 09:00:00`, waiting_s: 0 });
    expect(fewer.distance_m).toBeLessThan(line.distance_m);
    expect(fewer.duration_s).toBeLessThan(line.duration_s);
    expect(seconds(fewer.planned_start) + fewer.stops[0].duration_s).toBe(9 * 3600);

    // a stop added by hand goes where it adds least (between the two far ones), not at the end
    const added = await f.ok<LineDetail>('POST', `/lms/line/${line.id}/stops`, { logistics_order_ids: [between] });
    expect(added.stops.map((x) => x.logistics_order_id)).toEqual([slotted, between, far]);
    expect(added.distance_m).toBeLessThan(fewer.distance_m + 1000);
    const back = await f.ok<LineDetail>('POST', `/lms/line/${line.id}/stops`, { logistics_order_ids: [near] });
    expect(back.stop_count).toBe(4);

    // a crew on two open lines of the day: listed, not refused — on saving and in the detail; a cancelled line is no conflict
    const [spare] = await f.orders(1, { slots: [null], day });
    const second = await f.ok<LineDetail>('POST', '/lms/line', { line_date: day, car_id: f.cars.van2, driver_id: f.workers.d2, helper_ids: [f.workers.l1], logistics_order_ids: [spare] });
    expect(second.crew_conflicts).toEqual([{ worker_id: f.workers.l1, worker_name: '搬运小孙', line_id: line.id, line_number: line.number, line_name: null }]);
    const swapped = await f.ok<LineDetail>('PUT', '/lms/line', { id: second.id, car_id: f.cars.van2, driver_id: f.workers.d1, helper_ids: [f.workers.l1], departure: '07:30' });
    expect(swapped.crew_conflicts.map((c) => [c.worker_id, c.line_id])).toEqual([[f.workers.d1, line.id], [f.workers.l1, line.id]]);
    expect((await f.ok<LineDetail>('GET', `/lms/line/${line.id}`)).crew_conflicts.map((c) => c.line_id)).toEqual([second.id, second.id]);

    // every edit is in the log: stops added, reordered, locked and unlocked, removed, moved; crew and departure changed
    await f.ok('PUT', `/lms/line/${line.id}/stops`, { logistics_order_ids: [slotted, near, between, far] });
    await f.ok('PUT', `/lms/line/${line.id}/lock_stop`, { logistics_order_id: far, locked: 1 });
    await f.ok('PUT', `/lms/line/${line.id}/lock_stop`, { logistics_order_id: far, locked: 0 });
    await f.ok('PUT', `/lms/line/${line.id}/move_stop`, { logistics_order_id: far, to_line_id: second.id });
    const number = (id: number) => f.sql<{ number: string }>(sql`SELECT number FROM lms_logistics_orders WHERE id = ${id}`).then((r) => r[0].number);
    const logs = (await f.ok<LineDetail>('GET', `/lms/line/${line.id}`)).logs.map((l) => [l.action, l.remark]);
    expect(logs).toEqual([
      ['create', null],
      ['remove_stop', await number(near)],
      ['add_stop', await number(between)],
      ['add_stop', await number(near)],
      ['reorder_stops', [slotted, near, between, far].map(number).length && (await Promise.all([slotted, near, between, far].map(number))).join(', ')],
      ['lock_stop', await number(far)],
      ['unlock_stop', await number(far)],
      ['move_off_stop', `${await number(far)} → ${second.number}`],
    ]);
    const secondLogs = (await f.ok<LineDetail>('GET', `/lms/line/${second.id}`)).logs.map((l) => [l.action, l.remark]);
    expect(secondLogs).toEqual([
      ['create', null],
      ['change_driver', '赵师傅 → 李师傅'],
      ['change_departure', '07:00 → 07:30'],
      ['take_on_stop', `${await number(far)} ← ${line.number}`],
    ]);
    await f.ok('PUT', `/lms/line/${second.id}/cancel`, {});
    expect((await f.ok<LineDetail>('GET', `/lms/line/${line.id}`)).crew_conflicts).toEqual([]);
  });

  it('pre-lines are kept as standing routes, build a day’s line, and compare with the day’s lines', async () => {
    const customer = f.customers[1];
    const mine = await f.orders(3, { customer });
    const polygon = [[121.4, 31.2], [121.6, 31.2], [121.6, 31.3], [121.4, 31.3]];
    const body = { name: '张江线', area_description: '张江、川沙', area: polygon, customer_ids: [customer, f.customers[2]], car_id: f.cars.van2, driver_id: f.workers.d2, helper_ids: [f.workers.l2] };
    expect((await f.call('POST', '/lms/pre_line', body, 'viewer')).code).toBe(402);
    expect((await f.call('POST', '/lms/pre_line', { ...body, name: '' })).code).toBe(422);
    expect((await f.call('POST', '/lms/pre_line', { ...body, area: [[121.4, 31.2]] })).code).toBe(422);
    expect((await f.call('POST', '/lms/pre_line', { ...body, driver_id: f.workers.l1 })).code).toBe(422);
    const pre = await f.ok<PreLine>('POST', '/lms/pre_line', body);
    expect(pre.customers.map((c) => c.id)).toEqual([customer, f.customers[2]]);
    expect(pre.area).toHaveLength(5);
    expect((await f.call('POST', '/lms/pre_line', body)).code).toBe(409);
    const updated = await f.ok<PreLine>('PUT', '/lms/pre_line', { ...body, id: pre.id, name: '张江线（早）', sort: 2 });
    expect(updated.name).toBe('张江线（早）');
    expect((await f.ok<ListData<PreLine>>('GET', '/lms/pre_lines', { keyword: '张江' })).list.map((p) => p.id)).toEqual([pre.id]);

    const compared = await f.ok<CompareResult>('GET', '/lms/line/compare', { date: f.day, left: 'lines', right: 'pre_lines' });
    expect(compared.right.lines[0]).toMatchObject({ name: '张江线（早）', driver_name: '赵师傅' });
    expect(compared.right.lines[0].stop_count).toBeGreaterThanOrEqual(3);
    expect(compared.left.line_count).toBe(1);
    expect((await f.call('GET', '/lms/line/compare', { date: f.day, left: 'yesterday', right: 'lines' })).code).toBe(422);
    expect((await f.call('GET', '/lms/line/compare', { date: f.day, left: 'day:2026-13-45', right: 'lines' })).code).toBe(422);
    expect((await f.call('GET', '/lms/line/compare', { date: f.day, left: 'plan:999999', right: 'lines' })).code).toBe(422);
    expect((await f.call('GET', '/lms/line/compare', { date: f.day, left: 'lines', right: 'lines' }, 'viewer')).code).toBe(402);

    const built = await f.ok<LineDetail>('POST', '/lms/line/from_pre_line', { pre_line_id: pre.id, line_date: f.day });
    expect(built.pre_line_id).toBe(pre.id);
    expect(built.car_id).toBe(f.cars.van2);
    expect(built.stops.map((s) => s.logistics_order_id)).toEqual(expect.arrayContaining(mine));
    expect(built.stops.every((s) => [customer, f.customers[2]].includes(s.customer_id))).toBe(true);
    expect(built.logs[0].action).toBe('create_from_pre_line');
    expect((await f.call('POST', '/lms/line/from_pre_line', { pre_line_id: pre.id, line_date: '2031-01-01' })).code).toBe(422);
    // the day is the dispatcher's to pick, but not one gone by
    const past = await f.call<{ errors: Array<{ field: string }> }>('POST', '/lms/line/from_pre_line', { pre_line_id: pre.id, line_date: '2020-01-02' });
    expect(past.code).toBe(422);
    expect(past.data.errors[0].field).toBe('line_date');
    await f.ok('DELETE', `/lms/pre_line/${pre.id}`);
    expect((await f.call('GET', `/lms/pre_line/${pre.id}`)).code).toBe(404);
  });
});
