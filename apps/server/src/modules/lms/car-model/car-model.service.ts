import { sql, type SQL } from 'drizzle-orm';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { CarModel, CarModelListQuery, CreateCarModelInput, UpdateCarModelInput } from '@tradewind/contract/lms/car-model.schema';
import { conflictIfTaken, queryOne, queryRows } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { conflict, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { timeText } from '../fleet/fleet-scope';

/**
 * Car models: the tenant's, with the length and the capacity by weight and volume that planning loads against;
 * cars (car/) are of one. lms README "Fleet, settings and pay".
 */

type ModelRow = Omit<CarModel, 'created_at'> & { created_at: Date | string };
const modelSelect = sql`SELECT m.id, m.name, m.length_m::text AS length_m, m.capacity_weight::text AS capacity_weight, m.capacity_volume::text AS capacity_volume, m.status, m.remark,
    (SELECT count(*)::int FROM lms_cars AS c WHERE c.car_model_id = m.id) AS car_count, m.created_at
  FROM lms_car_models AS m`;
const toModel = (ctx: RequestContext) => (r: ModelRow): CarModel => ({ ...r, created_at: timeText(ctx, r.created_at)! });

export async function listCarModels(ctx: RequestContext, q: CarModelListQuery): Promise<ListData<CarModel>> {
  const conds: SQL[] = [sql`true`];
  if (q.keyword) conds.push(sql`m.name ILIKE ${`%${escapeLike(q.keyword)}%`}`);
  if (q.status !== undefined) conds.push(sql`m.status = ${q.status}`);
  const where = sql.join(conds, sql` AND `);
  return paginate(q, {
    rows: (page) => queryRows<ModelRow>(ctx.db, sql`${modelSelect} WHERE ${where} ORDER BY m.id LIMIT ${page.limit} OFFSET ${page.offset}`),
    total: queryRows<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total FROM lms_car_models AS m WHERE ${where}`),
    map: (rows) => rows.map(toModel(ctx)),
  });
}

async function readModel(ctx: RequestContext, id: number): Promise<CarModel> {
  const row = await queryOne<ModelRow>(ctx.db, sql`${modelSelect} WHERE m.id = ${id}`);
  if (!row) throw notFound('lms.car_model_not_found');
  return toModel(ctx)(row);
}

async function modelNameFree(ctx: RequestContext, name: string, exceptId: number): Promise<void> {
  const taken = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM lms_car_models WHERE name = ${name} AND id <> ${exceptId} LIMIT 1`);
  if (taken) throw conflict('lms.car_model_name_taken');
}

export async function createCarModel(ctx: RequestContext, input: CreateCarModelInput): Promise<CarModel> {
  await modelNameFree(ctx, input.name, 0);
  const row = await conflictIfTaken('lms.car_model_name_taken', () =>
    queryOne<{ id: number }>(
      ctx.db,
      sql`INSERT INTO lms_car_models (tenant_id, name, length_m, capacity_weight, capacity_volume, status, remark)
          VALUES (${ctx.tenantId}, ${input.name}, ${input.length_m}, ${input.capacity_weight}, ${input.capacity_volume}, ${input.status}, ${input.remark}) RETURNING id`,
    ),
  );
  return readModel(ctx, row!.id);
}

export async function updateCarModel(ctx: RequestContext, input: UpdateCarModelInput): Promise<CarModel> {
  const row = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM lms_car_models WHERE id = ${input.id} FOR UPDATE`);
  if (!row) throw notFound('lms.car_model_not_found');
  await modelNameFree(ctx, input.name, input.id);
  await conflictIfTaken('lms.car_model_name_taken', () =>
    ctx.db.execute(
      sql`UPDATE lms_car_models SET name = ${input.name}, length_m = ${input.length_m}, capacity_weight = ${input.capacity_weight}, capacity_volume = ${input.capacity_volume},
            status = ${input.status}, remark = ${input.remark}, updated_at = now() WHERE id = ${input.id}`,
    ),
  );
  return readModel(ctx, input.id);
}

/** DELETE /lms/car_model/{id}: 409 while a car is of this model (turn it off instead). */
export async function deleteCarModel(ctx: RequestContext, id: number): Promise<{ id: number }> {
  const row = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM lms_car_models WHERE id = ${id} FOR UPDATE`);
  if (!row) throw notFound('lms.car_model_not_found');
  const used = await queryOne<{ plate: string }>(ctx.db, sql`SELECT plate FROM lms_cars WHERE car_model_id = ${id} ORDER BY plate LIMIT 1`);
  if (used) throw conflict('lms.car_model_in_use', { plate: used.plate });
  await ctx.db.execute(sql`DELETE FROM lms_car_models WHERE id = ${id}`);
  return { id };
}
