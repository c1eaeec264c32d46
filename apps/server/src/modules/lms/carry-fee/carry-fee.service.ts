import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import {
  CARRY_FEE_MODE,
  CARRY_FEE_STATES,
  CARRY_FEE_STATUS,
  type CarryFeeAction,
  type CarryFee,
  type CarryFeeDetail,
  type CarryFeeListQuery,
  type CarryFeeOrderOption,
  type CarryFeeQuote,
  type CarryFeeQuotePart,
  type CreateCarryFeeInput,
  type UpdateCarryFeeInput,
} from '@tradewind/contract/lms/fleet-pay.schema';
import { LOGISTICS_ORDER_STATUS } from '@tradewind/contract/lms/lms.schema';
import { ORDER_STATUS, PAY_TYPE } from '@tradewind/contract/oms/order.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { actorOf, listDocumentLogs, writeDocumentLog } from '@/core/documents/document-log';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { lockDocument, transition, type DocumentTable } from '@/core/documents/transition';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { recordEarning } from '@/modules/fms';
import { chargeCarryFee } from '@/modules/oms';
import { currentStore, intArray, listStores, ownStores, timeText } from '../fleet/fleet-scope';
import { readLogisticsSetting } from '../setting/setting.reader';
import { quoteCarryFee } from './carry-fee-quote';
import { customers } from '@/modules/crm/customer';
import { orders } from '@/modules/oms/order';
import { refuseUnknownIds } from '@/core/http/id-list';

const ord = alias(orders, 'o');
const cust = alias(customers, 'c');

/**
 * Carry fees (搬运费, lms README "Fleet, settings and pay"): per order, floors × pieces × rate (the settings'
 * rate unless given) or a fixed fee, carried by loaders. 1 draft (edit, delete) → 2 confirmed: charged on
 * the order (oms chargeCarryFee) and earned by the loaders (fms recordEarning, source 'carry_fee', split
 * evenly to the cent, the remainder to the first loader), in one transaction. Never edited once confirmed.
 */

const DOC = 'logistics_carry_fee' as const;

/** Each loader's share of `cents`: even, the remainder to the first. */
export function splitEvenly(cents: number, count: number): number[] {
  const base = Math.floor(cents / count);
  return Array.from({ length: count }, (_v, i) => base + (i === 0 ? cents - base * count : 0));
}

type FeeRow = Omit<CarryFee, 'workers' | 'created_at' | 'confirmed_at' | 'number' | 'quote'> & {
  quote: CarryFeeQuotePart[] | null;
  number: string | null;
  worker_ids: number[];
  worker_names: string[];
  created_at: Date | string;
  confirmed_at: Date | string | null;
};

const feeSelect = sql`SELECT f.id, f.number, f.store_id, f.order_id, ${ord.number} AS order_no, ${ord.status} AS order_status, ${ord.payType}, f.logistics_order_id, lo.number AS logistics_order_no,
    ${cust.name} AS customer_name, trim(concat_ws(' ', ${ord.areaString}, ${ord.address})) AS address, f.mode, f.floors, f.pieces, f.rate::text AS rate, f.amount::text AS amount, f.lift, f.template_id, f.template_name, f.quote,
    f.worker_ids, ARRAY(SELECT w.name FROM unnest(f.worker_ids) WITH ORDINALITY AS x(id, n) JOIN lms_workers AS w ON w.id = x.id ORDER BY x.n) AS worker_names,
    f.status, f.remark, cs.name AS created_by_name, f.created_at, f.confirmed_at
  FROM lms_carry_fees AS f JOIN ${orders} AS ${ord} ON ${ord.id} = f.order_id JOIN ${customers} AS ${cust} ON ${cust.id} = ${ord.customerId}
  LEFT JOIN lms_logistics_orders AS lo ON lo.id = f.logistics_order_id LEFT JOIN staff AS cs ON cs.id = f.created_by`;

const toFee =
  (ctx: RequestContext) =>
  ({ worker_ids, worker_names, ...r }: FeeRow): CarryFee => {
    const shares = splitEvenly(toCents(r.amount), worker_ids.length);
    return {
      ...r,
      number: r.number ?? '',
      workers: worker_ids.map((id, i) => ({ id, name: worker_names[i] ?? '', amount: fromCents(shares[i]) })),
      created_at: timeText(ctx, r.created_at)!,
      confirmed_at: timeText(ctx, r.confirmed_at),
    };
  };

/** GET /lms/logistics_carry_fees: the current store's, newest first. */
export async function listCarryFees(ctx: RequestContext, q: CarryFeeListQuery): Promise<ListData<CarryFee>> {
  const conds: SQL[] = [sql`f.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.keyword) {
    const k = `%${escapeLike(q.keyword)}%`;
    conds.push(sql`(f.number ILIKE ${k} OR ${ord.number} ILIKE ${k} OR ${cust.name} ILIKE ${k})`);
  }
  if (q.status !== undefined) conds.push(sql`f.status = ${q.status}`);
  if (q.worker_id !== undefined) conds.push(sql`${q.worker_id}::int = ANY(f.worker_ids)`);
  if (q.start_date) conds.push(sql`f.created_at >= (${q.start_date}::date)::timestamp AT TIME ZONE ${ctx.session.timeZone}`);
  if (q.end_date) conds.push(sql`f.created_at < (${q.end_date}::date + 1)::timestamp AT TIME ZONE ${ctx.session.timeZone}`);
  const where = sql.join(conds, sql` AND `);
  return paginate(q, {
    rows: (page) => queryRows<FeeRow>(ctx.db, sql`${feeSelect} WHERE ${where} ORDER BY f.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
    total: queryRows<{ total: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS total FROM lms_carry_fees AS f JOIN ${orders} AS ${ord} ON ${ord.id} = f.order_id JOIN ${customers} AS ${cust} ON ${cust.id} = ${ord.customerId} WHERE ${where}`,
    ),
    map: (rows) => rows.map(toFee(ctx)),
  });
}

export async function getCarryFee(ctx: RequestContext, id: number): Promise<CarryFeeDetail> {
  const row = await queryOne<FeeRow>(ctx.db, sql`${feeSelect} WHERE f.id = ${id} AND f.store_id = ANY(${ownStores(ctx)}::int[])`);
  if (!row) throw notFound('lms.carry_fee_not_found');
  return { ...toFee(ctx)(row), logs: await listDocumentLogs(ctx.db, DOC, id, ctx.session.timeZone) };
}

const orderStates = sql`(${ORDER_STATUS.shipping}, ${ORDER_STATUS.delivered})`;

/** GET /lms/logistics_carry_fee/orders: orders a fee may be for (out for delivery or delivered), by number or customer, the latest 20. */
export async function listCarryFeeOrders(ctx: RequestContext, keyword: string | undefined): Promise<CarryFeeOrderOption[]> {
  const k = keyword ? `%${escapeLike(keyword)}%` : null;
  return queryRows<CarryFeeOrderOption>(
    ctx.db,
    sql`SELECT ${ord.id} AS order_id, ${ord.number} AS order_no, ${ord.status}, ${cust.name} AS customer_name, trim(concat_ws(' ', ${ord.areaString}, ${ord.address})) AS address,
          lo.id AS logistics_order_id, lo.number AS logistics_order_no, ${ord.totalQty}::text AS total_qty, ${ord.carryFee}::text AS carry_fee
        FROM ${orders} AS ${ord} JOIN ${customers} AS ${cust} ON ${cust.id} = ${ord.customerId}
        LEFT JOIN LATERAL (SELECT l.id, l.number FROM lms_logistics_orders AS l WHERE l.order_id = ${ord.id} ORDER BY l.id DESC LIMIT 1) AS lo ON true
       WHERE ${ord.status} IN ${orderStates} AND ${ord.storeId} = ANY(${listStores(ctx)}::int[])
         ${k ? sql`AND (${ord.number} ILIKE ${k} OR ${cust.name} ILIKE ${k} OR lo.number ILIKE ${k})` : sql``}
       ORDER BY ${ord.id} DESC LIMIT 20`,
  );
}

type Resolved = { orderId: number; storeId: number; logisticsOrderId: number | null; rate: string | null; cents: number; quote: CarryFeeQuote | null };

/** The order (given, or its logistics order's), its state, the loaders and the amount; 422 on the field that is wrong. */
async function resolve(ctx: RequestContext, input: CreateCarryFeeInput, storeId: number | null): Promise<Resolved> {
  let orderId = input.order_id;
  let logisticsOrderId = input.logistics_order_id;
  if (logisticsOrderId !== null) {
    const lo = await queryOne<{ order_id: number }>(ctx.db, sql`SELECT order_id FROM lms_logistics_orders WHERE id = ${logisticsOrderId} AND store_id = ANY(${ownStores(ctx)}::int[])`);
    if (!lo || (orderId !== null && lo.order_id !== orderId)) throw invalidField('logistics_order_id', 'lms.carry_logistics_order_invalid');
    orderId = lo.order_id;
  }
  const order = await queryOne<{ id: number; store_id: number; status: number }>(
    ctx.db,
    sql`SELECT ${orders.id} AS id, ${orders.storeId} AS store_id, ${orders.status} AS status FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.storeId} = ANY(${ownStores(ctx)}::int[])`,
  );
  if (!order || (storeId !== null && order.store_id !== storeId)) throw invalidField('order_id', 'lms.carry_order_invalid');
  if (order.status !== ORDER_STATUS.shipping && order.status !== ORDER_STATUS.delivered) throw invalidField('order_id', 'lms.carry_order_state');
  if (logisticsOrderId === null) {
    const lo = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM lms_logistics_orders WHERE order_id = ${order.id} ORDER BY id DESC LIMIT 1`);
    logisticsOrderId = lo?.id ?? null;
  }

  const loaders = await queryRows<{ id: number }>(
    ctx.db,
    sql`SELECT id FROM lms_workers WHERE id = ANY(${intArray(input.worker_ids)}::int[]) AND deleted_at IS NULL AND store_id = ${order.store_id} AND type IN (2, 3) AND status <> 0`,
  );
  refuseUnknownIds('worker_ids', input.worker_ids, loaders.map((w) => Number(w.id)), 'lms.carry_worker_invalid', { each: true });

  const base = { orderId: order.id, storeId: order.store_id, logisticsOrderId };
  if (input.mode === CARRY_FEE_MODE.fixed) return { ...base, rate: null, cents: toCents(String(input.fixed_amount)), quote: null };
  // the store's carry-fee template (marketing) prices it when there is one; else floors × pieces × rate
  const quote = await quoteCarryFee(ctx.db, { storeId: order.store_id, orderId: order.id, floors: input.floors!, pieces: input.pieces!, lift: input.lift === 1 });
  const rate = quote ? (quote.parts.find((p) => p.kind === 'floors')?.rate ?? null) : input.rate !== null ? fromCents(toCents(String(input.rate))) : (await readLogisticsSetting(ctx.db)).carryFeeRate;
  const cents = quote ? toCents(quote.amount) : input.floors! * input.pieces! * toCents(rate!);
  if (cents <= 0) throw invalidField(quote ? 'floors' : 'rate', quote ? 'lms.carry_quote_zero' : 'lms.carry_amount_zero');
  if (cents > 999_999_999) throw invalidField('pieces', 'lms.amount_invalid');
  return { ...base, rate, cents, quote };
}

const feeColumns = (input: CreateCarryFeeInput, r: Resolved) =>
  sql`order_id = ${r.orderId}, logistics_order_id = ${r.logisticsOrderId}, mode = ${input.mode}, floors = ${input.mode === 1 ? input.floors : null},
    pieces = ${input.mode === 1 ? input.pieces : null}, rate = ${r.rate}::numeric, amount = ${fromCents(r.cents)}::numeric, worker_ids = ${intArray(input.worker_ids)}::int[],
    remark = ${input.remark}, lift = ${input.lift}, template_id = ${r.quote?.template_id ?? null}::int, template_name = ${r.quote?.template_name ?? null},
    quote = ${r.quote ? JSON.stringify(r.quote.parts) : null}::jsonb`;

/** POST /lms/logistics_carry_fee: a draft for an order of the caller's stores. */
export async function createCarryFee(ctx: RequestContext, input: CreateCarryFeeInput): Promise<CarryFeeDetail> {
  currentStore(ctx);
  const r = await resolve(ctx, input, null);
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO lms_carry_fees (tenant_id, store_id, order_id, mode, amount, worker_ids, status, created_by)
        VALUES (${ctx.tenantId}, ${r.storeId}, ${r.orderId}, ${input.mode}, ${fromCents(r.cents)}::numeric, ${intArray(input.worker_ids)}::int[], ${CARRY_FEE_STATUS.draft}, ${ctx.staffId})
        RETURNING id`,
  );
  const id = row!.id;
  await ctx.db.execute(sql`UPDATE lms_carry_fees SET ${feeColumns(input, r)} WHERE id = ${id}`);
  await writeDocumentLog(ctx.db, { type: DOC, id, action: 'create', from: null, to: CARRY_FEE_STATUS.draft, remark: input.remark, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, DOC, { timeZone: ctx.session.timeZone });
  await ctx.db.execute(sql`UPDATE lms_carry_fees SET number = ${number} WHERE id = ${id}`);
  ctx.audit.targetId = id;
  return getCarryFee(ctx, id);
}

/** The carry fees' table as their state changes see it: the caller's stores; 409 once confirmed. */
const FEES: DocumentTable<CarryFeeAction> = {
  type: DOC,
  table: 'lms_carry_fees',
  states: CARRY_FEE_STATES,
  scope: (ctx) => sql`store_id = ANY(${ownStores(ctx)}::int[])`,
  notFound: 'lms.carry_fee_not_found',
  conflict: () => conflict('lms.carry_fee_not_draft'),
};

/** GET /lms/logistics_carry_fee/quote: what the order's store's carry-fee template charges (null: no template; the form then uses the rate). */
export async function quoteForOrder(ctx: RequestContext, q: { order_id: number; floors: number; pieces: number; lift: 0 | 1 }): Promise<CarryFeeQuote | null> {
  const order = await queryOne<{ store_id: number }>(ctx.db, sql`SELECT ${orders.storeId} AS store_id FROM ${orders} WHERE ${orders.id} = ${q.order_id} AND ${orders.storeId} = ANY(${ownStores(ctx)}::int[])`);
  if (!order) throw invalidField('order_id', 'lms.carry_order_invalid');
  return quoteCarryFee(ctx.db, { storeId: order.store_id, orderId: q.order_id, floors: q.floors, pieces: q.pieces, lift: q.lift === 1 });
}

type LockedFee = { number: string | null; store_id: number; order_id: number; logistics_order_id: number | null; amount: string; worker_ids: number[] };

const lockFee = (ctx: RequestContext, id: number, action: CarryFeeAction) =>
  lockDocument<CarryFeeAction, LockedFee>(ctx, FEES, action, id, sql`number, store_id, order_id, logistics_order_id, amount::text AS amount, worker_ids`);

/** PUT /lms/logistics_carry_fee: a draft only (409 once confirmed); it stays with its store. */
export async function updateCarryFee(ctx: RequestContext, input: UpdateCarryFeeInput): Promise<CarryFeeDetail> {
  const fee = await lockFee(ctx, input.id, 'update');
  const r = await resolve(ctx, input, fee.store_id);
  await transition(ctx, FEES, 'update', fee, { set: feeColumns(input, r), remark: input.remark });
  return getCarryFee(ctx, input.id);
}

/** DELETE /lms/logistics_carry_fee/{id}: a draft only. */
export async function deleteCarryFee(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockFee(ctx, id, 'delete');
  await ctx.db.execute(sql`DELETE FROM lms_carry_fees WHERE id = ${id}`);
  return { id };
}

/**
 * PUT /lms/logistics_carry_fee/{id}/confirm: 1 → 2. Charges the order (oms chargeCarryFee: 409 when it is
 * no longer out for delivery or delivered) and records each loader's share as an earning; a loader who
 * left since the draft refuses it (422 worker_ids.n).
 */
export async function confirmCarryFee(ctx: RequestContext, id: number, remark: string | null): Promise<CarryFeeDetail> {
  const fee = await lockFee(ctx, id, 'confirm');
  const live = await queryRows<{ id: number }>(
    ctx.db,
    sql`SELECT id FROM lms_workers WHERE id = ANY(${intArray(fee.worker_ids)}::int[]) AND deleted_at IS NULL AND type IN (2, 3) AND status <> 0`,
  );
  refuseUnknownIds('worker_ids', fee.worker_ids, live.map((w) => Number(w.id)), 'lms.carry_worker_invalid', { each: true });
  const number = fee.number ?? String(id);
  // the delivery still to be signed for collects the fee at the door (cash on delivery); locked before the
  // order, in the sign-in's order (logistics order, then order)
  const unsigned = await queryOne<{ id: number; pay_type: number }>(
    ctx.db,
    sql`SELECT lo.id, ${ord.payType} FROM lms_logistics_orders AS lo JOIN ${orders} AS ${ord} ON ${ord.id} = lo.order_id
         WHERE lo.order_id = ${fee.order_id} AND lo.status IN (${LOGISTICS_ORDER_STATUS.waiting}, ${LOGISTICS_ORDER_STATUS.onLine}, ${LOGISTICS_ORDER_STATUS.departed})
         ORDER BY (lo.id = ${fee.logistics_order_id ?? 0}) DESC, lo.id LIMIT 1 FOR UPDATE OF lo`,
  );
  await chargeCarryFee(ctx, fee.order_id, { amount: fee.amount, docType: DOC, docId: id, docNo: number });
  if (unsigned && unsigned.pay_type === PAY_TYPE.cashOnDelivery) {
    await ctx.db.execute(sql`UPDATE lms_logistics_orders SET collect_amount = collect_amount + ${fee.amount}::numeric, updated_at = now() WHERE id = ${unsigned.id}`);
  }
  const shares = splitEvenly(toCents(fee.amount), fee.worker_ids.length);
  for (const [i, workerId] of fee.worker_ids.entries()) {
    if (shares[i] === 0) continue;
    await recordEarning(ctx.db, {
      targetType: 'worker',
      targetId: workerId,
      sourceType: 'carry_fee',
      sourceId: id,
      sourceNo: number,
      amount: fromCents(shares[i]),
      detail: { order_id: fee.order_id, amount: fee.amount, loaders: fee.worker_ids.length },
      storeId: fee.store_id,
      staffId: ctx.staffId,
    });
  }
  await transition(ctx, FEES, 'confirm', fee, { set: sql`confirmed_by = ${ctx.staffId}::int, confirmed_at = now()`, remark });
  return getCarryFee(ctx, id);
}
