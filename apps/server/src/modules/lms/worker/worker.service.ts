import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import { LINE_STATUS } from '@tradewind/contract/lms/lms.schema';
import type { CreateWorkerInput, UpdateWorkerInput, Worker, WorkerDetail, WorkerListQuery, WorkerStaffOption } from '@tradewind/contract/lms/fleet.schema';
import { conflictIfTaken, queryOne, queryRows } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { currentStore, listStores, ownStores, timeText } from '../fleet/fleet-scope';
import { workerEarnings } from '@/modules/fms/ledger';
import { workerSettlements } from '@/modules/fms/settlement';

const earning = alias(workerEarnings, 'e');
const settlement = alias(workerSettlements, 'ws');

/**
 * Workers (司机、装卸工; docs/trading-model.md §5, lms README "Fleet, settings and pay"): drivers and loaders of a
 * store, maybe staff members. Deleting one is soft (its lines, sign-ins and earnings keep their name) and
 * refused while it is a car's default driver or on a planned or departed line.
 */

type WorkerRow = Omit<Worker, 'created_at' | 'updated_at' | 'licence_expiring'> & { created_at: Date | string; updated_at: Date | string; days_left: number | null };

const workerSelect = sql`SELECT w.id, w.store_id, st.name AS store_name, w.name, w.phone, w.type, w.staff_id, sf.name AS staff_name, w.id_card, w.licence_no, w.licence_class,
    to_char(w.licence_expires_on, 'YYYY-MM-DD') AS licence_expires_on, (w.licence_expires_on - current_date) AS days_left, w.photo, w.status, w.remark,
    coalesce((SELECT array_agg(c.plate ORDER BY c.plate) FROM lms_cars AS c WHERE c.default_driver_id = w.id), '{}') AS car_plates, w.created_at, w.updated_at
  FROM lms_workers AS w JOIN stores AS st ON st.id = w.store_id LEFT JOIN staff AS sf ON sf.id = w.staff_id`;

const toWorker =
  (ctx: RequestContext) =>
  ({ days_left, ...r }: WorkerRow): Worker => ({
    ...r,
    licence_expiring: days_left !== null && days_left <= 30,
    created_at: timeText(ctx, r.created_at)!,
    updated_at: timeText(ctx, r.updated_at)!,
  });

function workerWhere(ctx: RequestContext, q: Omit<WorkerListQuery, 'page' | 'page_size'>): SQL {
  const conds: SQL[] = [sql`w.deleted_at IS NULL`, sql`w.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.keyword) {
    const k = `%${escapeLike(q.keyword)}%`;
    conds.push(sql`(w.name ILIKE ${k} OR w.phone LIKE ${k} OR w.id_card LIKE ${k.toUpperCase()})`);
  }
  if (q.type !== undefined) conds.push(sql`w.type = ${q.type}`);
  if (q.status !== undefined) conds.push(sql`w.status = ${q.status}`);
  if (q.role === 'driver') conds.push(sql`w.type IN (1, 3)`);
  if (q.role === 'loader') conds.push(sql`w.type IN (2, 3)`);
  return sql.join(conds, sql` AND `);
}

/** GET /lms/workers: the current store's workers (live ones), newest first. */
export async function listWorkers(ctx: RequestContext, q: WorkerListQuery): Promise<ListData<Worker>> {
  const where = workerWhere(ctx, q);
  return paginate(q, {
    rows: (page) => queryRows<WorkerRow>(ctx.db, sql`${workerSelect} WHERE ${where} ORDER BY w.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
    total: queryRows<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total FROM lms_workers AS w WHERE ${where}`),
    map: (rows) => rows.map(toWorker(ctx)),
  });
}

async function readWorker(ctx: RequestContext, id: number): Promise<Worker> {
  const row = await queryOne<WorkerRow>(ctx.db, sql`${workerSelect} WHERE w.id = ${id} AND w.deleted_at IS NULL AND w.store_id = ANY(${ownStores(ctx)}::int[])`);
  if (!row) throw notFound('lms.worker_not_found');
  return toWorker(ctx)(row);
}

/** GET /lms/worker/{id}: the worker with the lines they drove or helped on, their sign-ins and earnings (the latest 50 of each). */
export async function getWorker(ctx: RequestContext, id: number): Promise<WorkerDetail> {
  const worker = await readWorker(ctx, id);
  const [lines, signIns, earnings, totals] = await Promise.all([
    queryRows<WorkerDetail['lines'][number]>(
      ctx.db,
      sql`SELECT l.id, coalesce(l.number, '') AS number, to_char(l.line_date, 'YYYY-MM-DD') AS line_date, l.name, c.plate AS car_plate,
            CASE WHEN l.driver_id = ${id} THEN 'driver' ELSE 'helper' END AS role, l.status, l.stop_count, l.distance_m
          FROM lms_lines AS l LEFT JOIN lms_cars AS c ON c.id = l.car_id
         WHERE l.driver_id = ${id} OR ${id}::int = ANY(l.helper_ids) ORDER BY l.line_date DESC, l.id DESC LIMIT 50`,
    ),
    // sign-ins of the stops of those lines (lms_sign_ins: the logistics part's table, migration 0037)
    queryRows<WorkerDetail['sign_ins'][number] & { signed_at: Date | string | null }>(
      ctx.db,
      sql`SELECT s.id, coalesce(l.number, '') AS line_number, o.order_no, o.customer_name, s.result, s.signer AS signer_name, s.collected_amount::text AS collected_amount, s.created_at AS signed_at
          FROM lms_sign_ins AS s JOIN lms_lines AS l ON l.id = s.line_id JOIN lms_logistics_orders AS o ON o.id = s.logistics_order_id
         WHERE l.driver_id = ${id} OR ${id}::int = ANY(l.helper_ids) ORDER BY s.id DESC LIMIT 50`,
    ),
    queryRows<WorkerDetail['earnings'][number] & { created_at: Date | string }>(
      ctx.db,
      sql`SELECT ${earning.id}, ${earning.sourceType}, ${earning.sourceId}, ${earning.sourceNo}, ${earning.amount}::text AS amount, ${earning.settledAt} IS NOT NULL AS settled, ${settlement.number} AS settlement_no, ${earning.createdAt}
          FROM ${workerEarnings} AS ${earning} LEFT JOIN ${workerSettlements} AS ${settlement} ON ${settlement.id} = ${earning.settlementId}
         WHERE ${earning.targetType} = 'worker' AND ${earning.targetId} = ${id} ORDER BY ${earning.id} DESC LIMIT 50`,
    ),
    queryOne<{ total: string; unsettled: string }>(
      ctx.db,
      sql`SELECT coalesce(sum(${earning.amount}), 0)::numeric(14, 2)::text AS total,
                 coalesce(sum(${earning.amount}) FILTER (WHERE ${earning.settledAt} IS NULL), 0)::numeric(14, 2)::text AS unsettled
          FROM ${workerEarnings} AS ${earning} WHERE ${earning.targetType} = 'worker' AND ${earning.targetId} = ${id}`,
    ),
  ]);
  return {
    ...worker,
    lines,
    sign_ins: signIns.map((s) => ({ ...s, signed_at: timeText(ctx, s.signed_at) })),
    earnings: earnings.map((e) => ({ ...e, created_at: timeText(ctx, e.created_at)! })),
    earning_total: totals!.total,
    unsettled_total: totals!.unsettled,
  };
}

/** GET /lms/worker/staff: the current store's staff a worker may be (enabled), with the worker each already is. */
export async function listWorkerStaff(ctx: RequestContext): Promise<WorkerStaffOption[]> {
  return queryRows<WorkerStaffOption>(
    ctx.db,
    sql`SELECT s.id, s.name, s.phone, (SELECT w.id FROM lms_workers AS w WHERE w.staff_id = s.id AND w.deleted_at IS NULL LIMIT 1) AS worker_id
          FROM staff AS s WHERE s.status = 1 AND s.deleted_at IS NULL
           AND EXISTS (SELECT 1 FROM staff_stores AS ss WHERE ss.staff_id = s.id AND ss.store_id = ANY(${listStores(ctx)}::int[]))
         ORDER BY s.name, s.id LIMIT 500`,
  );
}

/** The staff member is the tenant's and enabled, and no other live worker is them; the phone is free. */
async function checkWorker(ctx: RequestContext, input: CreateWorkerInput, exceptId: number | null): Promise<void> {
  if (input.staff_id !== null) {
    const staff = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM staff WHERE id = ${input.staff_id} AND deleted_at IS NULL AND status = 1`);
    if (!staff) throw invalidField('staff_id', 'lms.staff_not_found');
    const taken = await queryOne<{ id: number }>(
      ctx.db,
      sql`SELECT id FROM lms_workers WHERE staff_id = ${input.staff_id} AND deleted_at IS NULL AND id <> ${exceptId ?? 0} LIMIT 1`,
    );
    if (taken) throw conflict('lms.worker_staff_taken');
  }
  const phone = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM lms_workers WHERE phone = ${input.phone} AND deleted_at IS NULL AND id <> ${exceptId ?? 0} LIMIT 1`);
  if (phone) throw conflict('lms.worker_phone_taken');
}

const columns = (input: CreateWorkerInput) => sql`name = ${input.name}, phone = ${input.phone}, type = ${input.type}, staff_id = ${input.staff_id}, id_card = ${input.id_card},
  licence_no = ${input.type === 2 ? null : input.licence_no}, licence_class = ${input.type === 2 ? null : input.licence_class},
  licence_expires_on = ${input.type === 2 ? null : input.licence_expires_on}::date, photo = ${input.photo}, status = ${input.status}, remark = ${input.remark}`;

/** POST /lms/worker: a worker of the current store. */
export async function createWorker(ctx: RequestContext, input: CreateWorkerInput): Promise<Worker> {
  const storeId = currentStore(ctx);
  await checkWorker(ctx, input, null);
  const row = await conflictIfTaken('lms.worker_phone_taken', () =>
    queryOne<{ id: number }>(
      ctx.db,
      sql`INSERT INTO lms_workers (tenant_id, store_id, name, phone, type, created_by) VALUES (${ctx.tenantId}, ${storeId}, ${input.name}, ${input.phone}, ${input.type}, ${ctx.staffId}) RETURNING id`,
    ),
  );
  await ctx.db.execute(sql`UPDATE lms_workers SET ${columns(input)} WHERE id = ${row!.id}`);
  return readWorker(ctx, row!.id);
}

async function lockWorker(ctx: RequestContext, id: number): Promise<{ id: number; type: number }> {
  const row = await queryOne<{ id: number; type: number }>(
    ctx.db,
    sql`SELECT id, type FROM lms_workers WHERE id = ${id} AND deleted_at IS NULL AND store_id = ANY(${ownStores(ctx)}::int[]) FOR UPDATE`,
  );
  if (!row) throw notFound('lms.worker_not_found');
  ctx.audit.targetId = id;
  return row;
}

const defaultDriverOf = (ctx: RequestContext, id: number) => queryOne<{ plate: string }>(ctx.db, sql`SELECT plate FROM lms_cars WHERE default_driver_id = ${id} ORDER BY plate LIMIT 1`);

/** PUT /lms/worker. A car's default driver cannot become a loader only (409). */
export async function updateWorker(ctx: RequestContext, input: UpdateWorkerInput): Promise<Worker> {
  await lockWorker(ctx, input.id);
  await checkWorker(ctx, input, input.id);
  if (input.type === 2) {
    const car = await defaultDriverOf(ctx, input.id);
    if (car) throw conflict('lms.worker_is_default_driver', { plate: car.plate });
  }
  await conflictIfTaken('lms.worker_phone_taken', () => ctx.db.execute(sql`UPDATE lms_workers SET ${columns(input)}, updated_at = now() WHERE id = ${input.id}`));
  return readWorker(ctx, input.id);
}

/** DELETE /lms/worker/{id}: soft; 409 while a car's default driver or on a planned or departed line. */
export async function deleteWorker(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockWorker(ctx, id);
  const car = await defaultDriverOf(ctx, id);
  if (car) throw conflict('lms.worker_is_default_driver', { plate: car.plate });
  const line = await queryOne<{ number: string | null }>(
    ctx.db,
    sql`SELECT number FROM lms_lines WHERE status IN (${LINE_STATUS.planned}, ${LINE_STATUS.departed}) AND (driver_id = ${id} OR ${id}::int = ANY(helper_ids)) ORDER BY id LIMIT 1`,
  );
  if (line) throw conflict('lms.worker_on_line', { number: line.number ?? '' });
  await ctx.db.execute(sql`UPDATE lms_workers SET deleted_at = now(), updated_at = now() WHERE id = ${id}`);
  return { id };
}
