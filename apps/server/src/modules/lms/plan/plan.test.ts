import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LineDetail, LineMap, RoutePlanDetail } from '@tradewind/contract/lms/line.schema';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp } from '@/test/test-app';
import { lineFixture, type LineFixture } from '@/test/fixtures/lms/line-test-fixture';
import { withTenant } from '@/core/db/tenancy';
import { checkPlan } from '../routing/check-plan';
import { buildPlanInput } from './plan.service';
import type { RoutingInput, RoutingOutput } from '../routing/types';

const t = useTestApp();
let f: LineFixture;

beforeAll(async () => {
  f = await lineFixture(t, createTestGoods);
});

/** Reads the plan until it leaves solving; answers every progress seen on the way and the plan. */
async function solved(id: number): Promise<{ plan: RoutePlanDetail; seen: number[] }> {
  const seen: number[] = [];
  for (let i = 0; i < 150; i++) {
    const plan = await f.ok<RoutePlanDetail>('GET', `/lms/route_plan/${id}`);
    seen.push(plan.progress);
    if (plan.status !== 0) return { plan, seen };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`plan ${id} still solving`);
}

const stored = (id: number) => f.sql<{ input: RoutingInput; output: RoutingOutput }>(sql`SELECT input, output FROM lms_route_plans WHERE id = ${id}`).then(([r]) => r);

describe('route plans', () => {
  it('solve in the background with progress, respect capacities and windows, are edited, solved again with locked stops, and confirmed once into lines', async () => {
    // 12 orders of 100 kg: more than a van's 600 kg, so the plan needs several cars
    const ids = await f.orders(12, { weight: 100, volume: 0.4, slots: ['08:00-12:00', '09:00-17:00', '13:00-18:00'] });
    expect((await f.call('POST', '/lms/route_plan', { plan_date: f.day }, 'viewer')).code).toBe(402);
    expect((await f.call('POST', '/lms/route_plan', { plan_date: '2030-06-01' })).code).toBe(422);
    // every unavailable car and pre-line is named, not only the first
    const badCars = await f.call('POST', '/lms/route_plan', { plan_date: f.day, car_ids: [f.cars.broken, f.cars.van1, 99_999_999] });
    expect(badCars.code).toBe(422);
    expect(badCars.message).toContain(`${f.cars.broken}, 99999999`);
    const badPreLines = await f.call('POST', '/lms/route_plan', { plan_date: f.day, pre_line_ids: [99_999_998, 99_999_999] });
    expect(badPreLines.code).toBe(422);
    expect(badPreLines.message).toContain('99999998, 99999999');
    expect((await f.call('POST', '/lms/route_plan', { plan_date: f.day, solve_seconds: 0 })).code).toBe(422);

    const started = await f.ok<RoutePlanDetail>('POST', '/lms/route_plan', { plan_date: f.day, solve_seconds: 1 });
    expect(started.status).toBe(0);
    expect(started.unassigned.map((s) => s.logistics_order_id).sort((a, b) => a - b)).toEqual(ids);
    const { plan, seen } = await solved(started.id);
    expect(plan.status, plan.error ?? '').toBe(1);
    expect(plan.progress).toBe(100);
    expect(seen.at(-1)).toBe(100);
    expect(plan.unassigned).toEqual([]);
    expect(plan.lines.length).toBeGreaterThanOrEqual(2);
    expect(plan.lines.flatMap((l) => l.stops.map((s) => s.logistics_order_id)).sort((a, b) => a - b)).toEqual(ids);
    for (const line of plan.lines) {
      expect(line.weight_pct!).toBeLessThanOrEqual(100);
      expect(line.stops.map((s) => s.seq)).toEqual(line.stops.map((_, i) => i + 1));
      expect(line.distance_m).toBeGreaterThan(0);
    }
    expect(plan.violations).toEqual([]);
    expect(plan.distance_m).toBe(plan.lines.reduce((s, l) => s + l.distance_m, 0));
    // the stored VROOM-shaped input and output hold together under the routing module's own check
    const { input, output } = await stored(plan.id);
    expect(input.vehicles.map((v) => v.id).sort()).toEqual([f.cars.van1, f.cars.van2, f.cars.truck].sort());
    expect(input.jobs.find((j) => j.id === ids[0])!.delivery).toEqual([100_000, 400_000]);
    expect(checkPlan(input, output).violations).toEqual([]);
    // the map shows it among the day's plans
    const map = await f.ok<LineMap>('GET', '/lms/line_map', { date: f.day });
    expect(map.plans.map((p) => p.id)).toContain(plan.id);
    expect(map.waiting.length).toBeGreaterThanOrEqual(12);
    // asked for a day without waiting orders, the map still names the first day with some
    const later = await f.ok<LineMap>('GET', '/lms/line_map', { date: '2031-01-01' });
    expect([later.waiting.length, later.next_waiting_date]).toEqual([0, f.day]);
    expect(map.cars.map((c) => c.id)).not.toContain(f.cars.broken);
    expect(map.depot).toEqual({ longitude: '121.4737', latitude: '31.2304' });

    // edits: move a stop to another car, a stale version is refused, lock it there, solve again: it stays
    const [a, b] = plan.lines;
    const moved = a.stops[0].logistics_order_id;
    const edited = await f.ok<RoutePlanDetail>('PUT', `/lms/route_plan/${plan.id}/move_stop`, { logistics_order_id: moved, to_plan_line_id: b.id, position: 1, version: plan.version });
    expect(edited.lines.find((l) => l.id === b.id)!.stops[0].logistics_order_id).toBe(moved);
    expect(edited.version).toBe(plan.version + 1);
    expect((await f.call('PUT', `/lms/route_plan/${plan.id}/move_stop`, { logistics_order_id: moved, to_plan_line_id: a.id, version: plan.version })).code).toBe(409);
    expect((await f.call('PUT', `/lms/route_plan/${plan.id}/move_stop`, { logistics_order_id: moved, to_plan_line_id: 999999 })).code).toBe(422);
    const locked = await f.ok<RoutePlanDetail>('PUT', `/lms/route_plan/${plan.id}/lock_stop`, { logistics_order_id: moved, locked: 1 });
    expect(locked.lines.find((l) => l.id === b.id)!.stops.find((s) => s.logistics_order_id === moved)!.locked).toBe(1);
    expect((await f.call('PUT', `/lms/route_plan/${plan.id}/move_stop`, { logistics_order_id: moved, to_plan_line_id: a.id })).code).toBe(409);
    const unassigned = await f.ok<RoutePlanDetail>('PUT', `/lms/route_plan/${plan.id}/move_stop`, { logistics_order_id: a.stops.at(-1)!.logistics_order_id, to_plan_line_id: null });
    expect(unassigned.unassigned).toHaveLength(1);
    expect(unassigned.unassigned_count).toBe(1);
    expect((await f.call('PUT', `/lms/route_plan/${plan.id}/confirm`, {}, 'viewer')).code).toBe(402);
    await f.ok('PUT', `/lms/route_plan/${plan.id}/resolve`, { version: unassigned.version });
    expect((await f.call('PUT', `/lms/route_plan/${plan.id}/move_stop`, { logistics_order_id: moved, to_plan_line_id: a.id })).code).toBe(409);
    const again = (await solved(plan.id)).plan;
    expect(again.status).toBe(1);
    expect(again.unassigned).toEqual([]);
    const carOfMoved = again.lines.find((l) => l.stops.some((s) => s.logistics_order_id === moved))!;
    expect(carOfMoved.car_id).toBe(b.car_id);
    expect(carOfMoved.stops.find((s) => s.logistics_order_id === moved)!.locked).toBe(1);
    const second = await stored(plan.id);
    expect(checkPlan(second.input, second.output, { lockedJobs: [{ jobId: moved, vehicleId: b.car_id }] }).violations).toEqual([]);

    // another proposal of the day, made meanwhile, is out of date once one is confirmed
    const rival = await f.ok<RoutePlanDetail>('POST', '/lms/route_plan', { plan_date: f.day, solve_seconds: 1 });
    // two confirms at once: one makes the lines, the other is refused
    const confirms = await Promise.all([
      f.call<RoutePlanDetail>('PUT', `/lms/route_plan/${plan.id}/confirm`, {}),
      f.call<RoutePlanDetail>('PUT', `/lms/route_plan/${plan.id}/confirm`, {}, 'admin'),
    ]);
    expect(confirms.map((c) => c.code).sort()).toEqual([200, 409]);
    const confirmed = confirms.find((c) => c.code === 200)!.data;
    expect(confirmed.status).toBe(2);
    const lineIds = confirmed.lines.map((l) => l.line_id!);
    expect(lineIds.every((id) => id > 0)).toBe(true);
    const line = await f.ok<LineDetail>('GET', `/lms/line/${carOfMoved.line_id ?? confirmed.lines.find((l) => l.car_id === b.car_id)!.line_id}`);
    expect(line.plan_id).toBe(plan.id);
    expect(line.logs[0].action).toBe('create_from_plan');
    // timed as the proposal was (the solver's rules): the same leaving time, arrivals and waits; the plan's departure the earliest
    const proposed = again.lines.find((l) => l.car_id === line.car_id)!;
    expect(line.departure).toBe(plan.departure);
    expect(line.planned_start).toBe(proposed.planned_start);
    expect(line.stops.map((s) => [s.logistics_order_id, s.planned_arrival, s.waiting_s])).toEqual(proposed.stops.map((s) => [s.logistics_order_id, s.planned_arrival, s.waiting_s]));
    expect(line.distance_m).toBe(proposed.distance_m);
    expect(line.stops.find((s) => s.logistics_order_id === moved)!.locked).toBe(1);
    expect(line.number).toMatch(/^LN/);
    const states = await f.sql<{ status: number; n: number }>(sql`SELECT status, count(*)::int AS n FROM lms_logistics_orders WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) GROUP BY status`);
    expect(states).toEqual([{ status: 1, n: 12 }]);
    expect((await f.call('PUT', `/lms/route_plan/${plan.id}/move_stop`, { logistics_order_id: moved, to_plan_line_id: a.id })).code).toBe(409);
    expect((await solved(rival.id)).plan.status).toBe(4);
  });

  it('refuses to confirm a proposal whose order was put on a line meanwhile, and a discarded one', async () => {
    const ids = await f.orders(3, { day: '2031-03-03', weight: 50 });
    const started = await f.ok<RoutePlanDetail>('POST', '/lms/route_plan', { plan_date: '2031-03-03', car_ids: [f.cars.van1, f.cars.van2], solve_seconds: 1 });
    const { plan } = await solved(started.id);
    expect(plan.status).toBe(1);
    // someone lines one of its orders by hand
    await f.ok('POST', '/lms/line', { line_date: '2031-03-03', car_id: f.cars.truck, driver_id: f.workers.d3, logistics_order_ids: [ids[1]] });
    const refused = await f.call('PUT', `/lms/route_plan/${plan.id}/confirm`, {});
    expect(refused.code).toBe(409);
    const lines = await f.sql<{ n: number }>(sql`SELECT count(*)::int AS n FROM lms_lines WHERE plan_id = ${plan.id}`);
    expect(lines).toEqual([{ n: 0 }]);
    expect((await f.ok<RoutePlanDetail>('GET', `/lms/route_plan/${plan.id}`)).status).toBe(1);
    const discarded = await f.ok<RoutePlanDetail>('PUT', `/lms/route_plan/${plan.id}/discard`);
    expect(discarded.status).toBe(4);
    expect((await f.call('PUT', `/lms/route_plan/${plan.id}/confirm`, {})).code).toBe(409);
    const compared = await f.ok<{ left: { source: string; line_count: number } }>('GET', '/lms/line/compare', { date: '2031-03-03', left: `plan:${plan.id}`, right: 'lines' });
    expect(compared.left.line_count).toBeGreaterThanOrEqual(1);
  });
  it('routes a stop at its district centre, shown approximate, and names a stop without any location instead of dropping it', async () => {
    const [approximate, exact, nowhere] = await f.orders(3, { day: '2031-05-05', weight: 20 });
    await f.sql(sql`UPDATE lms_logistics_orders SET location_source = 'district' WHERE id = ${approximate} RETURNING id`);
    await f.sql(sql`UPDATE lms_logistics_orders SET longitude = NULL, latitude = NULL, location_source = NULL WHERE id = ${nowhere} RETURNING id`);
    const started = await f.ok<RoutePlanDetail>('POST', '/lms/route_plan', { plan_date: '2031-05-05', car_ids: [f.cars.van1], solve_seconds: 1 });
    const { plan } = await solved(started.id);
    expect(plan.status, plan.error ?? '').toBe(1);
    const routed = plan.lines.flatMap((l) => l.stops);
    expect(routed.map((s) => s.logistics_order_id).sort((a, b) => a - b)).toEqual([approximate, exact].sort((a, b) => a - b));
    expect(routed.find((s) => s.logistics_order_id === approximate)!.location_source).toBe('district');
    expect(plan.unassigned.map((s) => s.logistics_order_id)).toEqual([nowhere]);
    expect(plan.violations).toEqual([expect.stringContaining('没有位置，无法排线')]);
    expect(plan.violations[0]).toContain(plan.unassigned[0].logistics_order_no);

    // the settings' cost per vehicle reaches the solver in its metres; none leaves vehicles first
    const optionsOf = () => withTenant(t.app.database.db, f.tenant.tenantId, (tx) => buildPlanInput(tx, plan.id)).then((built) => built.options);
    expect((await optionsOf()).vehicleCost).toBeUndefined();
    await f.sql(sql`UPDATE lms_settings SET vehicle_cost_km = 12.5 RETURNING tenant_id`);
    expect((await optionsOf()).vehicleCost).toBe(12_500);
    await f.sql(sql`UPDATE lms_settings SET vehicle_cost_km = NULL RETURNING tenant_id`);
  });
});
