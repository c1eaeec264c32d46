import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import {
  PickingListStatus,
  type CreatePickingListInput,
  type PickingList,
  type PickingListDetail,
  type PickingListQuery,
  type PickingOpenOrder,
  type PickingOpenOrdersQuery,
} from '@tradewind/contract/wms/picking.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { actorOf, listDocumentLogs, writeDocumentLog } from '@/core/documents/document-log';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { skus, spus, units as pmsUnits } from '@/modules/pms';
import { saleOrderSource, type SaleOrderLine } from '../fulfilment/sale-source';
import { pickingWorkerName } from './picking-worker-source';
import { plainDecimal } from '../stock/quantity';
import { fromMilli, milli, minBig } from './picking-quantity';
import { intArray, listStores, ownStores, timeText } from './picking-scope';
import { refuseUnknownIds } from '@/core/http/id-list';

const sku = alias(skus, 's');
const spu = alias(spus, 'p');
const unit = alias(pmsUnits, 'u');

/**
 * Picking lists (拣货单, waves), docs/trading-model.md §3: a warehouse's audited orders of one delivery date, summed by
 * SKU and location in walking order. README "Picking".
 */

type WarehouseRow = { id: number; store_id: number; status: number; default_location_id: number | null };

async function waveWarehouse(ctx: RequestContext, id: number): Promise<WarehouseRow> {
  const wh = await queryOne<WarehouseRow>(
    ctx.db,
    sql`SELECT id, store_id, status, default_location_id FROM wms_warehouses WHERE id = ${id} AND store_id = ANY(${ownStores(ctx)}::int[])`,
  );
  if (!wh) throw invalidField('warehouse_id', 'wms.warehouse_not_found');
  if (wh.status !== 1) throw invalidField('warehouse_id', 'wms.warehouse_disabled');
  return wh;
}

/** GET /wms/picking_list/open_orders: what a new wave of the warehouse and date would take, per order. */
export async function openOrdersForWave(ctx: RequestContext, q: PickingOpenOrdersQuery): Promise<PickingOpenOrder[]> {
  const wh = await waveWarehouse(ctx, q.warehouse_id);
  const lines = await saleOrderSource().openForWave(ctx, { storeId: wh.store_id, warehouseId: wh.id, deliveryDate: q.delivery_date });
  const orders = new Map<number, PickingOpenOrder & { milli: bigint }>();
  for (const l of lines) {
    const o = orders.get(l.orderId) ?? { order_id: l.orderId, order_no: l.orderNo, customer_name: l.customerName, line_count: 0, total_qty: '0', milli: 0n };
    o.line_count += 1;
    o.milli += milli(l.baseQty);
    orders.set(l.orderId, o);
  }
  return [...orders.values()].map(({ milli: m, ...o }) => ({ ...o, total_qty: plainDecimal(fromMilli(m)) }));
}

type Chunk = { line: SaleOrderLine; locationId: number; qty: bigint };

/**
 * Where each order line is picked from: the warehouse's live locations holding the SKU, the fullest
 * first (fewest trips), less what waves already take from them for units not shipped yet; what no location covers is picked
 * at the default location (the short shows there). Lines are served in order (order id, line id).
 */
async function chooseLocations(ctx: RequestContext, wh: WarehouseRow, lines: SaleOrderLine[]): Promise<Chunk[]> {
  const skuIds = [...new Set(lines.map((l) => l.skuId))];
  // what waves take for units not shipped yet, read from those units (few at any time; partial index
  // wms_picking_units_open) by their ids: never a walk over every wave's demands or lines, whatever the
  // planner estimates for a table that grew since it was last analyzed
  const open = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM wms_picking_units WHERE tenant_id = ${ctx.tenantId} AND status <> 3`);
  const stock = await queryRows<{ sku_id: number; location_id: number; free: string }>(
    ctx.db,
    sql`WITH taken AS MATERIALIZED (
          SELECT i.sku_id, i.location_id, sum(d.qty) AS qty
            FROM wms_picking_demands AS d JOIN wms_picking_list_items AS i ON i.id = d.list_item_id
           WHERE d.unit_id = ANY(${intArray(open.map((u) => u.id))}::int[]) AND i.sku_id = ANY(${intArray(skuIds)}::int[])
           GROUP BY i.sku_id, i.location_id)
        SELECT k.sku_id, k.location_id, (k.on_hand - coalesce(t.qty, 0))::text AS free
          FROM wms_stock AS k JOIN wms_locations AS l ON l.id = k.location_id
          LEFT JOIN taken AS t ON t.sku_id = k.sku_id AND t.location_id = k.location_id
         WHERE k.warehouse_id = ${wh.id} AND k.sku_id = ANY(${intArray(skuIds)}::int[]) AND l.deleted_at IS NULL AND k.on_hand > 0
         ORDER BY k.sku_id, k.on_hand DESC, l.code, l.id`,
  );
  const free = new Map<number, Array<{ locationId: number; left: bigint }>>();
  for (const s of stock) {
    const left = milli(s.free);
    if (left > 0n) free.set(s.sku_id, [...(free.get(s.sku_id) ?? []), { locationId: s.location_id, left }]);
  }
  const chunks: Chunk[] = [];
  const ordered = [...lines].sort((a, b) => a.orderId - b.orderId || a.orderItemId - b.orderItemId);
  for (const line of ordered) {
    let need = milli(line.baseQty);
    for (const cell of free.get(line.skuId) ?? []) {
      if (need === 0n) break;
      const take = minBig(need, cell.left);
      if (take <= 0n) continue;
      cell.left -= take;
      need -= take;
      chunks.push({ line, locationId: cell.locationId, qty: take });
    }
    if (need > 0n) {
      const fallback = wh.default_location_id ?? (free.get(line.skuId) ?? [])[0]?.locationId ?? null;
      if (fallback === null) throw conflict('wms.no_location');
      chunks.push({ line, locationId: fallback, qty: need });
    }
  }
  return chunks;
}

/**
 * POST /wms/picking_list: a wave of the warehouse's open orders of the date (or the chosen ones — 422
 * `order_ids` when one of them is not open), the order source locking them; their units move to picking.
 */
export async function createPickingList(ctx: RequestContext, input: CreatePickingListInput): Promise<PickingListDetail> {
  const wh = await waveWarehouse(ctx, input.warehouse_id);
  const chosen = input.order_ids?.length ? [...new Set(input.order_ids)] : undefined;
  const lines = (await saleOrderSource().openForWave(ctx, { storeId: wh.store_id, warehouseId: wh.id, deliveryDate: input.delivery_date, orderIds: chosen })).filter(
    (l) => l.warehouseId === wh.id && (!chosen || chosen.includes(l.orderId)),
  );
  if (chosen) {
    refuseUnknownIds('order_ids', input.order_ids ?? [], lines.map((l) => l.orderId), 'wms.wave_order_not_open', { each: true });
  }
  if (lines.length === 0) throw conflict('wms.wave_no_orders');
  const chunks = await chooseLocations(ctx, wh, lines);

  const totalMilli = lines.reduce((s, l) => s + milli(l.baseQty), 0n);
  const orderIds = [...new Set(lines.map((l) => l.orderId))];
  const list = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO wms_picking_lists (tenant_id, store_id, warehouse_id, delivery_date, status, order_count, sku_count, total_qty, remark, created_by)
        VALUES (${ctx.tenantId}, ${wh.store_id}, ${wh.id}, ${input.delivery_date}, ${PickingListStatus.created}, ${orderIds.length},
          ${new Set(lines.map((l) => l.skuId)).size}, ${fromMilli(totalMilli)}, ${input.remark}, ${ctx.staffId}) RETURNING id`,
  );
  const listId = list!.id;

  // units: one per order (the wave is one warehouse)
  const firstLine = new Map(lines.map((l) => [l.orderId, l]));
  const units = await queryRows<{ id: number; order_id: number }>(
    ctx.db,
    sql`INSERT INTO wms_picking_units (tenant_id, list_id, order_id, sub_order_id, order_no, customer_id, customer_name)
        VALUES ${sql.join(
          orderIds.map((id) => {
            const l = firstLine.get(id)!;
            return sql`(${ctx.tenantId}, ${listId}, ${id}, ${l.subOrderId}, ${l.orderNo}, ${l.customerId}, ${l.customerName})`;
          }),
          sql`, `,
        )} RETURNING id, order_id`,
  );
  const unitOf = new Map(units.map((u) => [u.order_id, u.id]));

  // wave lines: SKU × location, in walking order (location code, then SKU code)
  const cells = new Map<string, { skuId: number; locationId: number; qty: bigint }>();
  for (const c of chunks) {
    const key = `${c.line.skuId}:${c.locationId}`;
    const cell = cells.get(key) ?? { skuId: c.line.skuId, locationId: c.locationId, qty: 0n };
    cell.qty += c.qty;
    cells.set(key, cell);
  }
  const cellList = [...cells.values()];
  const walk = await queryRows<{ sku_id: number; location_id: number; rank: number }>(
    ctx.db,
    sql`SELECT v.sku_id, v.location_id, (row_number() OVER (ORDER BY l.code, ${sku.code}, v.sku_id))::int AS rank
          FROM unnest(${intArray(cellList.map((c) => c.skuId))}::int[], ${intArray(cellList.map((c) => c.locationId))}::int[]) AS v(sku_id, location_id)
          JOIN wms_locations AS l ON l.id = v.location_id JOIN ${skus} AS ${sku} ON ${sku.id} = v.sku_id`,
  );
  const rank = new Map(walk.map((w) => [`${w.sku_id}:${w.location_id}`, w.rank]));
  const items = await queryRows<{ id: number; sku_id: number; location_id: number }>(
    ctx.db,
    sql`INSERT INTO wms_picking_list_items (tenant_id, list_id, sku_id, location_id, qty, sort)
        VALUES ${sql.join(
          cellList.map((c) => sql`(${ctx.tenantId}, ${listId}, ${c.skuId}, ${c.locationId}, ${fromMilli(c.qty)}, ${rank.get(`${c.skuId}:${c.locationId}`) ?? 0})`),
          sql`, `,
        )} RETURNING id, sku_id, location_id`,
  );
  const itemOf = new Map(items.map((i) => [`${i.sku_id}:${i.location_id}`, i.id]));
  await ctx.db.execute(
    sql`INSERT INTO wms_picking_demands (tenant_id, list_id, unit_id, list_item_id, order_item_id, sku_id, qty)
        VALUES ${sql.join(
          chunks.map(
            (c) =>
              sql`(${ctx.tenantId}, ${listId}, ${unitOf.get(c.line.orderId)!}, ${itemOf.get(`${c.line.skuId}:${c.locationId}`)!}, ${c.line.orderItemId}, ${c.line.skuId}, ${fromMilli(c.qty)})`,
          ),
          sql`, `,
        )}`,
  );
  await writeDocumentLog(ctx.db, { type: 'picking_list', id: listId, action: 'create', from: null, to: PickingListStatus.created, remark: input.remark, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, 'picking_list', { timeZone: ctx.session.timeZone });
  await ctx.db.execute(sql`UPDATE wms_picking_lists SET number = ${number} WHERE id = ${listId}`);
  await saleOrderSource().waved(ctx, orderIds.map((orderId) => ({ orderId, warehouseId: wh.id })), { id: listId, number });
  ctx.audit.targetId = listId;
  return getPickingList(ctx, listId);
}

type ListRow = {
  id: number;
  number: string | null;
  store_id: number;
  warehouse_id: number;
  warehouse_name: string;
  delivery_date: string;
  status: 0 | 1 | 2 | 3;
  order_count: number;
  sku_count: number;
  total_qty: string;
  picked_qty: string;
  task_count: number;
  finished_task_count: number;
  remark: string | null;
  created_by_name: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
};

const listSelect = sql`SELECT pl.id, pl.number, pl.store_id, pl.warehouse_id, w.name AS warehouse_name, to_char(pl.delivery_date, 'YYYY-MM-DD') AS delivery_date,
    pl.status, pl.order_count, pl.sku_count, pl.total_qty::text AS total_qty, pl.picked_qty::text AS picked_qty,
    (SELECT count(*)::int FROM wms_picking_tasks AS t WHERE t.list_id = pl.id AND t.status <> 0) AS task_count,
    (SELECT count(*)::int FROM wms_picking_tasks AS t WHERE t.list_id = pl.id AND t.status = 3) AS finished_task_count,
    pl.remark, cs.name AS created_by_name, pl.created_at, pl.finished_at
  FROM wms_picking_lists AS pl JOIN wms_warehouses AS w ON w.id = pl.warehouse_id LEFT JOIN staff AS cs ON cs.id = pl.created_by`;

const toList = (ctx: RequestContext) => (r: ListRow): PickingList => ({
  ...r,
  number: r.number ?? '',
  total_qty: plainDecimal(r.total_qty),
  picked_qty: plainDecimal(r.picked_qty),
  created_at: timeText(ctx, r.created_at)!,
  finished_at: timeText(ctx, r.finished_at),
});

export async function listPickingLists(ctx: RequestContext, q: PickingListQuery): Promise<ListData<PickingList>> {
  const conds: SQL[] = [sql`pl.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.keyword) conds.push(sql`pl.number ILIKE ${`%${escapeLike(q.keyword)}%`}`);
  if (q.status !== undefined) conds.push(sql`pl.status = ${q.status}`);
  if (q.warehouse_id !== undefined) conds.push(sql`pl.warehouse_id = ${q.warehouse_id}`);
  if (q.delivery_date) conds.push(sql`pl.delivery_date = ${q.delivery_date}::date`);
  const where = sql.join(conds, sql` AND `);
  return paginate(q, {
    rows: (page) => queryRows<ListRow>(ctx.db, sql`${listSelect} WHERE ${where} ORDER BY pl.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
    total: queryRows<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total FROM wms_picking_lists AS pl WHERE ${where}`),
    map: (rows) => rows.map(toList(ctx)),
  });
}

const skuColumns = sql`${sku.code} AS sku_code, ${spu.name} AS sku_name, ${sku.specText}, coalesce(${sku.image}, ${spu.images}->>0) AS image, ${unit.name} AS unit_name`;
const skuJoins = (line: string) =>
  sql`JOIN ${skus} AS ${sku} ON ${sku.id} = ${sql.raw(line)}.sku_id JOIN ${spus} AS ${spu} ON ${spu.id} = ${sku.spuId} JOIN ${pmsUnits} AS ${unit} ON ${unit.id} = ${sku.unitId}`;

export async function getPickingList(ctx: RequestContext, id: number): Promise<PickingListDetail> {
  const head = await queryOne<ListRow>(ctx.db, sql`${listSelect} WHERE pl.id = ${id} AND pl.store_id = ANY(${ownStores(ctx)}::int[])`);
  if (!head) throw notFound('wms.wave_not_found');
  const [items, units, unitLines, tasks, logs] = await Promise.all([
    queryRows<PickingListDetail['items'][number]>(
      ctx.db,
      sql`SELECT i.id, i.sku_id, ${skuColumns}, i.location_id, l.code AS location_code, i.qty::text AS qty, i.picked_qty::text AS picked_qty,
            i.task_id, t.number AS task_number, coalesce(ps.name, ${pickingWorkerName(sql`t.worker_id`)}) AS picker_name, t.status AS task_status
          FROM wms_picking_list_items AS i ${skuJoins('i')} JOIN wms_locations AS l ON l.id = i.location_id
          LEFT JOIN wms_picking_tasks AS t ON t.id = i.task_id LEFT JOIN staff AS ps ON ps.id = t.picker_id
          WHERE i.list_id = ${id} ORDER BY i.sort, i.id`,
    ),
    queryRows<Omit<PickingListDetail['units'][number], 'lines'>>(
      ctx.db,
      sql`SELECT pu.id, pu.order_id, pu.order_no, pu.customer_name, pu.status, pu.outbound_id, o.number AS outbound_number, o.status AS outbound_status
            FROM wms_picking_units AS pu LEFT JOIN wms_outbound_delivery_orders AS o ON o.id = pu.outbound_id
           WHERE pu.list_id = ${id} ORDER BY pu.order_id`,
    ),
    queryRows<PickingListDetail['units'][number]['lines'][number] & { unit_id: number }>(
      ctx.db,
      sql`SELECT d.unit_id, d.order_item_id, d.sku_id, ${skuColumns}, sum(d.qty)::text AS ordered_qty,
            CASE WHEN count(a.id) = count(*) THEN sum(a.qty)::text END AS picked_qty
          FROM wms_picking_demands AS d ${skuJoins('d')} LEFT JOIN wms_picking_allocations AS a ON a.demand_id = d.id
          WHERE d.list_id = ${id}
          GROUP BY d.unit_id, d.order_item_id, d.sku_id, ${sku.code}, ${spu.name}, ${sku.specText}, ${sku.image}, ${spu.images}, ${unit.name} ORDER BY d.unit_id, d.order_item_id`,
    ),
    queryRows<PickingListDetail['tasks'][number]>(
      ctx.db,
      sql`SELECT t.id, t.number, t.picker_id, t.worker_id, coalesce(ps.name, ${pickingWorkerName(sql`t.worker_id`)}, '') AS picker_name, t.status, t.line_count, t.total_qty::text AS total_qty, t.picked_qty::text AS picked_qty
            FROM wms_picking_tasks AS t LEFT JOIN staff AS ps ON ps.id = t.picker_id WHERE t.list_id = ${id} ORDER BY t.id`,
    ),
    listDocumentLogs(ctx.db, 'picking_list', id, ctx.session.timeZone),
  ]);
  const q = (v: string | null) => (v === null ? null : plainDecimal(v));
  return {
    ...toList(ctx)(head),
    items: items.map((i) => ({ ...i, qty: plainDecimal(i.qty), picked_qty: q(i.picked_qty) })),
    units: units.map((u) => ({
      ...u,
      lines: unitLines
        .filter((l) => l.unit_id === u.id)
        .map(({ unit_id: _unit, ...l }) => ({ ...l, ordered_qty: plainDecimal(l.ordered_qty), picked_qty: q(l.picked_qty) })),
    })),
    tasks: tasks.map((t) => ({ ...t, number: t.number ?? '', total_qty: plainDecimal(t.total_qty), picked_qty: plainDecimal(t.picked_qty) })),
    logs,
  };
}
