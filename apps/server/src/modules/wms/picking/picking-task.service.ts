import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import { startsFrom } from '@tradewind/contract/common/document-states';
import {
  PICKING_LIST_STATES,
  PICKING_TASK_STATES,
  PickingTaskStatus,
  PickingUnitStatus,
  type ConfirmPickingInput,
  type CreatePickingTaskInput,
  type Picker,
  type PickingListAction,
  type PickingTask,
  type PickingTaskAction,
  type PickingTaskDetail,
  type PickingTaskQuery,
} from '@tradewind/contract/wms/picking.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { actorOf, listDocumentLogs, writeDocumentLog } from '@/core/documents/document-log';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { lockDocument, requireState, transition, type DocumentTable } from '@/core/documents/transition';
import { conflict, invalid, invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { recordEarning } from '@/modules/fms';
import { skus, spus, units } from '@/modules/pms';
import { saleOrderSource } from '../fulfilment/sale-source';
import { plainDecimal } from '../stock/quantity';
import { earningsOf } from './picking-price-rule.service';
import { fromCents, fromMilli, milli, minBig } from './picking-quantity';
import { intArray, listStores, ownStores, timeText } from './picking-scope';
import { pickingWorkerName, pickingWorkerSource } from './picking-worker-source';
import { refuseUnknownIds } from '@/core/http/id-list';

const sku = alias(skus, 's');
const spu = alias(spus, 'p');
const unitU = alias(units, 'u');

/**
 * Picking tasks (拣货任务), docs/trading-model.md §3: a wave's lines given to one picker, confirmed line by line (a short
 * pick with its reason), finished — earnings recorded, the picked quantities shared out to the orders'
 * lines, and each order whose lines are all picked told so. README "Picking".
 */

export const PICK_PERMISSION = 'wms:picking_task:pick';

/** Staff who may pick in a store: enabled, working in the store, with a role granting the pick permission (or super). */
const pickerCondition = (storeId: number) => sql`s.status = 1 AND s.deleted_at IS NULL
  AND EXISTS (SELECT 1 FROM staff_stores AS ss WHERE ss.staff_id = s.id AND ss.store_id = ${storeId})
  AND EXISTS (SELECT 1 FROM staff_roles AS sr JOIN roles AS r ON r.id = sr.role_id WHERE sr.staff_id = s.id AND (r.is_super OR ${PICK_PERMISSION} = ANY(r.permissions)))`;

/** GET /wms/picking_task/pickers: who a task may be given to in the current store — staff, then logistics workers — with their open tasks. */
export async function listPickers(ctx: RequestContext): Promise<Picker[]> {
  const storeId = ctx.storeId ?? ctx.session.storeIds[0] ?? 0;
  const staff = await queryRows<Picker>(
    ctx.db,
    sql`SELECT s.id, 'staff' AS kind, s.name, (SELECT count(*)::int FROM wms_picking_tasks AS t WHERE t.picker_id = s.id AND t.status IN (1, 2)) AS open_task_count
          FROM staff AS s WHERE ${pickerCondition(storeId)} ORDER BY s.name, s.id`,
  );
  const workers = (await pickingWorkerSource()?.list(ctx, storeId)) ?? [];
  if (!workers.length) return staff;
  const open = await queryRows<{ worker_id: number; n: number }>(
    ctx.db,
    sql`SELECT worker_id, count(*)::int AS n FROM wms_picking_tasks WHERE worker_id = ANY(${intArray(workers.map((w) => w.id))}::int[]) AND status IN (1, 2) GROUP BY worker_id`,
  );
  const counts = new Map(open.map((o) => [o.worker_id, o.n]));
  return [...staff, ...workers.map((w) => ({ id: w.id, kind: 'worker' as const, name: w.name, open_task_count: counts.get(w.id) ?? 0 }))];
}

type LockedList = { id: number; number: string; store_id: number; warehouse_id: number; status: number };

/**
 * POST /wms/picking_task: the chosen lines of a wave (each line in one task) for a picker. The wave is
 * locked; a line already in a task is 409; when every line is in a task the wave moves to 2 picking.
 */
export async function createPickingTask(ctx: RequestContext, input: CreatePickingTaskInput): Promise<PickingTaskDetail> {
  const list = await queryOne<LockedList>(
    ctx.db,
    sql`SELECT id, number, store_id, warehouse_id, status FROM wms_picking_lists WHERE id = ${input.list_id} AND store_id = ANY(${ownStores(ctx)}::int[]) FOR UPDATE`,
  );
  if (!list) throw invalidField('list_id', 'wms.wave_not_found');
  requireState(ctx, LISTS, 'assign', list.status);
  // a staff picker, or a logistics worker the registered source vouches for
  let pickerId: number | null = null;
  let workerId: number | null = null;
  if (input.worker_id !== undefined) {
    if (!(await pickingWorkerSource()?.canPick(ctx, list.store_id, input.worker_id))) throw invalidField('worker_id', 'wms.picker_invalid');
    workerId = input.worker_id;
  } else {
    const picker = await queryOne<{ id: number }>(ctx.db, sql`SELECT s.id FROM staff AS s WHERE s.id = ${input.picker_id ?? 0} AND ${pickerCondition(list.store_id)}`);
    if (!picker) throw invalidField('picker_id', 'wms.picker_invalid');
    pickerId = picker.id;
  }
  const ids = [...new Set(input.item_ids)];
  const items = await queryRows<{ id: number; sku_id: number; location_id: number; qty: string; task_id: number | null; sort: number }>(
    ctx.db,
    sql`SELECT id, sku_id, location_id, qty::text AS qty, task_id, sort FROM wms_picking_list_items WHERE list_id = ${list.id} AND id = ANY(${intArray(ids)}::int[]) ORDER BY sort, id`,
  );
  refuseUnknownIds('item_ids', input.item_ids, items.map((i) => Number(i.id)), 'wms.wave_item_not_found', { each: true });
  if (items.some((i) => i.task_id !== null)) throw conflict('wms.wave_item_taken');

  const total = items.reduce((s, i) => s + milli(i.qty), 0n);
  const task = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO wms_picking_tasks (tenant_id, store_id, warehouse_id, list_id, picker_id, worker_id, status, line_count, total_qty, remark, created_by)
        VALUES (${ctx.tenantId}, ${list.store_id}, ${list.warehouse_id}, ${list.id}, ${pickerId}, ${workerId}, ${PickingTaskStatus.waiting}, ${items.length}, ${fromMilli(total)}, ${input.remark}, ${ctx.staffId})
        RETURNING id`,
  );
  const taskId = task!.id;
  await ctx.db.execute(
    sql`INSERT INTO wms_picking_task_items (tenant_id, task_id, list_item_id, sku_id, location_id, qty, sort)
        VALUES ${sql.join(
          items.map((i) => sql`(${ctx.tenantId}, ${taskId}, ${i.id}, ${i.sku_id}, ${i.location_id}, ${i.qty}::numeric, ${i.sort})`),
          sql`, `,
        )}`,
  );
  await ctx.db.execute(sql`UPDATE wms_picking_list_items SET task_id = ${taskId} WHERE id = ANY(${intArray(items.map((i) => i.id))}::int[])`);
  const left = await queryOne<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM wms_picking_list_items WHERE list_id = ${list.id} AND task_id IS NULL`);
  if (left!.n === 0) await transition(ctx, LISTS, 'assign', list);
  await writeDocumentLog(ctx.db, { type: 'picking_task', id: taskId, action: 'create', from: null, to: PickingTaskStatus.waiting, remark: input.remark, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, 'picking_task', { timeZone: ctx.session.timeZone });
  await ctx.db.execute(sql`UPDATE wms_picking_tasks SET number = ${number} WHERE id = ${taskId}`);
  ctx.audit.targetId = taskId;
  return getPickingTask(ctx, taskId);
}

type LockedTask = { id: number; number: string; store_id: number; warehouse_id: number; list_id: number; picker_id: number | null; worker_id: number | null; status: number };

/** The tasks' table as their state changes see it: the caller's stores (404), 409 "not open" or "not waiting". */
const TASKS: DocumentTable<PickingTaskAction> = {
  type: 'picking_task',
  table: 'wms_picking_tasks',
  states: PICKING_TASK_STATES,
  scope: (ctx) => sql`store_id = ANY(${ownStores(ctx)}::int[])`,
  notFound: 'wms.task_not_found',
  conflict: (_ctx, _status, action) => conflict(action === 'cancel' ? 'wms.task_not_waiting' : 'wms.task_not_open'),
};

/** The waves' table: a wave moves only as its tasks do (its row is locked after the task's). */
const LISTS: DocumentTable<PickingListAction> = {
  type: 'picking_list',
  table: 'wms_picking_lists',
  states: PICKING_LIST_STATES,
  notFound: 'wms.wave_not_found',
  conflict: () => conflict('wms.wave_all_assigned'),
};

const lockTask = (ctx: RequestContext, id: number, action: PickingTaskAction) =>
  lockDocument<PickingTaskAction, LockedTask>(ctx, TASKS, action, id, sql`number, store_id, warehouse_id, list_id, picker_id, worker_id`);

/**
 * PUT /wms/picking_task/{id}/confirm: the picked quantity of some or all lines (again until the task is
 * finished). A short line needs its reason; more than the line asks is refused (422 on the line, the
 * message naming the SKU and what it asks — the first such line's).
 */
export async function confirmPicking(ctx: RequestContext, id: number, input: ConfirmPickingInput): Promise<PickingTaskDetail> {
  const task = await lockTask(ctx, id, 'confirm');
  const items = new Map(
    (
      await queryRows<{ id: number; qty: string; sku_code: string; unit_name: string }>(
        ctx.db,
        sql`SELECT i.id, i.qty::text AS qty, ${sku.code} AS sku_code, ${unitU.name} AS unit_name
              FROM wms_picking_task_items AS i JOIN ${skus} AS ${sku} ON ${sku.id} = i.sku_id JOIN ${units} AS ${unitU} ON ${unitU.id} = ${sku.unitId}
             WHERE i.task_id = ${id}`,
      )
    ).map((i) => [i.id, { ...i, qty: milli(i.qty) }]),
  );
  const errors: Array<{ field: string; message: string }> = [];
  let params: Record<string, string> | undefined;
  input.lines.forEach((l, i) => {
    const item = items.get(l.item_id);
    if (item === undefined) return void errors.push({ field: `lines.${i}.item_id`, message: 'wms.task_item_not_found' });
    const picked = milli(l.picked_qty);
    if (picked > item.qty) {
      params ??= { sku: item.sku_code, qty: plainDecimal(fromMilli(item.qty)), unit: item.unit_name, picked: plainDecimal(fromMilli(picked)) };
      return void errors.push({ field: `lines.${i}.picked_qty`, message: 'wms.picked_over' });
    }
    if (picked < item.qty && !l.short_reason) errors.push({ field: `lines.${i}.short_reason`, message: 'wms.short_reason_required' });
  });
  if (errors.length) throw invalid(errors, params);
  for (const l of input.lines) {
    const short = milli(l.picked_qty) < items.get(l.item_id)!.qty;
    await ctx.db.execute(
      sql`UPDATE wms_picking_task_items SET picked_qty = ${fromMilli(milli(l.picked_qty))}::numeric, short_reason = ${short ? l.short_reason : null},
            confirmed_by = ${ctx.staffId}, confirmed_at = now() WHERE id = ${l.item_id}`,
    );
  }
  await transition(ctx, TASKS, 'confirm', task, { set: sql`picked_qty = (SELECT coalesce(sum(picked_qty), 0) FROM wms_picking_task_items WHERE task_id = ${id}::int)` });
  return getPickingTask(ctx, id);
}

/**
 * PUT /wms/picking_task/{id}/finish: every line confirmed (409 otherwise). Records the picker's earning
 * through fms (the price rules), shares each line's picked quantity out to the order lines it gathers
 * (in order of their demand) and tells the order source which units are wholly picked. The wave
 * finishes with its last task.
 */
export async function finishPickingTask(ctx: RequestContext, id: number, remark: string | null): Promise<PickingTaskDetail> {
  const task = await lockTask(ctx, id, 'finish');
  const items = await queryRows<{ id: number; list_item_id: number; sku_id: number; picked_qty: string | null }>(
    ctx.db,
    sql`SELECT id, list_item_id, sku_id, picked_qty::text AS picked_qty FROM wms_picking_task_items WHERE task_id = ${id} ORDER BY sort, id`,
  );
  const open = items.filter((i) => i.picked_qty === null).length;
  if (open > 0) throw conflict('wms.task_unconfirmed', { count: open });
  // the wave next: every finisher takes task → wave, so two tasks of one wave finish one after the other
  const list = await queryOne<{ id: number; warehouse_id: number; status: number }>(ctx.db, sql`SELECT id, warehouse_id, status FROM wms_picking_lists WHERE id = ${task.list_id} FOR UPDATE`);

  // earnings (price rules of the task's store)
  const earned = await earningsOf(ctx, task.store_id, items.map((i) => ({ itemId: i.id, skuId: i.sku_id, pickedQty: i.picked_qty! })));
  const totalCents = earned.reduce((s, e) => s + e.cents, 0n);
  for (const e of earned) await ctx.db.execute(sql`UPDATE wms_picking_task_items SET earning_amount = ${fromCents(e.cents)}::numeric WHERE id = ${e.itemId}`);
  if (totalCents > 0n) {
    await recordEarning(ctx.db, {
      // a worker's task earns the worker (target 'worker', an lms_workers id)
      targetType: task.worker_id !== null ? 'worker' : 'staff',
      targetId: task.worker_id ?? task.picker_id!,
      sourceType: 'picking_task',
      sourceId: id,
      sourceNo: task.number,
      amount: fromCents(totalCents),
      detail: earned.map((e) => ({ item_id: e.itemId, rule_id: e.ruleId, pay_type: e.payType, amount: fromCents(e.cents) })),
      storeId: task.store_id,
      staffId: ctx.staffId,
    });
  }

  // the picked quantities to the wave's lines and to the order lines behind them
  for (const i of items) {
    await ctx.db.execute(sql`UPDATE wms_picking_list_items SET picked_qty = ${i.picked_qty}::numeric WHERE id = ${i.list_item_id}`);
    const demands = await queryRows<{ id: number; order_item_id: number; qty: string; order_id: number }>(
      ctx.db,
      sql`SELECT d.id, d.order_item_id, d.qty::text AS qty, pu.order_id FROM wms_picking_demands AS d JOIN wms_picking_units AS pu ON pu.id = d.unit_id
           WHERE d.list_item_id = ${i.list_item_id} ORDER BY d.id`,
    );
    let left = milli(i.picked_qty!);
    const rows = demands.map((d) => {
      const take = minBig(left, milli(d.qty));
      left -= take;
      return sql`(${ctx.tenantId}, ${i.id}, ${d.id}, ${d.order_id}, ${d.order_item_id}, ${fromMilli(take)}::numeric)`;
    });
    if (rows.length) await ctx.db.execute(sql`INSERT INTO wms_picking_allocations (tenant_id, task_item_id, demand_id, order_id, order_item_id, qty) VALUES ${sql.join(rows, sql`, `)}`);
  }
  await transition(ctx, TASKS, 'finish', task, {
    set: sql`finished_at = now(), earning_amount = ${fromCents(totalCents)}::numeric, picked_qty = (SELECT coalesce(sum(picked_qty), 0) FROM wms_picking_task_items WHERE task_id = ${id}::int)`,
    remark,
  });

  // units whose every demand is now allocated: picked
  const done = await queryRows<{ id: number; order_id: number }>(
    ctx.db,
    sql`SELECT pu.id, pu.order_id FROM wms_picking_units AS pu
         WHERE pu.list_id = ${task.list_id} AND pu.status = ${PickingUnitStatus.waiting}
           AND NOT EXISTS (SELECT 1 FROM wms_picking_demands AS d WHERE d.unit_id = pu.id AND NOT EXISTS (SELECT 1 FROM wms_picking_allocations AS a WHERE a.demand_id = d.id))
         ORDER BY pu.order_id`,
  );
  for (const unit of done) {
    const lines = await queryRows<{ order_item_id: number; qty: string }>(
      ctx.db,
      sql`SELECT d.order_item_id, sum(a.qty)::text AS qty FROM wms_picking_demands AS d JOIN wms_picking_allocations AS a ON a.demand_id = d.id
           WHERE d.unit_id = ${unit.id} GROUP BY d.order_item_id ORDER BY d.order_item_id`,
    );
    await ctx.db.execute(sql`UPDATE wms_picking_units SET status = ${PickingUnitStatus.picked} WHERE id = ${unit.id}`);
    await saleOrderSource().picked(ctx, { orderId: unit.order_id, warehouseId: list!.warehouse_id }, lines.map((l) => ({ orderItemId: l.order_item_id, baseQty: l.qty })));
  }

  // the wave: finished when every line is picked
  const wave = await queryOne<{ open: number; picked: string }>(
    ctx.db,
    sql`SELECT count(*) FILTER (WHERE picked_qty IS NULL)::int AS open, coalesce(sum(picked_qty), 0)::text AS picked FROM wms_picking_list_items WHERE list_id = ${task.list_id}`,
  );
  if (wave!.open === 0 && startsFrom(PICKING_LIST_STATES, 'finish', list!.status)) {
    await transition(ctx, LISTS, 'finish', list!, { set: sql`picked_qty = ${wave!.picked}::numeric, finished_at = now()` });
  } else {
    await ctx.db.execute(sql`UPDATE wms_picking_lists SET picked_qty = ${wave!.picked}::numeric, updated_at = now() WHERE id = ${task.list_id}`);
  }
  return getPickingTask(ctx, id);
}

/** PUT /wms/picking_task/{id}/cancel: a task nothing was confirmed in; its lines go back to the wave (1 created). */
export async function cancelPickingTask(ctx: RequestContext, id: number, remark: string | null): Promise<PickingTaskDetail> {
  const task = await lockTask(ctx, id, 'cancel');
  const list = await queryOne<{ id: number; status: number }>(ctx.db, sql`SELECT id, status FROM wms_picking_lists WHERE id = ${task.list_id} FOR UPDATE`);
  await ctx.db.execute(sql`UPDATE wms_picking_list_items SET task_id = NULL WHERE task_id = ${id}`);
  await ctx.db.execute(sql`DELETE FROM wms_picking_task_items WHERE task_id = ${id}`);
  await transition(ctx, TASKS, 'cancel', task, { remark });
  if (startsFrom(PICKING_LIST_STATES, 'unassign', list!.status)) await transition(ctx, LISTS, 'unassign', list!);
  return getPickingTask(ctx, id);
}

type TaskRow = Omit<PickingTask, 'created_at' | 'finished_at' | 'number'> & { number: string | null; created_at: Date | string; finished_at: Date | string | null };

/** A function: the worker names come from the source lms registers at start. */
const taskSelect = () => sql`SELECT t.id, t.number, t.store_id, t.list_id, pl.number AS list_number, to_char(pl.delivery_date, 'YYYY-MM-DD') AS delivery_date,
    t.warehouse_id, w.name AS warehouse_name, t.picker_id, t.worker_id, coalesce(ps.name, ${pickingWorkerName(sql`t.worker_id`)}, '') AS picker_name, t.status, t.line_count, t.total_qty::text AS total_qty,
    t.picked_qty::text AS picked_qty, t.earning_amount::text AS earning_amount, t.remark, cs.name AS created_by_name, t.created_at, t.finished_at
  FROM wms_picking_tasks AS t JOIN wms_picking_lists AS pl ON pl.id = t.list_id JOIN wms_warehouses AS w ON w.id = t.warehouse_id
  LEFT JOIN staff AS ps ON ps.id = t.picker_id LEFT JOIN staff AS cs ON cs.id = t.created_by`;

const toTask = (ctx: RequestContext) => (r: TaskRow): PickingTask => ({
  ...r,
  number: r.number ?? '',
  list_number: r.list_number ?? '',
  total_qty: plainDecimal(r.total_qty),
  picked_qty: plainDecimal(r.picked_qty),
  created_at: timeText(ctx, r.created_at)!,
  finished_at: timeText(ctx, r.finished_at),
});

export async function listPickingTasks(ctx: RequestContext, q: PickingTaskQuery): Promise<ListData<PickingTask>> {
  const conds: SQL[] = [sql`t.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.keyword) conds.push(sql`(t.number ILIKE ${`%${escapeLike(q.keyword)}%`} OR pl.number ILIKE ${`%${escapeLike(q.keyword)}%`})`);
  if (q.status !== undefined) conds.push(sql`t.status = ${q.status}`);
  if (q.list_id !== undefined) conds.push(sql`t.list_id = ${q.list_id}`);
  if (q.picker_id !== undefined) conds.push(sql`t.picker_id = ${q.picker_id}`);
  if (q.worker_id !== undefined) conds.push(sql`t.worker_id = ${q.worker_id}`);
  if (q.warehouse_id !== undefined) conds.push(sql`t.warehouse_id = ${q.warehouse_id}`);
  const where = sql.join(conds, sql` AND `);
  return paginate(q, {
    rows: (page) => queryRows<TaskRow>(ctx.db, sql`${taskSelect()} WHERE ${where} ORDER BY t.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
    total: queryRows<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total FROM wms_picking_tasks AS t JOIN wms_picking_lists AS pl ON pl.id = t.list_id WHERE ${where}`),
    map: (rows) => rows.map(toTask(ctx)),
  });
}

export async function getPickingTask(ctx: RequestContext, id: number): Promise<PickingTaskDetail> {
  const head = await queryOne<TaskRow>(ctx.db, sql`${taskSelect()} WHERE t.id = ${id} AND t.store_id = ANY(${ownStores(ctx)}::int[])`);
  if (!head) throw notFound('wms.task_not_found');
  const [items, orders, logs] = await Promise.all([
    queryRows<PickingTaskDetail['items'][number] & { confirmed_at: Date | string | null }>(
      ctx.db,
      sql`SELECT i.id, i.list_item_id, i.sku_id, ${sku.code} AS sku_code, ${spu.name} AS sku_name, ${sku.specText}, coalesce(${sku.image}, ${spu.images}->>0) AS image, ${unitU.name} AS unit_name,
            i.location_id, l.code AS location_code, i.qty::text AS qty, i.picked_qty::text AS picked_qty, i.short_reason, i.earning_amount::text AS earning_amount,
            cb.name AS confirmed_by_name, i.confirmed_at
          FROM wms_picking_task_items AS i JOIN ${skus} AS ${sku} ON ${sku.id} = i.sku_id JOIN ${spus} AS ${spu} ON ${spu.id} = ${sku.spuId} JOIN ${units} AS ${unitU} ON ${unitU.id} = ${sku.unitId}
          JOIN wms_locations AS l ON l.id = i.location_id LEFT JOIN staff AS cb ON cb.id = i.confirmed_by
          WHERE i.task_id = ${id} ORDER BY i.sort, i.id`,
    ),
    queryRows<PickingTaskDetail['orders'][number]>(
      ctx.db,
      sql`SELECT DISTINCT pu.order_id, pu.order_no, pu.customer_name FROM wms_picking_task_items AS i
            JOIN wms_picking_demands AS d ON d.list_item_id = i.list_item_id JOIN wms_picking_units AS pu ON pu.id = d.unit_id
           WHERE i.task_id = ${id} ORDER BY pu.order_id`,
    ),
    listDocumentLogs(ctx.db, 'picking_task', id, ctx.session.timeZone),
  ]);
  return {
    ...toTask(ctx)(head),
    items: items.map((i) => ({ ...i, qty: plainDecimal(i.qty), picked_qty: i.picked_qty === null ? null : plainDecimal(i.picked_qty), confirmed_at: timeText(ctx, i.confirmed_at) })),
    orders,
    logs,
  };
}
