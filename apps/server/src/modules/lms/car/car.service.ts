import { sql, type SQL } from 'drizzle-orm';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Car, CarListQuery, CreateCarInput, UpdateCarInput } from '@tradewind/contract/lms/fleet.schema';
import { conflictIfTaken, queryOne, queryRows } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { currentStore, listStores, ownStores, timeText } from '../fleet/fleet-scope';

/** Cars (a store's: plate, model, default driver, status; models: car-model/). lms README "Fleet, settings and pay". */

type CarRow = Omit<Car, 'created_at'> & { created_at: Date | string };
const carSelect = sql`SELECT c.id, c.store_id, c.plate, c.car_model_id, m.name AS car_model_name, m.capacity_weight::text AS capacity_weight, m.capacity_volume::text AS capacity_volume,
    c.default_driver_id, d.name AS default_driver_name, c.status, c.remark, c.created_at
  FROM lms_cars AS c JOIN lms_car_models AS m ON m.id = c.car_model_id LEFT JOIN lms_workers AS d ON d.id = c.default_driver_id`;
const toCar = (ctx: RequestContext) => (r: CarRow): Car => ({ ...r, created_at: timeText(ctx, r.created_at)! });

export async function listCars(ctx: RequestContext, q: CarListQuery): Promise<ListData<Car>> {
  const conds: SQL[] = [sql`c.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.keyword) conds.push(sql`(c.plate ILIKE ${`%${escapeLike(q.keyword)}%`} OR d.name ILIKE ${`%${escapeLike(q.keyword)}%`})`);
  if (q.status !== undefined) conds.push(sql`c.status = ${q.status}`);
  if (q.car_model_id !== undefined) conds.push(sql`c.car_model_id = ${q.car_model_id}`);
  const where = sql.join(conds, sql` AND `);
  return paginate(q, {
    rows: (page) => queryRows<CarRow>(ctx.db, sql`${carSelect} WHERE ${where} ORDER BY c.id LIMIT ${page.limit} OFFSET ${page.offset}`),
    total: queryRows<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total FROM lms_cars AS c LEFT JOIN lms_workers AS d ON d.id = c.default_driver_id WHERE ${where}`),
    map: (rows) => rows.map(toCar(ctx)),
  });
}

async function readCar(ctx: RequestContext, id: number): Promise<Car> {
  const row = await queryOne<CarRow>(ctx.db, sql`${carSelect} WHERE c.id = ${id} AND c.store_id = ANY(${ownStores(ctx)}::int[])`);
  if (!row) throw notFound('lms.car_not_found');
  return toCar(ctx)(row);
}

/** The model exists (an off model keeps its cars but takes no new ones); the driver drives, is the store's and has not left. */
async function checkCar(ctx: RequestContext, input: CreateCarInput, storeId: number, current: { car_model_id: number } | null): Promise<void> {
  const model = await queryOne<{ status: number }>(ctx.db, sql`SELECT status FROM lms_car_models WHERE id = ${input.car_model_id}`);
  if (!model || (model.status !== 1 && current?.car_model_id !== input.car_model_id)) throw invalidField('car_model_id', 'lms.car_model_invalid');
  if (input.default_driver_id !== null) {
    const driver = await queryOne<{ id: number }>(
      ctx.db,
      sql`SELECT id FROM lms_workers WHERE id = ${input.default_driver_id} AND deleted_at IS NULL AND store_id = ${storeId} AND type IN (1, 3) AND status <> 0`,
    );
    if (!driver) throw invalidField('default_driver_id', 'lms.driver_invalid');
  }
}

async function plateFree(ctx: RequestContext, plate: string, exceptId: number): Promise<void> {
  const taken = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM lms_cars WHERE plate = ${plate} AND id <> ${exceptId} LIMIT 1`);
  if (taken) throw conflict('lms.plate_taken');
}

export async function createCar(ctx: RequestContext, input: CreateCarInput): Promise<Car> {
  const storeId = currentStore(ctx);
  await checkCar(ctx, input, storeId, null);
  await plateFree(ctx, input.plate, 0);
  const row = await conflictIfTaken('lms.plate_taken', () =>
    queryOne<{ id: number }>(
      ctx.db,
      sql`INSERT INTO lms_cars (tenant_id, store_id, plate, car_model_id, default_driver_id, status, remark)
          VALUES (${ctx.tenantId}, ${storeId}, ${input.plate}, ${input.car_model_id}, ${input.default_driver_id}, ${input.status}, ${input.remark}) RETURNING id`,
    ),
  );
  return readCar(ctx, row!.id);
}

export async function updateCar(ctx: RequestContext, input: UpdateCarInput): Promise<Car> {
  const car = await queryOne<{ id: number; store_id: number; car_model_id: number }>(
    ctx.db,
    sql`SELECT id, store_id, car_model_id FROM lms_cars WHERE id = ${input.id} AND store_id = ANY(${ownStores(ctx)}::int[]) FOR UPDATE`,
  );
  if (!car) throw notFound('lms.car_not_found');
  await checkCar(ctx, input, car.store_id, car);
  await plateFree(ctx, input.plate, input.id);
  await conflictIfTaken('lms.plate_taken', () =>
    ctx.db.execute(
      sql`UPDATE lms_cars SET plate = ${input.plate}, car_model_id = ${input.car_model_id}, default_driver_id = ${input.default_driver_id}, status = ${input.status},
            remark = ${input.remark}, updated_at = now() WHERE id = ${input.id}`,
    ),
  );
  return readCar(ctx, input.id);
}

/** DELETE /lms/car/{id}: only a car that was never on a line (retire it otherwise: status 0). */
export async function deleteCar(ctx: RequestContext, id: number): Promise<{ id: number }> {
  const car = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM lms_cars WHERE id = ${id} AND store_id = ANY(${ownStores(ctx)}::int[]) FOR UPDATE`);
  if (!car) throw notFound('lms.car_not_found');
  const line = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM lms_lines WHERE car_id = ${id} LIMIT 1`);
  if (line) throw conflict('lms.car_has_lines');
  await ctx.db.execute(sql`DELETE FROM lms_cars WHERE id = ${id}`);
  return { id };
}
