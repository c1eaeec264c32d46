import { sql } from 'drizzle-orm';
import { CreateLineSchema, PreLineInputSchema } from '@tradewind/contract/lms/line.schema';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import type { TenantIds } from '@/modules/system/tenant';
import { createLine, createPreLine, departLine } from '@/modules/lms';

/**
 * Issue 19 demo step 3 (lms README "Lines, planning and the map"), after the day of waiting logistics
 * orders: the master store's standing routes — two with a car, a driver and their usual customers (the
 * first four waiting orders' customers), one described by its area only — a line that has departed (two
 * stops, driven by the staff member among the drivers, which the sign-in demo then completes) and a
 * planned line (two stops), all through the pages' own functions. The rest waits for smart routing.
 * Without cars and drivers (the fleet demo absent) it does nothing.
 */
export async function seedDemoLines(base: RequestContext, ids: TenantIds): Promise<void> {
  const storeId = ids.stores.sh;
  const ctx: RequestContext = { ...base, storeId, session: { ...base.session, storeIds: Object.values(ids.stores), isSuper: true } };
  const cars = await queryRows<{ id: number; driver_id: number | null }>(
    ctx.db,
    sql`SELECT c.id, c.default_driver_id AS driver_id FROM lms_cars AS c WHERE c.store_id = ${storeId} AND c.status = 1 ORDER BY c.id`,
  );
  const drivers = await queryRows<{ id: number; staff_id: number | null }>(
    ctx.db,
    sql`SELECT id, staff_id FROM lms_workers WHERE store_id = ${storeId} AND status = 1 AND type IN (1, 3) AND deleted_at IS NULL ORDER BY (staff_id IS NULL), id`,
  );
  const loaders = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM lms_workers WHERE store_id = ${storeId} AND status = 1 AND type IN (2, 3) AND deleted_at IS NULL ORDER BY id`);
  if (cars.length < 3 || drivers.length < 2) return;
  // the day the demo ships for: the one with most waiting orders
  const [day] = await queryRows<{ day: string }>(
    ctx.db,
    sql`SELECT delivery_date::text AS day FROM lms_logistics_orders WHERE store_id = ${storeId} AND status = 0 AND longitude IS NOT NULL GROUP BY delivery_date ORDER BY count(*) DESC, delivery_date LIMIT 1`,
  );
  if (!day) return;
  const orders = await queryRows<{ id: number; customer_id: number }>(
    ctx.db,
    sql`SELECT id, customer_id FROM lms_logistics_orders WHERE store_id = ${storeId} AND status = 0 AND delivery_date = ${day.day}::date AND longitude IS NOT NULL ORDER BY id`,
  );
  if (orders.length < 8) return;
  const driverOf = (car: { driver_id: number | null }, fallback: number) => car.driver_id ?? drivers[fallback % drivers.length].id;
  const helper = (n: number) => (loaders[n] && !drivers.some((d) => d.id === loaders[n].id) ? [loaders[n].id] : []);

  await createPreLine(ctx, PreLineInputSchema.parse({
    name: '张江线',
    area_description: '张江、金科路一带',
    area: [[121.56, 31.19], [121.63, 31.19], [121.63, 31.23], [121.56, 31.23]],
    customer_ids: orders.slice(0, 2).map((o) => o.customer_id),
    car_id: cars[0].id,
    driver_id: driverOf(cars[0], 0),
    helper_ids: helper(0),
  }));
  await createPreLine(ctx, PreLineInputSchema.parse({
    name: '世纪公园线',
    area_description: '世纪公园、花木',
    customer_ids: orders.slice(2, 4).map((o) => o.customer_id),
    car_id: cars[1].id,
    driver_id: driverOf(cars[1], 1),
    sort: 1,
  }));
  await createPreLine(ctx, PreLineInputSchema.parse({ name: '川沙线', area_description: '川沙镇及周边，按需派车', sort: 2, status: 1 }));

  // the departed line: the staff member among the drivers drives it, so the sign-in demo signs as them
  const staffDriver = drivers.find((d) => d.staff_id !== null) ?? drivers[0];
  const departed = await createLine(ctx, CreateLineSchema.parse({
    line_date: day.day,
    name: '早班一线',
    car_id: cars[2].id,
    driver_id: staffDriver.id,
    helper_ids: helper(1).filter((h) => h !== staffDriver.id),
    departure: '07:30',
    logistics_order_ids: orders.slice(6, 8).map((o) => o.id),
  }));
  await departLine(ctx, departed.id, '按时发车');
  const plannedCar = cars[3] ?? cars[0];
  const plannedDriver = drivers.find((d) => d.id !== staffDriver.id && d.id !== driverOf(cars[0], 0)) ?? drivers.find((d) => d.id !== staffDriver.id)!;
  if (orders.length >= 10) {
    await createLine(ctx, CreateLineSchema.parse({
      line_date: day.day,
      name: '下午补送',
      car_id: plannedCar.id,
      driver_id: plannedDriver.id,
      departure: '13:00',
      logistics_order_ids: orders.slice(8, 10).map((o) => o.id),
    }));
  }
}
