import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { PreLine, PreLineInput, PreLineListQuery, UpdatePreLineInput } from '@tradewind/contract/lms/line.schema';
import { conflictIfTaken, queryOne, queryRows } from '@/core/db/database';
import { invalidField, notFound } from '@/core/http/errors';
import { pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { intArray, listStores, ownStores, timeText } from '../line/line.read';
import { customers } from '@/modules/crm/customer';

const cust = alias(customers, 'cu');

/**
 * Pre-lines (预排线路, standing routes; lms README "Lines, planning and the map"): a name, an area (text
 * and/or a polygon), the usual customers in order, the usual car and crew. Planning seeds its cars from
 * them; a day's line can be built from one (line.service lineFromPreLine).
 */

type Row = Omit<PreLine, 'created_at' | 'updated_at' | 'customers' | 'status'> & { status: number; created_at: Date | string; updated_at: Date | string; customers: PreLine['customers'] | null };

const select = sql`SELECT p.id, p.store_id, p.name, p.area_description, p.area, p.customer_ids, p.car_id, c.plate AS car_plate, p.driver_id, d.name AS driver_name, p.helper_ids,
    coalesce((SELECT array_agg(w.name ORDER BY array_position(p.helper_ids, w.id)) FROM lms_workers AS w WHERE w.id = ANY(p.helper_ids)), '{}') AS helper_names,
    (SELECT json_agg(json_build_object('id', ${cust.id}, 'name', ${cust.name}) ORDER BY array_position(p.customer_ids, ${cust.id})) FROM ${customers} AS ${cust} WHERE ${cust.id} = ANY(p.customer_ids)) AS customers,
    p.status, p.sort, p.remark, p.created_at, p.updated_at
  FROM lms_pre_lines AS p LEFT JOIN lms_cars AS c ON c.id = p.car_id LEFT JOIN lms_workers AS d ON d.id = p.driver_id`;

const toPreLine = (ctx: RequestContext, r: Row): PreLine => ({
  ...r,
  status: r.status === 1 ? 1 : 0,
  area: r.area ?? null,
  helper_names: r.helper_names ?? [],
  customers: typeof r.customers === 'string' ? (JSON.parse(r.customers) as PreLine['customers']) : (r.customers ?? []),
  created_at: timeText(ctx, r.created_at)!,
  updated_at: timeText(ctx, r.updated_at)!,
});

export async function listPreLines(ctx: RequestContext, q: PreLineListQuery): Promise<ListData<PreLine>> {
  const conds = [sql`p.deleted_at IS NULL`, sql`p.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.keyword) conds.push(sql`(p.name ILIKE ${`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} OR p.area_description ILIKE ${`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`);
  if (q.status !== undefined) conds.push(sql`p.status = ${q.status}`);
  const where = sql.join(conds, sql` AND `);
  const { limit, offset } = pageOf(q);
  const [rows, total] = await Promise.all([
    queryRows<Row>(ctx.db, sql`${select} WHERE ${where} ORDER BY p.sort, p.id LIMIT ${limit} OFFSET ${offset}`),
    queryOne<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM lms_pre_lines AS p WHERE ${where}`),
  ]);
  return { list: rows.map((r) => toPreLine(ctx, r)), pagination: { total: total?.n ?? 0, page: q.page, size: q.page_size } };
}

export async function getPreLine(ctx: RequestContext, id: number): Promise<PreLine> {
  const row = await queryOne<Row>(ctx.db, sql`${select} WHERE p.id = ${id} AND p.deleted_at IS NULL AND p.store_id = ANY(${ownStores(ctx)}::int[])`);
  if (!row) throw notFound('lms.pre_line_not_found');
  return toPreLine(ctx, row);
}

/** Car, crew and customers of the store (422 on the field otherwise). */
async function check(ctx: RequestContext, storeId: number, input: PreLineInput): Promise<void> {
  if (input.car_id !== null) {
    const car = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM lms_cars WHERE id = ${input.car_id} AND store_id = ${storeId} AND status <> 0`);
    if (!car) throw invalidField('car_id', 'lms.line_car_invalid');
  }
  const workers = [...(input.driver_id !== null ? [input.driver_id] : []), ...input.helper_ids];
  if (workers.length) {
    const found = await queryRows<{ id: number; type: number }>(ctx.db, sql`SELECT id, type FROM lms_workers WHERE id = ANY(${intArray(workers)}::int[]) AND store_id = ${storeId} AND deleted_at IS NULL AND status <> 0`);
    if (input.driver_id !== null && !found.some((w) => w.id === input.driver_id && w.type !== 2)) throw invalidField('driver_id', 'lms.line_driver_invalid');
    for (const h of input.helper_ids) if (!found.some((w) => w.id === h)) throw invalidField('helper_ids', 'lms.line_helper_invalid', { id: h });
  }
  if (input.customer_ids.length) {
    const found = await queryRows<{ id: number }>(ctx.db, sql`SELECT ${customers.id} AS id FROM ${customers} WHERE ${customers.id} = ANY(${intArray(input.customer_ids)}::int[])`);
    const missing = input.customer_ids.find((id) => !found.some((f) => f.id === id));
    if (missing !== undefined) throw invalidField('customer_ids', 'lms.pre_line_customer_invalid', { id: missing });
  }
}

/** `POST /lms/pre_line`: in the current store (else the caller's first). */
export async function createPreLine(ctx: RequestContext, input: PreLineInput): Promise<PreLine> {
  const storeId = ctx.storeId ?? ctx.session.storeIds[0];
  await check(ctx, storeId, input);
  const row = await conflictIfTaken('lms.pre_line_name_taken', () =>
    queryOne<{ id: number }>(
      ctx.db,
      sql`INSERT INTO lms_pre_lines (tenant_id, store_id, name, area_description, area, customer_ids, car_id, driver_id, helper_ids, status, sort, remark, created_by)
          VALUES (${ctx.tenantId}, ${storeId}, ${input.name}, ${input.area_description}, ${input.area ? JSON.stringify(input.area) : null}::jsonb, ${intArray(input.customer_ids)}::int[],
                  ${input.car_id}, ${input.driver_id}, ${intArray(input.helper_ids)}::int[], ${input.status}, ${input.sort}, ${input.remark}, ${ctx.staffId}) RETURNING id`,
    ),
  );
  return getPreLine(ctx, row!.id);
}

export async function updatePreLine(ctx: RequestContext, input: UpdatePreLineInput): Promise<PreLine> {
  const found = await queryOne<{ store_id: number }>(ctx.db, sql`SELECT store_id FROM lms_pre_lines WHERE id = ${input.id} AND deleted_at IS NULL AND store_id = ANY(${ownStores(ctx)}::int[]) FOR UPDATE`);
  if (!found) throw notFound('lms.pre_line_not_found');
  await check(ctx, found.store_id, input);
  await conflictIfTaken('lms.pre_line_name_taken', () =>
    ctx.db.execute(sql`UPDATE lms_pre_lines SET name = ${input.name}, area_description = ${input.area_description}, area = ${input.area ? JSON.stringify(input.area) : null}::jsonb,
      customer_ids = ${intArray(input.customer_ids)}::int[], car_id = ${input.car_id}, driver_id = ${input.driver_id}, helper_ids = ${intArray(input.helper_ids)}::int[],
      status = ${input.status}, sort = ${input.sort}, remark = ${input.remark}, updated_at = now() WHERE id = ${input.id}`),
  );
  return getPreLine(ctx, input.id);
}

/** `DELETE /lms/pre_line/:id`: soft delete; lines made from it keep their pre_line_id. */
export async function deletePreLine(ctx: RequestContext, id: number): Promise<{ id: number }> {
  const rows = await queryRows<{ id: number }>(ctx.db, sql`UPDATE lms_pre_lines SET deleted_at = now() WHERE id = ${id} AND deleted_at IS NULL AND store_id = ANY(${ownStores(ctx)}::int[]) RETURNING id`);
  if (!rows.length) throw notFound('lms.pre_line_not_found');
  return { id };
}
