import { sql } from 'drizzle-orm';
import type { CompareQuery, CompareResult, ComparePlan, LineMap } from '@tradewind/contract/lms/line.schema';
import { queryRows } from '@/core/db/database';
import { invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { readMapSetting } from '@/modules/oms';
import { linesOfDay, listStores, nextWaitingDate, pct, plain, readWaitingOrders } from '../line/line.read';
import { getPlan, plansOfDay } from '../plan/plan.service';
import { coordsOf, departureSeconds, depotOf, timeSequence } from '../plan/route-timing';
import { readLogisticsSetting } from '../setting/setting.reader';

/**
 * The line map (/lms/line_map/index) and compare (/lms/line/compare): what a day looks like — waiting
 * orders, lines with their stops, available cars, the day's plans — and two plans of a day side by side.
 */

function mapStores(ctx: RequestContext): string {
  const id = ctx.storeId ?? ctx.session.storeIds[0] ?? 0;
  return `{${id}}`;
}

/** `GET /lms/line_map?date=`: the current store's day on the map. */
export async function lineMap(ctx: RequestContext, date: string): Promise<LineMap> {
  const stores = mapStores(ctx);
  const storeId = Number(stores.slice(1, -1));
  const setting = await readLogisticsSetting(ctx.db);
  const [waiting, nextWaiting, lines, cars, workers, plans, tiles, depot] = await Promise.all([
    readWaitingOrders(ctx, stores, date),
    nextWaitingDate(ctx, stores),
    linesOfDay(ctx, stores, date),
    queryRows<LineMap['cars'][number]>(
      ctx.db,
      sql`SELECT c.id, c.plate, cm.name AS car_model_name, cm.capacity_weight::text AS capacity_weight, cm.capacity_volume::text AS capacity_volume,
            c.default_driver_id, d.name AS default_driver_name
          FROM lms_cars AS c JOIN lms_car_models AS cm ON cm.id = c.car_model_id LEFT JOIN lms_workers AS d ON d.id = c.default_driver_id
         WHERE c.store_id = ${storeId} AND c.status = 1 ORDER BY c.id`,
    ),
    queryRows<{ id: number; name: string; type: number }>(ctx.db, sql`SELECT id, name, type FROM lms_workers WHERE store_id = ${storeId} AND status = 1 AND deleted_at IS NULL ORDER BY id`),
    plansOfDay(ctx, stores, date),
    readMapSetting(ctx.db),
    depotOf(ctx.db, storeId, setting),
  ]);
  return {
    date,
    tile_url: tiles.map_tile_url,
    depot: depot ? { longitude: plain(depot.longitude), latitude: plain(depot.latitude) } : null,
    waiting,
    next_waiting_date: nextWaiting,
    lines,
    cars: cars.map((c) => ({ ...c, capacity_weight: plain(c.capacity_weight), capacity_volume: plain(c.capacity_volume) })),
    workers,
    plans,
  };
}

type CompareLine = ComparePlan['lines'][number];

const summed = (source: string, date: string, lines: CompareLine[], unassigned: number): ComparePlan => ({
  source,
  date,
  line_count: lines.length,
  stop_count: lines.reduce((s, l) => s + l.stop_count, 0),
  unassigned_count: unassigned,
  distance_m: lines.reduce((s, l) => s + l.distance_m, 0),
  duration_s: lines.reduce((s, l) => s + l.duration_s, 0),
  lines,
});

/** The standing routes on a day's orders: each pre-line's car takes its usual customers' orders of the day in their usual order. */
async function preLinesOnDay(ctx: RequestContext, date: string): Promise<ComparePlan> {
  const stores = listStores(ctx);
  const setting = await readLogisticsSetting(ctx.db);
  const pres = await queryRows<{ id: number; name: string; store_id: number; customer_ids: number[]; plate: string | null; driver_name: string | null; capacity_weight: string | null; capacity_volume: string | null }>(
    ctx.db,
    sql`SELECT p.id, p.name, p.store_id, p.customer_ids, c.plate, d.name AS driver_name, cm.capacity_weight::text AS capacity_weight, cm.capacity_volume::text AS capacity_volume
          FROM lms_pre_lines AS p LEFT JOIN lms_cars AS c ON c.id = p.car_id LEFT JOIN lms_car_models AS cm ON cm.id = c.car_model_id LEFT JOIN lms_workers AS d ON d.id = p.driver_id
         WHERE p.store_id = ANY(${stores}::int[]) AND p.deleted_at IS NULL AND p.status = 1 ORDER BY p.sort, p.id`,
  );
  const orders = await queryRows<{ id: number; store_id: number; customer_id: number; longitude: string | null; latitude: string | null; time_slot: string | null; pieces: string; weight: string; volume: string }>(
    ctx.db,
    sql`SELECT id, store_id, customer_id, longitude::text AS longitude, latitude::text AS latitude, time_slot, pieces::text AS pieces, weight::text AS weight, volume::text AS volume
          FROM lms_logistics_orders WHERE store_id = ANY(${stores}::int[]) AND delivery_date = ${date}::date ORDER BY id`,
  );
  const taken = new Set<number>();
  const lines: CompareLine[] = [];
  for (const p of pres) {
    const own = orders
      .filter((o) => o.store_id === p.store_id && p.customer_ids.includes(o.customer_id) && !taken.has(o.id))
      .sort((a, b) => p.customer_ids.indexOf(a.customer_id) - p.customer_ids.indexOf(b.customer_id) || a.id - b.id);
    if (own.length === 0) continue;
    own.forEach((o) => taken.add(o.id));
    const timing = await timeSequence(own.map((o) => ({ id: o.id, coords: coordsOf(o), slot: o.time_slot })), await depotOf(ctx.db, p.store_id, setting), departureSeconds(null), setting);
    const weight = own.reduce((s, o) => s + Number(o.weight), 0).toFixed(3);
    const volume = own.reduce((s, o) => s + Number(o.volume), 0).toFixed(6);
    lines.push({
      name: p.name,
      car_plate: p.plate,
      driver_name: p.driver_name,
      stop_count: own.length,
      total_pieces: plain(own.reduce((s, o) => s + Number(o.pieces), 0).toFixed(3)),
      total_weight: plain(weight),
      total_volume: plain(volume),
      capacity_weight: p.capacity_weight === null ? null : plain(p.capacity_weight),
      capacity_volume: p.capacity_volume === null ? null : plain(p.capacity_volume),
      weight_pct: pct(weight, p.capacity_weight),
      volume_pct: pct(volume, p.capacity_volume),
      distance_m: Math.round(timing.distance),
      duration_s: Math.round(timing.duration),
    });
  }
  return summed('pre_lines', date, lines, orders.length - taken.size);
}

async function comparePlan(ctx: RequestContext, field: 'left' | 'right', source: string, date: string): Promise<ComparePlan> {
  if (source === 'pre_lines') return preLinesOnDay(ctx, date);
  if (source.startsWith('plan:')) {
    const plan = await getPlan(ctx, Number(source.slice(5))).catch(() => {
      throw invalidField(field, 'lms.compare_plan_invalid');
    });
    return summed(source, plan.plan_date, plan.lines.filter((l) => l.stop_count > 0).map((l) => ({ ...l, name: l.car_plate, car_plate: l.car_plate, driver_name: l.driver_name })), plan.unassigned.length);
  }
  const day = source.startsWith('day:') ? source.slice(4) : date;
  const lines = await linesOfDay(ctx, listStores(ctx), day);
  const waiting = await readWaitingOrders(ctx, listStores(ctx), day);
  return summed(source, day, lines.map((l) => ({ ...l, name: l.name ?? l.number })), waiting.length);
}

/** `GET /lms/line/compare?date=&left=&right=`: two plans of a day side by side. */
export async function compare(ctx: RequestContext, q: CompareQuery): Promise<CompareResult> {
  const [left, right] = await Promise.all([comparePlan(ctx, 'left', q.left, q.date), comparePlan(ctx, 'right', q.right, q.date)]);
  return { left, right };
}
